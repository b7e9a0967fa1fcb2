import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildSchema } from 'graphql';
import {
  NOTICE_DAYS,
  announcedBreakingChanges,
  compatibilityProblems,
} from '../../server/scripts/schema-compatibility.js';
import { projectRoot } from '../../server/src/paths.js';
import { buildAppSchema } from '../../server/src/graphql/schema.js';
import { undescribedSchemaMembers } from '../../server/src/graphql/descriptions.js';

// The schema is the contract partners read: every type, field, argument and enum value says what it is.

test('every type, field, argument and enum value of the schema has a description', async () => {
  expect(undescribedSchemaMembers(await buildAppSchema())).toEqual([]);
});

test('the walk names each undescribed member by its coordinate', () => {
  const schema = buildSchema(`
    type Query { "Described." thing(id: ID): Thing  other: Int }
    "Described." type Thing { "Described." kind: Kind  bare: String }
    enum Kind { "Described." A  B }
    input Filter { "Described." a: Int  b: Int }
    type Mutation { "Described." set(filter: Filter): Int }
  `);
  expect(undescribedSchemaMembers(schema).sort()).toEqual(
    [
      'Filter',
      'Filter.b',
      'Kind',
      'Kind.B',
      'Mutation.set(filter)',
      'Query.other',
      'Query.thing(id)',
      'Thing.bare',
    ].sort(),
  );
});

