import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

// graphql-codegen's client preset resolves `graphql(`…`)` at run time through one map of every
// document in the app (client/src/gql/gql.ts), and even named imports from gql/graphql.ts share one
// module, so the landing page would download the dashboard's queries too. At build time this
// plugin replaces each call with the pre-parsed document itself, taken from gql/graphql.ts, so a
// document travels in the chunk of the screen that uses it. Tests and type checks keep using the
// map; what a call returns is the same object either way.

const GRAPHQL_CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const GRAPHQL_IMPORT = /import\s*\{\s*graphql\s*\}\s*from\s*['"](?:\.{1,2}\/)+gql['"];?[ \t]*\n?/;
const FIRST_DEFINITION = /^\s*(?:#[^\n]*\n\s*)*(query|mutation|subscription|fragment)\s+([A-Za-z_]\w*)/;
const GENERATED_DOCUMENT =
  /^export const (\w+(?:Document|FragmentDoc)) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

/** The export of gql/graphql.ts that holds a document: `MeDocument`, `CurrentUserFieldsFragmentDoc`. */
export function documentExportName(source: string): string {
  const match = FIRST_DEFINITION.exec(source);
  if (!match) throw new Error(`Cannot name the GraphQL document:\n${source}`);
  const [, kind, name] = match;
  return kind === 'fragment' ? `${name}FragmentDoc` : `${name}Document`;
}

/** Every generated document of gql/graphql.ts as its JSON text, by export name. */
export function readGeneratedDocuments(generatedSource: string): Map<string, string> {
  return new Map(
    [...generatedSource.matchAll(GENERATED_DOCUMENT)].map((m) => [m[1] as string, m[2] as string]),
  );
}

/** The module with each call replaced by its document, or null when it makes none. */
export function replaceGraphqlCalls(code: string, documents: Map<string, string>): string | null {
  if (!GRAPHQL_IMPORT.test(code)) return null;
  let replaced = 0;
  const body = code.replace(GRAPHQL_CALL, (_call, source: string) => {
    const name = documentExportName(source);
    const document = documents.get(name);
    if (!document) throw new Error(`${name} is not in gql/graphql.ts: run npm run codegen`);
    replaced += 1;
    return `(${document})`;
  });
  if (replaced === 0) return null;
  const rest = body.replace(GRAPHQL_IMPORT, '');
  if (/\bgraphql\(/.test(rest))
    throw new Error('graphql() is called with something other than a template literal');
  return rest;
}

export function graphqlDocuments(options: { generatedFile: string; sourceDir: string }): Plugin {
  let documents = new Map<string, string>();
  return {
    name: 'lekhapadi:graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      documents = readGeneratedDocuments(readFileSync(options.generatedFile, 'utf8'));
      this.addWatchFile(options.generatedFile);
    },
    transform(code, id) {
      if (!id.startsWith(options.sourceDir) || !/\.tsx?$/.test(id) || id.includes('/gql/')) return null;
      const replaced = replaceGraphqlCalls(code, documents);
      return replaced === null ? null : { code: replaced, map: null };
    },
  };
}
