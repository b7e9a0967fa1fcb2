import type { CodegenConfig } from '@graphql-codegen/cli';

// The client's typed documents come from the emitted schema and the operations colocated with
// the screens that use them. Run `npm run codegen` after changing either; `npm test` fails when
// the committed output is stale.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTimeISO: 'string', ID: 'string' },
      },
    },
  },
};

export default config;
