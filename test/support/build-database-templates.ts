import { existsSync } from 'node:fs';
import type { DatabaseTarget } from '../../server/src/db/orm.js';
import {
  noteTemplates,
  pgliteFolderTemplate,
  postgresTemplateExists,
  postgresTemplateName,
  publish,
  removeAbandonedPgliteFolders,
  templateKey,
  withAdmin,
} from './database-templates.js';

// Builds the migrated and seeded template databases the tests copy (see database-templates.ts),
// those that are not built yet: run by jest's global setup in a process of its own. The server's
// modules are imported only when something is to be built, so a run that finds its templates
// spends well under a second here.

async function migrateAndSeed(target: DatabaseTarget): Promise<void> {
  const { entityManager, openDatabase } = await import('../../server/src/db/orm.js');
  const { seedLocations } = await import('../../server/src/seeders/locations.seeder.js');
  const orm = await openDatabase(target);
  try {
    await seedLocations(entityManager(orm));
  } finally {
    await orm.close(true);
  }
}

async function buildPglite(key: string): Promise<void> {
  if (existsSync(pgliteFolderTemplate(key))) return;
  await publish(pgliteFolderTemplate(key), async (scratch) => {
    await migrateAndSeed({ kind: 'pglite', dataDir: scratch });
  });
}

async function buildPostgres(adminUrl: string, key: string): Promise<void> {
  const name = postgresTemplateName(key);
  if (await postgresTemplateExists(adminUrl, name)) return;
  const scratch = `${name}_building_${process.pid}`;
  await withAdmin(adminUrl, (client) => client.query(`create database "${scratch}"`));
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${scratch}`;
    await migrateAndSeed({ kind: 'postgres', url: url.toString() });
    // The rename publishes it whole; when another run published it first, ours is dropped below.
    await withAdmin(adminUrl, (client) =>
      client.query(`alter database "${scratch}" rename to "${name}"`),
    ).catch(async (error: unknown) => {
      if (!(await postgresTemplateExists(adminUrl, name))) throw error;
    });
  } finally {
    await withAdmin(adminUrl, (client) => client.query(`drop database if exists "${scratch}" with (force)`));
  }
}

const key = templateKey();
const started = performance.now();
await Promise.all([
  removeAbandonedPgliteFolders(),
  buildPglite(key),
  process.env.DATABASE_URL ? buildPostgres(process.env.DATABASE_URL, key) : undefined,
]);
await noteTemplates(key);
console.log(`database templates ${key} ready in ${Math.round(performance.now() - started)} ms`);
process.exit(0);
