import { createHmac, timingSafeEqual } from 'node:crypto';
import { ProviderUnavailableError, fetchJson } from './provider-errors.js';

// eSewa ePay v2 (reference/payments.md). The server signs the form and checks every answer; the
// browser only carries the form to eSewa and the signed answer back.

export interface EsewaConfig {
  formUrl: string;
  statusUrl: string;
  productCode: string;
  secretKey: string;
  timeoutMs: number;
}

export const REQUEST_SIGNED_FIELDS = 'total_amount,transaction_uuid,product_code';

/** base64 HMAC-SHA256 over "name=value" pairs, comma-joined, in the order named; values as sent. */
export function signEsewa(fields: Record<string, string>, signedFieldNames: string, secret: string): string {
  const message = signedFieldNames
    .split(',')
    .map((name) => `${name}=${fields[name] ?? ''}`)
    .join(',');
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(message).digest('base64');
}

/** The hidden fields of the payment form for an amount the server priced. */
export function buildEsewaForm(
  order: { amount: number; transactionUuid: string; successUrl: string; failureUrl: string },
  config: EsewaConfig,
): { formUrl: string; fields: Record<string, string> } {
  const amount = String(order.amount);
  const fields: Record<string, string> = {
    amount,
    tax_amount: '0',
    product_service_charge: '0',
    product_delivery_charge: '0',
    total_amount: amount,
    transaction_uuid: order.transactionUuid,
    product_code: config.productCode,
    success_url: order.successUrl,
    failure_url: order.failureUrl,
    signed_field_names: REQUEST_SIGNED_FIELDS,
  };
  fields.signature = signEsewa(fields, REQUEST_SIGNED_FIELDS, config.secretKey);
  return { formUrl: config.formUrl, fields };
}

export interface EsewaReturn {
  transaction_code: string;
  status: string;
  total_amount: string;
  transaction_uuid: string;
  product_code: string;
  signed_field_names: string;
  signature: string;
}

export class EsewaReturnError extends Error {}

/** The success redirect's `data` parameter: base64 JSON with the fields eSewa signed. */
export function decodeEsewaReturn(data: string): EsewaReturn {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
  } catch {
    throw new EsewaReturnError('The payment data could not be read.');
  }
  const value = parsed as Record<string, unknown>;
  for (const key of [
    'status',
    'total_amount',
    'transaction_uuid',
    'product_code',
    'signed_field_names',
    'signature',
  ]) {
    if (typeof value?.[key] !== 'string' && typeof value?.[key] !== 'number') {
      throw new EsewaReturnError(`The payment data has no ${key}.`);
    }
  }
  const asString = (key: string) => (value[key] === undefined ? '' : String(value[key]));
  return {
    transaction_code: asString('transaction_code'),
    status: asString('status'),
    total_amount: asString('total_amount'),
    transaction_uuid: asString('transaction_uuid'),
    product_code: asString('product_code'),
    signed_field_names: asString('signed_field_names'),
    signature: asString('signature'),
  };
}

/** Checks the answer's signature over its own signed_field_names (which names itself). */
export function verifyEsewaReturn(answer: EsewaReturn, secret: string): boolean {
  const fields = answer as unknown as Record<string, string>;
  const expected = Buffer.from(signEsewa(fields, answer.signed_field_names, secret));
  const given = Buffer.from(answer.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export type EsewaStatus =
  | 'COMPLETE'
  | 'PENDING'
  | 'AMBIGUOUS'
  | 'NOT_FOUND'
  | 'CANCELED'
  | 'FULL_REFUND'
  | 'PARTIAL_REFUND';

const STATUSES: readonly EsewaStatus[] = [
  'COMPLETE',
  'PENDING',
  'AMBIGUOUS',
  'NOT_FOUND',
  'CANCELED',
  'FULL_REFUND',
  'PARTIAL_REFUND',
];

/** The status check: the server's own confirmation of a payment. */
export async function checkEsewaStatus(
  query: { totalAmount: string; transactionUuid: string },
  config: EsewaConfig,
): Promise<{ status: EsewaStatus; refId: string | null; totalAmount: string; raw: unknown }> {
  const url = new URL(config.statusUrl);
  url.searchParams.set('product_code', config.productCode);
  url.searchParams.set('total_amount', query.totalAmount);
  url.searchParams.set('transaction_uuid', query.transactionUuid);
  const { body } = await fetchJson('esewa', url.toString(), { method: 'GET', timeoutMs: config.timeoutMs });
  const answer = body as Record<string, unknown> | null;
  if (answer && 'error_message' in answer) {
    throw new ProviderUnavailableError('esewa', String(answer.error_message));
  }
  const status = String(answer?.status ?? '') as EsewaStatus;
  if (!STATUSES.includes(status))
    throw new ProviderUnavailableError('esewa', `unexpected eSewa status "${status}"`);
  return {
    status,
    refId: answer?.ref_id ? String(answer.ref_id) : null,
    totalAmount: String(answer?.total_amount ?? ''),
    raw: answer,
  };
}
