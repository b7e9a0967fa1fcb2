import type { PgliteConnection } from '@mikro-orm/pglite';
import { CompiledQuery, type QueryResult } from 'kysely';
import type { Db } from 'pg-boss';
import type { EntityManager } from '../db/orm.js';

/** What pg-boss needs to run a statement: a Kysely client, a locked connection or a transaction. */
interface QueryExecutor {
  executeQuery<R>(query: CompiledQuery<R>): Promise<QueryResult<R>>;
}

const rowsOf = (result: QueryResult<unknown>) => ({ rows: [...result.rows] as never[] });

/**
 * pg-boss on PGlite, which is ONE connection. Kysely (under MikroORM) guards it with a lock that an
 * open transaction holds until it ends, so every pg-boss statement takes that same lock: polling
 * and maintenance wait for a request's transaction instead of running inside it.
 */
export function singleConnectionDatabase(connection: PgliteConnection): Db {
  const kysely = connection.getClient();
  return {
    executeSql: (text, values) =>
      kysely.connection().execute(async (locked) => {
        if (values?.length) return rowsOf(await locked.executeQuery(CompiledQuery.raw(text, values)));
        // Without parameters pg-boss may send a script (BEGIN; …; COMMIT): only PGlite's exec runs
        // several statements, and its per-statement rows are kept (a RETURNING may sit mid-script).
        const pglite = await connection.getNativeClient();
        try {
          const results = await pglite.exec(text);
          return { rows: results.flatMap((result) => result.rows) as never[] };
        } catch (error) {
          // A failed script leaves its BEGIN open; close it while we still hold the lock, or the
          // next transaction would start inside an aborted one.
          await pglite.query('ROLLBACK').catch(() => undefined);
          throw error;
        }
      }),
  };
}

/**
 * Runs pg-boss statements inside `em`'s open transaction (on PostgreSQL: on that transaction's
 * pooled connection; on PGlite: on the single connection the transaction already holds, without
 * taking the lock again). A rollback then removes the job with everything else.
 */
export function transactionDatabase(em: EntityManager): Db {
  const transaction = em.getTransactionContext<QueryExecutor>();
  if (!transaction) throw new Error('sendInTransaction needs an EntityManager inside an open transaction');
  return {
    executeSql: async (text, values) =>
      rowsOf(await transaction.executeQuery(CompiledQuery.raw(text, values ?? []))),
  };
}
