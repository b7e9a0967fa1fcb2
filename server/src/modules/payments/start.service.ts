import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { RequestContext } from '../../context.js';
import { paymentStartMessages } from '../../shared/payment-messages.js';
import { badInput } from '../../errors.js';
import { requireUser } from '../accounts/current-user.js';
import type { Office } from '../offices/office.entities.js';
import { officeAccess } from '../offices/office-policy.js';
import { consumeRateLimits, limits } from '../rate-limit/rate-limit.js';
import { markOrder } from './crediting.js';
import { recordPaymentEvent } from './payment-log.js';
import { OrderStatus, PaymentOrder, type PaymentProvider } from './payment.entities.js';
import { type Purchase, priceOf } from './pricing.js';
import { ProviderRejectedError, ProviderUnavailableError } from './wallets/provider-errors.js';
import { type Wallet, walletFor } from './wallets/registry.js';
import type { WalletStep } from './wallets/wallet-provider.js';
import { walletMessage } from './wallets/wallet-messages.js';
import {
  attemptKeyOf,
  requireConfigured,
  requireReachable,
  startRefusal,
  unreachableError,
} from './start-checks.js';

export interface PaymentStart {
  orderId: string;
  provider: PaymentProvider;
  amount: number;
  /** A form the browser posts (eSewa): where, and its fields. */
  formUrl?: string;
  fields?: Record<string, string>;
  /** A page the browser goes to (Khalti). */
  paymentUrl?: string;
  /** The wallet's own id of the payment (Khalti's pidx). */
  reference?: string | null;
  /** True when this answers a start already made with the same attempt id. */
  repeated: boolean;
}

export type StartPaymentInput = Purchase & {
  provider: PaymentProvider;
  attemptId?: string | null;
  /** Buy the plan for this office: the caller must be allowed billing.manage there. */
  officeId?: string | null;
};

/** The office an order is for, checked: only a plan, only by someone allowed billing.manage. */
async function officeBuying(ctx: RequestContext, input: StartPaymentInput): Promise<Office | null> {
  if (!input.officeId) return null;
  if (!input.plan || input.workKey) throw badInput('officeId', 'payment.officePlanOnly');
  const { office } = await officeAccess(ctx, input.officeId, 'billing.manage');
  return office;
}

const answerWith = (order: PaymentOrder, step: WalletStep, repeated: boolean): PaymentStart => ({
  orderId: order.id,
  provider: order.provider,
  amount: order.amount,
  formUrl: step.formUrl,
  fields: step.fields,
  paymentUrl: step.paymentUrl,
  reference: step.reference,
  repeated,
});

const kindOf = (order: { plan?: unknown }) => (order.plan ? 'plan' : 'document');

/** The same attempt asked again (a double tap, a retried request): its order, never a second one. */
async function repeatStart(
  ctx: RequestContext,
  order: PaymentOrder,
  input: StartPaymentInput,
  price: ReturnType<typeof priceOf>,
  wallet: Wallet,
): Promise<PaymentStart> {
  const { provider } = input;
  const officeId = order.office?.id ?? null;
  if (
    order.provider !== provider ||
    order.workKey !== price.workKey ||
    order.plan !== price.plan ||
    officeId !== (input.officeId ?? null)
  ) {
    throw startRefusal('BAD_USER_INPUT', paymentStartMessages.attemptMismatch, provider, 'REFUSED');
  }
  if (order.status !== OrderStatus.PENDING) {
    throw startRefusal('CONFLICT', paymentStartMessages.attemptEnded, provider, 'REFUSED');
  }
  const { config } = ctx.services;
  const step = wallet.reopen(config, order, kindOf(order));
  if (!step) {
    throw startRefusal('CONFLICT', paymentStartMessages.alreadyStarting, provider, 'IN_PROGRESS');
  }
  const page = wallet.pageBeforeOrder?.(config);
  if (page) {
    await requireReachable({ em: ctx.em, config, userId: order.user.id, orderId: order.id }, wallet, page);
  }
  return answerWith(order, step, true);
}

/**
 * Opens an order at the server's own price (a fresh transaction id per attempt) and says where the
 * browser goes next, but only once the provider is configured and its page answers. With an
 * attempt id, asking again answers with the same order.
 */
export async function startPayment(ctx: RequestContext, input: StartPaymentInput): Promise<PaymentStart> {
  const user = requireUser(ctx);
  const price = priceOf(input);
  const office = await officeBuying(ctx, input);
  const attemptKey = attemptKeyOf(input.attemptId);
  const wallet = walletFor(input.provider);
  const { em, services } = ctx;
  const { config } = services;
  requireConfigured(config, wallet);
  if (attemptKey) {
    const earlier = await em.findOne(PaymentOrder, { user: user.id, attemptKey }, { populate: ['user'] });
    if (earlier) return repeatStart(ctx, earlier, input, price, wallet);
  }
  await consumeRateLimits(em, [
    [`payment:account:${user.id}`, limits.paymentStartPerAccount],
    [`payment:ip:${ctx.ip}`, limits.paymentStartPerIp],
  ]);
  const pageBeforeOrder = wallet.pageBeforeOrder?.(config);
  if (pageBeforeOrder) await requireReachable({ em, config, userId: user.id }, wallet, pageBeforeOrder);

  const order = em.create(PaymentOrder, {
    user,
    office,
    provider: wallet.id,
    workKey: price.workKey,
    plan: price.plan,
    amount: price.amount,
    attemptKey,
  });
  try {
    await em.flush();
  } catch (error) {
    // Two requests of one attempt raced: the one that lost answers with the winner's order.
    if (!(error instanceof UniqueConstraintViolationException) || !attemptKey) throw error;
    const fork = em.fork();
    const winner = await fork.findOneOrFail(
      PaymentOrder,
      { user: user.id, attemptKey },
      { populate: ['user'] },
    );
    return repeatStart({ ...ctx, em: fork }, winner, input, price, wallet);
  }
  const log = (decision: 'started' | 'failed', reason: string, details?: Record<string, unknown>) =>
    recordPaymentEvent(em, {
      orderId: order.id,
      userId: user.id,
      provider: wallet.id,
      stage: 'start',
      decision,
      reason,
      details,
    });

  let step: WalletStep;
  try {
    step = await wallet.open(config, order, {
      kind: kindOf(price),
      name: price.name,
      customer: { name: user.name, email: user.email, phone: user.mobile },
    });
  } catch (error) {
    if (!(error instanceof ProviderRejectedError || error instanceof ProviderUnavailableError)) throw error;
    await markOrder(em, order.id, OrderStatus.FAILED);
    await log('failed', error.message);
    if (error instanceof ProviderUnavailableError) throw unreachableError(wallet);
    throw startRefusal('SERVICE_UNAVAILABLE', walletMessage(wallet, 'refused'), wallet.id, 'REFUSED');
  }
  if (step.reference || step.paymentUrl) {
    order.providerReference = step.reference ?? null;
    order.paymentUrl = step.paymentUrl ?? null;
    await em.flush();
  }
  await log(
    'started',
    `${wallet.name} payment opened for Rs ${price.amount} (${price.name})`,
    step.reference ? { reference: step.reference } : undefined,
  );
  const page = step.paymentUrl ?? step.formUrl;
  if (!pageBeforeOrder && page) {
    await requireReachable({ em, config, userId: user.id, orderId: order.id }, wallet, page);
  }
  return answerWith(order, step, false);
}
