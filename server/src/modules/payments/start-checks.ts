import type { Config } from '../../config.js';
import type { EntityManager } from '../../db/orm.js';
import { AppError, badInput } from '../../errors.js';
import type { Message, MessageCode } from '../../shared/messages.js';
import type { PaymentStartProblem } from '../../shared/payment-messages.js';
import { recordPaymentEvent } from './payment-log.js';
import type { PaymentProvider } from './payment.entities.js';
import { ProviderUnavailableError } from './wallets/provider-errors.js';
import { assertReachable } from './wallets/reachability.js';
import type { Wallet } from './wallets/registry.js';
import { walletMessage } from './wallets/wallet-messages.js';

export const startRefusal = (
  code: 'SERVICE_UNAVAILABLE' | 'CONFLICT' | 'BAD_USER_INPUT',
  message: MessageCode | Message,
  provider: PaymentProvider,
  paymentProblem: PaymentStartProblem,
) => new AppError(code, message, { provider, paymentProblem });

export const unreachableError = (wallet: Wallet) =>
  startRefusal('SERVICE_UNAVAILABLE', walletMessage(wallet, 'unreachable'), wallet.id, 'UNREACHABLE');

export function requireConfigured(config: Config, wallet: Wallet) {
  if (wallet.configured(config)) return;
  throw startRefusal(
    'SERVICE_UNAVAILABLE',
    walletMessage(wallet, 'notConfigured'),
    wallet.id,
    'NOT_CONFIGURED',
  );
}

/** The browser's name for one attempt: letters, digits and hyphens (a UUID), or nothing. */
export function attemptKeyOf(attemptId: string | null | undefined): string | null {
  if (attemptId === null || attemptId === undefined || attemptId === '') return null;
  if (!/^[A-Za-z0-9-]{8,64}$/.test(attemptId)) {
    throw badInput('attemptId', 'payment.attemptIdFormat');
  }
  return attemptId;
}

/**
 * Refuses to send the browser to a page that does not answer, with a message that says so and
 * that nothing was charged. The refusal is recorded like every other look at a payment.
 */
export async function requireReachable(
  options: { em: EntityManager; config: Config; userId: string; orderId?: string },
  wallet: Wallet,
  url: string,
) {
  try {
    await assertReachable(wallet.name, url, options.config.PAYMENT_REACHABILITY_TIMEOUT_MS);
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    await recordPaymentEvent(options.em, {
      orderId: options.orderId,
      userId: options.userId,
      provider: wallet.id,
      stage: 'start',
      decision: 'failed',
      reason: error.message,
    });
    throw unreachableError(wallet);
  }
}
