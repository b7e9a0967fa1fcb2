import type { PgliteConnection } from '@mikro-orm/pglite';
import {
  PgBoss,
  type ConstructorOptions,
  type JobWithMetadata,
  type Queue,
  type SendOptions as PgBossSendOptions,
} from 'pg-boss';
import { type EntityManager, type Orm, runsOnPglite } from '../db/orm.js';
import type { Logger } from '../logger.js';
import { singleConnectionDatabase, transactionDatabase } from './job-database.js';

/** Retry, expiry and retention settings; every job in the queue inherits them. */
export type QueueOptions = Omit<Queue, 'name'>;
type SendOptions = Omit<PgBossSendOptions, 'db'>;
interface WorkerOptions {
  /** pg-boss's floor is 0.5 s; urgent work is started directly by the instance that took the request. */
  pollingIntervalSeconds?: number;
  /** How many jobs of this queue this instance works on at once. */
  localConcurrency?: number;
}
export interface JobInfo {
  id: string;
  retryCount: number;
  /** Aborted when shutdown gives up waiting for the handler. */
  signal: AbortSignal;
}
/** Resolving completes the job; throwing fails it, and pg-boss retries per the queue's options. */
type JobHandler<T> = (data: T, job: JobInfo) => Promise<void>;

export interface JobQueue {
  /** Installs pg-boss's schema and creates every declared queue, so its lookups are cached. */
  start(): Promise<void>;
  /** Stops fetching; graceful (the default) waits for running handlers, up to timeoutMs. */
  stop(options?: { graceful?: boolean; timeoutMs?: number }): Promise<void>;
  createQueue(name: string, options?: QueueOptions): Promise<void>;
  /**
   * Writes the job inside `em`'s open transaction: it exists only if that transaction commits.
   * Null when the queue's policy (singleton, throttling) dropped it as a duplicate.
   */
  sendInTransaction(
    em: EntityManager,
    queue: string,
    data: object,
    options?: SendOptions,
  ): Promise<string | null>;
  send(queue: string, data: object, options?: SendOptions): Promise<string | null>;
  work<T>(queue: string, handler: JobHandler<T>): Promise<string>;
  work<T>(queue: string, options: WorkerOptions, handler: JobHandler<T>): Promise<string>;
  /** Sends `data` to `queue` on a cron (UTC unless tz); one schedule per queue and key. */
  schedule(
    queue: string,
    cron: string,
    data?: object,
    options?: { tz?: string; key?: string },
  ): Promise<void>;
  /** For callers that process jobs themselves rather than through work(). */
  fetch<T>(queue: string, batchSize?: number): Promise<{ id: string; retryCount: number; data: T }[]>;
  complete(queue: string, id: string, output?: object): Promise<void>;
  fail(queue: string, id: string, output?: object): Promise<void>;
  /** Removes a job in any state; removing one that is gone already is not an error. */
  deleteJob(queue: string, id: string): Promise<void>;
  findJob<T>(queue: string, id: string): Promise<JobWithMetadata<T> | null>;
}

export interface JobQueueOptions {
  logger: Logger;
  /** Queues created at start. A send inside a transaction may only target these (see start). */
  queues?: Record<string, QueueOptions>;
  /** PostgreSQL only: pg-boss's own pool size (it polls, maintains and schedules through it). */
  poolSize?: number;
}

const SCHEMA = 'pgboss';
const STOP_TIMEOUT_MS = 10_000;
/** Settings pg-boss fixes when it creates a queue; the others are brought up to date at each start. */
const fixedAtCreation = ['policy', 'partition'] as const;

/**
 * Durable jobs (pg-boss) in the application's own database, on PostgreSQL and on PGlite alike.
 *
 * On PGlite pg-boss runs through MikroORM's single connection and its lock (job-database.ts). On
 * PostgreSQL it gets a small pool of its own instead of the ORM's: pg-boss sends multi-statement
 * scripts (BEGIN; …; COMMIT) whose rows Kysely drops and which, if they fail, would hand an
 * aborted connection back to the ORM's pool; and its polling should not compete with requests for
 * the ORM's connections. Both ways, a send inside a request's transaction runs on that
 * transaction (transactionDatabase).
 */
