import {
  buildEsewaForm,
  decodeEsewaReturn,
  ESEWA_REQUEST_SIGNED_FIELDS,
  verifyEsewaReturn,
} from '../../../server/src/modules/payments/wallets/esewa/esewa-protocol.js';
import { EPAYTEST_KEY, type EsewaSimulator, startEsewaSimulator } from './esewa-simulator.js';
import { type KhaltiSimulator, MIN_AMOUNT_MESSAGE, startKhaltiSimulator } from './khalti-simulator.js';

// The simulators stand in for the providers in every payment test, so they are checked against
// reference/payments.md here, and their signatures against the server's own verification.

const SUCCESS = 'http://shop.test/success?from=esewa';
const FAILURE = 'http://shop.test/failure';

describe('eSewa simulator', () => {
  let sim: EsewaSimulator;
  beforeAll(async () => {
    sim = await startEsewaSimulator();
  });
  afterAll(() => sim.close());

  const form = (uuid: string, amount: number | string = 100) =>
    buildEsewaForm(
      { amount, transactionUuid: uuid, successUrl: SUCCESS, failureUrl: FAILURE },
      { formUrl: sim.formUrl, productCode: 'EPAYTEST', secretKey: EPAYTEST_KEY },
    ).fields;
  const post = async (fields: Record<string, string>) => {
    const response = await fetch(sim.formUrl, { method: 'POST', body: new URLSearchParams(fields) });
    return { status: response.status, page: await response.text() };
  };
  const status = async (uuid: string, amount = '100') => {
    const query = new URLSearchParams({
      product_code: 'EPAYTEST',
      total_amount: amount,
      transaction_uuid: uuid,
    });
    return (await fetch(`${sim.statusUrl}?${query}`)).json();
  };

  test('listens on 127.0.0.1 only and records every request', async () => {
    expect(sim.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await status('recorded');
    expect(sim.requests.at(-1)).toMatchObject({ method: 'GET', path: '/api/epay/transaction/status/' });
  });

  test('a valid form shows the test page with Pay and Cancel', async () => {
    const { status: code, page } = await post(form('page-1'));
    expect(code).toBe(200);
    expect(page).toContain('eSewa test');
    expect(page).toMatch(/<button[^>]*>Pay<\/button>/);
    expect(page).toMatch(/<button[^>]*>Cancel<\/button>/);
  });

  test.each([
    'amount',
    'tax_amount',
    'product_service_charge',
    'product_delivery_charge',
    'product_code',
    'total_amount',
    'transaction_uuid',
    'success_url',
    'failure_url',
    'signed_field_names',
    'signature',
  ])('a missing or empty %s is refused', async (field) => {
    const { [field]: _dropped, ...without } = form(`missing-${field.replace(/_/g, '-')}`);
    expect(await post(without)).toMatchObject({ status: 400, page: expect.stringContaining(field) });
    expect((await post({ ...without, [field]: '' })).status).toBe(400);
  });

  test('a wrong signature, a wrong total or a bad uuid is refused', async () => {
    const fields = form('checks-1');
    expect(await post({ ...fields, signature: form('checks-2').signature })).toMatchObject({
      status: 400,
      page: expect.stringContaining('Invalid payload signature.'),
    });
    expect((await post({ ...fields, tax_amount: '5' })).page).toContain('Total amount does not match.');
    const underscored = { ...fields, transaction_uuid: 'a_b' };
    expect((await post(underscored)).page).toContain('Invalid transaction UUID.');
  });

  test('a reused transaction_uuid is refused', async () => {
    expect((await post(form('dup-1'))).status).toBe(200);
    expect(await post(form('dup-1'))).toMatchObject({
      status: 400,
      page: expect.stringContaining('Duplicate transaction UUID.'),
    });
  });

  test('Pay redirects to success_url with data the server verifies, amounts written like "100.0"', async () => {
    await post(form('pay-1'));
    expect((await status('pay-1')).status).toBe('PENDING');
    const { status: code, location } = await sim.click('pay-1');
    expect(code).toBe(302);
    const target = new URL(location as string);
    expect(`${target.origin}${target.pathname}`).toBe('http://shop.test/success');
    expect(target.searchParams.get('from')).toBe('esewa');
    const decoded = decodeEsewaReturn(target.searchParams.get('data') as string);
    expect(decoded).toMatchObject({
      status: 'COMPLETE',
      total_amount: '100.0',
      transaction_uuid: 'pay-1',
      product_code: 'EPAYTEST',
      signed_field_names:
        'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names',
    });
    expect(decoded.transaction_code).not.toBe('');
    expect(verifyEsewaReturn(decoded, EPAYTEST_KEY)).toBe(true);
    expect(verifyEsewaReturn(decoded, 'another key')).toBe(false);
    expect(sim.paymentsFor('pay-1')).toEqual([
      { transactionUuid: 'pay-1', data: target.searchParams.get('data'), redirectedTo: location },
    ]);
    expect(await status('pay-1')).toMatchObject({
      status: 'COMPLETE',
      transaction_uuid: 'pay-1',
      total_amount: 100,
    });
    expect((await status('pay-1')).ref_id).toEqual(expect.any(String));
    expect((await sim.click('pay-1')).status).toBe(400);
  });

  test('a priced decimal comes back as priced', async () => {
    await post(form('decimal-1', 15.5));
    const { location } = await sim.click('decimal-1');
    const decoded = decodeEsewaReturn(new URL(location as string).searchParams.get('data') as string);
    expect(decoded.total_amount).toBe('15.5');
    expect(verifyEsewaReturn(decoded, EPAYTEST_KEY)).toBe(true);
  });

  test('Cancel redirects to failure_url and the status says CANCELED', async () => {
    await post(form('cancel-1'));
    expect(await sim.click('cancel-1', 'cancel')).toEqual({ status: 302, location: FAILURE });
    expect((await status('cancel-1')).status).toBe('CANCELED');
    expect(sim.paymentsFor('cancel-1')).toEqual([]);
  });

  test('the status: NOT_FOUND unless uuid, amount and product code all match; scriptable; outage', async () => {
    await post(form('script-1'));
    await sim.click('script-1');
    expect((await status('script-1', '100.0')).status).toBe('COMPLETE');
    expect(await status('script-1', '10')).toMatchObject({ status: 'NOT_FOUND', ref_id: null });
    expect((await status('nobody')).status).toBe('NOT_FOUND');
    sim.setStatus('script-1', 'PARTIAL_REFUND');
    expect((await status('script-1')).status).toBe('PARTIAL_REFUND');
    expect(() => sim.setStatus('nobody', 'COMPLETE')).toThrow();
    sim.setOutage(true);
    expect(await status('script-1')).toEqual({ code: 0, error_message: 'Service is currently unavailable' });
    sim.setOutage(false);
  });

  test('signedReturn forges data the server verifies only with the right key', () => {
    const good = decodeEsewaReturn(sim.signedReturn({ transaction_uuid: 'forged', total_amount: '5.0' }));
    expect(verifyEsewaReturn(good, EPAYTEST_KEY)).toBe(true);
    const forged = decodeEsewaReturn(
      sim.signedReturn({ transaction_uuid: 'f', total_amount: '5.0' }, 'not it'),
    );
    expect(verifyEsewaReturn(forged, EPAYTEST_KEY)).toBe(false);
    expect(good.signed_field_names.split(',')).toEqual(
      expect.arrayContaining(ESEWA_REQUEST_SIGNED_FIELDS.split(',')),
    );
  });
});

describe('Khalti simulator', () => {
  let sim: KhaltiSimulator;
  beforeAll(async () => {
    sim = await startKhaltiSimulator();
  });
  afterAll(() => sim.close());

  const order = {
    return_url: 'http://shop.test/khalti?kind=document',
    website_url: 'http://shop.test/',
    amount: 1500,
    purchase_order_id: 'order-7',
    purchase_order_name: 'Birth registration',
  };
  const call = async (path: string, body: unknown, authorization: string | null = `Key ${sim.secretKey}`) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (authorization !== null) headers.authorization = authorization;
    const response = await fetch(`${sim.url}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
  const initiate = (body: unknown = order, authorization?: string | null) =>
    call('/api/v2/epayment/initiate/', body, authorization);
  const lookup = (pidx: string) => call('/api/v2/epayment/lookup/', { pidx });

  test('the key is checked exactly', async () => {
    const noPrefix = { status: 401, body: { detail: 'Authentication credentials were not provided.' } };
    expect(await initiate(order, null)).toEqual(noPrefix);
    expect(await initiate(order, sim.secretKey)).toEqual(noPrefix);
    expect(await initiate(order, `Bearer ${sim.secretKey}`)).toEqual(noPrefix);
    expect(await initiate(order, 'Key wrong')).toEqual({ status: 401, body: { detail: 'Invalid token.' } });
    expect(sim.requests.at(-1)?.headers.authorization).toBe('Key wrong');
  });

  test('fields are validated as Khalti does, with the 1000-paisa minimum', async () => {
    expect(await initiate({})).toEqual({
      status: 400,
      body: {
        return_url: ['This field is required.'],
        website_url: ['This field is required.'],
        amount: ['This field is required.'],
        purchase_order_id: ['This field is required.'],
        purchase_order_name: ['This field is required.'],
        error_key: 'validation_error',
      },
    });
    expect(await initiate({ ...order, amount: 999 })).toEqual({
      status: 400,
      body: { amount: [MIN_AMOUNT_MESSAGE], error_key: 'validation_error' },
    });
    expect(MIN_AMOUNT_MESSAGE).toBe('Amount should be greater than Rs. 10, that is 1000 paisa.');
    expect((await initiate({ ...order, amount: '1500' })).body.amount).toEqual([
      'A valid integer is required.',
    ]);
    expect((await initiate({ ...order, amount: 1000 })).status).toBe(200);
  });

  test('initiate answers pidx, payment_url, expires_at and expires_in; the page has Pay and Cancel', async () => {
    const { status, body } = await initiate();
    expect(status).toBe(200);
    expect(body).toEqual({
      pidx: expect.any(String),
      payment_url: `${sim.url}/pay/?pidx=${body.pidx}`,
      expires_at: expect.any(String),
      expires_in: 1800,
    });
    const page = await fetch(body.payment_url);
    const text = await page.text();
    expect(page.status).toBe(200);
    expect(text).toContain('Khalti test');
    expect(text).toMatch(/<button[^>]*>Pay<\/button>/);
    expect(text).toMatch(/<button[^>]*>Cancel<\/button>/);
    expect((await lookup(body.pidx)).body.status).toBe('Initiated');
  });

  test('Pay redirects to return_url with every documented parameter; the lookup says Completed', async () => {
    const { pidx } = (await initiate()).body;
    const { status, location } = await sim.click(pidx);
    expect(status).toBe(302);
    const target = new URL(location as string);
    expect(target.pathname).toBe('/khalti');
    const params = Object.fromEntries(target.searchParams);
    const transactionId = sim.payment(pidx)?.transactionId;
    expect(params).toEqual({
      kind: 'document',
      pidx,
      status: 'Completed',
      transaction_id: transactionId,
      tidx: transactionId,
      amount: '1500',
      total_amount: '1500',
      mobile: '98XXXXX001',
      purchase_order_id: 'order-7',
      purchase_order_name: 'Birth registration',
    });
    expect(await lookup(pidx)).toEqual({
      status: 200,
      body: {
        pidx,
        total_amount: 1500,
        status: 'Completed',
        transaction_id: transactionId,
        fee: 0,
        refunded: false,
      },
    });
  });

  test('Cancel redirects with "User canceled", which the lookup answers with HTTP 400', async () => {
    const { pidx } = (await initiate()).body;
    const { location } = await sim.click(pidx, 'cancel');
    expect(new URL(location as string).searchParams.get('status')).toBe('User canceled');
    expect(await lookup(pidx)).toMatchObject({ status: 400, body: { status: 'User canceled' } });
  });

  test('the lookup status is scriptable; Expired is HTTP 400; an unknown pidx is the Not found body', async () => {
    const { pidx } = (await initiate()).body;
    for (const status of ['Pending', 'Initiated', 'Refunded', 'Partially refunded', 'Completed'] as const) {
      sim.setStatus(pidx, status);
      expect(await lookup(pidx)).toMatchObject({ status: 200, body: { status } });
    }
    sim.setStatus(pidx, 'Expired');
    expect(await lookup(pidx)).toMatchObject({ status: 400, body: { status: 'Expired' } });
    expect(await lookup('nobody')).toEqual({
      status: 404,
      body: { detail: 'Not found.', error_key: 'validation_error' },
    });
  });

  test('refund: the documented answer, at /api/merchant-transaction/{transaction_id}/refund/', async () => {
    const { pidx } = (await initiate()).body;
    await sim.click(pidx);
    const transactionId = sim.payment(pidx)?.transactionId;
    expect(await call(`/api/merchant-transaction/${transactionId}/refund/`, {})).toEqual({
      status: 200,
      body: { detail: 'Transaction refund successful.' },
    });
    expect((await lookup(pidx)).body).toMatchObject({ status: 'Refunded', refunded: true });
    expect((await call(`/api/merchant-transaction/${transactionId}/refund/`, {})).status).toBe(400);
  });
});
