// Server and API suites: native ESM (MikroORM 7 is ESM only), compiled by SWC with legacy
// decorators and decorator metadata, which type-graphql and MikroORM read at run time.
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/server', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/test/e2e/', '/client/'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
          target: 'es2023',
          // Keeps `with { type: 'json' }` on JSON imports, which Node's ESM loader requires.
          experimental: { keepImportAttributes: true },
        },
        module: { type: 'es6' },
      },
    ],
  },
  // Builds the migrated template databases every test server copies (test/support/database-templates.ts).
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  maxWorkers: 2,
  reporters: ['default', ['<rootDir>/test/support/summary-reporter.cjs', { name: 'server' }]],
  testTimeout: 60_000,
};
