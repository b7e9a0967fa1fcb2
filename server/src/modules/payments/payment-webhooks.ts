import type { EntityManager } from '../../db/orm.js';
import { announceWebhookEvent } from '../webhooks/webhook-dispatch.js';
import { WebhookEventType } from '../webhooks/webhook-event-type.js';
import { PaymentOrder } from './payment.entities.js';

/** payment.completed to the payer's webhook endpoints, once the order is credited. */
export async function announcePaymentCompleted(em: EntityManager, orderId: string): Promise<void> {
  const order = await em.fork().findOne(PaymentOrder, orderId);
  if (!order) return;
  await announceWebhookEvent(em, {
    userId: order.user.id,
    type: WebhookEventType.PAYMENT_COMPLETED,
    data: {
      payment: {
        orderId: order.id,
        provider: order.provider,
        amount: order.amount,
        workKey: order.workKey ?? null,
        plan: order.plan ?? null,
      },
    },
  });
}
