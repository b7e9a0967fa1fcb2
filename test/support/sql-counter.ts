import type { Orm } from '../../server/src/db/orm.js';

/**
 * Records the SQL statements the ORM sends while `work` runs (both drivers go through the
 * connection's execute). Statements other code sends meanwhile are recorded too: filter by table.
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
