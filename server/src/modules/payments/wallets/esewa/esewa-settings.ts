import { z } from 'zod';
import type { Config } from '../../../../config.js';
import { isTestHost } from '../sandbox-hosts.js';
import type { EsewaConfig } from './esewa-protocol.js';

// eSewa's settings. Nothing configured means eSewa's public EPAYTEST merchant on its UAT hosts:
// right on a fresh machine, refused in production unless PAYMENTS_SANDBOX=true (payment-mode.ts).

export const ESEWA_TEST_PRODUCT_CODE = 'EPAYTEST';
export const ESEWA_TEST_SECRET_KEY = '8gBm/:&EnhH.1/q';
export const ESEWA_TEST_FORM_URL = 'https://rc-epay.esewa.com.np/api/epay/main/v2/form';
export const ESEWA_TEST_STATUS_URL = 'https://rc.esewa.com.np/api/epay/transaction/status/';
const ESEWA_TEST_HOSTS = ['rc-epay.esewa.com.np', 'rc.esewa.com.np', 'uat.esewa.com.np'];

export const esewaSettingsSchema = {
  /** eSewa ePay v2 payment form (the browser posts to it); the default is eSewa's test host. */
  ESEWA_FORM_URL: z.url().default(ESEWA_TEST_FORM_URL),
  /** eSewa status check, asked by the server before anything is credited. */
  ESEWA_STATUS_URL: z.url().default(ESEWA_TEST_STATUS_URL),
  /** Merchant product code and HMAC key; the defaults are eSewa's public EPAYTEST merchant. */
  ESEWA_PRODUCT_CODE: z.string().min(1).default(ESEWA_TEST_PRODUCT_CODE),
  ESEWA_SECRET_KEY: z.string().min(1).default(ESEWA_TEST_SECRET_KEY),
};

export type EsewaSettings = {
  [K in keyof typeof esewaSettingsSchema]: z.infer<(typeof esewaSettingsSchema)[K]>;
};

export const esewaConfig = (config: Config): EsewaConfig => ({
  formUrl: config.ESEWA_FORM_URL,
  statusUrl: config.ESEWA_STATUS_URL,
  productCode: config.ESEWA_PRODUCT_CODE,
  secretKey: config.ESEWA_SECRET_KEY,
  timeoutMs: config.PAYMENT_HTTP_TIMEOUT_MS,
});

/** eSewa's test merchant, however it is typed ("epaytest", " EPAYTEST "). */
const isEsewaTestMerchant = (code: string) => code.trim().toUpperCase() === ESEWA_TEST_PRODUCT_CODE;

export function esewaTestSettings(settings: EsewaSettings): string[] {
  const found: string[] = [];
  if (isEsewaTestMerchant(settings.ESEWA_PRODUCT_CODE))
    found.push('ESEWA_PRODUCT_CODE (EPAYTEST is eSewa’s test merchant)');
  if (settings.ESEWA_SECRET_KEY.trim() === ESEWA_TEST_SECRET_KEY)
    found.push('ESEWA_SECRET_KEY (the test merchant’s public key)');
  if (isTestHost(settings.ESEWA_FORM_URL, ESEWA_TEST_HOSTS))
    found.push('ESEWA_FORM_URL (production: https://epay.esewa.com.np/api/epay/main/v2/form)');
  if (isTestHost(settings.ESEWA_STATUS_URL, ESEWA_TEST_HOSTS))
    found.push('ESEWA_STATUS_URL (production: https://epay.esewa.com.np/api/epay/transaction/status/)');
  return found;
}

export const esewaSummary = (settings: EsewaSettings) =>
  `eSewa ${settings.ESEWA_PRODUCT_CODE} at ${new URL(settings.ESEWA_FORM_URL).host}`;
