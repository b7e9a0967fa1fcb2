import { randomBytes } from 'node:crypto';
import { html, json, redirect, startRecordingServer } from './http-server.js';

// A local stand-in for Khalti KPG-2 (reference/payments.md): initiate with `Authorization: Key`,
// the field checks and the 1000-paisa minimum; a payment page with Pay / Cancel redirecting to
// return_url; lookup with the documented statuses and HTTP codes, scriptable per pidx.

export const KHALTI_TEST_KEY = 'test_secret_key_simulated';
export type LookupStatus =
  | 'Completed'
  | 'Pending'
  | 'Initiated'
  | 'Refunded'
  | 'Partially refunded'
  | 'Expired'
  | 'User canceled';

interface Payment {
  pidx: string;
  amount: number;
  returnUrl: string;
  purchaseOrderId: string;
  purchaseOrderName: string;
  status: LookupStatus;
  transactionId: string | null;
}

export async function startKhaltiSimulator(secretKey = KHALTI_TEST_KEY) {
  const payments = new Map<string, Payment>();

  const authorised = (header: string | undefined) => {
    if (!header?.startsWith('Key ')) return 'Authentication credentials were not provided.';
    return header.slice(4) === secretKey ? null : 'Invalid token.';
  };

  const server = await startRecordingServer(async (request, res, url) => {
    if (request.method === 'POST' && url.pathname === '/api/v2/epayment/initiate/') {
      const problem = authorised(request.headers.authorization);
      if (problem) return json(res, 401, { detail: problem, status_code: 401 });
      const body = JSON.parse(request.body || '{}') as Record<string, unknown>;
      const errors: Record<string, string[]> = {};
      for (const field of [
        'return_url',
        'website_url',
        'amount',
        'purchase_order_id',
        'purchase_order_name',
      ]) {
        if (body[field] === undefined || body[field] === '') errors[field] = ['This field is required.'];
      }
      if (!errors.amount && (!Number.isInteger(body.amount) || (body.amount as number) < 1000)) {
        errors.amount = ['Amount should be greater than Rs. 10, that is 1000 paisa.'];
      }
      if (Object.keys(errors).length) return json(res, 400, { ...errors, error_key: 'validation_error' });
      const pidx = randomBytes(11).toString('base64url');
      payments.set(pidx, {
        pidx,
        amount: body.amount as number,
        returnUrl: body.return_url as string,
        purchaseOrderId: body.purchase_order_id as string,
        purchaseOrderName: body.purchase_order_name as string,
        status: 'Initiated',
        transactionId: null,
      });
      const expires = new Date(Date.now() + 30 * 60_000);
      return json(res, 200, {
        pidx,
        payment_url: `${server.url}/pay/?pidx=${pidx}`,
        expires_at: expires.toISOString(),
        expires_in: 1800,
      });
    }
    if (request.method === 'GET' && url.pathname === '/pay/') {
      const pidx = url.searchParams.get('pidx') ?? '';
      const payment = payments.get(pidx);
      if (!payment) return html(res.writeHead(404), '<p>Not found</p>');
      return html(
        res,
        `<h1>Khalti test</h1><p>Pay Rs ${payment.amount / 100}</p>
         <form method="post" action="/pay/${pidx}/done"><button type="submit">Pay</button></form>
         <form method="post" action="/pay/${pidx}/cancel"><button type="submit">Cancel</button></form>`,
      );
    }
    const done = url.pathname.match(/^\/pay\/(.+)\/(done|cancel)$/);
    if (request.method === 'POST' && done) {
      const payment = payments.get(done[1] as string);
      if (!payment) return html(res.writeHead(404), '<p>Not found</p>');
      const paid = done[2] === 'done';
      payment.status = paid ? 'Completed' : 'User canceled';
      payment.transactionId = paid ? randomBytes(8).toString('hex') : null;
      const target = new URL(payment.returnUrl);
      const params = {
        pidx: payment.pidx,
        status: payment.status,
        transaction_id: payment.transactionId ?? '',
        tidx: payment.transactionId ?? '',
        amount: String(payment.amount),
        total_amount: String(payment.amount),
        mobile: '98XXXXX001',
        purchase_order_id: payment.purchaseOrderId,
        purchase_order_name: payment.purchaseOrderName,
      };
      for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
      return redirect(res, target.toString());
    }
    if (request.method === 'POST' && url.pathname === '/api/v2/epayment/lookup/') {
      const problem = authorised(request.headers.authorization);
      if (problem) return json(res, 401, { detail: problem, status_code: 401 });
      const { pidx } = JSON.parse(request.body || '{}') as { pidx?: string };
      const payment = pidx ? payments.get(pidx) : undefined;
      if (!payment) return json(res, 404, { detail: 'Not found.', error_key: 'validation_error' });
      const code = payment.status === 'Expired' || payment.status === 'User canceled' ? 400 : 200;
      return json(res, code, {
        pidx: payment.pidx,
        total_amount: payment.amount,
        status: payment.status,
        transaction_id: payment.transactionId,
        fee: 0,
        refunded: payment.status === 'Refunded',
      });
    }
    const refund = url.pathname.match(/^\/api\/merchant-transaction\/(.+)\/refund\/$/);
    if (request.method === 'POST' && refund) {
      const payment = [...payments.values()].find((p) => p.transactionId === refund[1]);
      if (!payment) return json(res, 404, { detail: 'Not found.' });
      payment.status = request.body ? 'Partially refunded' : 'Refunded';
      return json(res, 200, { detail: 'Transaction refund successful.' });
    }
    return json(res, 404, { detail: 'Not found.' });
  });

  return {
    ...server,
    apiUrl: `${server.url}/api/v2/`,
    secretKey,
    setStatus(pidx: string, status: LookupStatus) {
      const payment = payments.get(pidx);
      if (payment) {
        payment.status = status;
        payment.transactionId ??= status === 'Completed' ? randomBytes(8).toString('hex') : null;
      }
    },
    /** Changes what the lookup reports as paid (for underpayment tests). */
    setAmount(pidx: string, paisa: number) {
      const payment = payments.get(pidx);
      if (payment) payment.amount = paisa;
    },
  };
}
