// Fails when schema.graphql or the generated client code (client/src/gql) is not what the current
// resolvers and client operations produce: run `npm run codegen` and commit the result. Also the
// error-code table (docs/error-codes.md, server/src/http/error-codes.json), and the pages'
// Devanagari fonts (server/scripts/ui-fonts.ts): `npm run fonts`; and the works' specimen images
// (server/scripts/specimens.ts): `npm run specimens`.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import config from '../codegen.js';
import { printAppSchema } from '../server/scripts/emit-schema.js';
import { expectedErrorCodeFiles } from '../server/scripts/error-codes.js';
import { specimenProblems } from '../server/scripts/specimens.js';
import { subsetUiFont, uiFontCharacters, uiFonts } from '../server/scripts/ui-fonts.js';

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

// The error-code table (docs/error-codes.md and the JSON the server serves), from the catalogue.
for (const { file, content } of await expectedErrorCodeFiles()) {
  const committed = await readFile(file, 'utf8').catch(() => undefined);
  if (committed !== content) problems.push(`${path.relative(root, file)} is stale`);
}

const uiCharacters = await uiFontCharacters();
for (const font of uiFonts) {
  const committed = await readFile(font.target).catch(() => undefined);
  if (!committed?.equals(await subsetUiFont(font, uiCharacters))) {
    problems.push(`${path.relative(root, font.target)} is stale (run \`npm run fonts\`)`);
  }
}

// A work without a specimen, or one drawn from what its template laid out before (a hash each).
problems.push(...(await specimenProblems()));

if (problems.length) {
  console.error(
    `Generated files are out of date:\n  ${problems.join('\n  ')}\nRun \`npm run codegen\` and commit.`,
  );
  process.exit(1);
}
console.log(
  "schema.graphql, client/src/gql, the error codes, the pages' fonts and the works' specimens are up to date",
);
