// Writes schema.graphql from the type-graphql resolvers. `npm run codegen` runs this first.
import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { buildAppSchema } from '../src/graphql/schema.js';
import { projectRoot } from '../src/paths.js';

const schema = await buildAppSchema();
const header = '# Generated from the server resolvers by `npm run schema`. Do not edit.\n\n';
await writeFile(
  path.join(projectRoot, 'schema.graphql'),
  `${header}${printSchema(lexicographicSortSchema(schema))}\n`,
);
console.log('schema.graphql written');
