import type { Config } from '../../config.js';
import { PaymentProvider } from './payment.entities.js';
import { takesTestPayments } from './payment-mode.js';
import { type Purchase, priceOf } from './pricing.js';
import { providerConfigured } from './start-checks.js';

/** What the payment page shows before the user leaves for a wallet: the name and the price. */
export function quotePurchase(purchase: Purchase) {
  const { workKey, plan, nameEn, nameNe, amount } = priceOf(purchase);
  return { workKey, plan, nameEn, nameNe, amount };
}

/** Whether payments are test ones, and which wallets this server can start. */
export function paymentSettings(config: Config) {
  return {
    testPayments: takesTestPayments(config),
    providers: Object.values(PaymentProvider).map((provider) => ({
      provider,
      configured: providerConfigured(config, provider),
    })),
  };
}
