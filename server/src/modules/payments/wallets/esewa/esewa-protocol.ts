import { createHmac, timingSafeEqual } from 'node:crypto';
import { toPaisa } from '../amounts.js';
import { ProviderUnavailableError } from '../provider-errors.js';
import { requestJson } from '../provider-http.js';

// eSewa ePay v2 (reference/payments.md). The server signs the form and checks every answer; the
// browser only carries the form to eSewa and the signed answer back.

export interface EsewaConfig {
  formUrl: string;
  statusUrl: string;
  productCode: string;
  secretKey: string;
  timeoutMs: number;
}

export const ESEWA_REQUEST_SIGNED_FIELDS = 'total_amount,transaction_uuid,product_code';

/**
 * A return is only proof when its signature covers what the crediting decision reads. Without
 * this, the request's own signature (which the browser sees) would "verify" a return that names
 * only total_amount,transaction_uuid,product_code and claims any status it likes.
 */
const RETURN_MUST_SIGN = ['status', 'total_amount', 'transaction_uuid', 'product_code', 'signed_field_names'];

/** base64 HMAC-SHA256 over "name=value" pairs, comma-joined, in the order named; values as sent. */
export function signEsewa(
  fields: Readonly<Record<string, string>>,
  signedFieldNames: string,
  secret: string,
): string {
  const message = signedFieldNames
    .split(',')
    .map((name) => {
      const value = fields[name];
      if (typeof value !== 'string') throw new Error(`eSewa signature names "${name}", which is not given`);
      return `${name}=${value}`;
    })
    .join(',');
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(message, 'utf8').digest('base64');
}

/** The amount as it is sent and signed: "15" for whole rupees, "15.5" as priced otherwise. */
function formatEsewaAmount(amount: number | string): string {
  const text = typeof amount === 'number' ? String(amount) : amount;
  if (!/^\d+(\.\d{1,2})?$/.test(text) || toPaisa(text) <= 0) {
    throw new RangeError(`not a payable eSewa amount: ${amount}`);
  }
  return text;
}

export interface EsewaForm {
  /** Where the browser posts the fields (a plain HTML form post). */
  formUrl: string;
  fields: Record<string, string>;
}

/** The hidden fields of the payment form for an amount the server priced. */
export function buildEsewaForm(
  order: { amount: number | string; transactionUuid: string; successUrl: string; failureUrl: string },
  config: Pick<EsewaConfig, 'formUrl' | 'productCode' | 'secretKey'>,
): EsewaForm {
  if (!/^[A-Za-z0-9-]+$/.test(order.transactionUuid)) {
    throw new RangeError('an eSewa transaction_uuid has only letters, digits and hyphens');
  }
  // No tax or charges: total_amount is the amount, the same string that is signed.
  const amount = formatEsewaAmount(order.amount);
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
    signed_field_names: ESEWA_REQUEST_SIGNED_FIELDS,
  };
  fields.signature = signEsewa(fields, ESEWA_REQUEST_SIGNED_FIELDS, config.secretKey);
  return { formUrl: config.formUrl, fields };
}

/** The success redirect's data, every value as the exact text received. */
export interface EsewaReturn {
  transaction_code: string;
  status: string;
  total_amount: string;
  transaction_uuid: string;
  product_code: string;
  signed_field_names: string;
  signature: string;
  [field: string]: string;
}

export type EsewaReturnProblem = 'not_base64' | 'not_json' | 'missing_field';

export class EsewaReturnError extends Error {
  constructor(
    readonly problem: EsewaReturnProblem,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'EsewaReturnError';
  }
}

const RETURN_REQUIRED = [
  'status',
  'total_amount',
  'transaction_uuid',
  'product_code',
  'signed_field_names',
  'signature',
];

type SourceReviver = (key: string, value: unknown, context?: { source?: string }) => unknown;

