import { createHmac, randomBytes } from 'node:crypto';
import { escapeHtml, html, json, redirect, startRecordingServer } from './http-server.js';

// A local stand-in for eSewa ePay v2 that follows reference/payments.md: the form endpoint checks
// every field and the request signature (EPAYTEST key), refuses a reused transaction_uuid, shows
// a page with Pay and Cancel, and redirects to success_url?data=<signed base64 JSON> or to
// failure_url; the status endpoint answers as documented, with statuses a test can script.
// It signs with its own code, not the server's, so that tests check one against the other.

export const EPAYTEST_KEY = '8gBm/:&EnhH.1/q';
export const EPAYTEST_CODE = 'EPAYTEST';
export const OUTAGE_BODY = { code: 0, error_message: 'Service is currently unavailable' };
const RETURN_SIGNED_FIELDS =
  'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names';

export type SimulatedStatus =
  | 'COMPLETE'
  | 'PENDING'
  | 'AMBIGUOUS'
  | 'NOT_FOUND'
  | 'CANCELED'
  | 'FULL_REFUND'
  | 'PARTIAL_REFUND';

const REQUIRED = [
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
];
const AMOUNTS = ['amount', 'tax_amount', 'product_service_charge', 'product_delivery_charge', 'total_amount'];

export function sign(fields: Record<string, string>, names: string, key = EPAYTEST_KEY) {
  const message = names
    .split(',')
    .map((name) => `${name}=${fields[name]}`)
    .join(',');
  return createHmac('sha256', key).update(message).digest('base64');
}

const paisa = (text: string) => Math.round(Number(text) * 100);
/** eSewa writes amounts the way Java prints a double: 100 becomes "100.0", 15.5 stays "15.5". */
const javaDouble = (text: string) =>
  Number.isInteger(Number(text)) ? Number(text).toFixed(1) : String(Number(text));
const isHttpUrl = (text: string) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol);

/** One transaction, as eSewa keeps it after a valid form post. */
export interface SimulatedTransaction {
  uuid: string;
  totalAmount: string;
  productCode: string;
  successUrl: string;
  failureUrl: string;
  status: SimulatedStatus | 'INITIATED';
  refId: string;
}

/** One click on Pay: the success redirect it produced. */
export interface SimulatedPayment {
  transactionUuid: string;
  /** The base64 `data` parameter, ready to be replayed. */
  data: string;
  /** The full success_url?data=... the browser was sent to. */
  redirectedTo: string;
}

function formProblem(form: Record<string, string>, productCode: string, key: string): string | null {
  const missing = REQUIRED.filter((name) => !form[name]?.trim());
  if (missing.length) return `Missing fields: ${missing.join(', ')}`;
  if (AMOUNTS.some((name) => !/^\d+(\.\d+)?$/.test(form[name] as string))) return 'Invalid amount.';
  if (!/^[A-Za-z0-9-]+$/.test(form.transaction_uuid as string)) return 'Invalid transaction UUID.';
  if (!isHttpUrl(form.success_url as string) || !isHttpUrl(form.failure_url as string)) return 'Invalid URL.';
  if (form.product_code !== productCode) return 'Invalid product code.';
  const names = (form.signed_field_names as string).split(',');
  if (!['total_amount', 'transaction_uuid', 'product_code'].every((name) => names.includes(name))) {
    return 'Invalid signed field names.';
  }
  if (sign(form, form.signed_field_names as string, key) !== form.signature)
    return 'Invalid payload signature.';
  const sum = AMOUNTS.slice(0, 4).reduce((total, name) => total + paisa(form[name] as string), 0);
  if (sum !== paisa(form.total_amount as string)) return 'Total amount does not match.';
  return null;
}

