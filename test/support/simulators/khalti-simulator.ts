import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import {
  escapeHtml,
  html,
  json,
  type RecordedRequest,
  redirect,
  startRecordingServer,
} from './http-server.js';

// A local stand-in for Khalti KPG-2 (reference/payments.md): initiate with `Authorization: Key`,
// the field checks and the 1000-paisa minimum; a payment page with Pay / Cancel redirecting to
// return_url; lookup with the documented statuses and HTTP codes, scriptable per pidx; refunds.

export const KHALTI_TEST_KEY = 'test_secret_key_simulated';
export const MIN_AMOUNT_MESSAGE = 'Amount should be greater than Rs. 10, that is 1000 paisa.';
export const MASKED_MOBILE = '98XXXXX001';

export type LookupStatus =
  | 'Completed'
  | 'Pending'
  | 'Initiated'
  | 'Refunded'
  | 'Partially refunded'
  | 'Expired'
  | 'User canceled';

export interface SimulatedKhaltiPayment {
  pidx: string;
  /** Paisa; what the lookup reports as total_amount. */
  amount: number;
  returnUrl: string;
  purchaseOrderId: string;
  purchaseOrderName: string;
  status: LookupStatus;
  transactionId: string | null;
  refundedPaisa: number;
}

const id = (bytes: number) => randomBytes(bytes).toString('base64url');
const isHttpUrl = (text: unknown) =>
  typeof text === 'string' && URL.canParse(text) && /^https?:$/.test(new URL(text).protocol);

function initiateErrors(body: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const field of ['return_url', 'website_url', 'amount', 'purchase_order_id', 'purchase_order_name']) {
    if (body[field] === undefined || body[field] === null || body[field] === '') {
      errors[field] = ['This field is required.'];
    }
  }
  for (const field of ['return_url', 'website_url']) {
    if (!errors[field] && !isHttpUrl(body[field])) errors[field] = ['Enter a valid URL.'];
  }
  if (!errors.amount && !Number.isInteger(body.amount)) errors.amount = ['A valid integer is required.'];
  else if (!errors.amount && (body.amount as number) < 1000) errors.amount = [MIN_AMOUNT_MESSAGE];
  return errors;
}

