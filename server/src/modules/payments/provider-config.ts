import type { Config } from '../../config.js';
import type { EsewaConfig } from './providers/esewa.js';
import type { KhaltiConfig } from './providers/khalti.js';

export const esewaConfig = (config: Config): EsewaConfig => ({
  formUrl: config.ESEWA_FORM_URL,
  statusUrl: config.ESEWA_STATUS_URL,
  productCode: config.ESEWA_PRODUCT_CODE,
  secretKey: config.ESEWA_SECRET_KEY,
  timeoutMs: config.PAYMENT_HTTP_TIMEOUT_MS,
});

export const khaltiConfig = (config: Config): KhaltiConfig => ({
  apiUrl: config.KHALTI_API_URL,
  secretKey: config.KHALTI_SECRET_KEY,
  timeoutMs: config.PAYMENT_HTTP_TIMEOUT_MS,
});

/** Where the provider sends the browser back: the spec's return pages. */
export function returnUrls(config: Config, orderId: string, kind: 'document' | 'plan') {
  const success = new URL(kind === 'plan' ? '/successpageforplans' : '/success', config.PUBLIC_URL);
  const failure = new URL('/failure', config.PUBLIC_URL);
  failure.searchParams.set('order', orderId);
  return { successUrl: success.toString(), failureUrl: failure.toString(), websiteUrl: config.PUBLIC_URL };
}
