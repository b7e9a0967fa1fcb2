import { CompiledQuery } from 'kysely';
import { PgBoss, fromKysely } from 'pg-boss';
import type { EntityManager, Orm } from '../db/orm.js';
import type { Logger } from '../logger.js';

type QueueOptions = Parameters<PgBoss['createQueue']>[1];
type WorkHandler<T> = (data: T, job: { id: string; retryCount: number }) => Promise<void>;

export interface JobQueue {
  start(): Promise<void>;
  /** Stops fetching, waits for running handlers (up to the timeout), then stops. */
  stop(): Promise<void>;
  /** Writes the job inside `em`'s open transaction: a rollback removes it with everything else. */
  sendInTransaction(
    em: EntityManager,
    queue: string,
    data: object,
    options?: { singletonKey?: string },
  ): Promise<string | null>;
  work<T>(
    queue: string,
    handler: WorkHandler<T>,
    options?: { pollingIntervalSeconds?: number },
  ): Promise<void>;
  schedule(queue: string, cron: string, data?: object): Promise<void>;
}

/**
 * pg-boss on the application's own database, through MikroORM's Kysely client. That matters on
 * PGlite, which is one connection: every statement must take the same connection lock as the
 * ORM, or it would run inside someone else's open transaction. pg-boss's schema scripts are
 * several statements in one string; PGlite runs those only through `exec` (start-up, before any
 * request is served, so nothing else holds the connection then).
 */
export function createJobQueue(
  orm: Orm,
  options: { logger: Logger; queues: Record<string, QueueOptions>; multiStatement?: 'exec' | 'query' },
): JobQueue {
  const connection = orm.em.getConnection() as unknown as {
    getClient(): { executeQuery(query: CompiledQuery): Promise<{ rows: unknown[] }> };
    executeDump?(sql: string): Promise<void>;
  };
  const kysely = connection.getClient();
  const usesExec = typeof connection.executeDump === 'function';
  const boss = new PgBoss({
    db: {
      async executeSql(text: string, values?: unknown[]) {
        if (usesExec && (!values || values.length === 0) && isMultiStatement(text)) {
          await connection.executeDump?.(text);
          return { rows: [] };
        }
        const result = await kysely.executeQuery(CompiledQuery.raw(text, values ?? []));
        return { rows: [...result.rows] };
      },
    },
    schema: 'pgboss',
    // The render path starts work at once on the instance that took the request; polling only
    // catches what a crash left behind, so the default cadence is fine.
    supervise: true,
    schedule: true,
  });
  boss.on('error', (error: unknown) => options.logger.error({ err: error }, 'job queue error'));
  const workers: string[] = [];

  return {
    async start() {
      await boss.start();
      // Create every queue now: a send inside a transaction then never waits on pg-boss's own
      // queue lookup (which, on one connection, would wait for that transaction).
      for (const [name, queueOptions] of Object.entries(options.queues)) {
        if (!(await boss.getQueue(name))) await boss.createQueue(name, queueOptions);
      }
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000, close: false });
    },
    async sendInTransaction(em, queue, data, sendOptions = {}) {
      const trx = em.getTransactionContext();
      if (!trx) throw new Error('sendInTransaction needs an open transaction');
      return boss.send(queue, data, { ...sendOptions, db: fromKysely(trx as never) });
    },
    async work<T>(
      queue: string,
      handler: WorkHandler<T>,
      workOptions: { pollingIntervalSeconds?: number } = {},
    ) {
      const id = await boss.work<T>(
        queue,
        { pollingIntervalSeconds: workOptions.pollingIntervalSeconds ?? 2 },
        async (jobs) => {
          for (const job of jobs) await handler(job.data, { id: job.id, retryCount: job.retryCount ?? 0 });
        },
      );
      workers.push(id);
    },
    async schedule(queue, cron, data = {}) {
      await boss.schedule(queue, cron, data);
    },
  };
}

/** True when the text holds more than one SQL statement (a ; followed by more text). */
function isMultiStatement(text: string): boolean {
  const trimmed = text.trim().replace(/;\s*$/, '');
  return trimmed.includes(';');
}
