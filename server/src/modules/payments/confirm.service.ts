import type { RequestContext } from '../../context.js';
import { AppError } from '../../errors.js';
import {
  type Message,
  type MessageCode,
  type MessageParams,
  englishText,
  message,
} from '../../shared/messages.js';
import { requireUser } from '../accounts/current-user.js';
import { recordPaymentEvent } from './payment-log.js';
import { PaymentOrder } from './payment.entities.js';
import { ProviderUnavailableError } from './wallets/provider-errors.js';
import { type Wallet, walletFor } from './wallets/registry.js';
import { walletMessage } from './wallets/wallet-messages.js';
import { type Outcome, applyVerdict } from './verdicts.js';

const paymentMessages = {
  invalidSignature: 'payment.invalidSignature',
  noPaymentData: 'payment.noData',
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
  /** The values messageCode's text names (a wallet's name). */
  params: MessageParams;
  order: PaymentOrder;
}

const outcomeMessage = (outcome: Outcome, wallet: Wallet): Message =>
  ({
    CREDITED: message('payment.credited'),
    ALREADY_CREDITED: message(paymentMessages.alreadyCredited),
    PENDING: message(paymentMessages.pending),
    FAILED: walletMessage(wallet, 'notPaid'),
    REFUNDED: message('payment.refunded'),
    AMOUNT_MISMATCH: message(paymentMessages.amountMismatch),
  })[outcome];

const outcomeResult = (outcome: Outcome, said: Message, order: PaymentOrder): PaymentResult => ({
  outcome,
  message: englishText(said),
  messageCode: said.code,
  params: said.params ?? {},
  order,
});

async function ownOrder(ctx: RequestContext, order: PaymentOrder | null, provider: string, details: object) {
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

async function verifyWithProvider(
  ctx: RequestContext,
  order: PaymentOrder,
  wallet: Wallet,
): Promise<PaymentResult> {
  let outcome: Outcome;
  try {
    const verdict = await wallet.lookup(ctx.services.config, order);
    outcome = await applyVerdict(ctx.em, order, verdict, 'return');
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
  return outcomeResult(outcome, outcomeMessage(outcome, wallet), fresh);
}

/**
 * A real proof is a few hundred characters (eSewa's signed data) or 22 (Khalti's pidx): a longer one
 * is refused before a wallet decodes it (a megabyte of base64 JSON took 129 ms of the main thread).
 */
const MAX_PROOF_CHARS = 4_096;

/**
 * A wallet's return, for every wallet: the wallet reads its proof (eSewa's signed `data`, Khalti's
 * `pidx`) and says which order it names; the order must be this user's and match; then only the
 * wallet's own answer, asked by the server, decides. A replayed return credits nothing twice.
 */
export async function confirmPayment(
  ctx: RequestContext,
  provider: string,
  proof: string,
): Promise<PaymentResult> {
  const user = requireUser(ctx);
  const wallet = walletFor(provider);
  const { config } = ctx.services;
  const log = (decision: 'rejected' | 'duplicate', reason: string, orderId?: string) =>
    recordPaymentEvent(ctx.em, {
      orderId,
      userId: user.id,
      provider: wallet.id,
      stage: 'return',
      decision,
      reason,
    });
  if (proof.length > MAX_PROOF_CHARS) {
    await log('rejected', `a proof of ${proof.length} characters`);
    throw new AppError('BAD_USER_INPUT', paymentMessages.noPaymentData, { field: wallet.returnParam });
  }
  const claim = wallet.readReturn(config, proof);
  if (claim.kind === 'refused') {
    await log('rejected', claim.reason, claim.orderId);
    throw new AppError('BAD_USER_INPUT', claim.message, { field: wallet.returnParam });
  }
  const order = claim.find
    ? await ctx.em.findOne(PaymentOrder, { ...claim.find, provider: wallet.id }, { populate: ['user'] })
    : null;
  const owned = await ownOrder(ctx, order, wallet.id, claim.details);
  const mismatch = claim.mismatch?.(owned, config) ?? null;
  if (mismatch) {
    await log('rejected', mismatch, owned.id);
    throw new AppError('BAD_USER_INPUT', paymentMessages.amountMismatch, { field: wallet.returnParam });
  }
  if (owned.creditedAt) {
    await log('duplicate', 'return replayed', owned.id);
    return outcomeResult('ALREADY_CREDITED', message(paymentMessages.alreadyCredited), owned);
  }
  return verifyWithProvider(ctx, owned, wallet);
}
