import { esewaSettingsSchema, type EsewaSettings } from './esewa/esewa-settings.js';
import { esewaWallet } from './esewa/esewa-wallet.js';
import { khaltiSettingsSchema, type KhaltiSettings } from './khalti/khalti-settings.js';
import { khaltiWallet } from './khalti/khalti-wallet.js';
import type { WalletProvider } from './wallet-provider.js';

// The one list of wallets. Everything else (the PaymentProvider enum, the settings, the start,
// the return, the settlement, the payment settings the screens read) is made from it. The order
// here is the order the wallets are offered in.

const registered = [esewaWallet, khaltiWallet] as const satisfies readonly WalletProvider[];

/** PaymentProvider's values: 'ESEWA' | 'KHALTI'. */
export type WalletId = (typeof registered)[number]['id'];

/** A wallet of the registry: its id is a PaymentProvider value. */
export type Wallet = WalletProvider & { readonly id: WalletId };

export const wallets: readonly Wallet[] = registered;

/** Every wallet's settings, for config.ts's schema. */
export const walletSettingsSchema = { ...esewaSettingsSchema, ...khaltiSettingsSchema };
export type WalletSettings = EsewaSettings & KhaltiSettings;

class UnknownWalletError extends Error {
  constructor(readonly provider: unknown) {
    super(`no such wallet: ${String(provider)}`);
    this.name = 'UnknownWalletError';
  }
}

/** The wallet an order or a request names. Any other name is an error, never a default wallet. */
export function walletFor(provider: string): Wallet {
  const wallet = wallets.find((candidate) => candidate.id === provider);
  if (!wallet) throw new UnknownWalletError(provider);
  return wallet;
}

/** The wallet whose return proof a request carries (eSewa's `data`, Khalti's `pidx`), with it. */
export function walletReturnIn(
  params: Readonly<Record<string, string | undefined>>,
): { wallet: Wallet; proof: string } | null {
  for (const wallet of wallets) {
    const proof = params[wallet.returnParam];
    if (proof) return { wallet, proof };
  }
  return null;
}
