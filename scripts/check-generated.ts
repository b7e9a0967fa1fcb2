// Fails when schema.graphql or the generated client code (client/src/gql) is not what the current
// resolvers and client operations produce: run `npm run codegen` and commit the result.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import config from '../codegen.js';
import { printAppSchema } from '../server/scripts/emit-schema.js';

const root = path.resolve(import.meta.dirname, '..');
const problems: string[] = [];

const schemaFile = path.join(root, 'schema.graphql');
const committedSchema = await readFile(schemaFile, 'utf8').catch(() => '');
if (committedSchema !== (await printAppSchema())) problems.push('schema.graphql is stale');

const outputs = (await generate({ ...config, cwd: root, silent: true }, false)) as {
  filename: string;
  content: string;
}[];
const generatedDir = path.join(root, 'client', 'src', 'gql');
const expected = new Map(outputs.map((o) => [path.resolve(root, o.filename), o.content]));
for (const [file, content] of expected) {
  const committed = await readFile(file, 'utf8').catch(() => undefined);
  if (committed !== content) problems.push(`${path.relative(root, file)} is stale`);
}
for (const name of await readdir(generatedDir).catch(() => [] as string[])) {
  const file = path.join(generatedDir, name);
  if (!expected.has(file)) problems.push(`${path.relative(root, file)} is not generated any more`);
}

if (problems.length) {
  console.error(
    `Generated files are out of date:\n  ${problems.join('\n  ')}\nRun \`npm run codegen\` and commit.`,
  );
  process.exit(1);
}
console.log('schema.graphql and client/src/gql are up to date');
