import serverConfig from './jest.server.config.js';

// Browser tests: the built app in a real Chromium, two files at a time (each its own app and
// browser; one at a time left the cores about half idle). Every wait in them is for a condition
// with a ceiling, never the machine's speed (test/e2e/support/hydration.ts).
export default {
  ...serverConfig,
  roots: ['<rootDir>/test/e2e'],
  testMatch: ['**/*.e2e.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  maxWorkers: 2,
  testTimeout: 180_000,
  reporters: ['default', ['<rootDir>/test/support/summary-reporter.cjs', { name: 'e2e' }]],
};
