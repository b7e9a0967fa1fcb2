import { createHash } from 'node:crypto';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { addTypenameToDocument } from '@apollo/client/utilities';

// The client's typed documents come from the emitted schema and the operations colocated with
// the screens that use them. Run `npm run codegen` after changing either; `npm test` fails when
// the committed output is stale.
//
// Every operation is also written to client/src/gql/persisted-documents.json (sha256 → text), the
// manifest of trusted documents the server accepts by id, and each document carries its hash
// (`__meta__.hash`) so the browser sends the id without hashing anything itself. The hash is bare
// hex, as `extensions.persistedQuery.sha256Hash` carries it (no `sha256:` prefix to strip). The server runs the
// manifest's text instead of what Apollo Client would have sent, so `__typename` is added here as
// Apollo Client adds it (its cache needs it in every answer).
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/': {
      preset: 'client',
      documentTransforms: [
        {
          transform: ({ documents }) =>
            documents.map((file) => ({
              ...file,
              document: file.document && addTypenameToDocument(file.document),
            })),
        },
      ],
      presetConfig: {
        fragmentMasking: false,
        persistedDocuments: {
          mode: 'embedHashInDocument',
          hashAlgorithm: (text) => createHash('sha256').update(text).digest('hex'),
        },
      },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTimeISO: 'string', ID: 'string' },
      },
    },
  },
};

export default config;
