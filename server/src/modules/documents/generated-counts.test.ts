import type { Orm } from '../../db/orm.js';
import { createGeneratedCounts } from './generated-counts.js';

/** An ORM stand-in whose database answers the grouped count with whatever `answer` gives. */
function fakeOrm(answer: () => Promise<{ work_key: string; count: number }[]>) {
  const statements: string[] = [];
  const orm = {
    em: {
      fork: () => ({
        execute: (sql: string) => {
          statements.push(sql);
          return answer();
        },
      }),
    },
  } as unknown as Orm;
  return { orm, statements };
}

test('one grouped statement serves every work, and is reused until it is 30 s old', async () => {
  let clock = 0;
  let ready = 2;
  const { orm, statements } = fakeOrm(async () => [{ work_key: 'birth-date-verification', count: ready }]);
  const counts = createGeneratedCounts(orm, { now: () => clock });

  const [first, second] = await Promise.all([counts.byWork(), counts.byWork()]);
  expect(first.get('birth-date-verification')).toBe(2);
  expect(second).toBe(first);
  expect(statements).toHaveLength(1);
  expect(statements[0]).toMatch(/group by work_key/);

  ready = 3;
  clock = 29_999;
  expect((await counts.byWork()).get('birth-date-verification')).toBe(2);
  clock = 30_000;
  expect((await counts.byWork()).get('birth-date-verification')).toBe(3);
  expect(statements).toHaveLength(2);
});

test('a failed count is not kept: the next caller asks again', async () => {
  let fail = true;
  const { orm, statements } = fakeOrm(async () => {
    if (fail) throw new Error('database away');
    return [];
  });
  const counts = createGeneratedCounts(orm, { now: () => 0 });
  await expect(counts.byWork()).rejects.toThrow('database away');
  fail = false;
  expect((await counts.byWork()).size).toBe(0);
  expect(statements).toHaveLength(2);
});
