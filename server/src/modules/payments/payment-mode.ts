// Whether this server takes real payments or the wallets' test ones. Nothing configured means
// test payments (eSewa's public EPAYTEST merchant, Khalti's sandbox), which is right on a fresh
// machine and wrong in production: there the server refuses to start unless that is said aloud
// with PAYMENTS_SANDBOX=true. Pure functions of the settings, so config.ts can call them; each
// wallet says which of its own settings are test ones.

import { type WalletSettings, wallets } from './wallets/registry.js';

export type PaymentSettings = WalletSettings & { NODE_ENV: string; PAYMENTS_SANDBOX: boolean };

/** The settings that still point at a test merchant, key or host, each with what it should be. */
const testPaymentSettings = (settings: PaymentSettings): string[] =>
  wallets.flatMap((wallet) => wallet.testSettings(settings));

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
  const each = wallets.map((wallet) => wallet.summary(settings)).join('; ');
  return takesTestPayments(settings)
    ? `payments: TEST payments only (providers' sandboxes / test merchants): ${each}`
    : `payments: live: ${each}`;
}