describe('the breaking-change check against the released schema', () => {
  const released = `
    type Query { "d" user(id: ID!): User  "d" count: Int }
    "d" type User { "d" name: String  "d" mobile: String }
  `;

  const TODAY = new Date('2026-12-03T10:00:00Z');
  const listed = '## Unreleased\n### Breaking changes\n- `User.mobile` removed\n';

  test('adding a field is fine; removing one fails until CHANGELOG lists it under Breaking changes', async () => {
    const added = released.replace('"d" count: Int', '"d" count: Int  "d" total: Int');
    expect(await compatibilityProblems(released, added, '', TODAY)).toEqual([]);

    const deprecated = released.replace(
      '"d" mobile: String',
      '"d" mobile: String @deprecated(reason: "Use phone. Removed after 2026-12-01.")',
    );
    const removed = released.replace('"d" mobile: String', '');
    const problems = await compatibilityProblems(deprecated, removed, '', TODAY);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/User\.mobile.*removed|removed.*User\.mobile/);

    const listedElsewhere = '## Unreleased\n### Added\n- `User.mobile` gone\n';
    expect(await compatibilityProblems(deprecated, removed, listedElsewhere, TODAY)).toHaveLength(1);
    expect(await compatibilityProblems(deprecated, removed, listed, TODAY)).toEqual([]);
  });

  test('a removal needs the released schema to have deprecated it with a removal date that has passed', async () => {
    const removed = released.replace('"d" mobile: String', '');
    const releasedWith = (reason: string) =>
      released.replace('"d" mobile: String', `"d" mobile: String @deprecated(reason: "${reason}")`);

    // Never deprecated, or deprecated without a date: no notice was given.
    expect(await compatibilityProblems(released, removed, listed, TODAY)).toEqual([
      expect.stringMatching(/`User\.mobile` is removed without notice/),
    ]);
    expect(await compatibilityProblems(releasedWith('Use phone.'), removed, listed, TODAY)).toEqual([
      expect.stringMatching(/`User\.mobile` is removed without notice/),
    ]);
    // The date has not passed yet (the day itself included).
    for (const date of ['2027-03-01', '2026-12-03']) {
      expect(
        await compatibilityProblems(
          releasedWith(`Use phone. Removed after ${date}.`),
          removed,
          listed,
          TODAY,
        ),
      ).toEqual([expect.stringMatching(new RegExp(`is removed before its time.*${date}`))]);
    }
    expect(
      await compatibilityProblems(
        releasedWith('Use phone. Removed after 2026-12-02.'),
        removed,
        listed,
        TODAY,
      ),
    ).toEqual([]);
  });

  test('an argument and an enum value go by the same rule', async () => {
    const schema = (arg: string, value: string) => `
      type Query { "d" user(${arg}): Int  "d" kind: Kind }
      "d" enum Kind { "d" A  ${value} }
    `;
    const old = 'Removed after 2026-06-01.';
    const before = schema(
      `"d" id: ID  "d" legacyId: ID @deprecated(reason: "${old}")`,
      `"d" B @deprecated(reason: "${old}")`,
    );
    const after = schema('"d" id: ID', '');
    const changelog = '### Breaking changes\n- `Query.user.legacyId` and `Kind.B`\n';
    expect(await compatibilityProblems(before, after, changelog, TODAY)).toEqual([]);
    const undeprecated = schema('"d" id: ID  "d" legacyId: ID', '"d" B');
    expect(await compatibilityProblems(undeprecated, after, changelog, TODAY)).toEqual([
      expect.stringMatching(/`Query\.user\.legacyId` is removed without notice/),
      expect.stringMatching(/`Kind\.B` is removed without notice/),
    ]);
  });

  test('a type change of an argument is breaking too', async () => {
    const changed = released.replace('user(id: ID!)', 'user(id: Int!)');
    const problems = await compatibilityProblems(released, changed, '');
    expect(problems.join('\n')).toMatch(/Query\.user\.id/);
  });

  test(`a new deprecation names its removal date, at least ${NOTICE_DAYS} days ahead`, async () => {
    const deprecating = (reason: string) =>
      released.replace('"d" mobile: String', `"d" mobile: String @deprecated(reason: "${reason}")`);
    expect(await compatibilityProblems(released, deprecating('Use phone.'), '', TODAY)).toEqual([
      expect.stringMatching(/`User\.mobile` needs a reason with its removal date/),
    ]);
    const bare = released.replace('"d" mobile: String', '"d" mobile: String @deprecated');
    expect(await compatibilityProblems(released, bare, '', TODAY)).toHaveLength(1);
    // 2026-12-03 + 90 days is 2027-03-03.
    expect(
      await compatibilityProblems(released, deprecating('Use phone. Removed after 2027-03-02.'), '', TODAY),
    ).toEqual([
      expect.stringMatching(
        /is new: its removal date 2027-03-02 must be at least 90 days ahead \(2027-03-03/,
      ),
    ]);
    expect(
      await compatibilityProblems(released, deprecating('Use phone. Removed after 2027-03-03.'), '', TODAY),
    ).toEqual([]);
  });

  test('a released deprecation keeps its date as it nears, and its date may only move later', async () => {
    const withDate = (date: string) =>
      released.replace(
        '"d" mobile: String',
        `"d" mobile: String @deprecated(reason: "Use phone. Removed after ${date}.")`,
      );
    // Released with 90 days' notice; a month later the same date has 60 days left, and passes.
    const aMonthLater = new Date('2027-01-03T10:00:00Z');
    expect(
      await compatibilityProblems(withDate('2027-03-03'), withDate('2027-03-03'), '', aMonthLater),
    ).toEqual([]);
    expect(
      await compatibilityProblems(withDate('2027-03-03'), withDate('2027-06-01'), '', aMonthLater),
    ).toEqual([]);
    expect(
      await compatibilityProblems(withDate('2027-03-03'), withDate('2027-02-01'), '', aMonthLater),
    ).toEqual([expect.stringMatching(/brings its removal forward from 2027-03-03 to 2027-02-01/)]);
  });

  test('the Breaking changes sections are read by heading, at any level', () => {
    const changelog = [
      '# Changelog',
      '## 1.1',
      '### Breaking changes',
      '- `A.b` and `C.d`',
      '### Fixed',
      '- `E.f`',
      '## Breaking changes in 1.0',
      '- `G.h`',
    ].join('\n');
    expect([...announcedBreakingChanges(changelog)].sort()).toEqual(['A.b', 'C.d', 'G.h']);
  });

  test('the repository’s schema.graphql passes against schema.release.graphql with CHANGELOG.md', async () => {
    const read = (name: string) => readFile(path.join(projectRoot, name), 'utf8');
    expect(
      await compatibilityProblems(
        await read('schema.release.graphql'),
        await read('schema.graphql'),
        await read('CHANGELOG.md'),
      ),
    ).toEqual([]);
  });
});
