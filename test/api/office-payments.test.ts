import { entityManager } from '../../server/src/db/orm.js';
import { User } from '../../server/src/modules/accounts/user.entity.js';
import { Office } from '../../server/src/modules/offices/office.entities.js';
import { PaymentOrder } from '../../server/src/modules/payments/payment.entities.js';
import { signedInUser } from '../support/builders.js';
import type { ApiClient } from '../support/client.js';
import { addMember, createOffice } from '../support/offices.js';
import { startEsewaSimulator } from '../support/simulators/esewa-simulator.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// @pglite: concurrent confirmations credit the office once
// An office's plan goes through the same eSewa order flow as a person's: priced by the server,
// verified on return, credited once, but owned by the office and paid by one of its owners.
let server: TestServer;
let esewa: Awaited<ReturnType<typeof startEsewaSimulator>>;
beforeAll(async () => {
  esewa = await startEsewaSimulator();
  server = await startTestServer({ ESEWA_FORM_URL: esewa.formUrl, ESEWA_STATUS_URL: esewa.statusUrl });
});
afterAll(async () => {
  await server.stop();
  await esewa.close();
});

const START = `mutation S($input: StartPaymentInput!) {
  startPayment(input: $input) { orderId amount formUrl fields { name value } } }`;
const CONFIRM = `mutation C($data: String!) { confirmEsewaPayment(data: $data) { status message } }`;
const em = () => entityManager(server.services.orm);

async function payAtEsewa(start: { formUrl: string; fields: { name: string; value: string }[] }) {
  const fields = Object.fromEntries(start.fields.map((f) => [f.name, f.value]));
  await fetch(start.formUrl, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
  const paid = await fetch(`${esewa.url}/pay/${fields.transaction_uuid}`, {
    method: 'POST',
    redirect: 'manual',
  });
  return new URL(paid.headers.get('location') as string).searchParams.get('data') as string;
}

const startFor = (client: ApiClient, input: Record<string, unknown>) =>
  client.graphql(START, { input: { provider: 'ESEWA', ...input } });

test('an owner buys the office a plan: priced by the server, credited once, to the office', async () => {
  const owner = await signedInUser(server);
  const officeId = await createOffice(owner.client);
  const started = await startFor(owner.client, { plan: 'silver', officeId });
  expect(started.errors).toBeUndefined();
  expect(started.data.startPayment.amount).toBe(150);
  const data = await payAtEsewa(started.data.startPayment);
  const confirms = await Promise.all([1, 2, 3].map(() => owner.client.graphql(CONFIRM, { data })));
  for (const confirmed of confirms) expect(confirmed.errors).toBeUndefined();
  expect(confirms.filter((c) => c.data.confirmEsewaPayment.status)).toHaveLength(1);

  const office = await em().findOneOrFail(Office, officeId);
  expect(office.plan).toBe('silver');
  expect(office.planOrderId).toBe(started.data.startPayment.orderId);
  expect(office.planExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
  // The owner paid, but bought nothing for themself.
  const payer = await em().findOneOrFail(User, owner.userId);
  expect(payer.subscriptionPlan ?? null).toBeNull();
  const order = await em().findOneOrFail(PaymentOrder, started.data.startPayment.orderId);
  expect(order.creditedAt).not.toBeNull();
});

test('a writer cannot buy the office a plan, and nobody outside the office can', async () => {
  const owner = await signedInUser(server);
  const writer = await signedInUser(server);
  const stranger = await signedInUser(server);
  const officeId = await createOffice(owner.client);
  await addMember(server, owner.client, officeId, writer.client, writer.account.email, 'writer');
  const byWriter = await startFor(writer.client, { plan: 'basic', officeId });
  expect(byWriter.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  const byStranger = await startFor(stranger.client, { plan: 'basic', officeId });
  expect(byStranger.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  expect(await em().count(PaymentOrder, { office: officeId })).toBe(0);
});

test('an office buys plans, not single documents', async () => {
  const owner = await signedInUser(server);
  const officeId = await createOffice(owner.client);
  const refused = await startFor(owner.client, { workKey: 'birth-date-verification', officeId });
  expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
});
