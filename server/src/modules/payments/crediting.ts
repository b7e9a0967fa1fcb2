import type { EntityManager } from '../../db/orm.js';
import { User } from '../accounts/user.entity.js';
import { planPeriodEnd } from '../entitlements/plans.js';
import { WorkPermission } from '../entitlements/work-permission.entity.js';
import { OrderStatus, PaymentOrder } from './payment.entities.js';

/**
 * Grants what an order bought, once: the conditional update sets creditedAt only if it was unset,
 * so the return page, a retry and the settler may all arrive and exactly one of them credits.
 */
export async function creditOrder(
  em: EntityManager,
  orderId: string,
  providerRef: string | null,
): Promise<'credited' | 'duplicate'> {
  return em.transactional(async (tx) => {
    const won = await tx.nativeUpdate(
      PaymentOrder,
      { id: orderId, creditedAt: null },
      { creditedAt: new Date(), status: OrderStatus.COMPLETED, providerRef },
    );
    if (won !== 1) return 'duplicate';
    const order = await tx.findOneOrFail(PaymentOrder, orderId, {
      populate: ['user', 'office'],
      refresh: true,
    });
    if (order.office && order.plan) {
      // An office's plan: the office's allowance, not the paying owner's.
      const now = new Date();
      Object.assign(order.office, {
        plan: order.plan,
        planStartsAt: now,
        planExpiresAt: planPeriodEnd(now),
        planOrderId: order.id,
      });
    } else if (order.workKey) {
      tx.create(WorkPermission, { user: order.user, workKey: order.workKey, orderId: order.id });
    } else if (order.plan) {
      const user = order.user as User;
      const now = new Date();
      user.subscriptionPlan = order.plan;
      user.subscriptionStartsAt = now;
      user.subscriptionExpiresAt = planPeriodEnd(now);
      user.subscriptionOrderId = order.id;
    }
    await tx.flush();
    return 'credited';
  });
}

/** A refund takes back what the order granted: its document permission, or its plan. */
export async function revokeOrder(em: EntityManager, orderId: string): Promise<void> {
  await em.transactional(async (tx) => {
    const order = await tx.findOneOrFail(PaymentOrder, orderId, { populate: ['user', 'office'] });
    order.status = OrderStatus.REFUNDED;
    if (order.office && order.plan) {
      if (order.office.planOrderId === order.id) order.office.planExpiresAt = new Date();
      await tx.flush();
      return;
    }
    if (order.workKey) {
      await tx.nativeUpdate(
        WorkPermission,
        { orderId: order.id, revokedAt: null },
        { revokedAt: new Date() },
      );
    }
    const user = order.user as User;
    if (order.plan && user.subscriptionOrderId === order.id) {
      user.subscriptionExpiresAt = new Date();
    }
    await tx.flush();
  });
}

export async function markOrder(em: EntityManager, orderId: string, status: OrderStatus) {
  await em.nativeUpdate(PaymentOrder, { id: orderId, creditedAt: null }, { status });
}
