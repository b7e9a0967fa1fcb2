import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type EsewaSimulator,
  startEsewaSimulator,
} from '../../../../../../test/support/simulators/esewa-simulator.js';
import { sameAmount, toPaisa } from '../amounts.js';
import {
  buildEsewaForm,
  checkEsewaStatus,
  decodeEsewaReturn,
  type EsewaConfig,
  EsewaReturnError,
  signEsewa,
  verifyEsewaReturn,
} from './esewa-protocol.js';
import { ProviderUnavailableError } from '../provider-errors.js';

const KEY = '8gBm/:&EnhH.1/q';
const REQUEST_NAMES = 'total_amount,transaction_uuid,product_code';
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

const documentedReturn = {
  transaction_code: '000AWEO',
  status: 'COMPLETE',
  total_amount: '1000.0',
  transaction_uuid: '250610-162413',
  product_code: 'EPAYTEST',
  signed_field_names: 'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names',
  signature: '62GcfZTmVkzhtUeh+QJ1AqiJrjoWWGof3U+eTPTZ7fA=',
};

describe('signatures', () => {
  test('the request test vector', () => {
    const fields = { total_amount: '110', transaction_uuid: '241028', product_code: 'EPAYTEST' };
    expect(signEsewa(fields, REQUEST_NAMES, KEY)).toBe('i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=');
  });

  test('the response test vector, over its own signed_field_names which names itself', () => {
    const { signature, ...signed } = documentedReturn;
    expect(signEsewa(signed, signed.signed_field_names, KEY)).toBe(signature);
    const decoded = decodeEsewaReturn(encode(documentedReturn));
    expect(decoded.total_amount).toBe('1000.0');
    expect(verifyEsewaReturn(decoded, KEY)).toBe(true);
  });

  test('"100" and "100.0" sign differently', () => {
    const with100 = signEsewa(
      { total_amount: '100', transaction_uuid: 'x', product_code: 'EPAYTEST' },
      REQUEST_NAMES,
      KEY,
    );
    const with100dot0 = signEsewa(
      { total_amount: '100.0', transaction_uuid: 'x', product_code: 'EPAYTEST' },
      REQUEST_NAMES,
      KEY,
    );
    expect(with100).not.toBe(with100dot0);
  });

  test('an amount sent as a JSON number keeps its text: 1000.0 still verifies', () => {
    const json = JSON.stringify(documentedReturn).replace('"1000.0"', '1000.0');
    const decoded = decodeEsewaReturn(Buffer.from(json).toString('base64'));
    expect(decoded.total_amount).toBe('1000.0');
    expect(verifyEsewaReturn(decoded, KEY)).toBe(true);
  });

  test.each(['transaction_code', 'status', 'total_amount', 'transaction_uuid', 'product_code'] as const)(
    'a changed %s fails verification',
    (field) => {
      expect(verifyEsewaReturn({ ...documentedReturn, [field]: `${documentedReturn[field]}1` }, KEY)).toBe(
        false,
      );
    },
  );

  test('another key, a changed name list or a missing field fails verification', () => {
    expect(verifyEsewaReturn(documentedReturn, 'another key')).toBe(false);
    const fewerNames = documentedReturn.signed_field_names.replace('transaction_code,', '');
    expect(verifyEsewaReturn({ ...documentedReturn, signed_field_names: fewerNames }, KEY)).toBe(false);
    const { transaction_code: _dropped, ...withoutCode } = documentedReturn;
    expect(verifyEsewaReturn(withoutCode, KEY)).toBe(false);
  });

  test("the request's own signature cannot pass as a return that claims COMPLETE", () => {
    const request = { total_amount: '15', transaction_uuid: 'abc-1', product_code: 'EPAYTEST' };
    const forged = {
      ...request,
      transaction_code: 'X',
      status: 'COMPLETE',
      signed_field_names: REQUEST_NAMES,
      signature: signEsewa(request, REQUEST_NAMES, KEY),
    };
    expect(verifyEsewaReturn(forged, KEY)).toBe(false);
  });
});

