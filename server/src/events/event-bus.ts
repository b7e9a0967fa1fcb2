import { EventEmitter, on } from 'node:events';
import pg from 'pg';
import type { Logger } from '../logger.js';

/**
 * Topic-based events for GraphQL subscriptions. In-process when one process serves everything
 * (PGlite); over PostgreSQL LISTEN/NOTIFY when several instances share a database, so a publish
 * on one instance reaches a subscriber connected to another. Payloads stay small (ids and a
 * status): NOTIFY limits them, and subscribers read the rows themselves.
 */
export interface EventBus {
  publish(topic: string, payload: object): Promise<void>;
  subscribe<T = unknown>(topic: string): AsyncIterableIterator<T>;
  close(): Promise<void>;
}

const CHANNEL = 'lekhapadi_events';

export function createMemoryEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(topic, payload) {
      emitter.emit(topic, payload);
    },
    subscribe: <T>(topic: string) => subscription<T>(emitter, topic),
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** One dedicated connection LISTENs; publishes go out as NOTIFY on any connection. */
export async function createPostgresEventBus(connectionString: string, logger: Logger): Promise<EventBus> {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  let closed = false;
  let listener: pg.Client | undefined;
  const publisher = new pg.Pool({ connectionString, max: 2 });

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => {
      if (!message.payload) return;
      try {
        const { topic, payload } = JSON.parse(message.payload) as { topic: string; payload: unknown };
        local.emit(topic, payload);
      } catch (error) {
        logger.warn({ err: error }, 'unreadable event notification');
      }
    });
    client.on('error', (error) => {
      logger.warn({ err: error }, 'event listener connection lost; reconnecting');
      client.end().catch(() => undefined);
      if (!closed) setTimeout(() => void connect().catch(() => undefined), 1000);
    });
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    listener = client;
  };
  await connect();

  return {
    async publish(topic, payload) {
      await publisher.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ topic, payload })]);
    },
    subscribe: <T>(topic: string) => subscription<T>(local, topic),
    async close() {
      closed = true;
      local.removeAllListeners();
      await listener?.end().catch(() => undefined);
      await publisher.end();
    },
  };
}

/** An async iterator of one topic's payloads; return() removes its listener. */
function subscription<T>(emitter: EventEmitter, topic: string): AsyncIterableIterator<T> {
  const controller = new AbortController();
  const events = on(emitter, topic, { signal: controller.signal });
  const iterator: AsyncIterableIterator<T> = {
    async next() {
      try {
        const result = await events.next();
        return result.done ? { done: true, value: undefined } : { done: false, value: result.value[0] as T };
      } catch (error) {
        if ((error as { name?: string }).name === 'AbortError') return { done: true, value: undefined };
        throw error;
      }
    },
    async return() {
      controller.abort();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
