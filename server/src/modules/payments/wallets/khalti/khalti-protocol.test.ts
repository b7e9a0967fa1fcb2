import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type KhaltiSimulator,
  startKhaltiSimulator,
} from '../../../../../../test/support/simulators/khalti-simulator.js';
import {
  initiateKhalti,
  KHALTI_MIN_AMOUNT_MESSAGE,
  type KhaltiConfig,
  type KhaltiInitiateRequest,
  lookupKhalti,
  refundKhalti,
} from './khalti-protocol.js';
import {
  ProviderNotConfiguredError,
  ProviderRejectedError,
  ProviderUnavailableError,
} from '../provider-errors.js';

let sim: KhaltiSimulator;
let config: KhaltiConfig;
beforeAll(async () => {
  sim = await startKhaltiSimulator();
  config = { apiUrl: sim.apiUrl, secretKey: sim.secretKey, timeoutMs: 2000 };
});
afterAll(() => sim.close());

const order = (overrides: Partial<KhaltiInitiateRequest> = {}): KhaltiInitiateRequest => ({
  amountPaisa: 1500,
  purchaseOrderId: 'order-1',
  purchaseOrderName: 'Birth registration',
  returnUrl: 'http://shop.test/success',
  websiteUrl: 'http://shop.test/',
  customerInfo: { name: 'Sita Sharma', email: 'sita@example.com', phone: '9800000001' },
  ...overrides,
});

const rejectionOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ProviderRejectedError)
      return { code: error.code, message: error.message, fields: error.fieldErrors };
    throw error;
  }
  throw new Error('expected a rejection');
};

