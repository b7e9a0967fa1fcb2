import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Orm } from '../db/orm.js';
import { type Logger, logger as rootLogger } from '../logger.js';
import { CLOSED, topicSubscription } from './topic-subscription.js';

/**
 * "Something changed for user X" events for GraphQL subscriptions. Payloads are small JSON (ids
 * and a status); a subscriber reads the rows itself. In-process when one process serves everything
 * (PGlite); over PostgreSQL LISTEN/NOTIFY when several instances share a database, so a publish on
 * one instance reaches a subscriber connected to another.
 */
export interface EventBus {
  publish(topic: string, payload: object): Promise<void>;
  subscribe<T = unknown>(topic: string): AsyncIterableIterator<T>;
  /** Open subscriptions to `topic` on this instance. */
  subscriberCount(topic: string): number;
  /** Ends every open subscription and lets go of connections. */
  close(): Promise<void>;
  /** How often the bus lost and re-established its connection (for the metrics). */
  readonly reconnects: number;
}

export type EventBusKind = 'memory' | 'postgres';

const CHANNEL = 'lekhapadi_events';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7900;
const MAX_RECONNECT_DELAY_MS = 30_000;
/** Names the listening connection in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'lekhapadi-events';

/** The bus for the database in use; the PostgreSQL URL defaults to the ORM's. */
export async function createEventBus(
  orm: Orm,
  kind: EventBusKind,
  connectionUrl?: string,
  logger: Logger = rootLogger,
): Promise<EventBus> {
  if (kind === 'memory') return createMemoryEventBus();
  const url = connectionUrl ?? orm.config.get('clientUrl');
  if (!url) throw new Error('A PostgreSQL event bus needs a connection URL');
  return createPostgresEventBus(url, logger);
}

export function createMemoryEventBus(): EventBus {
  const local = localEmitter();
  return {
    async publish(topic, payload) {
      // Through JSON as with PostgreSQL, so payloads behave the same on both (no Dates or class instances).
      const { payload: copy } = JSON.parse(encodeEvent(topic, payload)) as { payload: unknown };
      local.emit(topic, copy);
    },
    subscribe: <T>(topic: string) => topicSubscription<T>(local, topic),
    subscriberCount: (topic) => local.listenerCount(topic),
    async close() {
      local.emit(CLOSED);
    },
    reconnects: 0,
  };
}

/**
 * One dedicated connection LISTENs and fans notifications out to this instance's subscribers; it
 * reconnects with backoff when the connection drops (events sent meanwhile are missed, which is
 * why subscribers re-read state rather than trust a stream). Publishes are NOTIFYs from a pool.
 */
export async function createPostgresEventBus(connectionString: string, logger: Logger): Promise<EventBus> {
  const local = localEmitter();
  const publisher = new pg.Pool({ connectionString, max: 2, idleTimeoutMillis: 10_000 });
  publisher.on('error', (error) => logger.warn({ err: error }, 'event publisher connection lost'));
  let listener: pg.Client | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let failures = 0;
  let reconnects = 0;
  let closed = false;

  const listen = async () => {
    const client = new pg.Client({
      connectionString,
      keepAlive: true,
      application_name: LISTENER_APPLICATION_NAME,
    });
    client.on('notification', ({ payload }) => {
      const event = payload ? decodeEvent(payload) : undefined;
      if (event) local.emit(event.topic, event.payload);
      else logger.warn({ payload }, 'unreadable event notification');
    });
    client.on('error', (error) => dropped(client, error));
    client.on('end', () => dropped(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    listener = client;
    failures = 0;
  };
  const dropped = (client: pg.Client, error?: Error) => {
    if (closed || listener !== client) return;
    listener = undefined;
    logger.warn({ err: error }, 'event listener connection lost; reconnecting');
    client.end().catch(() => undefined);
    scheduleReconnect();
  };
  const scheduleReconnect = () => {
    if (closed || reconnectTimer) return;
    const delay = Math.min(MAX_RECONNECT_DELAY_MS, 250 * 2 ** failures++);
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      listen().then(
        () => {
          reconnects += 1;
        },
        (error) => {
          logger.warn({ err: error }, 'event listener reconnect failed');
          scheduleReconnect();
        },
      );
    }, delay);
  };

  await listen().catch(async (error) => {
    await publisher.end();
    throw error;
  });
  return {
    async publish(topic, payload) {
      await publisher.query('SELECT pg_notify($1, $2)', [CHANNEL, encodeEvent(topic, payload)]);
    },
    subscribe: <T>(topic: string) => topicSubscription<T>(local, topic),
    subscriberCount: (topic) => local.listenerCount(topic),
    get reconnects() {
      return reconnects;
    },
    async close() {
      if (closed) return;
      closed = true;
      clearTimeout(reconnectTimer);
      local.emit(CLOSED);
      await listener?.end().catch(() => undefined);
      await publisher.end();
    },
  };
}

function localEmitter() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0); // one listener per open subscription, however many users are online
  return emitter;
}

function encodeEvent(topic: string, payload: object): string {
  const text = JSON.stringify({ topic, payload });
  if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) {
    throw new Error(`Event on ${topic} is too large for NOTIFY: send ids, not rows`);
  }
  return text;
}

function decodeEvent(text: string): { topic: string; payload: unknown } | undefined {
  try {
    const event = JSON.parse(text) as { topic?: unknown; payload?: unknown };
    return typeof event.topic === 'string' ? { topic: event.topic, payload: event.payload } : undefined;
  } catch {
    return undefined;
  }
}
