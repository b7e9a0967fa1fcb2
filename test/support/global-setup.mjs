// jest's global setup for the server, API and browser suites: builds the migrated and seeded
// template databases the test servers copy (test/support/database-templates.ts), once per version
// of the migrations and reference data. In a process of its own, through the same TypeScript
// loader as `npm run dev`, so jest's module system never loads the server.
import { spawnSync } from 'node:child_process';

export default function buildDatabaseTemplates() {
  const run = spawnSync(
    process.execPath,
    ['--import', '@swc-node/register/esm-register', 'test/support/build-database-templates.ts'],
    { stdio: 'inherit', env: { ...process.env, SWC_NODE_PROJECT: 'server/tsconfig.json' } },
  );
  if (run.status !== 0)
    throw new Error(`building the test database templates failed (${run.status ?? run.signal})`);
}
