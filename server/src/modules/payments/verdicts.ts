import type { EntityManager } from '../../db/orm.js';
import { creditOrder, markOrder, revokeOrder } from './crediting.js';
import { recordPaymentEvent } from './payment-log.js';
import { OrderStatus, type PaymentOrder } from './payment.entities.js';
import { toPaisa } from './wallets/amounts.js';
import { announcePaymentCompleted } from './payment-webhooks.js';

/** What the provider's own records say about an order (status check / lookup). */
export type Verdict =
  | { kind: 'paid'; amountPaisa: number; providerRef: string | null }
  | { kind: 'pending'; reason: string }
  | { kind: 'failed'; reason: string }
  | { kind: 'refunded'; reason: string };

export type Outcome = 'CREDITED' | 'ALREADY_CREDITED' | 'PENDING' | 'FAILED' | 'REFUNDED' | 'AMOUNT_MISMATCH';

/**
 * Acts on the provider's verdict: credits a payment of the full price once, leaves an
 * unfinished one for the settler, fails a cancelled one, takes back a refunded one. Every
 * decision is recorded with its reason.
 */
export async function applyVerdict(
  em: EntityManager,
  order: PaymentOrder,
  verdict: Verdict,
  stage: 'return' | 'settle',
): Promise<Outcome> {
  const log = (decision: Parameters<typeof recordPaymentEvent>[1]['decision'], reason: string) =>
    recordPaymentEvent(em, {
      orderId: order.id,
      userId: order.user.id,
      provider: order.provider,
      stage,
      decision,
      reason,
    });

  switch (verdict.kind) {
    case 'paid': {
      // An unreadable amount (NaN) must not pass as paid: compare so that it fails.
      if (!(verdict.amountPaisa >= toPaisa(order.amount))) {
        await markOrder(em, order.id, OrderStatus.FAILED);
        await log('rejected', `paid ${verdict.amountPaisa / 100} but the price is ${order.amount}`);
        return 'AMOUNT_MISMATCH';
      }
      const result = await creditOrder(em, order.id, verdict.providerRef);
      await log(
        result === 'credited' ? 'credited' : 'duplicate',
        result === 'credited' ? 'provider confirmed the payment' : 'already credited',
      );
      if (result === 'credited') await announcePaymentCompleted(em, order.id);
      return result === 'credited' ? 'CREDITED' : 'ALREADY_CREDITED';
    }
    case 'pending':
      await markOrder(em, order.id, OrderStatus.AMBIGUOUS);
      await log('pending', verdict.reason);
      return 'PENDING';
    case 'failed':
      await markOrder(em, order.id, OrderStatus.FAILED);
      await log('failed', verdict.reason);
      return 'FAILED';
    case 'refunded':
      if (order.creditedAt || order.status === OrderStatus.COMPLETED) await revokeOrder(em, order.id);
      else await markOrder(em, order.id, OrderStatus.REFUNDED);
      await log('refunded', verdict.reason);
      return 'REFUNDED';
  }
}