describe('the payment form', () => {
  const config = { formUrl: 'http://esewa.test/form', productCode: 'EPAYTEST', secretKey: KEY };
  const order = { transactionUuid: 'abc-1', successUrl: 'http://x/success', failureUrl: 'http://x/failure' };

  test('carries every field, the amount signed as the same string that is sent', () => {
    const { formUrl, fields } = buildEsewaForm({ ...order, amount: 15 }, config);
    expect(formUrl).toBe('http://esewa.test/form');
    expect(fields).toEqual({
      amount: '15',
      tax_amount: '0',
      product_service_charge: '0',
      product_delivery_charge: '0',
      total_amount: '15',
      transaction_uuid: 'abc-1',
      product_code: 'EPAYTEST',
      success_url: 'http://x/success',
      failure_url: 'http://x/failure',
      signed_field_names: REQUEST_NAMES,
      signature: signEsewa(
        { total_amount: '15', transaction_uuid: 'abc-1', product_code: 'EPAYTEST' },
        REQUEST_NAMES,
        KEY,
      ),
    });
  });

  test('keeps the decimals the server priced, and refuses what eSewa would', () => {
    expect(buildEsewaForm({ ...order, amount: '15.50' }, config).fields.total_amount).toBe('15.50');
    expect(buildEsewaForm({ ...order, amount: 15.5 }, config).fields.total_amount).toBe('15.5');
    expect(() => buildEsewaForm({ ...order, amount: 0 }, config)).toThrow(RangeError);
    expect(() => buildEsewaForm({ ...order, amount: 1.005 }, config)).toThrow(RangeError);
    expect(() => buildEsewaForm({ ...order, amount: 10, transactionUuid: 'a_b' }, config)).toThrow(
      RangeError,
    );
  });
});

describe('decoding the return', () => {
  const problem = (data: string) => {
    try {
      decodeEsewaReturn(data);
    } catch (error) {
      if (error instanceof EsewaReturnError) return [error.problem, error.field];
      throw error;
    }
    return null;
  };

  test('says what is wrong', () => {
    expect(problem('not base64 json!')).toEqual(['not_base64', undefined]);
    expect(problem(Buffer.from('<html>').toString('base64'))).toEqual(['not_json', undefined]);
    expect(problem(encode(['COMPLETE']))).toEqual(['not_json', undefined]);
    const { signature: _s, ...unsigned } = documentedReturn;
    expect(problem(encode(unsigned))).toEqual(['missing_field', 'signature']);
    expect(problem(encode({ ...documentedReturn, total_amount: '' }))).toEqual([
      'missing_field',
      'total_amount',
    ]);
  });

  test('a "+" that arrived as a space is restored', () => {
    // "~~~" encodes to a "+" at one of the three byte alignments: find a signed return with one.
    const data = [0, 1, 2]
      .map((shift) => {
        const fields = { ...documentedReturn, transaction_code: `${'0'.repeat(shift)}~~~` };
        return encode({ ...fields, signature: signEsewa(fields, fields.signed_field_names, KEY) });
      })
      .find((candidate) => candidate.includes('+')) as string;
    expect(data).toContain('+');
    expect(verifyEsewaReturn(decodeEsewaReturn(data.replace(/\+/g, ' ')), KEY)).toBe(true);
  });
});

test('amounts compare in whole paisa, never as floats or strings', () => {
  expect(sameAmount('100', '100.0')).toBe(true);
  expect(sameAmount(0.1 + 0.2, '0.30')).toBe(true);
  expect(sameAmount('100', '100.01')).toBe(false);
  expect(sameAmount('', 0)).toBe(false);
  expect(toPaisa('1000.0')).toBe(100_000);
  expect(toPaisa('12abc')).toBeNaN();
});