export function createJobQueue(orm: Orm, options: JobQueueOptions): JobQueue {
  const { logger } = options;
  const boss = new PgBoss(bossOptions(orm, options.poolSize ?? 4));
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  boss.on('warning', (warning) => logger.warn({ warning }, 'job queue warning'));
  const declared = new Map(Object.entries(options.queues ?? {}));
  const ready = new Set<string>();
  let started = false;

  const createAndCache = async (name: string, queueOptions: QueueOptions) => {
    await boss.createQueue(name, queueOptions); // a no-op when it exists (another instance, a restart)
    const changeable = { ...queueOptions };
    for (const key of fixedAtCreation) delete changeable[key];
    if (Object.keys(changeable).length > 0) await boss.updateQueue(name, changeable);
    // Creating or updating evicts pg-boss's cached queue row, and a send looks its queue up there
    // first. On PGlite a miss during sendInTransaction would wait for the ORM's lock, which that
    // very transaction holds: a deadlock. Any lookup by queue name refills the cache.
    await boss.findJobs(name, { id: '00000000-0000-0000-0000-000000000000' });
    ready.add(name);
  };

  const work = async <T>(queue: string, workerOptions: WorkerOptions, handler: JobHandler<T>) =>
    boss.work<T>(
      queue,
      {
        batchSize: 1,
        pollingIntervalSeconds: workerOptions.pollingIntervalSeconds ?? 2,
        localConcurrency: workerOptions.localConcurrency ?? 1,
      },
      async ([job]) => {
        if (!job) return;
        try {
          await handler(job.data, { id: job.id, retryCount: job.retryCount, signal: job.signal });
        } catch (error) {
          // pg-boss stores the error on the job and retries it; the log is where anyone sees it.
          logger.warn({ err: error, queue, jobId: job.id, retryCount: job.retryCount }, 'job failed');
          throw error;
        }
      },
    );

  return {
    async start() {
      await boss.start();
      started = true;
      for (const [name, queueOptions] of declared) await createAndCache(name, queueOptions);
    },
    async stop({ graceful = true, timeoutMs = STOP_TIMEOUT_MS } = {}) {
      // pg-boss makes this safe before start, after a failed start and twice.
      started = false;
      await boss.stop({ graceful, timeout: timeoutMs, close: true });
    },
    async createQueue(name, queueOptions = {}) {
      declared.set(name, queueOptions);
      if (started) await createAndCache(name, queueOptions);
    },
    async sendInTransaction(em, queue, data, sendOptions = {}) {
      if (!ready.has(queue)) {
        throw new Error(
          `Queue ${queue} was not created at start; declare it before sending in a transaction`,
        );
      }
      return boss.send(queue, data, { ...sendOptions, db: transactionDatabase(em) });
    },
    send: (queue, data, sendOptions = {}) => boss.send(queue, data, sendOptions),
    work<T>(queue: string, ...args: [JobHandler<T>] | [WorkerOptions, JobHandler<T>]) {
      return args.length === 1 ? work(queue, {}, args[0]) : work(queue, args[0], args[1]);
    },
    async schedule(queue, cron, data = {}, scheduleOptions = {}) {
      await boss.schedule(queue, cron, data, scheduleOptions);
    },
    async fetch<T>(queue: string, batchSize = 1) {
      const jobs = await boss.fetch<T>(queue, { batchSize });
      return jobs.map((job) => ({ id: job.id, retryCount: job.retryCount, data: job.data }));
    },
    async complete(queue, id, output) {
      await boss.complete(queue, id, output);
    },
    async fail(queue, id, output) {
      await boss.fail(queue, id, output);
    },
    async deleteJob(queue, id) {
      await boss.deleteJob(queue, id);
    },
    async findJob<T>(queue: string, id: string) {
      const [job] = await boss.findJobs<T>(queue, { id });
      return job ?? null;
    },
  };
}

function bossOptions(orm: Orm, poolSize: number): ConstructorOptions {
  if (runsOnPglite(orm)) {
    const connection = orm.em.getConnection() as unknown as PgliteConnection;
    return { db: singleConnectionDatabase(connection), backend: 'pglite', schema: SCHEMA };
  }
  const connectionString = orm.config.get('clientUrl');
  if (!connectionString) throw new Error('The job queue needs the database URL (clientUrl)');
  return { connectionString, max: poolSize, application_name: 'lekhapadi-jobs', schema: SCHEMA };
}
