import { englishMessages } from '../../server/src/shared/messages.js';
import { createServer, type Server, type Socket } from 'node:net';
import { entityManager } from '../../server/src/db/orm.js';
import { expireAbandonedOrders } from '../../server/src/modules/payments/expire.service.js';
import {
  OrderStatus,
  PaymentEvent,
  PaymentOrder,
} from '../../server/src/modules/payments/payment.entities.js';
import { paymentStartMessages } from '../../server/src/shared/payment-messages.js';
import type { ApiClient } from '../support/client.js';
import { signedInUser } from '../support/builders.js';
import { startEsewaSimulator } from '../support/simulators/esewa-simulator.js';
import { startKhaltiSimulator } from '../support/simulators/khalti-simulator.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// @pglite: concurrent starts of one attempt open one order
// Starting a payment: what the page shows first, and every way a start must not leave the user
// on a broken page or open a second order.
let server: TestServer;
let esewa: Awaited<ReturnType<typeof startEsewaSimulator>>;
let khalti: Awaited<ReturnType<typeof startKhaltiSimulator>>;

beforeAll(async () => {
  esewa = await startEsewaSimulator();
  khalti = await startKhaltiSimulator();
  server = await startTestServer({
    ESEWA_FORM_URL: esewa.formUrl,
    ESEWA_STATUS_URL: esewa.statusUrl,
    KHALTI_API_URL: khalti.apiUrl,
    KHALTI_SECRET_KEY: khalti.secretKey,
  });
});
afterAll(async () => {
  await server?.stop();
  await esewa?.close();
  await khalti?.close();
});

const WORK = 'birth-date-verification'; // जन्म मिति प्रमाणित, Rs 15
const em = () => entityManager(server.services.orm);
const ordersOf = (userId: string) => em().find(PaymentOrder, { user: userId });

const START = `mutation S($input: StartPaymentInput!) {
  startPayment(input: $input) { orderId amount formUrl paymentUrl repeated fields { name value } }
}`;
const start = (client: ApiClient, input: Record<string, unknown>) => client.graphql(START, { input });

test('the quote names the work in both languages with its price, and says payments are test ones', async () => {
  const { client } = await signedInUser(server);
  const answer = await client.graphql(
    `query Q($w: String, $p: SubscriptionPlan) {
       work: paymentQuote(workKey: $w) { workKey plan nameEn nameNe amount }
       plan: paymentQuote(plan: $p) { workKey plan nameEn nameNe amount }
       paymentSettings { testPayments providers { provider configured } }
     }`,
    { w: WORK, p: 'silver' },
  );
  expect(answer.data).toEqual({
    work: {
      workKey: WORK,
      plan: null,
      nameEn: 'Date of birth verification',
      nameNe: 'जन्म मिति प्रमाणित',
      amount: 15,
    },
    plan: { workKey: null, plan: 'silver', nameEn: 'Silver', nameNe: 'सिल्भर', amount: 150 },
    // The simulators stand for eSewa's EPAYTEST merchant: no real money moves.
    paymentSettings: {
      testPayments: true,
      providers: [
        { provider: 'ESEWA', configured: true },
        { provider: 'KHALTI', configured: true },
      ],
    },
  });
});

