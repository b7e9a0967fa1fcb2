import type { Config } from './config.js';
import type { EntityManager, Orm } from './db/orm.js';
import type { Logger } from './logger.js';
import type { Mailer } from './messaging/mailer.js';
import type { SmsSender } from './messaging/sms.js';
import type { EventBus } from './events/event-bus.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { User } from './modules/accounts/user.entity.js';
import type { DocumentRenderer } from './modules/documents/document-renderer.js';
import type { GeneratedCounts } from './modules/documents/generated-counts.js';
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
}

/** What a request may do with the session cookie (nothing, on a WebSocket). */
export interface SessionCookie {
  set(token: string, expiresAt: Date): void;
  clear(): void;
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
  /** Per-request DataLoaders (a batch per level of a nested query). */
  loaders: LocationLoaders;
}