describe('initiate', () => {
  test('posts the order with the key and answers pidx, payment_url and expiry', async () => {
    const started = await initiateKhalti(order(), config);
    expect(started.pidx).toEqual(expect.any(String));
    expect(started.paymentUrl).toBe(`${sim.url}/pay/?pidx=${started.pidx}`);
    expect(Date.parse(started.expiresAt ?? '')).toBeGreaterThan(Date.now());
    const request = sim.requests.at(-1);
    expect(request?.path).toBe('/api/v2/epayment/initiate/');
    expect(request?.headers.authorization).toBe(`Key ${sim.secretKey}`);
    expect(JSON.parse(request?.body ?? '')).toEqual({
      return_url: 'http://shop.test/success',
      website_url: 'http://shop.test/',
      amount: 1500,
      purchase_order_id: 'order-1',
      purchase_order_name: 'Birth registration',
      customer_info: { name: 'Sita Sharma', email: 'sita@example.com', phone: '9800000001' },
    });
  });

  test('refuses less than 1000 paisa locally, with Khalti’s own message', async () => {
    const before = sim.requests.length;
    expect(await rejectionOf(initiateKhalti(order({ amountPaisa: 999 }), config))).toEqual({
      code: 'validation_error',
      message: KHALTI_MIN_AMOUNT_MESSAGE,
      fields: { amount: [KHALTI_MIN_AMOUNT_MESSAGE] },
    });
    expect((await rejectionOf(initiateKhalti(order({ amountPaisa: 1500.5 }), config))).code).toBe(
      'validation_error',
    );
    expect(sim.requests.length).toBe(before);
    await expect(initiateKhalti(order({ amountPaisa: 1000 }), config)).resolves.toHaveProperty('pidx');
  });

  test('maps Khalti’s field errors', async () => {
    expect(
      await rejectionOf(initiateKhalti(order({ returnUrl: 'not a url', purchaseOrderName: '' }), config)),
    ).toEqual({
      code: 'validation_error',
      message: expect.stringMatching(/^(Enter a valid URL\.|This field is required\.)$/),
      fields: { return_url: ['Enter a valid URL.'], purchase_order_name: ['This field is required.'] },
    });
  });

  test('maps both 401s', async () => {
    expect(await rejectionOf(initiateKhalti(order(), { ...config, secretKey: 'wrong' }))).toMatchObject({
      code: 'unauthorized',
      message: 'Invalid token.',
    });
    const bare = await fetch(`${sim.apiUrl}epayment/initiate/`, {
      method: 'POST',
      headers: { authorization: sim.secretKey, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(bare.status).toBe(401);
    expect(await bare.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  test('without a key nothing is sent and the error names the setting', async () => {
    const before = sim.requests.length;
    const attempt = initiateKhalti(order(), { ...config, secretKey: '' });
    await expect(attempt).rejects.toThrow(ProviderNotConfiguredError);
    await expect(attempt).rejects.toThrow('Khalti is not configured: set KHALTI_SECRET_KEY.');
    await expect(lookupKhalti('x', { ...config, secretKey: '' })).rejects.toThrow(ProviderUnavailableError);
    expect(sim.requests.length).toBe(before);
  });
});

describe('lookup', () => {
  test('Initiated before payment, Completed after Pay with the amount and transaction id', async () => {
    const { pidx } = await initiateKhalti(order(), config);
    expect(await lookupKhalti(pidx, config)).toMatchObject({ status: 'Initiated', totalAmountPaisa: 1500 });
    await sim.click(pidx);
    const paid = await lookupKhalti(pidx, config);
    expect(paid).toMatchObject({ status: 'Completed', totalAmountPaisa: 1500, refunded: false });
    expect(paid.transactionId).toBe(sim.payment(pidx)?.transactionId);
  });

  test.each(['Pending', 'Initiated', 'Refunded', 'Partially refunded', 'Expired', 'User canceled'] as const)(
    'reports %s',
    async (status) => {
      const { pidx } = await initiateKhalti(order(), config);
      sim.setStatus(pidx, status);
      const answer = await lookupKhalti(pidx, config);
      expect(answer.status).toBe(status);
      expect(answer.refunded).toBe(status === 'Refunded' || status === 'Partially refunded');
    },
  );

  test('an unknown pidx is NOT_FOUND', async () => {
    expect(await lookupKhalti('no-such-pidx', config)).toMatchObject({
      status: 'NOT_FOUND',
      totalAmountPaisa: 0,
    });
  });

  test('a wrong key is refused', async () => {
    const { pidx } = await initiateKhalti(order(), config);
    expect((await rejectionOf(lookupKhalti(pidx, { ...config, secretKey: 'wrong' }))).code).toBe(
      'unauthorized',
    );
  });
});

test('refund: full, or part of the amount, through the endpoint beside the API base', async () => {
  const whole = await initiateKhalti(order(), config);
  await sim.click(whole.pidx);
  const transactionId = sim.payment(whole.pidx)?.transactionId as string;
  expect(await refundKhalti({ transactionId }, config)).toEqual({ detail: 'Transaction refund successful.' });
  expect(sim.requests.at(-1)?.path).toBe(`/api/merchant-transaction/${transactionId}/refund/`);
  expect(await lookupKhalti(whole.pidx, config)).toMatchObject({ status: 'Refunded', refunded: true });

  const part = await initiateKhalti(order(), config);
  await sim.click(part.pidx);
  const partId = sim.payment(part.pidx)?.transactionId as string;
  await refundKhalti({ transactionId: partId, amountPaisa: 500 }, config);
  expect((await lookupKhalti(part.pidx, config)).status).toBe('Partially refunded');
  expect((await rejectionOf(refundKhalti({ transactionId: partId, amountPaisa: 5000 }, config))).code).toBe(
    'validation_error',
  );
});

describe('when Khalti misbehaves', () => {
  let reply: (res: ServerResponse) => void = (res) => res.end();
  const server = createServer((req, res) => req.resume().on('end', () => reply(res)));
  let broken: KhaltiConfig;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    broken = {
      apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v2`,
      secretKey: 'k',
      timeoutMs: 300,
    };
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  test.each([
    ['HTTP 500', (res) => res.writeHead(500).end('oops')],
    ['an HTML page', (res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>')],
    ['an unknown status', (res) => res.end('{"pidx":"p","status":"Maybe","total_amount":1000}')],
    [
      'Completed with HTTP 400',
      (res) => res.writeHead(400).end('{"pidx":"p","status":"Completed","total_amount":1000}'),
    ],
    [
      'Completed without a readable amount',
      (res) => res.end('{"pidx":"p","status":"Completed","total_amount":"lots"}'),
    ],
    ['no answer in time', () => undefined],
  ] as [string, (res: ServerResponse) => void][])(
    'a lookup answered with %s is ProviderUnavailable',
    async (_name, behaviour) => {
      reply = behaviour;
      await expect(lookupKhalti('p', broken)).rejects.toThrow(ProviderUnavailableError);
    },
  );

  test.each([
    ['HTTP 503', (res) => res.writeHead(503).end('{}')],
    ['an HTML page', (res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>')],
    ['a 200 without pidx', (res) => res.end('{"payment_url":"http://pay.test/"}')],
    ['no answer in time', () => undefined],
  ] as [string, (res: ServerResponse) => void][])(
    'an initiation answered with %s is ProviderUnavailable',
    async (_name, behaviour) => {
      reply = behaviour;
      await expect(initiateKhalti(order(), broken)).rejects.toThrow(ProviderUnavailableError);
    },
  );
});
