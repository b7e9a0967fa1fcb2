// Fails `npm test` when schema.graphql breaks a client of the last release (schema.release.graphql)
// without saying so in CHANGELOG.md, or retires a member any other way than the notice period:
// @deprecated with "Removed after YYYY-MM-DD." at least 90 days ahead when it is released, and the
// removal only in a release after that date. At a release, copy schema.graphql to
// schema.release.graphql and start a new CHANGELOG section.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Change, ChangeType, CriticalityLevel, diff } from '@graphql-inspector/core';
import {
  type GraphQLSchema,
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
} from 'graphql';
import { projectRoot } from '../src/paths.js';

/**
 * A deprecation says when the member goes: "Use `phone`. Removed after 2027-03-01." Partners get
 * at least NOTICE_DAYS from the day a deprecation is released to that date; the member may be
 * removed only in a release after it.
 */
const removalDate = /\bremoved after (\d{4}-\d{2}-\d{2})\b/i;
export const NOTICE_DAYS = 90;

const REMOVALS = new Set<string>([
  ChangeType.FieldRemoved,
  ChangeType.FieldArgumentRemoved,
  ChangeType.InputFieldRemoved,
  ChangeType.EnumValueRemoved,
]);

/** A day as YYYY-MM-DD (UTC), which compares as text. */
const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The schema coordinates (`Type.field`, `Type.field.argument`, `Enum.VALUE`) the "Breaking changes"
 * sections of a changelog name in backticks: a breaking change at one of them is announced.
 */
export function announcedBreakingChanges(changelog: string): Set<string> {
  const announced = new Set<string>();
  let inSection = false;
  for (const line of changelog.split('\n')) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) inSection = /breaking changes/i.test(heading[1] ?? '');
    else if (inSection) for (const match of line.matchAll(/`([^`]+)`/g)) announced.add(match[1] ?? '');
  }
  return announced;
}

/** Every deprecated field, argument, input field and enum value, by coordinate, with its reason. */
function deprecations(schema: GraphQLSchema): Map<string, string> {
  const found = new Map<string, string>();
  const note = (coordinate: string, reason: string | null | undefined) => {
    if (reason !== undefined && reason !== null) found.set(coordinate, reason);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        note(`${type.name}.${field.name}`, field.deprecationReason);
        for (const arg of 'args' in field ? field.args : []) {
          note(`${type.name}.${field.name}.${arg.name}`, arg.deprecationReason);
        }
      }
    }
    if (isEnumType(type)) {
      for (const value of type.getValues()) note(`${type.name}.${value.name}`, value.deprecationReason);
    }
  }
  return found;
}

const removalDateOf = (reason: string | undefined) => (reason ? removalDate.exec(reason)?.[1] : undefined);

/**
 * What is wrong with the current schema's deprecations: each must name its removal date; one the
 * released schema did not have must give at least NOTICE_DAYS from `today`; a released date may
 * only move later.
 */
function deprecationProblems(released: GraphQLSchema, current: GraphQLSchema, today: Date): string[] {
  const before = deprecations(released);
  const earliest = day(new Date(today.getTime() + NOTICE_DAYS * 86_400_000));
  const problems: string[] = [];
  for (const [coordinate, reason] of deprecations(current)) {
    const date = removalDateOf(reason);
    const announced = removalDateOf(before.get(coordinate));
    if (!date) {
      problems.push(
        `@deprecated on \`${coordinate}\` needs a reason with its removal date: "… Removed after YYYY-MM-DD."`,
      );
    } else if (announced && date < announced) {
      problems.push(
        `@deprecated on \`${coordinate}\` brings its removal forward from ${announced} to ${date}: a date once released may only move later`,
      );
    } else if (!announced && date < earliest) {
      problems.push(
        `@deprecated on \`${coordinate}\` is new: its removal date ${date} must be at least ${NOTICE_DAYS} days ahead (${earliest} or later)`,
      );
    }
  }
  return problems;
}

/**
 * Removals the released schema did not announce: a member may go only when schema.release.graphql
 * deprecates it with a removal date that has passed by `today`.
 */
function earlyRemovals(released: GraphQLSchema, changes: Change[], today: Date): string[] {
  const before = deprecations(released);
  return changes
    .filter((change) => REMOVALS.has(change.type) && change.path)
    .flatMap((change) => {
      const coordinate = change.path as string;
      const date = removalDateOf(before.get(coordinate));
      if (date && date < day(today)) return [];
      return [
        date
          ? `\`${coordinate}\` is removed before its time: schema.release.graphql says it is removed after ${date}`
          : `\`${coordinate}\` is removed without notice: schema.release.graphql must deprecate it with "Removed after YYYY-MM-DD." (at least ${NOTICE_DAYS} days ahead), and it may go after that date`,
      ];
    });
}

/** Everything wrong with going from the released schema to the current one, as readable lines. */
export async function compatibilityProblems(
  releasedSdl: string,
  currentSdl: string,
  changelog: string,
  today: Date = new Date(),
): Promise<string[]> {
  const released = buildSchema(releasedSdl);
  const current = buildSchema(currentSdl);
  const announced = announcedBreakingChanges(changelog);
  const changes = await diff(released, current);
  const unannounced = changes
    .filter((change) => change.criticality.level === CriticalityLevel.Breaking)
    .filter((change) => !change.path || !announced.has(change.path))
    .map(
      (change) =>
        `breaking change not listed under "Breaking changes" in CHANGELOG.md: ${change.message}` +
        (change.path ? ` (\`${change.path}\`)` : ''),
    );
  return [
    ...unannounced,
    ...earlyRemovals(released, changes, today),
    ...deprecationProblems(released, current, today),
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const read = (name: string) => readFile(path.join(projectRoot, name), 'utf8');
  const problems = await compatibilityProblems(
    await read('schema.release.graphql'),
    await read('schema.graphql'),
    await read('CHANGELOG.md').catch(() => ''),
  );
  if (problems.length) {
    console.error(`schema.graphql against schema.release.graphql:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('schema.graphql keeps every promise of schema.release.graphql');
}
