import type { RequestContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { type MessageCode, englishText } from '../../shared/messages.js';
import { requireUser } from '../accounts/current-user.js';
import { recordPaymentEvent } from './payment-log.js';
import { PaymentOrder, PaymentProvider } from './payment.entities.js';
import { askProvider } from './provider-verdicts.js';
import { EsewaReturnError, decodeEsewaReturn, verifyEsewaReturn } from './providers/esewa.js';
import { ProviderUnavailableError, toPaisa } from './providers/provider-errors.js';
import { type Outcome, applyVerdict } from './verdicts.js';

export const paymentMessages = {
  invalidSignature: 'payment.invalidSignature',
  noPaymentData: 'payment.noData',
  khaltiNotSuccessful: 'payment.khaltiNotSuccessful',
  notCompleted: 'payment.notCompleted',
  pending: 'payment.pending',
  alreadyCredited: 'payment.alreadyCredited',
  amountMismatch: 'payment.amountMismatch',
  otherAccount: 'payment.otherAccount',
  unavailable: 'payment.unavailable',
} as const satisfies Record<string, MessageCode>;

export interface PaymentResult {
  outcome: Outcome;
  /** The English text of messageCode. */
  message: string;
  messageCode: MessageCode;
  order: PaymentOrder;
}

const outcomeMessage = (outcome: Outcome, provider: PaymentProvider): MessageCode =>
  ({
    CREDITED: 'payment.credited' as const,
    ALREADY_CREDITED: paymentMessages.alreadyCredited,
    PENDING: paymentMessages.pending,
    FAILED:
      provider === PaymentProvider.KHALTI
        ? paymentMessages.khaltiNotSuccessful
        : paymentMessages.notCompleted,
    REFUNDED: 'payment.refunded' as const,
    AMOUNT_MISMATCH: paymentMessages.amountMismatch,
  })[outcome];

const outcomeResult = (outcome: Outcome, messageCode: MessageCode, order: PaymentOrder): PaymentResult => ({
  outcome,
  message: englishText({ code: messageCode }),
  messageCode,
  order,
});

async function ownOrder(
  ctx: RequestContext,
  order: PaymentOrder | null,
  provider: PaymentProvider,
  details: object,
) {
  const user = requireUser(ctx);
  if (!order) {
    await recordPaymentEvent(ctx.em, {
      userId: user.id,
      provider,
      stage: 'return',
      decision: 'rejected',
      reason: 'no such order',
      details: { ...details },
    });
    throw new AppError('NOT_FOUND', paymentMessages.noPaymentData);
  }
  if (order.user.id !== user.id) {
    await recordPaymentEvent(ctx.em, {
      orderId: order.id,
      userId: user.id,
      provider,
      stage: 'return',
      decision: 'rejected',
      reason: 'order of another user',
    });
    throw new AppError('FORBIDDEN', paymentMessages.otherAccount);
  }
  return order;
}

async function verifyWithProvider(ctx: RequestContext, order: PaymentOrder): Promise<PaymentResult> {
  let outcome: Outcome;
  try {
    outcome = await applyVerdict(ctx.em, order, await askProvider(ctx.services.config, order), 'return');
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    // The provider can't be asked now: leave the order for the settler, which will.
    await recordPaymentEvent(ctx.em, {
      orderId: order.id,
      userId: order.user.id,
      provider: order.provider,
      stage: 'return',
      decision: 'pending',
      reason: error.message,
    });
    outcome = 'PENDING';
  }
  ctx.em.clear();
  const fresh = await ctx.em.findOneOrFail(PaymentOrder, order.id, { populate: ['user'] });
  return outcomeResult(outcome, outcomeMessage(outcome, order.provider), fresh);
}

/**
 * eSewa's success redirect: the `data` parameter must carry a valid signature and match our
 * order (uuid, amount, product code); then the status check decides.
 */
export async function confirmEsewaPayment(ctx: RequestContext, data: string): Promise<PaymentResult> {
  const user = requireUser(ctx);
  const reject = async (reason: string, orderId?: string) =>
    recordPaymentEvent(ctx.em, {
      orderId,
      userId: user.id,
      provider: PaymentProvider.ESEWA,
      stage: 'return',
      decision: 'rejected',
      reason,
    });
  let answer: ReturnType<typeof decodeEsewaReturn>;
  try {
    answer = decodeEsewaReturn(data);
  } catch (error) {
    if (!(error instanceof EsewaReturnError)) throw error;
    await reject(error.message);
    throw new AppError('BAD_USER_INPUT', paymentMessages.noPaymentData, { field: 'data' });
  }
  if (!verifyEsewaReturn(answer, ctx.services.config.ESEWA_SECRET_KEY)) {
    await reject(
      'bad signature on the return data',
      /^[0-9a-f-]{36}$/.test(answer.transaction_uuid) ? answer.transaction_uuid : undefined,
    );
    throw new AppError('BAD_USER_INPUT', paymentMessages.invalidSignature, { field: 'data' });
  }
  const order = /^[0-9a-f-]{36}$/i.test(answer.transaction_uuid)
    ? await ctx.em.findOne(
        PaymentOrder,
        { id: answer.transaction_uuid, provider: PaymentProvider.ESEWA },
        { populate: ['user'] },
      )
    : null;
  const owned = await ownOrder(ctx, order, PaymentProvider.ESEWA, {
    transactionUuid: answer.transaction_uuid,
  });
  if (
    answer.product_code !== ctx.services.config.ESEWA_PRODUCT_CODE ||
    toPaisa(answer.total_amount) !== toPaisa(owned.amount)
  ) {
    await reject(
      `return data does not match the order (${answer.product_code}, ${answer.total_amount})`,
      owned.id,
    );
    throw new AppError('BAD_USER_INPUT', paymentMessages.amountMismatch, { field: 'data' });
  }
  if (owned.creditedAt) {
    await recordPaymentEvent(ctx.em, {
      orderId: owned.id,
      userId: user.id,
      provider: PaymentProvider.ESEWA,
      stage: 'return',
      decision: 'duplicate',
      reason: 'return data replayed',
    });
    return outcomeResult('ALREADY_CREDITED', paymentMessages.alreadyCredited, owned);
  }
  return verifyWithProvider(ctx, owned);
}

/** Khalti's return: only the lookup of the pidx (which must be one of this user's orders) counts. */
export async function confirmKhaltiPayment(ctx: RequestContext, pidx: string): Promise<PaymentResult> {
  const order = pidx
    ? await ctx.em.findOne(PaymentOrder, { pidx, provider: PaymentProvider.KHALTI }, { populate: ['user'] })
    : null;
  const owned = await ownOrder(ctx, order, PaymentProvider.KHALTI, { pidx });
  if (owned.creditedAt) {
    await recordPaymentEvent(ctx.em, {
      orderId: owned.id,
      userId: owned.user.id,
      provider: PaymentProvider.KHALTI,
      stage: 'return',
      decision: 'duplicate',
      reason: 'return replayed',
    });
    return outcomeResult('ALREADY_CREDITED', paymentMessages.alreadyCredited, owned);
  }
  return verifyWithProvider(ctx, owned);
}