export async function startKhaltiSimulator(secretKey = KHALTI_TEST_KEY) {
  const payments = new Map<string, SimulatedKhaltiPayment>();

  /** null when the request carries `Authorization: Key <the key>`, else the 401 answer. */
  const refusal = (request: RecordedRequest) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Key ')) return { detail: 'Authentication credentials were not provided.' };
    return header.slice(4) === secretKey ? null : { detail: 'Invalid token.' };
  };
  const readJson = (request: RecordedRequest): Record<string, unknown> | null => {
    try {
      const parsed: unknown = request.body ? JSON.parse(request.body) : {};
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : null;
    } catch {
      return null;
    }
  };
  const badJson = (res: ServerResponse) =>
    json(res, 400, { detail: 'JSON parse error', error_key: 'validation_error' });

  const returnTo = (payment: SimulatedKhaltiPayment) => {
    const target = new URL(payment.returnUrl);
    const params = {
      pidx: payment.pidx,
      status: payment.status,
      transaction_id: payment.transactionId ?? '',
      tidx: payment.transactionId ?? '',
      amount: String(payment.amount),
      total_amount: String(payment.amount),
      mobile: MASKED_MOBILE,
      purchase_order_id: payment.purchaseOrderId,
      purchase_order_name: payment.purchaseOrderName,
    };
    for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
    return target.toString();
  };

  const server = await startRecordingServer(async (request, res, url) => {
    if (request.method === 'POST' && url.pathname === '/api/v2/epayment/initiate/') {
      const denied = refusal(request);
      if (denied) return json(res, 401, denied);
      const body = readJson(request);
      if (!body) return badJson(res);
      const errors = initiateErrors(body);
      if (Object.keys(errors).length) return json(res, 400, { ...errors, error_key: 'validation_error' });
      const pidx = id(16);
      payments.set(pidx, {
        pidx,
        amount: body.amount as number,
        returnUrl: body.return_url as string,
        purchaseOrderId: String(body.purchase_order_id),
        purchaseOrderName: String(body.purchase_order_name),
        status: 'Initiated',
        transactionId: null,
        refundedPaisa: 0,
      });
      return json(res, 200, {
        pidx,
        payment_url: `${server.url}/pay/?pidx=${pidx}`,
        expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
        expires_in: 1800,
      });
    }
    if (request.method === 'GET' && url.pathname === '/pay/') {
      const payment = payments.get(url.searchParams.get('pidx') ?? '');
      if (!payment) return html(res, '<h1>Khalti test</h1><p>Not found.</p>', 404);
      const pidx = encodeURIComponent(payment.pidx);
      return html(
        res,
        `<h1>Khalti test</h1><p>${escapeHtml(payment.purchaseOrderName)}: Rs ${payment.amount / 100}</p>
         <form method="post" action="/pay/${pidx}/done"><button type="submit">Pay</button></form>
         <form method="post" action="/pay/${pidx}/cancel"><button type="submit">Cancel</button></form>`,
      );
    }
    const click = url.pathname.match(/^\/pay\/([^/]+)\/(done|cancel)$/);
    if (request.method === 'POST' && click) {
      const payment = payments.get(decodeURIComponent(click[1] as string));
      if (!payment) return html(res, '<h1>Khalti test</h1><p>Not found.</p>', 404);
      if (payment.status !== 'Initiated' && payment.status !== 'Pending') {
        return html(res, `<h1>Khalti test</h1><p>This payment is ${escapeHtml(payment.status)}.</p>`, 400);
      }
      const paid = click[2] === 'done';
      payment.status = paid ? 'Completed' : 'User canceled';
      payment.transactionId = paid ? id(16) : null;
      return redirect(res, returnTo(payment));
    }
    if (request.method === 'POST' && url.pathname === '/api/v2/epayment/lookup/') {
      const denied = refusal(request);
      if (denied) return json(res, 401, denied);
      const body = readJson(request);
      if (!body) return badJson(res);
      if (!body.pidx)
        return json(res, 400, { pidx: ['This field is required.'], error_key: 'validation_error' });
      const payment = payments.get(String(body.pidx));
      if (!payment) return json(res, 404, { detail: 'Not found.', error_key: 'validation_error' });
      const finishedUnpaid = payment.status === 'Expired' || payment.status === 'User canceled';
      return json(res, finishedUnpaid ? 400 : 200, {
        pidx: payment.pidx,
        total_amount: payment.amount,
        status: payment.status,
        transaction_id: payment.transactionId,
        fee: 0,
        refunded: payment.status === 'Refunded' || payment.status === 'Partially refunded',
      });
    }
    const refund = url.pathname.match(/^\/api\/merchant-transaction\/([^/]+)\/refund\/$/);
    if (request.method === 'POST' && refund) {
      const denied = refusal(request);
      if (denied) return json(res, 401, denied);
      const body = readJson(request);
      if (!body) return badJson(res);
      const transactionId = decodeURIComponent(refund[1] as string);
      const payment = [...payments.values()].find((p) => p.transactionId === transactionId);
      if (!payment) return json(res, 404, { detail: 'Not found.' });
      if (payment.status !== 'Completed' && payment.status !== 'Partially refunded') {
        return json(res, 400, { detail: 'Transaction cannot be refunded.' });
      }
      const left = payment.amount - payment.refundedPaisa;
      const amount = body.amount === undefined ? left : body.amount;
      if (!Number.isInteger(amount) || (amount as number) <= 0 || (amount as number) > left) {
        return json(res, 400, { amount: ['Invalid refund amount.'], error_key: 'validation_error' });
      }
      payment.refundedPaisa += amount as number;
      payment.status = payment.refundedPaisa === payment.amount ? 'Refunded' : 'Partially refunded';
      return json(res, 200, { detail: 'Transaction refund successful.' });
    }
    return json(res, 404, { detail: 'Not found.' });
  });

  const known = (pidx: string) => {
    const payment = payments.get(pidx);
    if (!payment) throw new Error(`the Khalti simulator has no payment ${pidx}`);
    return payment;
  };

  return {
    ...server,
    apiUrl: `${server.url}/api/v2/`,
    secretKey,
    payment: (pidx: string): SimulatedKhaltiPayment | undefined => payments.get(pidx),
    /** Clicks Pay (or Cancel) on the payment page; returns where Khalti redirects. */
    async click(pidx: string, action: 'pay' | 'cancel' = 'pay') {
      const path = `/pay/${encodeURIComponent(pidx)}/${action === 'pay' ? 'done' : 'cancel'}`;
      const response = await fetch(`${server.url}${path}`, { method: 'POST', redirect: 'manual' });
      return { status: response.status, location: response.headers.get('location') };
    },
    setStatus(pidx: string, status: LookupStatus) {
      const payment = known(pidx);
      payment.status = status;
      if (status === 'Completed') payment.transactionId ??= id(16);
    },
    /** Changes what the lookup reports as paid (for underpayment tests). */
    setAmount(pidx: string, paisa: number) {
      known(pidx).amount = paisa;
    },
  };
}

export type KhaltiSimulator = Awaited<ReturnType<typeof startKhaltiSimulator>>;
