// Whether this server takes real payments or the providers' test ones. Nothing configured means
// test payments (eSewa's public EPAYTEST merchant, Khalti's sandbox), which is right on a fresh
// machine and wrong in production: there the server refuses to start unless that is said aloud
// with PAYMENTS_SANDBOX=true. Pure functions of the settings, so config.ts can call them.

export const ESEWA_TEST_PRODUCT_CODE = 'EPAYTEST';
export const ESEWA_TEST_SECRET_KEY = '8gBm/:&EnhH.1/q';
export const ESEWA_TEST_FORM_URL = 'https://rc-epay.esewa.com.np/api/epay/main/v2/form';
export const ESEWA_TEST_STATUS_URL = 'https://rc.esewa.com.np/api/epay/transaction/status/';
export const KHALTI_SANDBOX_API_URL = 'https://dev.khalti.com/api/v2/';

/** eSewa's UAT hosts and Khalti's sandbox hosts (a.khalti.com served the sandbox before 2025). */
const TEST_HOSTS = [
  'rc-epay.esewa.com.np',
  'rc.esewa.com.np',
  'uat.esewa.com.np',
  'dev.khalti.com',
  'a.khalti.com',
];

export interface PaymentSettings {
  NODE_ENV: string;
  PAYMENTS_SANDBOX: boolean;
  ESEWA_FORM_URL: string;
  ESEWA_STATUS_URL: string;
  ESEWA_PRODUCT_CODE: string;
  ESEWA_SECRET_KEY: string;
  KHALTI_API_URL: string;
  KHALTI_SECRET_KEY: string;
}

/**
 * The host a URL names, as DNS compares it: lower case (URL does that), without the root's
 * trailing dot, and without brackets around an IPv6 address.
 */
const hostOf = (url: string): string | null => {
  if (!URL.canParse(url.trim())) return null;
  return new URL(url.trim()).hostname.replace(/\.+$/, '').replace(/^\[(.*)\]$/, '$1');
};

const isIpAddress = (host: string) => /^[\d.]+$/.test(host) || host.includes(':');

/**
 * A test host: one of the providers' test hosts, however it is spelled (case, a trailing dot, a
 * port), or an address no provider takes live payments at (an IP address, localhost, a name with
 * no dot): a simulator or a tunnel, not the provider.
 */
const isTestHost = (url: string) => {
  const host = hostOf(url);
  if (host === null) return false;
  return TEST_HOSTS.includes(host) || isIpAddress(host) || !host.includes('.') || host.endsWith('.localhost');
};

/** Khalti's merchant keys say which kind they are: test_secret_key_… or live_secret_key_…. */
const isKhaltiTestKey = (key: string) => key.trim().toLowerCase().startsWith('test_');

/** eSewa's test merchant, however it is typed ("epaytest", " EPAYTEST "). */
const isEsewaTestMerchant = (code: string) => code.trim().toUpperCase() === ESEWA_TEST_PRODUCT_CODE;

/** The settings that still point at a test merchant, key or host, each with what it should be. */
export function testPaymentSettings(settings: PaymentSettings): string[] {
  const found: string[] = [];
  if (isEsewaTestMerchant(settings.ESEWA_PRODUCT_CODE))
    found.push('ESEWA_PRODUCT_CODE (EPAYTEST is eSewa’s test merchant)');
  if (settings.ESEWA_SECRET_KEY.trim() === ESEWA_TEST_SECRET_KEY)
    found.push('ESEWA_SECRET_KEY (the test merchant’s public key)');
  if (isTestHost(settings.ESEWA_FORM_URL))
    found.push('ESEWA_FORM_URL (production: https://epay.esewa.com.np/api/epay/main/v2/form)');
  if (isTestHost(settings.ESEWA_STATUS_URL))
    found.push('ESEWA_STATUS_URL (production: https://epay.esewa.com.np/api/epay/transaction/status/)');
  // Khalti without a key is switched off, not a test: only a configured Khalti can take test money.
  if (settings.KHALTI_SECRET_KEY) {
    if (isKhaltiTestKey(settings.KHALTI_SECRET_KEY))
      found.push('KHALTI_SECRET_KEY (a test_ key; use the live secret key)');
    if (isTestHost(settings.KHALTI_API_URL))
      found.push('KHALTI_API_URL (production: https://khalti.com/api/v2/)');
  }
  return found;
}

/** True when payments go to a sandbox or test merchant: the screens and the log say so. */
export const takesTestPayments = (settings: PaymentSettings) =>
  settings.PAYMENTS_SANDBOX || testPaymentSettings(settings).length > 0;

/**
 * Why a production start must stop, or null. Production takes real money, so test settings there
 * are a mistake unless PAYMENTS_SANDBOX=true says otherwise (a staging server, say).
 */
export function productionPaymentProblem(settings: PaymentSettings): string | null {
  if (settings.NODE_ENV !== 'production' || settings.PAYMENTS_SANDBOX) return null;
  const found = testPaymentSettings(settings);
  if (found.length === 0) return null;
  return [
    'NODE_ENV=production, but payments would go to the providers’ test merchants. Set:',
    ...found.map((setting) => `  ${setting}`),
    'or set PAYMENTS_SANDBOX=true to take test payments on purpose.',
  ].join('\n');
}

/** One line for the start-up log: which payments this server takes. */
export function paymentModeSummary(settings: PaymentSettings): string {
  const khalti = settings.KHALTI_SECRET_KEY
    ? new URL(settings.KHALTI_API_URL).host
    : 'not configured (KHALTI_SECRET_KEY is empty)';
  const esewa = `${settings.ESEWA_PRODUCT_CODE} at ${new URL(settings.ESEWA_FORM_URL).host}`;
  return takesTestPayments(settings)
    ? `payments: TEST payments only (providers' sandboxes / test merchants): eSewa ${esewa}; Khalti ${khalti}`
    : `payments: live: eSewa ${esewa}; Khalti ${khalti}`;
}
