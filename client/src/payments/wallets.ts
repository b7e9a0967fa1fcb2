import type { PaymentProvider } from '../gql/graphql';

/**
 * The wallets' button colours, dark enough for white text at WCAG AA (4.5:1) in both colour
 * schemes: eSewa's green #1e7b34 gives 5.3:1 (Mantine's green.6 gave 2.4:1), Khalti's purple
 * #5c2d91 gives 9.4:1.
 */
export const walletColor: Record<PaymentProvider, string> = {
  ESEWA: '#1e7b34',
  KHALTI: '#5c2d91',
};

/** A fresh id for one tap on a wallet button. getRandomValues works on plain http too. */
export function newAttemptId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
