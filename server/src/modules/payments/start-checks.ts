import type { Config } from '../../config.js';
import { AppError, badInput } from '../../errors.js';
import type { MessageCode } from '../../shared/messages.js';
import { type PaymentStartProblem, paymentStartMessages } from '../../shared/payment-messages.js';
import { recordPaymentEvent } from './payment-log.js';
import { PaymentProvider } from './payment.entities.js';
import type { EntityManager } from '../../db/orm.js';
import { assertReachable } from './providers/reachability.js';
import { ProviderUnavailableError } from './providers/provider-errors.js';

const unreachable = {
  [PaymentProvider.ESEWA]: paymentStartMessages.esewaUnreachable,
  [PaymentProvider.KHALTI]: paymentStartMessages.khaltiUnreachable,
};

export const startRefusal = (
  code: 'SERVICE_UNAVAILABLE' | 'CONFLICT' | 'BAD_USER_INPUT',
  message: MessageCode,
  provider: PaymentProvider,
  paymentProblem: PaymentStartProblem,
) => new AppError(code, message, { provider, paymentProblem });

export const unreachableError = (provider: PaymentProvider) =>
  startRefusal('SERVICE_UNAVAILABLE', unreachable[provider], provider, 'UNREACHABLE');

/** Which providers this server can start a payment with (eSewa always has a merchant, test or live). */
export const providerConfigured = (config: Config, provider: PaymentProvider) =>
  provider === PaymentProvider.ESEWA ? Boolean(config.ESEWA_SECRET_KEY) : Boolean(config.KHALTI_SECRET_KEY);

export function requireConfigured(config: Config, provider: PaymentProvider) {
  if (providerConfigured(config, provider)) return;
  const message =
    provider === PaymentProvider.ESEWA
      ? paymentStartMessages.esewaNotConfigured
      : paymentStartMessages.khaltiNotConfigured;
  throw startRefusal('SERVICE_UNAVAILABLE', message, provider, 'NOT_CONFIGURED');
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
  provider: PaymentProvider,
  url: string,
) {
  try {
    await assertReachable(
      provider === PaymentProvider.ESEWA ? 'esewa' : 'khalti',
      url,
      options.config.PAYMENT_REACHABILITY_TIMEOUT_MS,
    );
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    await recordPaymentEvent(options.em, {
      orderId: options.orderId,
      userId: options.userId,
      provider,
      stage: 'start',
      decision: 'failed',
      reason: error.message,
    });
    throw unreachableError(provider);
  }
}
