import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { entityManager } from '../../server/src/db/orm.js';
import { signedInUser } from '../support/builders.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// The migration that made Khalti's pidx column every wallet's provider_reference, run on a
// database holding orders from before it.
// @pglite: the embedded database (the default without DATABASE_URL) migrates its own orders too

const MIGRATION = 'Migration20261202130730ProviderReference';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

test('orders from before keep their pidx as provider reference, and a reference still names one order', async () => {
  const { userId } = await signedInUser(server);
  const { migrator } = server.services.orm;
  const em = entityManager(server.services.orm);
  await migrator.down(MIGRATION);
  const khaltiOrder = randomUUID();
  const esewaOrder = randomUUID();
  const oldOrder = (id: string, provider: string, pidx: string | null) =>
    em.execute(
      `insert into "payment_order" ("id", "user_id", "provider", "amount", "status", "pidx", "created_at", "updated_at")
       values (?, ?, ?, 15, 'PENDING', ?, now(), now())`,
      [id, userId, provider, pidx],
    );
  await oldOrder(khaltiOrder, 'KHALTI', 'pidx-before-the-move');
  await oldOrder(esewaOrder, 'ESEWA', null);
  await migrator.up();

  expect(await migrator.getPending()).toEqual([]);
  const rows = await em.execute(
    `select "id", "provider_reference" from "payment_order" where "user_id" = ? order by "provider"`,
    [userId],
  );
  expect(rows).toEqual([
    { id: esewaOrder, provider_reference: null },
    { id: khaltiOrder, provider_reference: 'pidx-before-the-move' },
  ]);

  const newOrder = (provider: string, reference: string | null) =>
    em.execute(
      `insert into "payment_order" ("id", "user_id", "provider", "amount", "status", "provider_reference", "created_at", "updated_at")
       values (?, ?, ?, 15, 'PENDING', ?, now(), now())`,
      [randomUUID(), userId, provider, reference],
    );
  // A second order claiming the same Khalti payment is refused: a return names one order.
  await expect(newOrder('KHALTI', 'pidx-before-the-move')).rejects.toThrow(
    UniqueConstraintViolationException,
  );
  // Wallets that know a payment by the order's id keep no reference: any number of them.
  await newOrder('ESEWA', null);
  await newOrder('ESEWA', null);
  // The same text from another wallet is another wallet's payment.
  await newOrder('ESEWA', 'pidx-before-the-move');
});
