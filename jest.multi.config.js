import serverConfig from './jest.server.config.js';

// Several built server processes on one PostgreSQL database and one S3-compatible server.
export default {
  ...serverConfig,
  roots: ['<rootDir>/test/multi-instance'],
  testMatch: ['**/*.multi.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  maxWorkers: 1,
  testTimeout: 300_000,
  reporters: ['default', ['<rootDir>/test/support/summary-reporter.cjs', { name: 'multi-instance' }]],
};