export async function startEsewaSimulator(options: { productCode?: string; secretKey?: string } = {}) {
  const productCode = options.productCode ?? EPAYTEST_CODE;
  const key = options.secretKey ?? EPAYTEST_KEY;
  const transactions = new Map<string, SimulatedTransaction>();
  const payments: SimulatedPayment[] = [];
  let outage: { httpStatus: number } | null = null;

  /** A success redirect's data parameter, signed as eSewa signs it (pass another key to forge). */
  const signedReturn = (
    fields: {
      transaction_uuid: string;
      total_amount: string;
      status?: string;
      product_code?: string;
      transaction_code?: string;
    },
    signingKey = key,
  ) => {
    const body: Record<string, string> = {
      transaction_code: fields.transaction_code ?? `000${randomBytes(2).toString('hex').toUpperCase()}`,
      status: fields.status ?? 'COMPLETE',
      total_amount: fields.total_amount,
      transaction_uuid: fields.transaction_uuid,
      product_code: fields.product_code ?? productCode,
      signed_field_names: RETURN_SIGNED_FIELDS,
    };
    body.signature = sign(body, RETURN_SIGNED_FIELDS, signingKey);
    return Buffer.from(JSON.stringify(body)).toString('base64');
  };

  type ClickResult = { location: string } | { status: number; page: string };
  const finish = (uuid: string, action: 'pay' | 'cancel'): ClickResult => {
    const transaction = transactions.get(uuid);
    if (!transaction) return { status: 404, page: '<p>Unknown transaction.</p>' };
    if (transaction.status !== 'INITIATED')
      return { status: 400, page: '<p>This payment is already finished.</p>' };
    if (action === 'cancel') {
      transaction.status = 'CANCELED';
      return { location: transaction.failureUrl };
    }
    transaction.status = 'COMPLETE';
    const data = signedReturn({ transaction_uuid: uuid, total_amount: javaDouble(transaction.totalAmount) });
    const target = new URL(transaction.successUrl);
    target.searchParams.set('data', data);
    payments.push({ transactionUuid: uuid, data, redirectedTo: target.toString() });
    return { location: target.toString() };
  };

  const server = await startRecordingServer(async (request, res, url) => {
    if (request.method === 'POST' && url.pathname === '/api/epay/main/v2/form') {
      const form = Object.fromEntries(new URLSearchParams(request.body));
      const problem = formProblem(form, productCode, key);
      if (problem) return html(res, `<h1>eSewa test</h1><p>${escapeHtml(problem)}</p>`, 400);
      const uuid = form.transaction_uuid as string;
      if (transactions.has(uuid))
        return html(res, '<h1>eSewa test</h1><p>Duplicate transaction UUID.</p>', 400);
      transactions.set(uuid, {
        uuid,
        totalAmount: form.total_amount as string,
        productCode,
        successUrl: form.success_url as string,
        failureUrl: form.failure_url as string,
        status: 'INITIATED',
        refId: `000${randomBytes(3).toString('hex').toUpperCase()}`,
      });
      return html(
        res,
        `<h1>eSewa test</h1><p>Pay Rs ${escapeHtml(form.total_amount as string)}</p>
         <form method="post" action="/pay/${uuid}"><button type="submit">Pay</button></form>
         <form method="post" action="/cancel/${uuid}"><button type="submit">Cancel</button></form>`,
      );
    }
    const click = url.pathname.match(/^\/(pay|cancel)\/([A-Za-z0-9-]+)$/);
    if (request.method === 'POST' && click) {
      const result = finish(click[2] as string, click[1] as 'pay' | 'cancel');
      return 'location' in result ? redirect(res, result.location) : html(res, result.page, result.status);
    }
    if (request.method === 'GET' && url.pathname === '/api/epay/transaction/status/') {
      if (outage) return json(res, outage.httpStatus, OUTAGE_BODY);
      const query = (name: string) => url.searchParams.get(name) ?? '';
      const transaction = transactions.get(query('transaction_uuid'));
      // eSewa finds a transaction by all three: a wrong amount or product code finds nothing.
      const found =
        transaction &&
        transaction.productCode === query('product_code') &&
        paisa(transaction.totalAmount) === paisa(query('total_amount'));
      const status = !found
        ? 'NOT_FOUND'
        : transaction.status === 'INITIATED'
          ? 'PENDING'
          : transaction.status;
      const paid = status === 'COMPLETE' || status === 'FULL_REFUND' || status === 'PARTIAL_REFUND';
      return json(res, 200, {
        product_code: query('product_code'),
        transaction_uuid: query('transaction_uuid'),
        total_amount: Number(query('total_amount')),
        status,
        ref_id: paid ? transaction?.refId : null,
      });
    }
    return json(res, 404, { detail: 'Not found.' });
  });

  const known = (uuid: string) => {
    const transaction = transactions.get(uuid);
    if (!transaction) throw new Error(`the eSewa simulator has no transaction ${uuid}`);
    return transaction;
  };

  return {
    ...server,
    formUrl: `${server.url}/api/epay/main/v2/form`,
    statusUrl: `${server.url}/api/epay/transaction/status/`,
    productCode,
    secretKey: key,
    signedReturn,
    /** The success redirects produced by Pay for this transaction (its data, to replay). */
    paymentsFor: (uuid: string) => payments.filter((payment) => payment.transactionUuid === uuid),
    transaction: (uuid: string): SimulatedTransaction | undefined => transactions.get(uuid),
    /** Clicks Pay (or Cancel) as the browser would; returns where eSewa redirects. */
    async click(uuid: string, action: 'pay' | 'cancel' = 'pay') {
      const response = await fetch(`${server.url}/${action}/${uuid}`, { method: 'POST', redirect: 'manual' });
      return { status: response.status, location: response.headers.get('location') };
    },
    /** Records a transaction as if its form had been posted (for tests that skip the browser). */
    seed(uuid: string, totalAmount: string, status: SimulatedStatus | 'INITIATED' = 'COMPLETE') {
      transactions.set(uuid, {
        uuid,
        totalAmount,
        productCode,
        successUrl: '',
        failureUrl: '',
        status,
        refId: 'REFSEED',
      });
    },
    setStatus(uuid: string, status: SimulatedStatus) {
      known(uuid).status = status;
    },
    /** While on, the status check answers eSewa's outage body (HTTP 200 unless told otherwise). */
    setOutage(on: boolean, httpStatus = 200) {
      outage = on ? { httpStatus } : null;
    },
  };
}

export type EsewaSimulator = Awaited<ReturnType<typeof startEsewaSimulator>>;
