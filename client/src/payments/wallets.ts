import type { PaymentProvider } from '../gql/graphql';

/** A wallet as the payment screens show it. The server's registry decides which ones exist. */
export interface Wallet {
  provider: PaymentProvider;
  /** The wallet's name as people write it (a name: the same in English and Nepali). */
  name: string;
  /** ?provider= on /payment, as the payment panel's button links there. */
  slug: string;
  /**
   * The button colour, dark enough for white text at WCAG AA (4.5:1) in both colour schemes.
   */
  color: string;
  /** The query parameter the wallet's return carries its proof in; confirmPayment is asked with it. */
  returnParam: string;
}

/**
 * The wallets, in the order they are offered. Starting one is the same startPayment mutation for
 * every wallet (its answer says whether to post a form or to open a page), and confirming its
 * return is the same confirmPayment mutation, with the value of its returnParam.
 */
export const wallets: readonly Wallet[] = [
  // eSewa's green #1e7b34 gives 5.3:1 (Mantine's green.6 gave 2.4:1).
  { provider: 'ESEWA', name: 'eSewa', slug: 'esewa', color: '#1e7b34', returnParam: 'data' },
  // Khalti's purple #5c2d91 gives 9.4:1.
  { provider: 'KHALTI', name: 'Khalti', slug: 'khalti', color: '#5c2d91', returnParam: 'pidx' },
];

/** Wallets listed as coming, without an action, as in the product. */
export const comingWallets: readonly string[] = ['IME Pay'];

export const walletBySlug = (slug: string | null) => wallets.find((wallet) => wallet.slug === slug) ?? null;

/** The wallet whose proof a return URL carries, with the proof. */
export function walletReturnIn(params: URLSearchParams): { wallet: Wallet; proof: string } | null {
  for (const wallet of wallets) {
    const proof = params.get(wallet.returnParam);
    if (proof) return { wallet, proof };
  }
  return null;
}

/** A fresh id for one tap on a wallet button. getRandomValues works on plain http too. */
export function newAttemptId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
