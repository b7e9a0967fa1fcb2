import serverConfig from './jest.server.config.js';

// Browser tests: the built app in a real Chromium. Two files at a time: one file leaves the two
// cores about half idle (the app, Chromium and the test wait on each other), and each file starts
// its own app on a free port with its own data folder, so two never share anything.
export default {
  ...serverConfig,
  roots: ['<rootDir>/test/e2e'],
  testMatch: ['**/*.e2e.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  maxWorkers: 2,
  testTimeout: 180_000,
  reporters: ['default', ['<rootDir>/test/support/summary-reporter.cjs', { name: 'e2e' }]],
};
