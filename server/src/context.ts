import type { Config } from './config.js';
import type { EntityManager, Orm } from './db/orm.js';
import type { Metrics } from './http/metrics.js';
import type { HostResolver } from './http/outbound-address.js';
import type { Logger } from './logger.js';
import type { Mailer } from './messaging/mailer.js';
import type { SmsSender } from './messaging/sms.js';
import type { EventBus } from './events/event-bus.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { User } from './modules/accounts/user.entity.js';
import type { TokenCaller } from './modules/api-tokens/token-limits.js';
import type { DocumentRenderer } from './modules/documents/document-renderer.js';
import type { GeneratedCounts } from './modules/documents/generated-counts.js';
import type { RenderScheduler } from './modules/documents/render-scheduler.js';
import type { RenderPool } from './pdf/render-pool.js';
import type { FileStorage } from './storage/storage.js';
import type { LocationDirectory } from './modules/locations/location-directory.js';
import type { LocationLoaders } from './modules/locations/location.loaders.js';

/** Long-lived parts, made once at start and shared by every request. */
export interface Services {
  config: Config;
  orm: Orm;
  logger: Logger;
  mailer: Mailer;
  sms: SmsSender;
  storage: FileStorage;
  /** Nepal's divisions as seeded, read once per process (the data only changes with a release). */
  locations: LocationDirectory;
  /** Documents generated per work, counted at most every 30 s for the public catalogue. */
  generatedCounts: GeneratedCounts;
  jobs: JobQueue;
  events: EventBus;
  renderPool: RenderPool;
  documentRenderer: DocumentRenderer;
  metrics: Metrics;
  /** Feeds this instance's render threads and runs the crash safety net. */
  renderScheduler: RenderScheduler;
  /** DNS for addresses the server connects to for users (http/outbound-address.ts). */
  resolveHost: HostResolver;
}

/** What a request may do with the session and device cookies (nothing, on a WebSocket). */
export interface SessionCookie {
  set(token: string, expiresAt: Date): void;
  clear(): void;
  /** The device cookie: this browser signed in before (accounts/trusted-devices.ts). */
  setDevice(token: string, expiresAt: Date): void;
}

/** Everything one request (GraphQL operation or REST call) works with. */
export interface RequestContext {
  /** Forked per request: request code never touches the global EntityManager. */
  em: EntityManager;
  services: Services;
  ip: string;
  user: User | null;
  /** Hash of the token in the request's session cookie, when it names a live session. */
  sessionTokenHash: string | null;
  cookie: SessionCookie;
  /**
   * The API token the request came with (Authorization: Bearer …), or null for a browser. With a
   * token, `user` is its owner and no session cookie counts.
   */
  apiToken: TokenCaller | null;
  /** The token of the request's device cookie, if any (checked where it matters). */
  deviceToken?: string;
  /** Per-request DataLoaders (a batch per level of a nested query). */
  loaders: LocationLoaders;
  /** Logs with the request id bound (X-Request-Id). */
  logger: Logger;
}