describe('one attempt, one order', () => {
  test('a start repeated with the same attempt id answers with the same order', async () => {
    const { client, userId } = await signedInUser(server);
    const input = { provider: 'ESEWA', workKey: WORK, attemptId: 'b7a1c2d3-0000-4000-8000-000000000001' };
    const first = await start(client, input);
    const again = await start(client, input);
    expect(first.data.startPayment.repeated).toBe(false);
    expect(again.data.startPayment).toMatchObject({
      orderId: first.data.startPayment.orderId,
      repeated: true,
    });
    expect(again.data.startPayment.fields).toEqual(first.data.startPayment.fields);
    expect(await ordersOf(userId)).toHaveLength(1);
  });

  test('eight concurrent starts of one attempt open one order (eSewa and Khalti)', async () => {
    for (const provider of ['ESEWA', 'KHALTI']) {
      const { client, userId } = await signedInUser(server);
      const input = { provider, workKey: WORK, attemptId: `attempt-${provider}-concurrent` };
      const answers = await Promise.all(Array.from({ length: 8 }, () => start(client, input)));
      const orderIds = new Set(answers.filter((a) => a.data).map((a) => a.data.startPayment.orderId));
      expect(orderIds.size).toBe(1);
      // A racer that found the Khalti order still being initiated says so instead of opening another.
      for (const refused of answers.filter((a) => a.errors)) {
        expect(refused.errors?.[0]).toMatchObject({
          message: englishMessages[paymentStartMessages.alreadyStarting],
          extensions: { code: 'CONFLICT', paymentProblem: 'IN_PROGRESS' },
        });
      }
      expect(await ordersOf(userId)).toHaveLength(1);
    }
  });

  test('an attempt id reused for another purchase is refused; without one every start is new', async () => {
    const { client, userId } = await signedInUser(server);
    await start(client, { provider: 'ESEWA', workKey: WORK, attemptId: 'attempt-reused-1' });
    const other = await start(client, { provider: 'ESEWA', plan: 'basic', attemptId: 'attempt-reused-1' });
    expect(other.errors?.[0]?.message).toBe(englishMessages[paymentStartMessages.attemptMismatch]);
    await start(client, { provider: 'ESEWA', workKey: WORK });
    await start(client, { provider: 'ESEWA', workKey: WORK });
    expect(await ordersOf(userId)).toHaveLength(3);
  });
});

