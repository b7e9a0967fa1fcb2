import {
  ProviderNotConfiguredError,
  ProviderRejectedError,
  ProviderUnavailableError,
} from '../provider-errors.js';
import { type JsonAnswer, requestJson } from '../provider-http.js';

// Khalti KPG-2 web checkout (reference/payments.md). Only the server talks to Khalti, with the
// secret key; the lookup is the only proof of payment, the return's query parameters are not.

export interface KhaltiConfig {
  /** The API base, e.g. https://dev.khalti.com/api/v2/ */
  apiUrl: string;
  /** The merchant's secret key; empty means Khalti is not configured. */
  secretKey: string;
  timeoutMs: number;
}

export const KHALTI_MIN_PAISA = 1000;
export const KHALTI_MIN_AMOUNT_MESSAGE = 'Amount should be greater than Rs. 10, that is 1000 paisa.';

const base = (config: KhaltiConfig) => config.apiUrl.replace(/\/?$/, '/');

async function callKhalti(config: KhaltiConfig, url: URL, body: unknown): Promise<JsonAnswer> {
  if (!config.secretKey) throw new ProviderNotConfiguredError('khalti', 'KHALTI_SECRET_KEY', 'Khalti');
  return requestJson('khalti', url.toString(), {
    method: 'POST',
    headers: { authorization: `Key ${config.secretKey}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    timeoutMs: config.timeoutMs,
  });
}

/** Khalti's "no" as a typed error: 401s, `{"<field>": [...], "error_key": "validation_error"}`, others. */
function rejection({ status, body }: JsonAnswer): ProviderRejectedError {
  const detail = typeof body.detail === 'string' ? body.detail : undefined;
  if (status === 401 || status === 403) {
    return new ProviderRejectedError(
      'khalti',
      'unauthorized',
      detail ?? `Khalti refused the key (HTTP ${status})`,
    );
  }
  const fieldErrors: Record<string, string[]> = {};
  const collect = (value: unknown, path: string) => {
    if (Array.isArray(value)) fieldErrors[path] = value.map(String);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) collect(inner, `${path}.${key}`);
    }
  };
  for (const [key, value] of Object.entries(body)) if (key !== 'error_key') collect(value, key);
  const first = Object.values(fieldErrors)[0]?.[0];
  const code = body.error_key === 'validation_error' || first ? 'validation_error' : 'rejected';
  return new ProviderRejectedError(
    'khalti',
    code,
    first ?? detail ?? `Khalti answered HTTP ${status}`,
    fieldErrors,
  );
}

export interface KhaltiInitiateRequest {
  /** Integer paisa, at least KHALTI_MIN_PAISA. */
  amountPaisa: number;
  purchaseOrderId: string;
  purchaseOrderName: string;
  /** Where Khalti sends the browser back (a GET with pidx, status, ...). */
  returnUrl: string;
  websiteUrl: string;
  customerInfo?: { name?: string; email?: string; phone?: string };
}

export interface KhaltiPaymentStart {
  pidx: string;
  /** Where the browser goes to pay. */
  paymentUrl: string;
  expiresAt: string | null;
}

export async function initiateKhalti(
  request: KhaltiInitiateRequest,
  config: KhaltiConfig,
): Promise<KhaltiPaymentStart> {
  // Refused here with Khalti's own wording, so a bad price fails the same way with or without a call.
  if (!Number.isInteger(request.amountPaisa)) {
    const message = 'A valid integer is required.';
    throw new ProviderRejectedError('khalti', 'validation_error', message, { amount: [message] });
  }
  if (request.amountPaisa < KHALTI_MIN_PAISA) {
    throw new ProviderRejectedError('khalti', 'validation_error', KHALTI_MIN_AMOUNT_MESSAGE, {
      amount: [KHALTI_MIN_AMOUNT_MESSAGE],
    });
  }
  const answer = await callKhalti(config, new URL('epayment/initiate/', base(config)), {
    return_url: request.returnUrl,
    website_url: request.websiteUrl,
    amount: request.amountPaisa,
    purchase_order_id: request.purchaseOrderId,
    purchase_order_name: request.purchaseOrderName,
    customer_info: request.customerInfo,
  });
  if (answer.status !== 200) throw rejection(answer);
  const { pidx, payment_url, expires_at } = answer.body;
  if (typeof pidx !== 'string' || !pidx || typeof payment_url !== 'string') {
    throw new ProviderUnavailableError(
      'khalti',
      'Khalti answered the initiation without pidx or payment_url',
    );
  }
  return { pidx, paymentUrl: payment_url, expiresAt: typeof expires_at === 'string' ? expires_at : null };
}

type KhaltiStatus =
  | 'Completed'
  | 'Pending'
  | 'Initiated'
  | 'Refunded'
  | 'Partially refunded'
  | 'Expired'
  | 'User canceled'
  | 'NOT_FOUND';

/** Khalti answers these two with HTTP 400, the others with 200. */
const FINISHED_UNPAID = ['Expired', 'User canceled'];
const OPEN_OR_PAID = ['Completed', 'Pending', 'Initiated', 'Refunded', 'Partially refunded'];

export interface KhaltiLookup {
  /** Only 'Completed' means paid. NOT_FOUND: Khalti does not know the pidx. */
  status: KhaltiStatus;
  totalAmountPaisa: number;
  transactionId: string | null;
  refunded: boolean;
  raw: Record<string, unknown>;
}

export async function lookupKhalti(pidx: string, config: KhaltiConfig): Promise<KhaltiLookup> {
  const answer = await callKhalti(config, new URL('epayment/lookup/', base(config)), { pidx });
  const { status: httpStatus, body } = answer;
  if (body.detail === 'Not found.') {
    return { status: 'NOT_FOUND', totalAmountPaisa: 0, transactionId: null, refunded: false, raw: body };
  }
  const status = String(body.status ?? '');
  const expected = httpStatus === 200 ? OPEN_OR_PAID : httpStatus === 400 ? FINISHED_UNPAID : [];
  if (!expected.includes(status)) {
    if (httpStatus >= 400 && !('status' in body)) throw rejection(answer);
    throw new ProviderUnavailableError(
      'khalti',
      `Khalti lookup (HTTP ${httpStatus}): unexpected status "${status}"`,
    );
  }
  if (typeof body.pidx === 'string' && body.pidx !== pidx) {
    throw new ProviderUnavailableError('khalti', `Khalti lookup answered about another pidx (${body.pidx})`);
  }
  const total = body.total_amount ?? 0;
  // A "paid" answer without a readable amount must not reach the crediting decision.
  if (typeof total !== 'number' || !Number.isInteger(total) || total < 0) {
    throw new ProviderUnavailableError(
      'khalti',
      `Khalti lookup: unreadable total_amount ${JSON.stringify(total)}`,
    );
  }
  return {
    status: status as KhaltiStatus,
    totalAmountPaisa: total,
    transactionId:
      typeof body.transaction_id === 'string' && body.transaction_id ? body.transaction_id : null,
    refunded: body.refunded === true,
    raw: body,
  };
}

/**
 * Refunds a completed payment: all of it, or amountPaisa of it. The endpoint sits beside the API
 * base, not under it: {host}/api/merchant-transaction/{transaction_id}/refund/.
 */
export async function refundKhalti(
  refund: { transactionId: string; amountPaisa?: number },
  config: KhaltiConfig,
): Promise<{ detail: string }> {
  const url = new URL(
    `../merchant-transaction/${encodeURIComponent(refund.transactionId)}/refund/`,
    base(config),
  );
  const body = refund.amountPaisa === undefined ? undefined : { amount: refund.amountPaisa };
  const answer = await callKhalti(config, url, body);
  if (answer.status !== 200) throw rejection(answer);
  return { detail: String(answer.body.detail ?? '') };
}