/** The success redirect's `data` parameter: base64 JSON with the fields eSewa signed. */
export function decodeEsewaReturn(data: string): EsewaReturn {
  // An unencoded "+" in a query string arrives as a space.
  const base64 = data.trim().replace(/ /g, '+');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(base64) || base64.replace(/=+$/, '').length % 4 === 1) {
    throw new EsewaReturnError('not_base64', 'The payment data is not base64.');
  }
  // Numbers keep their exact text: 1000.0 must be verified as "1000.0", not "1000".
  const keepNumberText: SourceReviver = (_key, value, context) =>
    typeof value === 'number' ? (context?.source ?? String(value)) : value;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(base64, 'base64').toString('utf8'), keepNumberText as never);
  } catch {
    throw new EsewaReturnError('not_json', 'The payment data is not JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new EsewaReturnError('not_json', 'The payment data is not a JSON object.');
  }
  const received: Record<string, string> = { transaction_code: '' };
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value === 'string' || typeof value === 'boolean') received[key] = String(value);
  }
  for (const field of RETURN_REQUIRED) {
    if (!received[field])
      throw new EsewaReturnError('missing_field', `The payment data has no ${field}.`, field);
  }
  return received as EsewaReturn;
}

/** Checks the return's signature over its own signed_field_names (which names itself). */
export function verifyEsewaReturn(decoded: Readonly<Record<string, string>>, secret: string): boolean {
  const namesText = decoded.signed_field_names;
  if (typeof namesText !== 'string' || typeof decoded.signature !== 'string') return false;
  const names = namesText.split(',');
  if (!RETURN_MUST_SIGN.every((name) => names.includes(name))) return false;
  if (!names.every((name) => typeof decoded[name] === 'string')) return false;
  const expected = Buffer.from(signEsewa(decoded, namesText, secret));
  const given = Buffer.from(decoded.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

type EsewaStatus =
  | 'COMPLETE'
  | 'PENDING'
  | 'AMBIGUOUS'
  | 'NOT_FOUND'
  | 'CANCELED'
  | 'FULL_REFUND'
  | 'PARTIAL_REFUND';

const STATUSES: readonly string[] = [
  'COMPLETE',
  'PENDING',
  'AMBIGUOUS',
  'NOT_FOUND',
  'CANCELED',
  'FULL_REFUND',
  'PARTIAL_REFUND',
] satisfies EsewaStatus[];

export interface EsewaStatusAnswer {
  status: EsewaStatus;
  /** eSewa's reference of the payment, when it has one. */
  refId: string | null;
  /** The amount eSewa reports, as text; compare with sameAmount / toPaisa. */
  totalAmount: string;
  raw: Record<string, unknown>;
}

/** The status check: the server's own confirmation of a payment. */
export async function checkEsewaStatus(
  query: { productCode?: string; totalAmount: number | string; transactionUuid: string },
  config: Pick<EsewaConfig, 'statusUrl' | 'productCode' | 'timeoutMs'>,
): Promise<EsewaStatusAnswer> {
  const url = new URL(config.statusUrl);
  url.searchParams.set('product_code', query.productCode ?? config.productCode);
  url.searchParams.set('total_amount', String(query.totalAmount));
  url.searchParams.set('transaction_uuid', query.transactionUuid);
  const { status: httpStatus, body } = await requestJson('esewa', url.toString(), {
    method: 'GET',
    headers: { accept: 'application/json' },
    timeoutMs: config.timeoutMs,
  });
  const unreadable = (why: string) =>
    new ProviderUnavailableError('esewa', `eSewa status check (HTTP ${httpStatus}): ${why}`);
  if ('error_message' in body) throw unreadable(String(body.error_message));
  const status = String(body.status ?? '');
  if (!STATUSES.includes(status)) throw unreadable(`unexpected status "${status}"`);
  if (typeof body.transaction_uuid === 'string' && body.transaction_uuid !== query.transactionUuid) {
    throw unreadable(`answered about another transaction (${body.transaction_uuid})`);
  }
  const totalAmount =
    body.total_amount === undefined || body.total_amount === null ? '' : String(body.total_amount);
  // A "paid" answer without a readable amount must not reach the crediting decision.
  if (totalAmount && Number.isNaN(toPaisa(totalAmount)))
    throw unreadable(`unreadable total_amount "${totalAmount}"`);
  if (status === 'COMPLETE' && !totalAmount) throw unreadable('COMPLETE without total_amount');
  return {
    status: status as EsewaStatus,
    refId:
      body.ref_id === undefined || body.ref_id === null || body.ref_id === '' ? null : String(body.ref_id),
    totalAmount,
    raw: body,
  };
}
