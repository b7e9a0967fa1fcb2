import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Config } from './config.js';
import type { Services } from './context.js';
import { type DatabaseTarget, entityManager, openDatabase } from './db/orm.js';
import { buildAppSchema } from './graphql/schema.js';
import { attachGraphQLWebSocket } from './graphql/websocket.js';
import { createHttpApp } from './http/app.js';
import { logger as rootLogger } from './logger.js';
import { createMailer } from './messaging/mailer.js';
import { createSmsSender } from './messaging/sms.js';
import { createMemoryEventBus, createPostgresEventBus } from './events/event-bus.js';
import { createJobQueue } from './jobs/job-queue.js';
import { createDocumentRenderer } from './modules/documents/document-renderer.js';
import { createGeneratedCounts } from './modules/documents/generated-counts.js';
import { startRenderWorker } from './modules/documents/render-worker.js';
import { SETTLE_QUEUE, startPaymentSettler } from './modules/payments/settle.service.js';
import { RENDER_QUEUE, STALE_RENDER_MS } from './modules/documents/render-queue.js';
import { createRenderPool } from './pdf/render-pool.js';
import { createLocationDirectory } from './modules/locations/location-directory.js';
import { seedLocations } from './seeders/locations.seeder.js';
import { createFileStorage } from './storage/create-storage.js';

export interface RunningServer {
  services: Services;
  url: string;
  close(): Promise<void>;
}

export function databaseTarget(config: Config): DatabaseTarget {
  return config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
}

/** Start order: database (with migrations) → services → HTTP, GraphQL, WebSocket. */
export async function startServer(
  config: Config,
  options: { database?: DatabaseTarget; logger?: typeof rootLogger } = {},
): Promise<RunningServer> {
  const logger = options.logger ?? rootLogger;
  const database = options.database ?? databaseTarget(config);
  const orm = await openDatabase(database);
  const seeded = await seedLocations(entityManager(orm));
  logger.info({ locations: seeded }, 'reference data checked');
  const storage = createFileStorage(config);
  const events =
    database.kind === 'postgres'
      ? await createPostgresEventBus(database.url, logger)
      : createMemoryEventBus();
  const renderPool = createRenderPool({ size: config.RENDER_THREADS });
  const jobs = createJobQueue(orm, {
    logger,
    queues: {
      // Retry after a crash only once a render left half-done counts as orphaned.
      [RENDER_QUEUE]: { retryLimit: 3, retryDelay: Math.ceil(STALE_RENDER_MS / 1000) + 10 },
      [SETTLE_QUEUE]: { retryLimit: 0 },
    },
  });
  const documentRenderer = createDocumentRenderer({ orm, logger, renderPool, storage, events, jobs });
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
  };
  await jobs.start();
  await startRenderWorker(services);
  await startPaymentSettler(services);
  const schema = await buildAppSchema(events);
  const httpServer = createServer();
  const ws = attachGraphQLWebSocket(services, schema, httpServer);
  const { app, apollo } = await createHttpApp(services, schema, httpServer, [
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
        await new Promise<void>((resolve) => httpServer.close(() => resolve()));
        await jobs.stop();
        await documentRenderer.drain();
        await renderPool.close();
        await events.close();
        await orm.close(true);
      })();
      return closing;
    },
  };
}
