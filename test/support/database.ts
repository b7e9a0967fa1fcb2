import { randomBytes } from 'node:crypto';
import type { DatabaseTarget } from '../../server/src/db/orm.js';
import { pgliteDump, postgresTemplateExists, postgresTemplateName, withAdmin } from './database-templates.js';

/**
 * A database of its own for one test file, already migrated and seeded when the run's templates
 * were built (database-templates.ts). With DATABASE_URL set (CI) a fresh PostgreSQL database is
 * created next to the one named there, as a copy of the template, and dropped afterwards; without
 * it, an in-memory PGlite started from the template's dump.
 */
export async function createTestDatabase(): Promise<{ target: DatabaseTarget; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl)
    return { target: { kind: 'pglite', loadDataDir: pgliteDump() }, drop: async () => undefined };

  const name = `lekhapadi_test_${randomBytes(6).toString('hex')}`;
  const template = postgresTemplateName();
  const fromTemplate = await postgresTemplateExists(adminUrl, template);
  await withAdmin(adminUrl, (client) =>
    client.query(`create database "${name}"${fromTemplate ? ` template "${template}"` : ''}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString() },
    drop: async () => {
      await withAdmin(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

export const usingPostgres = () => Boolean(process.env.DATABASE_URL);
