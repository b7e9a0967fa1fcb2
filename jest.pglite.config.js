import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import serverConfig from './jest.server.config.js';

// The suites that run a second time on embedded PGlite in CI (the first, `npm test`, runs on
// PostgreSQL there). PGlite differs in what one connection shared by everything does: concurrent
// transactions, locks, the job queue, restarts on the same files. A test file says it belongs
// here with a line `// @pglite: <what differs there>` in its first lines; the browser tests run
// the rest of the product on PGlite already.
const root = import.meta.dirname;
const MARKER = /^\/\/ @pglite: \S/m;

function taggedFiles(folder) {
  return readdirSync(path.join(root, folder), { recursive: true })
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => path.join(root, folder, name))
    .filter((file) => MARKER.test(readFileSync(file, 'utf8').slice(0, 4000)));
}

export const pgliteSuites = ['test/api', 'test/security'].flatMap(taggedFiles);

export default {
  ...serverConfig,
  roots: ['<rootDir>/test'],
  testMatch: pgliteSuites,
  testPathIgnorePatterns: ['/node_modules/'],
};
