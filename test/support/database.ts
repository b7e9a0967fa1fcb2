import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseTarget } from '../../server/src/db/orm.js';

/**
 * A database of its own for one test file. With DATABASE_URL set (CI) a fresh PostgreSQL database
 * is created next to the one named there and dropped afterwards; without it, an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<{ target: DatabaseTarget; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { target: { kind: 'pglite' }, drop: async () => undefined };

  const name = `lekhapadi_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString() },
    drop: async () => {
      await withAdmin(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export const usingPostgres = () => Boolean(process.env.DATABASE_URL);
