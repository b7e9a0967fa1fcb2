import { createTestDatabase } from '../../../test/support/database.js';
import pg from 'pg';
import { openDatabase } from '../db/orm.js';
import { logger } from '../logger.js';
import {
  type EventBus,
  LISTENER_APPLICATION_NAME,
  createEventBus,
  createMemoryEventBus,
  createPostgresEventBus,
} from './event-bus.js';
import { typeGraphQLPubSub } from './type-graphql-pubsub.js';

const usingPostgres = Boolean(process.env.DATABASE_URL);
const onPostgres = usingPostgres ? test : test.skip;

/** Resolves with the iterator's next payload, or rejects if none comes in time. */
async function nextWithin<T>(iterator: AsyncIterator<T>, timeoutMs = 5_000): Promise<IteratorResult<T>> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      iterator.next(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('no event arrived')), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** The same behaviour from both buses: in-process, and (with DATABASE_URL) PostgreSQL. */
const kinds: [string, () => Promise<{ bus: EventBus; cleanup(): Promise<void> }>][] = [
  ['in-process', async () => ({ bus: createMemoryEventBus(), cleanup: async () => undefined })],
];
if (usingPostgres) {
  kinds.push([
    'PostgreSQL',
    async () => {
      const database = await createTestDatabase();
      if (database.target.kind !== 'postgres') throw new Error('needs PostgreSQL');
      return { bus: await createPostgresEventBus(database.target.url, logger), cleanup: database.drop };
    },
  ]);
}

describe.each(kinds)('%s bus', (_name, make) => {
  let bus: EventBus;
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    ({ bus, cleanup } = await make());
  });
  afterEach(async () => {
    try {
      await bus.close();
    } finally {
      await cleanup();
    }
  });

  test('a subscriber receives only its own topic', async () => {
    const mine = bus.subscribe<{ documentId: string }>('documents:a');
    const theirs = bus.subscribe<{ documentId: string }>('documents:b');
    await bus.publish('documents:b', { documentId: 'b1' });
    await bus.publish('documents:a', { documentId: 'a1' });
    await bus.publish('documents:a', { documentId: 'a2' });
    expect(await nextWithin(mine)).toEqual({ done: false, value: { documentId: 'a1' } });
    expect(await nextWithin(mine)).toEqual({ done: false, value: { documentId: 'a2' } });
    expect(await nextWithin(theirs)).toEqual({ done: false, value: { documentId: 'b1' } });
  });

  test("an iterator's return() unsubscribes and ends a pending next()", async () => {
    const iterator = bus.subscribe('documents:a');
    const pending = iterator.next();
    expect(bus.subscriberCount('documents:a')).toBe(1);
    await iterator.return?.();
    expect(bus.subscriberCount('documents:a')).toBe(0);
    expect(await pending).toEqual({ done: true, value: undefined });
    await bus.publish('documents:a', { documentId: 'late' });
    expect(await iterator.next()).toEqual({ done: true, value: undefined });
  });

  test('breaking out of for await unsubscribes', async () => {
    const heard: unknown[] = [];
    const consuming = (async () => {
      for await (const event of bus.subscribe('documents:a')) {
        heard.push(event);
        break;
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 10));
    await bus.publish('documents:a', { documentId: 'a1' });
    await consuming;
    expect(heard).toEqual([{ documentId: 'a1' }]);
    expect(bus.subscriberCount('documents:a')).toBe(0);
  });

  test('close ends every open subscription', async () => {
    const iterator = bus.subscribe('documents:a');
    const pending = iterator.next();
    await bus.close();
    expect(await pending).toEqual({ done: true, value: undefined });
    expect(bus.subscriberCount('documents:a')).toBe(0);
  });

  test('a payload too large for NOTIFY is refused (ids only)', async () => {
    await expect(bus.publish('documents:a', { blob: 'x'.repeat(9000) })).rejects.toThrow(/too large/);
  });

  test("type-graphql's PubSub adapter routes a dynamic id to its own topic", async () => {
    const pubSub = typeGraphQLPubSub(bus, logger);
    const iterator = pubSub.subscribe('documents', 'u1')[Symbol.asyncIterator]();
    pubSub.publish('documents', 'u2', { documentId: 'other' });
    pubSub.publish('documents', 'u1', { documentId: 'd1' });
    expect(await nextWithin(iterator)).toEqual({ done: false, value: { documentId: 'd1' } });
    await iterator.return?.();
  });
});

onPostgres('with PostgreSQL a publish on one instance reaches a subscriber on another', async () => {
  const database = await createTestDatabase();
  if (database.target.kind !== 'postgres') throw new Error('needs PostgreSQL');
  const one = await createPostgresEventBus(database.target.url, logger);
  const two = await createPostgresEventBus(database.target.url, logger);
  try {
    const onTwo = two.subscribe<{ documentId: string; status: string }>('documents:u1');
    const elsewhere = two.subscribe('documents:u2');
    await one.publish('documents:u1', { documentId: 'd1', status: 'READY' });
    expect(await nextWithin(onTwo)).toEqual({ done: false, value: { documentId: 'd1', status: 'READY' } });
    await expect(nextWithin(elsewhere, 300)).rejects.toThrow('no event arrived');
  } finally {
    await one.close();
    await two.close();
    await database.drop();
  }
});

onPostgres('with PostgreSQL the listener reconnects after its connection drops', async () => {
  const database = await createTestDatabase();
  if (database.target.kind !== 'postgres') throw new Error('needs PostgreSQL');
  const bus = await createPostgresEventBus(database.target.url, logger);
  const admin = new pg.Client({ connectionString: database.target.url });
  await admin.connect();
  try {
    const iterator = bus.subscribe('documents:u1');
    const { rows } = await admin.query(
      'select pg_terminate_backend(pid) as killed from pg_stat_activity where application_name = $1 and datname = current_database()',
      [LISTENER_APPLICATION_NAME],
    );
    expect(rows).toEqual([{ killed: true }]);
    // Publish until the new listener hears one: events sent while it was down are lost by design.
    let heard: IteratorResult<unknown> | undefined;
    const pending = iterator.next().then((result) => {
      heard = result;
    });
    for (let tries = 0; !heard && tries < 40; tries++) {
      await bus.publish('documents:u1', { documentId: 'after' });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await pending;
    expect(heard).toEqual({ done: false, value: { documentId: 'after' } });
  } finally {
    await admin.end();
    await bus.close();
    await database.drop();
  }
});

test('createEventBus picks the bus for the database in use', async () => {
  const database = await createTestDatabase();
  const orm = await openDatabase(database.target);
  const bus = await createEventBus(orm, database.target.kind === 'postgres' ? 'postgres' : 'memory');
  try {
    const iterator = bus.subscribe('documents:u1');
    await bus.publish('documents:u1', { documentId: 'd1' });
    expect(await nextWithin(iterator)).toEqual({ done: false, value: { documentId: 'd1' } });
  } finally {
    await bus.close();
    await orm.close(true);
    await database.drop();
  }
});
