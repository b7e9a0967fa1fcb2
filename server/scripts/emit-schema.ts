// Writes schema.graphql from the type-graphql resolvers. `npm run codegen` runs this first.
import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { buildAppSchema } from '../src/graphql/schema.js';
import { projectRoot } from '../src/paths.js';

const header = '# Generated from the server resolvers by `npm run schema`. Do not edit.\n\n';

export async function printAppSchema(): Promise<string> {
  return `${header}${printSchema(lexicographicSortSchema(await buildAppSchema()))}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await writeFile(path.join(projectRoot, 'schema.graphql'), await printAppSchema());
  console.log('schema.graphql written');
}
