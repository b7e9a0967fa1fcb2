import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Config } from '../../config.js';
import type { RequestContext } from '../../context.js';
import { paymentStartMessages } from '../../shared/payment-messages.js';
import { badInput } from '../../errors.js';
import { requireUser } from '../accounts/current-user.js';
import type { Office } from '../offices/office.entities.js';
import { officeAccess } from '../offices/office-policy.js';
import { consumeRateLimits, limits } from '../rate-limit/rate-limit.js';
import { markOrder } from './crediting.js';
import { recordPaymentEvent } from './payment-log.js';
import { OrderStatus, PaymentOrder, PaymentProvider } from './payment.entities.js';
import { type Purchase, priceOf } from './pricing.js';
import { buildEsewaForm } from './providers/esewa.js';
import { initiateKhalti } from './providers/khalti.js';
import { ProviderRejectedError, ProviderUnavailableError } from './providers/provider-errors.js';
import { esewaConfig, khaltiConfig, returnUrls } from './provider-config.js';
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
  /** eSewa: where the browser posts `fields`. */
  formUrl?: string;
  fields?: Record<string, string>;
  /** Khalti: where the browser goes. */
  paymentUrl?: string;
  pidx?: string;
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

function esewaStart(config: Config, order: PaymentOrder, repeated: boolean): PaymentStart {
  const urls = returnUrls(config, order.id, order.plan ? 'plan' : 'document');
  const form = buildEsewaForm(
    {
      amount: order.amount,
      transactionUuid: order.id,
      successUrl: urls.successUrl,
      failureUrl: urls.failureUrl,
    },
    esewaConfig(config),
  );
  return { orderId: order.id, provider: order.provider, amount: order.amount, ...form, repeated };
}

/** The same attempt asked again (a double tap, a retried request): its order, never a second one. */
async function repeatStart(
  ctx: RequestContext,
  order: PaymentOrder,
  input: StartPaymentInput,
  price: ReturnType<typeof priceOf>,
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
  if (provider === PaymentProvider.ESEWA) {
    await requireReachable(
      { em: ctx.em, config, userId: order.user.id, orderId: order.id },
      provider,
      config.ESEWA_FORM_URL,
    );
    return esewaStart(config, order, true);
  }
  if (!order.pidx || !order.paymentUrl) {
    throw startRefusal('CONFLICT', paymentStartMessages.alreadyStarting, provider, 'IN_PROGRESS');
  }
  return {
    orderId: order.id,
    provider,
    amount: order.amount,
    paymentUrl: order.paymentUrl,
    pidx: order.pidx,
    repeated: true,
  };
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
  const { em, services } = ctx;
  const { config } = services;
  requireConfigured(config, input.provider);
  if (attemptKey) {
    const earlier = await em.findOne(PaymentOrder, { user: user.id, attemptKey }, { populate: ['user'] });
    if (earlier) return repeatStart(ctx, earlier, input, price);
  }
  await consumeRateLimits(em, [
    [`payment:account:${user.id}`, limits.paymentStartPerAccount],
    [`payment:ip:${ctx.ip}`, limits.paymentStartPerIp],
  ]);
  if (input.provider === PaymentProvider.ESEWA) {
    await requireReachable({ em, config, userId: user.id }, input.provider, config.ESEWA_FORM_URL);
  }

  const order = em.create(PaymentOrder, {
    user,
    office,
    provider: input.provider,
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
    return repeatStart({ ...ctx, em: fork }, winner, input, price);
  }
  const log = (decision: 'started' | 'failed', reason: string, details?: Record<string, unknown>) =>
    recordPaymentEvent(em, {
      orderId: order.id,
      userId: user.id,
      provider: input.provider,
      stage: 'start',
      decision,
      reason,
      details,
    });

  if (input.provider === PaymentProvider.ESEWA) {
    await log('started', `eSewa form signed for Rs ${price.amount} (${price.name})`);
    return esewaStart(config, order, false);
  }

  const urls = returnUrls(config, order.id, price.plan ? 'plan' : 'document');
  let started: Awaited<ReturnType<typeof initiateKhalti>>;
  try {
    started = await initiateKhalti(
      {
        amountPaisa: price.amount * 100,
        purchaseOrderId: order.id,
        purchaseOrderName: price.name,
        returnUrl: urls.successUrl,
        websiteUrl: urls.websiteUrl,
        customerInfo: { name: user.name, email: user.email, phone: user.mobile },
      },
      khaltiConfig(config),
    );
  } catch (error) {
    if (!(error instanceof ProviderRejectedError || error instanceof ProviderUnavailableError)) throw error;
    await markOrder(em, order.id, OrderStatus.FAILED);
    await log('failed', error.message);
    if (error instanceof ProviderUnavailableError) throw unreachableError(input.provider);
    throw startRefusal('SERVICE_UNAVAILABLE', paymentStartMessages.khaltiRefused, input.provider, 'REFUSED');
  }
  order.pidx = started.pidx;
  order.paymentUrl = started.paymentUrl;
  await em.flush();
  await log('started', `Khalti payment initiated for Rs ${price.amount} (${price.name})`, {
    pidx: started.pidx,
  });
  await requireReachable(
    { em, config, userId: user.id, orderId: order.id },
    input.provider,
    started.paymentUrl,
  );
  return {
    orderId: order.id,
    provider: order.provider,
    amount: order.amount,
    paymentUrl: started.paymentUrl,
    pidx: started.pidx,
    repeated: false,
  };
}
