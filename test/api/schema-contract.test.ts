import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildSchema } from 'graphql';
import {
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

  test('adding a field is fine; removing one fails until CHANGELOG lists it under Breaking changes', async () => {
    const added = released.replace('"d" count: Int', '"d" count: Int  "d" total: Int');
    expect(await compatibilityProblems(released, added, '')).toEqual([]);

    const removed = released.replace('"d" mobile: String', '');
    const problems = await compatibilityProblems(released, removed, '');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/User\.mobile.*removed|removed.*User\.mobile/);

    const listedElsewhere = '## Unreleased\n### Added\n- `User.mobile` gone\n';
    expect(await compatibilityProblems(released, removed, listedElsewhere)).toHaveLength(1);
    const listed =
      '## Unreleased\n### Breaking changes\n- `User.mobile` removed (deprecated since 2026-01-01)\n';
    expect(await compatibilityProblems(released, removed, listed)).toEqual([]);
  });

  test('a type change of an argument is breaking too', async () => {
    const changed = released.replace('user(id: ID!)', 'user(id: Int!)');
    const problems = await compatibilityProblems(released, changed, '');
    expect(problems.join('\n')).toMatch(/Query\.user\.id/);
  });

  test('a field is retired only with @deprecated, a reason and a date', async () => {
    const undated = released.replace(
      '"d" mobile: String',
      '"d" mobile: String @deprecated(reason: "Use phone.")',
    );
    expect(await compatibilityProblems(released, undated, '')).toEqual([
      expect.stringMatching(/`User\.mobile` needs a reason with the date/),
    ]);
    const bare = released.replace('"d" mobile: String', '"d" mobile: String @deprecated');
    expect(await compatibilityProblems(released, bare, '')).toHaveLength(1);
    const dated = released.replace(
      '"d" mobile: String',
      '"d" mobile: String @deprecated(reason: "Use phone. Since 2026-11-24.")',
    );
    expect(await compatibilityProblems(released, dated, '')).toEqual([]);
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
