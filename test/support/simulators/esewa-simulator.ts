import { createHmac, randomBytes } from 'node:crypto';
import { html, json, redirect, startRecordingServer } from './http-server.js';

// A local stand-in for eSewa ePay v2 that follows reference/payments.md: the form endpoint checks
// every field and the request signature (EPAYTEST key), refuses a reused transaction_uuid, shows
// a page with Pay and Cancel, redirects to success_url?data=<signed base64 JSON> or failure_url;
// the status endpoint answers as documented, with statuses a test can script.

export const EPAYTEST_KEY = '8gBm/:&EnhH.1/q';
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

export function sign(fields: Record<string, string>, names: string, key = EPAYTEST_KEY) {
  const message = names
    .split(',')
    .map((name) => `${name}=${fields[name]}`)
    .join(',');
  return createHmac('sha256', key).update(message).digest('base64');
}

interface Transaction {
  uuid: string;
  totalAmount: string;
  productCode: string;
  successUrl: string;
  failureUrl: string;
  status: SimulatedStatus | 'INITIATED';
  refId: string;
}

export async function startEsewaSimulator() {
  const transactions = new Map<string, Transaction>();
  let outage = false;

  /** The success redirect's data parameter, signed as eSewa signs it. */
  const signedReturn = (
    fields: {
      transaction_uuid: string;
      total_amount: string;
      status?: string;
      product_code?: string;
      transaction_code?: string;
    },
    key = EPAYTEST_KEY,
  ) => {
    const body: Record<string, string> = {
      transaction_code: fields.transaction_code ?? `000${randomBytes(2).toString('hex').toUpperCase()}`,
      status: fields.status ?? 'COMPLETE',
      total_amount: fields.total_amount,
      transaction_uuid: fields.transaction_uuid,
      product_code: fields.product_code ?? 'EPAYTEST',
      signed_field_names:
        'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names',
    };
    body.signature = sign(body, body.signed_field_names as string, key);
    return Buffer.from(JSON.stringify(body)).toString('base64');
  };

  const server = await startRecordingServer(async (request, res, url) => {
    if (request.method === 'POST' && url.pathname === '/api/epay/main/v2/form') {
      const form = Object.fromEntries(new URLSearchParams(request.body)) as Record<string, string>;
      const missing = REQUIRED.filter((name) => !form[name]);
      if (missing.length) return html(res.writeHead(400), `<p>Missing fields: ${missing.join(', ')}</p>`);
      if (sign(form, form.signed_field_names as string) !== form.signature) {
        return html(res.writeHead(400), '<p>Invalid payload signature.</p>');
      }
      const total = ['amount', 'tax_amount', 'product_service_charge', 'product_delivery_charge'].reduce(
        (sum, key) => sum + Number(form[key]),
        0,
      );
      if (Math.round(total * 100) !== Math.round(Number(form.total_amount) * 100)) {
        return html(res.writeHead(400), '<p>Total amount does not match.</p>');
      }
      if (transactions.has(form.transaction_uuid as string)) {
        return html(res.writeHead(400), '<p>Duplicate transaction UUID.</p>');
      }
      const uuid = form.transaction_uuid as string;
      transactions.set(uuid, {
        uuid,
        totalAmount: form.total_amount as string,
        productCode: form.product_code as string,
        successUrl: form.success_url as string,
        failureUrl: form.failure_url as string,
        status: 'INITIATED',
        refId: `REF${randomBytes(3).toString('hex').toUpperCase()}`,
      });
      return html(
        res,
        `<h1>eSewa test</h1><p>Pay Rs ${form.total_amount}</p>
         <form method="post" action="/pay/${uuid}"><button type="submit">Pay</button></form>
         <form method="post" action="/cancel/${uuid}"><button type="submit">Cancel</button></form>`,
      );
    }
    const pay = url.pathname.match(/^\/(pay|cancel)\/(.+)$/);
    if (request.method === 'POST' && pay) {
      const transaction = transactions.get(pay[2] as string);
      if (!transaction) return html(res.writeHead(404), '<p>Unknown transaction</p>');
      if (pay[1] === 'cancel') {
        transaction.status = 'CANCELED';
        return redirect(res, transaction.failureUrl);
      }
      transaction.status = 'COMPLETE';
      const data = signedReturn({
        transaction_uuid: transaction.uuid,
        total_amount: `${Number(transaction.totalAmount).toFixed(1)}`,
      });
      const target = new URL(transaction.successUrl);
      target.searchParams.set('data', data);
      return redirect(res, target.toString());
    }
    if (request.method === 'GET' && url.pathname === '/api/epay/transaction/status/') {
      if (outage) return json(res, 503, { code: 0, error_message: 'Service is currently unavailable' });
      const uuid = url.searchParams.get('transaction_uuid') ?? '';
      const transaction = transactions.get(uuid);
      const amountMatches =
        transaction && Number(transaction.totalAmount) === Number(url.searchParams.get('total_amount'));
      const productMatches = transaction && transaction.productCode === url.searchParams.get('product_code');
      const status =
        !transaction || !amountMatches || !productMatches
          ? 'NOT_FOUND'
          : transaction.status === 'INITIATED'
            ? 'PENDING'
            : transaction.status;
      return json(res, 200, {
        product_code: url.searchParams.get('product_code'),
        transaction_uuid: uuid,
        total_amount: Number(url.searchParams.get('total_amount')),
        status,
        ref_id: status === 'COMPLETE' ? transaction?.refId : null,
      });
    }
    return json(res, 404, { detail: 'Not found.' });
  });

  return {
    ...server,
    formUrl: `${server.url}/api/epay/main/v2/form`,
    statusUrl: `${server.url}/api/epay/transaction/status/`,
    signedReturn,
    /** Records a transaction as if its form had been posted (for tests that skip the browser). */
    seed(uuid: string, totalAmount: string, status: SimulatedStatus | 'INITIATED' = 'COMPLETE') {
      transactions.set(uuid, {
        uuid,
        totalAmount,
        productCode: 'EPAYTEST',
        successUrl: '',
        failureUrl: '',
        status,
        refId: 'REFSEED',
      });
    },
    setStatus(uuid: string, status: SimulatedStatus) {
      const transaction = transactions.get(uuid);
      if (transaction) transaction.status = status;
    },
    setOutage(on: boolean) {
      outage = on;
    },
  };
}
