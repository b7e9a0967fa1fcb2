import type { RequestContext } from '../../context.js';
import { PaymentProvider } from './payment.entities.js';
import { paymentProvidersFor } from './work-entitlement.service.js';

// eSewa always has a merchant key (its test merchant's by default).
const contextWithKhaltiKey = (key: string) =>
  ({
    services: { config: { ESEWA_SECRET_KEY: 'merchant-key', KHALTI_SECRET_KEY: key } },
  }) as unknown as RequestContext;

describe('the ways to pay for one document', () => {
  it('offers eSewa always and Khalti where it is configured and the price reaches its minimum', () => {
    expect(paymentProvidersFor(contextWithKhaltiKey('key'), 15)).toEqual([
      PaymentProvider.ESEWA,
      PaymentProvider.KHALTI,
    ]);
    expect(paymentProvidersFor(contextWithKhaltiKey(''), 15)).toEqual([PaymentProvider.ESEWA]);
    expect(paymentProvidersFor(contextWithKhaltiKey('key'), 5)).toEqual([PaymentProvider.ESEWA]);
  });
});
