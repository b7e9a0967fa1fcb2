import { createTestDatabase } from '../../../test/support/database.js';
import { logger } from '../logger.js';
import { createMemoryEventBus, createPostgresEventBus, type EventBus } from './event-bus.js';

async function firstOf<T>(iterator: AsyncIterableIterator<T>) {
  const result = await iterator.next();
  return result.value;
}

test('a subscriber hears its own topic only, and return() lets go', async () => {
  const bus = createMemoryEventBus();
  const mine = bus.subscribe<{ id: number }>('documents:a');
  const theirs = bus.subscribe<{ id: number }>('documents:b');
  const heard = firstOf(mine);
  await bus.publish('documents:b', { id: 2 });
  await bus.publish('documents:a', { id: 1 });
  expect(await heard).toEqual({ id: 1 });
  expect(await firstOf(theirs)).toEqual({ id: 2 });
  await mine.return?.();
  expect(await mine.next()).toEqual({ done: true, value: undefined });
  await bus.close();
});

const onPostgres = process.env.DATABASE_URL ? test : test.skip;
onPostgres('with PostgreSQL, a publish on one instance reaches a subscriber on another', async () => {
  const database = await createTestDatabase();
  if (database.target.kind !== 'postgres') throw new Error('needs PostgreSQL');
  const buses: EventBus[] = [];
  try {
    const one = await createPostgresEventBus(database.target.url, logger);
    const two = await createPostgresEventBus(database.target.url, logger);
    buses.push(one, two);
    const iterator = two.subscribe<{ documentId: string }>('documents:u1');
    const heard = firstOf(iterator);
    await one.publish('documents:u1', { documentId: 'd1' });
    expect(await heard).toEqual({ documentId: 'd1' });
  } finally {
    for (const bus of buses) await bus.close();
    await database.drop();
  }
});
