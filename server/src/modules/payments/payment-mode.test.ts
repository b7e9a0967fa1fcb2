import {
  ESEWA_TEST_FORM_URL,
  ESEWA_TEST_PRODUCT_CODE,
  ESEWA_TEST_SECRET_KEY,
  ESEWA_TEST_STATUS_URL,
  KHALTI_SANDBOX_API_URL,
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
