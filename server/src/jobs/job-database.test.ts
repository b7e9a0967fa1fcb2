import { PgliteConnection } from '@mikro-orm/pglite';
import { type EntityManager, type Orm, entityManager, openDatabase } from '../db/orm.js';
import { createPgliteTestDatabase } from '../../../test/support/database.js';
import { singleConnectionDatabase } from './job-database.js';

// PGlite only: on PostgreSQL pg-boss has a pool of its own.
let orm: Orm;
let pglite: Awaited<ReturnType<typeof createPgliteTestDatabase>>;
beforeAll(async () => {
  // From the run's migrated template: migrating an empty PGlite took over a minute on a busy machine.
  pglite = await createPgliteTestDatabase();
  orm = await openDatabase(pglite.target);
  await entityManager(orm).getConnection().execute('create table script_probe (n int)');
});
afterAll(async () => {
  await orm.close(true);
  await pglite.drop();
});

const database = () => singleConnectionDatabase(orm.em.getConnection() as PgliteConnection);

test('a script keeps the rows of a RETURNING in its middle', async () => {
  const { rows } = await database().executeSql(
    'BEGIN; INSERT INTO script_probe (n) VALUES (1) RETURNING n; COMMIT;',
  );
  expect(rows).toEqual([{ n: 1 }]);
});

test('a failed script does not leave its transaction open for the next user of the connection', async () => {
  await expect(
    database().executeSql('BEGIN; INSERT INTO script_probe (n) VALUES (2); SELECT 1/0; COMMIT;'),
  ).rejects.toThrow(/division by zero/);
  await entityManager(orm).transactional((tx: EntityManager) =>
    tx.execute('insert into script_probe (n) values (3)'),
  );
  const rows = await entityManager(orm).getConnection().execute('select n from script_probe order by n');
  expect(rows).toEqual([{ n: 1 }, { n: 3 }]);
}, 10_000);

test('statements wait for an open transaction instead of running inside it', async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const transaction = entityManager(orm).transactional(async (tx: EntityManager) => {
    await tx.execute('insert into script_probe (n) values (4)');
    await held;
    throw new Error('roll back');
  });
  await new Promise((resolve) => setTimeout(resolve, 20));
  const outside = database().executeSql('INSERT INTO script_probe (n) VALUES ($1)', [5]);
  release();
  await expect(transaction).rejects.toThrow('roll back');
  await outside;
  const rows = await entityManager(orm).getConnection().execute('select n from script_probe order by n');
  expect(rows).toEqual([{ n: 1 }, { n: 3 }, { n: 5 }]);
}, 10_000);
