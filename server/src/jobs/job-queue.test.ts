import { createTestDatabase } from '../../../test/support/database.js';
import { type EntityManager, type Orm, entityManager, openDatabase } from '../db/orm.js';
import { logger } from '../logger.js';
import { type JobQueue, createJobQueue } from './job-queue.js';

// One database and one queue per file, on PGlite or (with DATABASE_URL) PostgreSQL.
let orm: Orm;
let jobs: JobQueue;
let drop: () => Promise<void>;

const fast = { pollingIntervalSeconds: 0.5 };

beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  orm = await openDatabase(database.target);
  await entityManager(orm).getConnection().execute('create table job_probe (label text primary key)');
  jobs = createJobQueue(orm, {
    logger,
    queues: {
      committed: {},
      'rolled-back': {},
      concurrent: {},
      failing: { retryLimit: 2, retryDelay: 0 },
      scheduled: {},
      manual: {},
      slow: {},
    },
  });
  await jobs.start();
});

afterAll(async () => {
  await jobs.stop({ graceful: false });
  await orm.close(true);
  await drop();
});

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`still waiting after ${timeoutMs} ms: deadlocked?`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Reads pg-boss's table directly: it works whether or not the queue is running. */
async function jobState(id: string): Promise<string | undefined> {
  const rows = await entityManager(orm)
    .getConnection()
    .execute<{ state: string }[]>('select state from pgboss.job where id = ?', [id]);
  return rows[0]?.state;
}

async function probeLabels(): Promise<string[]> {
  const rows = await entityManager(orm)
    .getConnection()
    .execute<{ label: string }[]>('select label from job_probe order by label');
  return rows.map((row) => row.label);
}

/** A transaction that writes a probe row and sends a job, then commits or rolls back. */
async function writeAndSend(queue: string, label: string, outcome: 'commit' | 'rollback') {
  let jobId: string | null = null;
  const work = entityManager(orm).transactional(async (tx: EntityManager) => {
    await tx.execute('insert into job_probe (label) values (?)', [label]);
    jobId = await jobs.sendInTransaction(tx, queue, { label });
    if (outcome === 'rollback') throw new Error('rolled back on purpose');
  });
  await (outcome === 'commit' ? work : work.catch(() => undefined));
  if (!jobId) throw new Error('no job id');
  return jobId as string;
}

test('a job sent inside a transaction that commits is processed by a worker', async () => {
  const heard: string[] = [];
  await jobs.work<{ label: string }>('committed', fast, async ({ label }) => {
    heard.push(label);
  });
  const id = await writeAndSend('committed', 'committed-1', 'commit');
  await waitFor(() => heard.length === 1);
  expect(heard).toEqual(['committed-1']);
  await waitFor(async () => (await jobState(id)) === 'completed');
});

test('a job sent inside a transaction that rolls back never appears', async () => {
  const heard: string[] = [];
  await jobs.work<{ label: string }>('rolled-back', fast, async ({ label }) => {
    heard.push(label);
  });
  const id = await writeAndSend('rolled-back', 'rolled-back-1', 'rollback');
  expect(await jobState(id)).toBeUndefined();
  expect(await jobs.findJob('rolled-back', id)).toBeNull();
  expect(await probeLabels()).not.toContain('rolled-back-1');
  await new Promise((resolve) => setTimeout(resolve, 1500)); // three polls
  expect(heard).toEqual([]);
});

test('20 concurrent transactions each send their own job, none deadlocks or leaks into another', async () => {
  const outcomes = Array.from({ length: 20 }, (_, i) => ({
    label: `concurrent-${String(i).padStart(2, '0')}`,
    outcome: i % 3 === 0 ? ('rollback' as const) : ('commit' as const),
  }));
  const ids = await withTimeout(
    Promise.all(outcomes.map(({ label, outcome }) => writeAndSend('concurrent', label, outcome))),
    20_000,
  );

  const committed = outcomes.filter((o) => o.outcome === 'commit').map((o) => o.label);
  // The worker starts only now, so the sends above relied on the queue cache that start warmed.
  const heard = new Set<string>();
  await jobs.work<{ label: string }>('concurrent', { ...fast, localConcurrency: 2 }, async ({ label }) => {
    heard.add(label);
  });
  expect((await probeLabels()).filter((label) => label.startsWith('concurrent-'))).toEqual(committed);
  for (const [i, { outcome }] of outcomes.entries()) {
    expect(await jobState(ids[i]!)).toEqual(outcome === 'commit' ? expect.any(String) : undefined);
  }
  await waitFor(() => heard.size === committed.length);
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect([...heard].sort()).toEqual(committed);
}, 40_000);

test('a failing handler is retried per its retry options, then marked failed', async () => {
  const attempts: number[] = [];
  await jobs.work('failing', fast, async (_data, job) => {
    attempts.push(job.retryCount);
    throw new Error('always fails');
  });
  const id = await jobs.send('failing', { n: 1 });
  if (!id) throw new Error('no job id');
  await waitFor(async () => (await jobState(id)) === 'failed');
  expect(attempts).toEqual([0, 1, 2]);
  const job = await jobs.findJob('failing', id);
  expect(job).toMatchObject({ state: 'failed', retryCount: 2, retryLimit: 2 });
});

test('a job fetched by hand is completed or failed by hand', async () => {
  const first = await jobs.send('manual', { n: 1 });
  const second = await jobs.send('manual', { n: 2 });
  const fetched = await jobs.fetch<{ n: number }>('manual', 2);
  expect(fetched.map((job) => job.data.n).sort()).toEqual([1, 2]);
  await jobs.complete('manual', first!, { done: true });
  await jobs.fail('manual', second!, { reason: 'bad input' });
  expect(await jobs.findJob('manual', first!)).toMatchObject({ state: 'completed', output: { done: true } });
  expect(await jobs.findJob('manual', second!)).toMatchObject({ state: 'retry' });
});

test('schedule registers a cron for its queue', async () => {
  await jobs.schedule('scheduled', '*/5 * * * *', { sweep: true });
  const rows = await entityManager(orm)
    .getConnection()
    .execute<{ cron: string; data: unknown }[]>('select cron, data from pgboss.schedule where name = ?', [
      'scheduled',
    ]);
  expect(rows).toEqual([{ cron: '*/5 * * * *', data: { sweep: true } }]);
});

test('sending in a transaction to a queue not created at start is refused, not left to deadlock', async () => {
  await expect(
    entityManager(orm).transactional((tx: EntityManager) => jobs.sendInTransaction(tx, 'undeclared', {})),
  ).rejects.toThrow(/not created at start/);
  await jobs.createQueue('declared-later');
  const id = await withTimeout(
    entityManager(orm).transactional((tx: EntityManager) => jobs.sendInTransaction(tx, 'declared-later', {})),
    5_000,
  );
  expect(await jobState(id!)).toBe('created');
});

// Last: it stops the shared queue.
test('stop waits for a running handler to finish before returning', async () => {
  let started = false;
  let finished = false;
  await jobs.work('slow', fast, async () => {
    started = true;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    finished = true;
  });
  const id = await jobs.send('slow', {});
  await waitFor(() => started);
  await jobs.stop({ graceful: true, timeoutMs: 10_000 });
  expect(finished).toBe(true);
  expect(await jobState(id!)).toBe('completed');
});
