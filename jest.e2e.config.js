import serverConfig from './jest.server.config.js';

// Browser tests: the built app in a real Chromium, one file at a time.
export default {
  ...serverConfig,
  roots: ['<rootDir>/test/e2e'],
  testMatch: ['**/*.e2e.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  maxWorkers: 1,
  testTimeout: 180_000,
  reporters: ['default', ['<rootDir>/test/support/summary-reporter.cjs', { name: 'e2e' }]],
};
