import { type Message, message } from '../../../shared/messages.js';

// What is said of a wallet is the same for every wallet, with its name in it ("Khalti is not
// answering right now…", the spec's "Failed to initiate Khalti payment", provider name as in
// the message): a new wallet brings no messages of its own, in either language.
const walletMessageCodes = {
  notConfigured: 'payment.walletNotConfigured',
  unreachable: 'payment.walletUnreachable',
  /** The wallet confirmed the payment failed or was cancelled. */
  notPaid: 'payment.walletNotPaid',
  /** The wallet answered and refused to open the payment. */
  refused: 'payment.walletStartFailed',
} as const;

export type WalletEvent = keyof typeof walletMessageCodes;

export const walletMessage = (wallet: { readonly name: string }, event: WalletEvent): Message =>
  message(walletMessageCodes[event], { wallet: wallet.name });
