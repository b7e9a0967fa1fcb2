import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as generated from '../src/gql/graphql';
import { documentExportName, readGeneratedDocuments, replaceGraphqlCalls } from './graphql-documents';

const sourceDir = path.join(__dirname, '../src');
const documents = readGeneratedDocuments(readFileSync(path.join(sourceDir, 'gql/graphql.ts'), 'utf8'));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

test('names operations and fragments as graphql-codegen exports them', () => {
  expect(documentExportName('\n  query Me {\n    me { id }\n  }\n')).toBe('MeDocument');
  expect(documentExportName('mutation Login($input: LoginInput!) { login(input: $input) { status } }')).toBe(
    'LoginDocument',
  );
  expect(documentExportName('  fragment CurrentUserFields on User { id }')).toBe(
    'CurrentUserFieldsFragmentDoc',
  );
  expect(() => documentExportName('{ me { id } }')).toThrow('Cannot name');
});

test('reads every generated document, equal to what the generated module exports', () => {
  const exported = Object.entries(generated as Record<string, unknown>).filter(([name]) =>
    /(Document|FragmentDoc)$/.test(name),
  );
  expect(documents.size).toBe(exported.length);
  for (const [name, value] of exported) expect(JSON.parse(documents.get(name) as string)).toEqual(value);
});

test('replaces each call with its document and drops the graphql import', () => {
  const module = [
    "import { graphql } from '../../gql';",
    'export const A = graphql(`query Me { me { id } }`);',
    'export const B = graphql(`',
    '  fragment CurrentUserFields on User { id }',
    '`);',
  ].join('\n');
  const out = replaceGraphqlCalls(module, documents) as string;
  expect(out).not.toContain('graphql');
  expect(out).toContain(`export const A = (${documents.get('MeDocument')});`);
  expect(out).toContain(`export const B = (${documents.get('CurrentUserFieldsFragmentDoc')});`);
  expect(replaceGraphqlCalls("import { Button } from '@mantine/core';", documents)).toBeNull();
  expect(() =>
    replaceGraphqlCalls("import { graphql } from '../gql';\ngraphql(`query Nope { me { id } }`);", documents),
  ).toThrow('NopeDocument is not in gql/graphql.ts');
});

test('every document the app declares is among the generated ones', () => {
  let calls = 0;
  for (const file of sourceFiles(sourceDir)) {
    const code = readFileSync(file, 'utf8');
    calls += (code.match(/\bgraphql\(`/g) ?? []).length;
    expect(() => replaceGraphqlCalls(code, documents)).not.toThrow();
  }
  expect(calls).toBeGreaterThan(20);
});