describe('the status check against the simulator', () => {
  let sim: EsewaSimulator;
  let config: EsewaConfig;
  beforeAll(async () => {
    sim = await startEsewaSimulator();
    config = {
      formUrl: sim.formUrl,
      statusUrl: sim.statusUrl,
      productCode: 'EPAYTEST',
      secretKey: KEY,
      timeoutMs: 2000,
    };
  });
  afterAll(() => sim.close());

  const paid = async (uuid: string, amount: number | string = 100) => {
    const { fields } = buildEsewaForm(
      { amount, transactionUuid: uuid, successUrl: 'http://shop.test/ok', failureUrl: 'http://shop.test/no' },
      config,
    );
    const page = await fetch(sim.formUrl, { method: 'POST', body: new URLSearchParams(fields) });
    expect(page.status).toBe(200);
    await sim.click(uuid);
  };

  test('COMPLETE after Pay, with the reference, for the amount posted', async () => {
    await paid('status-1');
    const answer = await checkEsewaStatus({ totalAmount: '100', transactionUuid: 'status-1' }, config);
    expect(answer).toMatchObject({ status: 'COMPLETE', totalAmount: '100' });
    expect(answer.refId).toMatch(/^000/);
    const request = sim.requests.at(-1);
    expect(request?.query).toBe('product_code=EPAYTEST&total_amount=100&transaction_uuid=status-1');
  });

  test.each(['PENDING', 'AMBIGUOUS', 'NOT_FOUND', 'CANCELED', 'FULL_REFUND', 'PARTIAL_REFUND'] as const)(
    'reports %s',
    async (status) => {
      const uuid = `status-${status.replace('_', '-')}`;
      await paid(uuid);
      sim.setStatus(uuid, status);
      expect((await checkEsewaStatus({ totalAmount: 100, transactionUuid: uuid }, config)).status).toBe(
        status,
      );
    },
  );

  test('NOT_FOUND for an unknown uuid, another amount or another product code', async () => {
    await paid('status-match', '150');
    const ask = (query: Parameters<typeof checkEsewaStatus>[0]) => checkEsewaStatus(query, config);
    expect((await ask({ totalAmount: '150.0', transactionUuid: 'status-match' })).status).toBe('COMPLETE');
    expect((await ask({ totalAmount: '100', transactionUuid: 'status-match' })).status).toBe('NOT_FOUND');
    expect((await ask({ totalAmount: '150', transactionUuid: 'nobody' })).status).toBe('NOT_FOUND');
    const other = { totalAmount: '150', transactionUuid: 'status-match', productCode: 'OTHER' };
    expect((await ask(other)).status).toBe('NOT_FOUND');
  });

  test.each([200, 503])('the outage body (HTTP %s) is ProviderUnavailable', async (httpStatus) => {
    await paid(`outage-${httpStatus}`);
    sim.setOutage(true, httpStatus);
    try {
      const asking = checkEsewaStatus(
        { totalAmount: '100', transactionUuid: `outage-${httpStatus}` },
        config,
      );
      await expect(asking).rejects.toThrow(ProviderUnavailableError);
    } finally {
      sim.setOutage(false);
    }
  });
});

describe('the status check when eSewa misbehaves', () => {
  let reply: (res: import('node:http').ServerResponse) => void = (res) => res.end();
  const server = createServer((_req, res) => reply(res));
  let config: EsewaConfig;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    config = {
      formUrl: 'http://127.0.0.1/unused',
      statusUrl: `http://127.0.0.1:${port}/status/`,
      productCode: 'EPAYTEST',
      secretKey: KEY,
      timeoutMs: 300,
    };
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const ask = () => checkEsewaStatus({ totalAmount: '100', transactionUuid: 'x' }, config);

  test.each([
    ['an HTML page', (res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>')],
    ['HTTP 502', (res) => res.writeHead(502).end('{}')],
    ['an unknown status', (res) => res.end('{"status":"MAYBE","transaction_uuid":"x"}')],
    ['a COMPLETE with a garbled amount', (res) => res.end('{"status":"COMPLETE","total_amount":"1OO"}')],
    [
      'an answer about another uuid',
      (res) => res.end('{"status":"COMPLETE","total_amount":100,"transaction_uuid":"y"}'),
    ],
    ['no answer in time', () => undefined],
  ] as [string, (res: import('node:http').ServerResponse) => void][])(
    '%s is ProviderUnavailable',
    async (_name, behaviour) => {
      reply = behaviour;
      await expect(ask()).rejects.toThrow(ProviderUnavailableError);
    },
  );

  test('a closed port is ProviderUnavailable', async () => {
    const closed = { ...config, statusUrl: 'http://127.0.0.1:9/status/' };
    await expect(checkEsewaStatus({ totalAmount: '1', transactionUuid: 'x' }, closed)).rejects.toThrow(
      ProviderUnavailableError,
    );
  });
});
