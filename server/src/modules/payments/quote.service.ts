import type { Config } from '../../config.js';
import { takesTestPayments } from './payment-mode.js';
import { type Purchase, priceOf } from './pricing.js';
import { wallets } from './wallets/registry.js';

/** What the payment page shows before the user leaves for a wallet: the name and the price. */
export function quotePurchase(purchase: Purchase) {
  const { workKey, plan, nameEn, nameNe, amount } = priceOf(purchase);
  return { workKey, plan, nameEn, nameNe, amount };
}

/** Whether payments are test ones, and which wallets this server can start. */
export function paymentSettings(config: Config) {
  return {
    testPayments: takesTestPayments(config),
    providers: wallets.map((wallet) => ({ provider: wallet.id, configured: wallet.configured(config) })),
  };
}
