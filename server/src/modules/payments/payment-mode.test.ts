import {
  ESEWA_TEST_FORM_URL,
  ESEWA_TEST_PRODUCT_CODE,
  ESEWA_TEST_SECRET_KEY,
  ESEWA_TEST_STATUS_URL,
} from './wallets/esewa/esewa-settings.js';
import { KHALTI_SANDBOX_API_URL } from './wallets/khalti/khalti-settings.js';
import {
  type PaymentSettings,
  paymentModeSummary,
  productionPaymentProblem,
  takesTestPayments,
} from './payment-mode.js';

const defaults: PaymentSettings = {
  NODE_ENV: 'development',
  PAYMENTS_SANDBOX: false,
  ESEWA_FORM_URL: ESEWA_TEST_FORM_URL,
  ESEWA_STATUS_URL: ESEWA_TEST_STATUS_URL,
  ESEWA_PRODUCT_CODE: ESEWA_TEST_PRODUCT_CODE,
  ESEWA_SECRET_KEY: ESEWA_TEST_SECRET_KEY,
  KHALTI_API_URL: KHALTI_SANDBOX_API_URL,
  KHALTI_SECRET_KEY: '',
};

const live: PaymentSettings = {
  ...defaults,
  NODE_ENV: 'production',
  ESEWA_FORM_URL: 'https://epay.esewa.com.np/api/epay/main/v2/form',
  ESEWA_STATUS_URL: 'https://epay.esewa.com.np/api/epay/transaction/status/',
  ESEWA_PRODUCT_CODE: 'NP-ES-LEKHAPADI',
  ESEWA_SECRET_KEY: 'merchant-secret',
  KHALTI_API_URL: 'https://khalti.com/api/v2/',
  KHALTI_SECRET_KEY: 'live_secret_key_abc',
};

test('nothing configured: test payments, which development allows and production refuses', () => {
  expect(takesTestPayments(defaults)).toBe(true);
  expect(productionPaymentProblem(defaults)).toBeNull();
  expect(paymentModeSummary(defaults)).toMatch(/^payments: TEST payments only/);
  const problem = productionPaymentProblem({ ...defaults, NODE_ENV: 'production' });
  expect(problem).toContain('ESEWA_PRODUCT_CODE');
  expect(problem).toContain('PAYMENTS_SANDBOX=true');
  // Khalti without a key takes no payments at all, so its sandbox host is not a problem.
  expect(problem).not.toContain('KHALTI');
  expect(
    productionPaymentProblem({ ...defaults, NODE_ENV: 'production', PAYMENTS_SANDBOX: true }),
  ).toBeNull();
});

test('live merchants and hosts start in production and are not called test payments', () => {
  expect(productionPaymentProblem(live)).toBeNull();
  expect(takesTestPayments(live)).toBe(false);
  expect(paymentModeSummary(live)).toMatch(/^payments: live/);
});

test('one test setting among live ones is named alone', () => {
  const problem = productionPaymentProblem({ ...live, ESEWA_STATUS_URL: ESEWA_TEST_STATUS_URL });
  expect(problem?.split('\n').filter((line) => line.startsWith('  '))).toEqual([
    '  ESEWA_STATUS_URL (production: https://epay.esewa.com.np/api/epay/transaction/status/)',
  ]);
  expect(productionPaymentProblem({ ...live, KHALTI_API_URL: 'https://a.khalti.com/api/v2/' })).toContain(
    'KHALTI_API_URL',
  );
});

test('test merchants and hosts count as test however they are spelled, and so do bare addresses', () => {
  const spellings: [keyof PaymentSettings, string][] = [
    ['ESEWA_PRODUCT_CODE', 'epaytest'],
    ['ESEWA_PRODUCT_CODE', ' EpayTest '],
    ['ESEWA_SECRET_KEY', ` ${ESEWA_TEST_SECRET_KEY} `],
    ['ESEWA_FORM_URL', 'https://RC-EPAY.esewa.com.np/api/epay/main/v2/form'],
    ['ESEWA_FORM_URL', 'https://rc-epay.esewa.com.np./api/epay/main/v2/form'],
    ['ESEWA_FORM_URL', 'https://rc-epay.esewa.com.np:443/api/epay/main/v2/form'],
    ['ESEWA_STATUS_URL', 'https://uat.esewa.com.np.:8443/api/epay/transaction/status/'],
    ['ESEWA_STATUS_URL', 'https://10.0.0.7/api/epay/transaction/status/'],
    ['ESEWA_STATUS_URL', 'https://[::1]:9443/status/'],
    ['ESEWA_FORM_URL', 'http://localhost:4010/form'],
    ['ESEWA_FORM_URL', 'https://simulator.localhost/form'],
    ['KHALTI_API_URL', 'https://Dev.Khalti.Com./api/v2/'],
    ['KHALTI_API_URL', 'https://127.0.0.1:8080/api/v2/'],
    ['KHALTI_SECRET_KEY', 'TEST_secret_key_abc'],
  ];
  for (const [setting, value] of spellings) {
    const problem = productionPaymentProblem({ ...live, [setting]: value });
    expect({ setting, value, named: problem?.includes(setting) ?? false }).toEqual({
      setting,
      value,
      named: true,
    });
  }
  // The live hosts, in any case or with the root's dot, stay live.
  expect(
    productionPaymentProblem({
      ...live,
      ESEWA_FORM_URL: 'https://EPAY.esewa.com.np./api/epay/main/v2/form',
      KHALTI_API_URL: 'https://Khalti.com/api/v2/',
    }),
  ).toBeNull();
});
