import { randomUUID } from 'node:crypto';
import { type ServerOptions, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Config } from './config.js';
import type { Services } from './context.js';
import { type DatabaseTarget, entityManager, openDatabase } from './db/orm.js';
import { buildAppSchema } from './graphql/schema.js';
import { attachGraphQLWebSocket } from './graphql/websocket.js';
import { createHttpApp } from './http/app.js';
import { createMetrics } from './http/metrics.js';
import { httpServerOptions } from './http/timeouts.js';
import { logger as rootLogger } from './logger.js';
import { createMailer } from './messaging/mailer.js';
import { createSmsSender } from './messaging/sms.js';
import { createMemoryEventBus, createPostgresEventBus } from './events/event-bus.js';
import { createJobQueue } from './jobs/job-queue.js';
import { createDocumentRenderer } from './modules/documents/document-renderer.js';
import { RETENTION_QUEUE, startDocumentRetention } from './modules/retention/document-files-retention.js';
import { createGeneratedCounts } from './modules/documents/generated-counts.js';
import { SETTLE_QUEUE, startPaymentSettler } from './modules/payments/settle.service.js';
import {
  LEASE_MS,
  LEASE_RENEW_MS,
  QUEUED_GRACE_MS,
  SWEEP_INTERVAL_MS,
} from './modules/documents/render-lease.js';
import { createRenderScheduler } from './modules/documents/render-scheduler.js';
import { type HostResolver, systemResolver } from './http/outbound-address.js';
import { startWebhookDeliveries } from './modules/webhooks/webhook-delivery.worker.js';
import { startIdentityRetention } from './modules/retention/identity-retention.js';
import { createRenderPool } from './pdf/render-pool.js';
import { createLocationDirectory } from './modules/locations/location-directory.js';
import { seedLocations } from './seeders/locations.seeder.js';
import { createFileStorage } from './storage/create-storage.js';

export interface RunningServer {
  services: Services;
  url: string;
  close(): Promise<void>;
}

function databaseTarget(config: Config): DatabaseTarget {
  return config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
}

/** Start order: database (with migrations) → services → HTTP, GraphQL, WebSocket. */
export async function startServer(
  config: Config,
  options: {
    database?: DatabaseTarget;
    logger?: typeof rootLogger;
    http?: ServerOptions;
    /** When the render threads start (render-pool.ts): at once unless a test server says otherwise. */
    renderThreads?: 'at-once' | 'on-first-render';
    /** DNS for outbound requests; tests give a table of their own (no real internet). */
    resolveHost?: HostResolver;
  } = {},
): Promise<RunningServer> {
  const logger = options.logger ?? rootLogger;
  const database = options.database ?? databaseTarget(config);
  // Threads first: they load the layout code while the database opens, so that after a crash the
  // documents left behind are rendered as soon as the safety net finds them.
  const metrics = createMetrics();
  const renderPool = metrics.timeRenders(
    createRenderPool({ size: config.RENDER_THREADS, start: options.renderThreads }),
  );
  const orm = await openDatabase(database).catch(async (error: unknown) => {
    await renderPool.close();
    throw error;
  });
  const seeded = await seedLocations(entityManager(orm));
  logger.info({ locations: seeded }, 'reference data checked');
  const storage = await createFileStorage(config);
  const events =
    database.kind === 'postgres'
      ? await createPostgresEventBus(database.url, logger)
      : createMemoryEventBus();
  const jobs = createJobQueue(orm, {
    logger,
    queues: {
      [SETTLE_QUEUE]: { retryLimit: 0 },
      [RETENTION_QUEUE]: { retryLimit: 0 },
    },
  });
  // Embedded PGlite belongs to this one process: whatever another process claimed, it left behind.
  const lease = { owner: randomUUID(), leaseMs: LEASE_MS, exclusiveDatabase: database.kind === 'pglite' };
  const documentRenderer = createDocumentRenderer({
    orm,
    logger,
    renderPool,
    storage,
    events,
    lease,
    publicUrl: config.PUBLIC_URL,
  });
  const renderScheduler = createRenderScheduler({
    orm,
    logger,
    renderer: documentRenderer,
    lease,
    // One more than the threads, so a thread finishing a render finds the next document claimed
    // and waiting while the previous one is stored: at most one claim per instance waits at a time.
    concurrency: renderPool.size + 1,
    sweepIntervalMs: SWEEP_INTERVAL_MS,
    leaseRenewMs: LEASE_RENEW_MS,
    queuedGraceMs: QUEUED_GRACE_MS,
  });
  const services: Services = {
    config,
    orm,
    logger,
    mailer: createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      dataDir: config.dataDir,
      logger,
    }),
    sms: createSmsSender({
      gatewayUrl: config.SMS_GATEWAY_URL,
      gatewayToken: config.SMS_GATEWAY_TOKEN,
      dataDir: config.dataDir,
      logger,
    }),
    storage,
    locations: createLocationDirectory(orm),
    generatedCounts: createGeneratedCounts(orm),
    jobs,
    events,
    renderPool,
    documentRenderer,
    metrics,
    renderScheduler,
    resolveHost: options.resolveHost ?? systemResolver,
  };
  metrics.watch(services);
  await jobs.start();
  renderScheduler.start();
  await startPaymentSettler(services);
  await startDocumentRetention(services);
  await startIdentityRetention(services);
  await startWebhookDeliveries(services);
  const schema = await buildAppSchema(events);
  const httpServer = createServer({ ...httpServerOptions, ...options.http });
  const ws = attachGraphQLWebSocket(services, schema, httpServer);
  const { app, apollo, subgraph } = await createHttpApp(services, schema, httpServer, [
    {
      async serverWillStart() {
        return {
          async drainServer() {
            await ws.close();
          },
        };
      },
    },
  ]);
  httpServer.on('request', app);
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.PORT, config.HOST, resolve);
  });
  const { port } = httpServer.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  logger.info({ port, database: config.DATABASE_URL ? 'postgresql' : 'pglite' }, 'server listening');

  let closing: Promise<void> | undefined;
  return {
    services,
    url,
    close() {
      closing ??= (async () => {
        await apollo.stop(); // drains HTTP connections and the WebSocket server
        await subgraph.stop();
        await new Promise<void>((resolve) => httpServer.close(() => resolve()));
        await jobs.stop();
        await renderScheduler.stop();
        await renderPool.close();
        await events.close();
        await orm.close(true);
      })();
      return closing;
    },
  };
}
