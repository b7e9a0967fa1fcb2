import type { EntityManager } from '../../db/orm.js';
import { announceWebhookEvent } from '../webhooks/webhook-dispatch.js';
import { WebhookEventType } from '../webhooks/webhook-event-type.js';
import { PaymentOrder } from './payment.entities.js';

/**
 * payment.completed to the payer's own webhook endpoints, once the order is credited; for an
 * office's plan, office.plan.bought (its first) or office.plan.renewed (it had bought one before)
 * to the office's endpoints as well.
 */
export async function announcePaymentCompleted(em: EntityManager, orderId: string): Promise<void> {
  const fork = em.fork();
  const order = await fork.findOne(PaymentOrder, orderId, { populate: ['office'] });
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
  if (order.office && order.plan) {
    const earlier = await fork.count(PaymentOrder, {
      office: order.office.id,
      plan: { $ne: null },
      creditedAt: { $ne: null },
      id: { $ne: order.id },
    });
    await announceWebhookEvent(em, {
      userId: order.user.id,
      officeId: order.office.id,
      type: earlier > 0 ? WebhookEventType.OFFICE_PLAN_RENEWED : WebhookEventType.OFFICE_PLAN_BOUGHT,
      // Which plan runs until when: the office's own state, not what the owner paid with.
      data: {
        officeId: order.office.id,
        plan: {
          plan: order.plan,
          orderId: order.id,
          startsAt: order.office.planStartsAt ?? null,
          expiresAt: order.office.planExpiresAt ?? null,
        },
      },
    });
  }
}
