import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { DatabaseTarget } from '../../server/src/db/orm.js';
import {
  copyPgliteTemplate,
  pgliteScratchFolder,
  postgresTemplateExists,
  postgresTemplateName,
  withAdmin,
} from './database-templates.js';

/**
 * A database of its own for one test file, already migrated and seeded when the run's templates
 * were built (database-templates.ts). With DATABASE_URL set (CI) a fresh PostgreSQL database is
 * created next to the one named there, as a copy of the template, and dropped afterwards; without
 * it, a PGlite in a copy of the template's folder, in memory-backed storage where the machine has
 * it (/dev/shm), removed afterwards. A copied folder starts in about a third of the CPU that
 * unpacking a dump into PGlite's in-memory file system took (0.35 against 0.9 s a file).
 */
export async function createTestDatabase(): Promise<{ target: DatabaseTarget; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return createPgliteTestDatabase();

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

/** A PGlite database of its own, whatever DATABASE_URL says (for what only PGlite has). */
export async function createPgliteTestDatabase(): Promise<{ target: DatabaseTarget; drop(): Promise<void> }> {
  const folder = await pgliteScratchFolder();
  await copyPgliteTemplate(folder);
  return {
    target: { kind: 'pglite', dataDir: folder },
    drop: () => rm(folder, { recursive: true, force: true }),
  };
}
