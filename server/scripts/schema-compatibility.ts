// Fails `npm test` when schema.graphql breaks a client of the last release (schema.release.graphql)
// without saying so in CHANGELOG.md, or retires a field any other way than @deprecated with a
// reason and a date. At a release, copy schema.graphql to schema.release.graphql and start a new
// CHANGELOG section.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CriticalityLevel, diff } from '@graphql-inspector/core';
import {
  type GraphQLSchema,
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
} from 'graphql';
import { projectRoot } from '../src/paths.js';

/** A deprecation reason must say when the field was retired, e.g. "Use `x`. Since 2026-11-24." */
const datedReason = /\b\d{4}-\d{2}-\d{2}\b/;

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

/** Deprecations whose reason is missing or carries no date. */
export function undatedDeprecations(schema: GraphQLSchema): string[] {
  const found: string[] = [];
  const check = (coordinate: string, reason: string | null | undefined) => {
    if (reason !== undefined && reason !== null && !datedReason.test(reason)) found.push(coordinate);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        check(`${type.name}.${field.name}`, field.deprecationReason);
        for (const arg of 'args' in field ? field.args : []) {
          check(`${type.name}.${field.name}.${arg.name}`, arg.deprecationReason);
        }
      }
    }
    if (isEnumType(type)) {
      for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.deprecationReason);
    }
  }
  return found;
}

/** Everything wrong with going from the released schema to the current one, as readable lines. */
export async function compatibilityProblems(
  releasedSdl: string,
  currentSdl: string,
  changelog: string,
): Promise<string[]> {
  const current = buildSchema(currentSdl);
  const announced = announcedBreakingChanges(changelog);
  const changes = await diff(buildSchema(releasedSdl), current);
  const unannounced = changes
    .filter((change) => change.criticality.level === CriticalityLevel.Breaking)
    .filter((change) => !change.path || !announced.has(change.path))
    .map(
      (change) =>
        `breaking change not listed under "Breaking changes" in CHANGELOG.md: ${change.message}` +
        (change.path ? ` (\`${change.path}\`)` : ''),
    );
  const undated = undatedDeprecations(current).map(
    (coordinate) =>
      `@deprecated on \`${coordinate}\` needs a reason with the date it was retired (YYYY-MM-DD)`,
  );
  return [...unannounced, ...undated];
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
