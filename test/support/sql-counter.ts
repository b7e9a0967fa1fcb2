import type { Orm } from '../../server/src/db/orm.js';
import { SAFETY_NET_SQL } from '../../server/src/modules/documents/render-lease.js';

/**
 * Records the SQL statements the ORM sends while `work` runs (both drivers go through the
 * connection's execute). Statements other code sends meanwhile are recorded too: filter by table,
 * and with `fromRequests` leave out what the server sends on its own timers.
 * `work` sees the statements recorded so far (to wait for one).
 */
export async function recordSql(
  orm: Orm,
  work: (soFar: readonly string[]) => Promise<unknown>,
): Promise<string[]> {
  const connection = orm.em.getConnection() as unknown as {
    execute: (...args: unknown[]) => Promise<unknown>;
  };
  const original = connection.execute;
  const statements: string[] = [];
  connection.execute = function (this: unknown, ...args: unknown[]) {
    statements.push(String(args[0]));
    return original.apply(this, args);
  };
  try {
    await work(statements);
  } finally {
    connection.execute = original;
  }
  return statements;
}

/** Statements that read or write one of the given tables. */
export const touching = (statements: string[], tables: string[]) =>
  statements.filter((sql) => tables.some((table) => new RegExp(`\\b${table}\\b`).test(sql)));

/**
 * Without the statements the render safety net sends every few seconds on its own (render-lease.ts):
 * one that lands while a request runs is not the request's, and would make a count flaky.
 */
export const fromRequests = (statements: string[]) =>
  statements.filter((sql) => !sql.startsWith(SAFETY_NET_SQL));
