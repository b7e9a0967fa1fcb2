import { timingSafeEqual } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Express, Request } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Services } from '../context.js';
import { entityManager, runsOnPglite } from '../db/orm.js';
import { DocumentStatus, GeneratedDocument } from '../modules/documents/generated-document.entity.js';
import type { RenderPool } from '../pdf/render-pool.js';
import type { FinishedRequest } from './access-log.js';
import { currentRequest } from '../request-scope.js';

/** Label values are bounded: operation names come from clients, so past this many they pool as "other". */
const MAX_OPERATIONS = 100;

export interface Metrics {
  registry: Registry;
  observeRequest(request: FinishedRequest): void;
  /** Names each GraphQL request by its operation (for the access log and the latency histogram). */
  graphqlPlugin: ApolloServerPlugin;
  /** The same pool, with each render timed. */
  timeRenders(pool: RenderPool): RenderPool;
  /** Gauges read at scrape time from the running services (queue, database pool, event bus). */
  watch(services: Pick<Services, 'orm' | 'events' | 'renderPool'>): void;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'lekhapadi' });
  collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: 'lekhapadi_http_request_duration_seconds',
    help: 'Time to answer a request, by route or GraphQL operation',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const renderDuration = new Histogram({
    name: 'lekhapadi_pdf_render_seconds',
    help: 'Time a PDF (and its Word copy) spent on a render thread, queueing included',
    labelNames: ['outcome'],
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const operations = new Set<string>();
  const boundedOperation = (name: string) => {
    if (operations.has(name)) return name;
    if (operations.size >= MAX_OPERATIONS) return 'graphql other';
    operations.add(name);
    return name;
  };

  return {
    registry,
    observeRequest({ method, route, status, durationMs }) {
      requestDuration.observe({ method, route, status: `${Math.floor(status / 100)}xx` }, durationMs / 1000);
    },
    graphqlPlugin: {
      async requestDidStart() {
        return {
          async didResolveOperation({ operationName, operation }) {
            const request = currentRequest();
            if (!request) return;
            const fields = (operation?.selectionSet.selections ?? [])
              .map((selection) => (selection.kind === 'Field' ? selection.name.value : '…'))
              .slice(0, 3)
              .join(',');
            request.operation = boundedOperation(`graphql ${operationName ?? `{${fields}}`}`.slice(0, 80));
          },
        };
      },
    },
    timeRenders(pool) {
      return {
        get size() {
          return pool.size;
        },
        close: () => pool.close(),
        heapStatistics: () => pool.heapStatistics(),
        async render(task) {
          const stop = renderDuration.startTimer();
          try {
            const files = await pool.render(task);
            stop({ outcome: 'ok' });
            return files;
          } catch (error) {
            stop({ outcome: 'failed' });
            throw error;
          }
        },
      };
    },
    watch({ orm, events, renderPool }) {
      new Gauge({
        name: 'lekhapadi_render_thread_heap_bytes',
        help: "Each render thread's V8 heap in use (fonts, the shaped-word cache, the document at hand)",
        labelNames: ['thread'],
        registers: [registry],
        async collect() {
          this.reset();
          for (const [thread, heap] of (await renderPool.heapStatistics()).entries()) {
            this.set({ thread: String(thread) }, heap.usedHeapBytes);
          }
        },
      });
      const open = [DocumentStatus.QUEUED, DocumentStatus.RENDERING];
      new Gauge({
        name: 'lekhapadi_generation_queue_depth',
        help: 'Documents asked for and not yet READY or FAILED (all instances)',
        registers: [registry],
        async collect() {
          this.set(await entityManager(orm).count(GeneratedDocument, { status: { $in: open } }));
        },
      });
      new Gauge({
        name: 'lekhapadi_generation_oldest_waiting_seconds',
        help: 'Age of the oldest document not yet READY or FAILED; 0 when none waits',
        registers: [registry],
        async collect() {
          const oldest = await entityManager(orm).findOne(
            GeneratedDocument,
            { status: { $in: open } },
            { orderBy: { createdAt: 'asc' }, fields: ['createdAt'] },
          );
          this.set(oldest ? (Date.now() - oldest.createdAt.getTime()) / 1000 : 0);
        },
      });
      const connection = orm.em.getConnection();
      if (!runsOnPglite(orm)) {
        new Gauge({
          name: 'lekhapadi_db_pool_connections',
          help: 'The request pool of PostgreSQL connections: total, idle, and requests waiting for one',
          labelNames: ['state'],
          registers: [registry],
          async collect() {
            const pool = (await connection.getNativeClient()) as {
              totalCount: number;
              idleCount: number;
              waitingCount: number;
            };
            this.set({ state: 'total' }, pool.totalCount);
            this.set({ state: 'idle' }, pool.idleCount);
            this.set({ state: 'waiting' }, pool.waitingCount);
          },
        });
      }
      new Counter({
        name: 'lekhapadi_event_bus_reconnects_total',
        help: 'Times the LISTEN connection of the event bus was re-established',
        registers: [registry],
        collect() {
          this.reset();
          this.inc(events.reconnects);
        },
      });
    },
  };
}

/**
 * GET /metrics in Prometheus' text format. Not for the public: with METRICS_TOKEN set it needs
 * `Authorization: Bearer <token>`; without, only a direct connection from this machine (no proxy
 * in between, which would make every visitor look local) may read it. Others get a 404.
 */
export function metricsRoute(app: Express, metrics: Metrics, token: string | undefined) {
  app.get('/metrics', async (req, res, next) => {
    if (!mayReadMetrics(req, token)) {
      res.status(404).json({ status: false, message: 'Not found.' });
      return;
    }
    try {
      res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    } catch (error) {
      next(error);
    }
  });
}

function mayReadMetrics(req: Request, token: string | undefined): boolean {
  if (token) {
    const given = Buffer.from(req.get('authorization') ?? '');
    const expected = Buffer.from(`Bearer ${token}`);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  const remote = req.socket.remoteAddress ?? '';
  const loopback = remote === '127.0.0.1' || remote === '::1' || remote === '::ffff:127.0.0.1';
  const proxied = req.get('x-forwarded-for') !== undefined || req.get('forwarded') !== undefined;
  return loopback && !proxied;
}
