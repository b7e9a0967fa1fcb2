import { ProviderRejectedError, ProviderUnavailableError, fetchJson } from './provider-errors.js';

// Khalti KPG-2 web checkout (reference/payments.md). Only the server talks to Khalti, with the
// secret key; the lookup is the only proof of payment.

export interface KhaltiConfig {
  apiUrl: string;
  secretKey: string;
  timeoutMs: number;
}

export const KHALTI_MIN_PAISA = 1000;

const endpoint = (config: KhaltiConfig, path: string) =>
  new URL(path, config.apiUrl.replace(/\/?$/, '/')).toString();

function headers(config: KhaltiConfig) {
  if (!config.secretKey)
    throw new ProviderRejectedError('khalti', 'Khalti is not configured (KHALTI_SECRET_KEY).');
  return { authorization: `Key ${config.secretKey}`, 'content-type': 'application/json' };
}

export async function initiateKhalti(
  request: {
    amountPaisa: number;
    purchaseOrderId: string;
    purchaseOrderName: string;
    returnUrl: string;
    websiteUrl: string;
    customerInfo?: { name: string; email: string; phone: string };
  },
  config: KhaltiConfig,
): Promise<{ pidx: string; paymentUrl: string; expiresAt: string | null }> {
  if (request.amountPaisa < KHALTI_MIN_PAISA) {
    throw new ProviderRejectedError('khalti', 'Amount should be greater than Rs. 10, that is 1000 paisa.');
  }
  const { status, body } = await fetchJson('khalti', endpoint(config, 'epayment/initiate/'), {
    method: 'POST',
    headers: headers(config),
    body: JSON.stringify({
      return_url: request.returnUrl,
      website_url: request.websiteUrl,
      amount: request.amountPaisa,
      purchase_order_id: request.purchaseOrderId,
      purchase_order_name: request.purchaseOrderName,
      customer_info: request.customerInfo,
    }),
    timeoutMs: config.timeoutMs,
  });
  const answer = (body ?? {}) as Record<string, unknown>;
  if (status !== 200 || typeof answer.pidx !== 'string' || typeof answer.payment_url !== 'string') {
    const fieldErrors: Record<string, string[]> = {};
    for (const [key, value] of Object.entries(answer)) {
      if (Array.isArray(value)) fieldErrors[key] = value.map(String);
    }
    const message = String(
      answer.detail ?? Object.values(fieldErrors)[0]?.[0] ?? `Khalti answered ${status}`,
    );
    throw new ProviderRejectedError('khalti', message, fieldErrors);
  }
  return {
    pidx: answer.pidx,
    paymentUrl: answer.payment_url,
    expiresAt: typeof answer.expires_at === 'string' ? answer.expires_at : null,
  };
}

export type KhaltiStatus =
  | 'Completed'
  | 'Pending'
  | 'Initiated'
  | 'Refunded'
  | 'Partially refunded'
  | 'Expired'
  | 'User canceled'
  | 'NOT_FOUND';

const STATUSES: readonly KhaltiStatus[] = [
  'Completed',
  'Pending',
  'Initiated',
  'Refunded',
  'Partially refunded',
  'Expired',
  'User canceled',
];

export async function lookupKhalti(
  pidx: string,
  config: KhaltiConfig,
): Promise<{ status: KhaltiStatus; totalAmountPaisa: number; transactionId: string | null; raw: unknown }> {
  const { status: httpStatus, body } = await fetchJson('khalti', endpoint(config, 'epayment/lookup/'), {
    method: 'POST',
    headers: headers(config),
    body: JSON.stringify({ pidx }),
    timeoutMs: config.timeoutMs,
  });
  const answer = (body ?? {}) as Record<string, unknown>;
  if (answer.detail === 'Not found.')
    return { status: 'NOT_FOUND', totalAmountPaisa: 0, transactionId: null, raw: answer };
  if (httpStatus === 401)
    throw new ProviderRejectedError('khalti', String(answer.detail ?? 'Khalti refused the key'));
  const status = String(answer.status ?? '') as KhaltiStatus;
  if (!STATUSES.includes(status))
    throw new ProviderUnavailableError('khalti', `unexpected Khalti status "${status}"`);
  return {
    status,
    totalAmountPaisa: Number(answer.total_amount ?? 0),
    transactionId: answer.transaction_id ? String(answer.transaction_id) : null,
    raw: answer,
  };
}
