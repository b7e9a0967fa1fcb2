import { type Orm, entityManager } from '../../db/orm.js';
import type { Logger } from '../../logger.js';
import type { DocumentRenderer } from './document-renderer.js';
import { type LeaseOptions, findUnclaimedDocuments } from './render-lease.js';

export interface RenderScheduler {
  /**
   * Queues a document on this instance. It stays QUEUED (unclaimed) until one of this instance's
   * render threads is free; a document queued twice is rendered once.
   */
  startNow(documentId: string): void;
  /** The safety net: queues documents no live renderer holds. Resolves with how many it found. */
  sweep(): Promise<number>;
  /** Sweeps at once (what a crash left behind), then every sweepIntervalMs; renews leases. */
  start(): void;
  /** Stops taking work and waits for the renders under way; queued ones stay QUEUED for others. */
  stop(): Promise<void>;
  /** Waits until nothing is queued or rendering on this instance. */
  idle(): Promise<void>;
}

export interface SchedulerOptions {
  orm: Orm;
  logger: Logger;
  renderer: DocumentRenderer;
  lease: LeaseOptions;
  /** Renders at once: about the render pool's size, so a claimed document soon has a thread. */
  concurrency: number;
  sweepIntervalMs: number;
  leaseRenewMs: number;
  queuedGraceMs: number;
}

export function createRenderScheduler(options: SchedulerOptions): RenderScheduler {
  const { logger, renderer, concurrency } = options;
  const pending: string[] = [];
  const known = new Set<string>();
  const running = new Set<Promise<unknown>>();
  const idleWaiters: (() => void)[] = [];
  let stopped = false;
  let sweeping: Promise<number> | undefined;
  /** The last sweep filled its batch: sweep again as soon as the local queue runs dry. */
  let moreToSweep = false;
  const timers: NodeJS.Timeout[] = [];

  const enqueue = (documentId: string) => {
    if (stopped || known.has(documentId)) return;
    known.add(documentId);
    pending.push(documentId);
    pump();
  };

  const pump = () => {
    while (!stopped && running.size < concurrency && pending.length > 0) {
      const documentId = pending.shift() as string;
      const task: Promise<unknown> = renderer
        .render(documentId)
        .catch((error) =>
          logger.error({ err: error, documentId }, 'render interrupted; the safety net retries it'),
        )
        .finally(() => {
          running.delete(task);
          known.delete(documentId);
          pump();
          if (pending.length === 0 && moreToSweep) void sweep();
          if (running.size === 0 && pending.length === 0)
            for (const resolve of idleWaiters.splice(0)) resolve();
        });
      running.add(task);
    }
  };

  const sweep = (): Promise<number> => {
    // A local backlog is enough work for now; the next sweep comes when it runs dry.
    if (stopped || pending.length > 0) return Promise.resolve(0);
    sweeping ??= (async () => {
      const limit = concurrency * 4;
      const ids = await findUnclaimedDocuments(entityManager(options.orm), {
        ...options.lease,
        queuedGraceMs: options.queuedGraceMs,
        limit,
      });
      moreToSweep = ids.length === limit;
      if (ids.length > 0) logger.info({ documents: ids.length }, 'safety net: rendering unclaimed documents');
      for (const id of ids) enqueue(id);
      return ids.length;
    })()
      .catch((error) => {
        logger.warn({ err: error }, 'safety-net sweep failed');
        return 0;
      })
      .finally(() => {
        sweeping = undefined;
      });
    return sweeping;
  };

  return {
    startNow: enqueue,
    sweep,
    start() {
      void sweep();
      const every = (ms: number, work: () => Promise<unknown>) => {
        const timer = setInterval(() => void work(), ms);
        timer.unref();
        timers.push(timer);
      };
      every(options.sweepIntervalMs, sweep);
      every(options.leaseRenewMs, () =>
        renderer.renewLeases().catch((error) => logger.warn({ err: error }, 'lease renewal failed')),
      );
    },
    async stop() {
      stopped = true;
      for (const timer of timers.splice(0)) clearInterval(timer);
      pending.length = 0;
      await sweeping;
      await Promise.allSettled([...running]);
    },
    idle() {
      if (running.size === 0 && pending.length === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}