describe('rate limits on payment starts', () => {
  test('the 21st start of an account within an hour is refused with 429 and Retry-After', async () => {
    const { client, userId } = await signedInUser(server);
    for (let i = 0; i < 20; i += 1) {
      expect((await client.rest('POST', '/payments/esewa', { work: WORK })).status).toBe(200);
    }
    const refused = await client.rest('POST', '/payments/esewa', { work: WORK });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(refused.body.code).toBe('RATE_LIMITED');
    const graphql = await start(client, { provider: 'ESEWA', workKey: WORK });
    expect(graphql.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(graphql.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(3000);
    expect(await ordersOf(userId)).toHaveLength(20);
  });

  test('one address starting for many accounts is refused after 60', async () => {
    const address = '10.200.0.1';
    const users = await Promise.all(Array.from({ length: 4 }, () => signedInUser(server)));
    const from = (client: ApiClient) =>
      client.request(
        'POST',
        '/np/api/v1/payments/esewa',
        { work: WORK },
        { headers: { 'x-forwarded-for': address } },
      );
    for (const { client } of users.slice(0, 3)) {
      for (let i = 0; i < 20; i += 1) expect((await from(client)).status).toBe(200);
    }
    const refused = await from((users[3] as { client: ApiClient }).client);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('a provider that is not configured or does not answer', () => {
  let broken: TestServer;
  let silent: Server;
  const held: Socket[] = [];
  let closedPort: number;

  beforeAll(async () => {
    // A port that accepts connections and never answers, and one that nothing listens on.
    silent = createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    closedPort = (probe.address() as { port: number }).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    broken = await startTestServer({
      ESEWA_FORM_URL: `http://127.0.0.1:${closedPort}/api/epay/main/v2/form`,
      ESEWA_STATUS_URL: esewa.statusUrl,
      KHALTI_SECRET_KEY: '',
      PAYMENT_REACHABILITY_TIMEOUT_MS: '500',
    });
  });
  afterAll(async () => {
    await broken?.stop();
    for (const socket of held) socket.destroy();
    silent?.close();
  });

  test('Khalti without a key: a clear message and code, no order', async () => {
    const { client, userId } = await signedInUser(broken);
    const settings = await client.graphql('{ paymentSettings { providers { provider configured } } }');
    expect(settings.data.paymentSettings.providers).toContainEqual({ provider: 'KHALTI', configured: false });
    const answer = await start(client, { provider: 'KHALTI', workKey: WORK });
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Khalti payments are not set up on this server.',
      extensions: { code: 'SERVICE_UNAVAILABLE', paymentProblem: 'NOT_CONFIGURED', provider: 'KHALTI' },
    });
    const rest = await client.request('POST', '/np/proxy/khalti', { work: WORK });
    expect(rest.status).toBe(503);
    expect(rest.body).toMatchObject({ paymentProblem: 'NOT_CONFIGURED' });
    expect(await entityManager(broken.services.orm).count(PaymentOrder, { user: userId })).toBe(0);
  });

  test('an eSewa host nobody answers on: UNREACHABLE, no form, no order, the refusal recorded', async () => {
    const { client, userId } = await signedInUser(broken);
    const answer = await start(client, { provider: 'ESEWA', workKey: WORK });
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]).toMatchObject({
      message: 'eSewa is not answering right now. Nothing was charged. Please try again in a few minutes.',
      extensions: {
        code: 'SERVICE_UNAVAILABLE',
        paymentProblem: 'UNREACHABLE',
        provider: 'ESEWA',
        messageCode: 'payment.walletUnreachable',
        params: { wallet: 'eSewa' },
      },
    });
    const brokenEm = entityManager(broken.services.orm);
    expect(await brokenEm.count(PaymentOrder, { user: userId })).toBe(0);
    const refusal = await brokenEm.findOneOrFail(PaymentEvent, { userId, stage: 'start' });
    expect(refusal).toMatchObject({ decision: 'failed', provider: 'ESEWA' });
    expect(refusal.reason).toContain(`127.0.0.1:${closedPort}`);
  });

  test('an eSewa host that accepts and never answers is given up on within the time limit', async () => {
    const { port } = silent.address() as { port: number };
    broken.services.config.ESEWA_FORM_URL = `http://127.0.0.1:${port}/form`;
    const { client } = await signedInUser(broken);
    const began = Date.now();
    const answer = await client.rest('POST', '/payments/esewa', { work: WORK });
    expect(Date.now() - began).toBeLessThan(5_000);
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({
      message: 'eSewa is not answering right now. Nothing was charged. Please try again in a few minutes.',
      paymentProblem: 'UNREACHABLE',
    });
    expect(answer.body.fields).toBeUndefined();
  });
});

test('abandoned orders expire: pending after a day, undecided after a week; paid ones stay', async () => {
  const { client, userId } = await signedInUser(server);
  const ids: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    ids.push((await client.rest('POST', '/payments/esewa', { work: WORK })).body.orderId);
  }
  const [fresh, stale, undecided, paid] = ids as [string, string, string, string];
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  await em().nativeUpdate(PaymentOrder, { id: stale }, { createdAt: hoursAgo(25) });
  await em().nativeUpdate(
    PaymentOrder,
    { id: undecided },
    { createdAt: hoursAgo(25), status: OrderStatus.AMBIGUOUS },
  );
  await em().nativeUpdate(
    PaymentOrder,
    { id: paid },
    { createdAt: hoursAgo(24 * 30), status: OrderStatus.COMPLETED, creditedAt: hoursAgo(24 * 30) },
  );
  expect(await expireAbandonedOrders(em())).toBeGreaterThanOrEqual(1);
  const status = async (id: string) => (await em().findOneOrFail(PaymentOrder, id)).status;
  expect([await status(fresh), await status(stale), await status(undecided), await status(paid)]).toEqual([
    'PENDING',
    'EXPIRED',
    'AMBIGUOUS',
    'COMPLETED',
  ]);
  await expireAbandonedOrders(em(), new Date(Date.now() + 7 * 86_400_000));
  expect(await status(undecided)).toBe('EXPIRED');
  expect(await status(paid)).toBe('COMPLETED');
  expect(await ordersOf(userId)).toHaveLength(4);
});
