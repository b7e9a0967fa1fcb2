// Client suites: jsdom (the msw-friendly jest-fixed-jsdom build) in CommonJS mode, compiled by SWC.
// msw pulls in a few ESM-only packages, so those are compiled too instead of being skipped.
const esmOnlyPackages = ['until-async', 'rettime', '@open-draft', 'outvariant', 'strict-event-emitter'];

export default {
  testEnvironment: 'jest-fixed-jsdom',
  roots: ['<rootDir>/client'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/client/tests/setup.ts'],
  moduleFileExtensions: ['tsx', 'ts', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper: {
    '\\.module\\.css$': '<rootDir>/client/tests/css-module-stub.cjs',
    '\\.css$': '<rootDir>/client/tests/css-stub.cjs',
    '\\.(svg|png|jpe?g|webp|gif)$': '<rootDir>/client/tests/file-stub.cjs',
    // Vite's `?url` imports (the pdf.js worker) are files to the bundler: a stub path here.
    '\\?url$': '<rootDir>/client/tests/file-stub.cjs',
    // Vite's `?raw` imports are the file's text: the path without the query, read by raw-transform.
    '^(.+\\.md)\\?raw$': '$1',
    '^@shared/(.*)$': '<rootDir>/server/src/shared/$1',
    '^@nepali/(.*)$': '<rootDir>/server/src/shared/nepali/$1',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
    '^.+\\.mjs$': ['@swc/jest', { module: { type: 'commonjs' } }],
    '^.+\\.md$': '<rootDir>/client/tests/raw-transform.cjs',
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyPackages.join('|')})/)`],
  // A ceiling for a test that hangs, not a budget: filling a long form in jsdom on a machine busy
  // with other work took over 15 s.
  testTimeout: 120_000,
  // Both cores: a client file spends most of its time in jsdom and React, one CPU each.
  maxWorkers: 2,
  reporters: ['default', ['<rootDir>/test/support/summary-reporter.cjs', { name: 'client' }]],
};
