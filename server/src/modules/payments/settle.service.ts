import type { Services } from '../../context.js';
import { entityManager } from '../../db/orm.js';
import { expireAbandonedOrders } from './expire.service.js';
import { recordPaymentEvent } from './payment-log.js';
import { paymentModeSummary, takesTestPayments } from './payment-mode.js';
import { OrderStatus, PaymentOrder } from './payment.entities.js';
import { ProviderUnavailableError } from './wallets/provider-errors.js';
import { walletFor } from './wallets/registry.js';
import { applyVerdict } from './verdicts.js';

export const SETTLE_QUEUE = 'settle-payments';
/** Orders younger than this may still be at the provider's page; don't poll them yet. */
const GRACE_MS = 60_000;
/** Providers expire unfinished sessions long before this. */
const GIVE_UP_MS = 7 * 86_400_000;

/**
 * Asks the providers about orders still PENDING or AMBIGUOUS (the user closed the tab, the
 * provider was down, eSewa said AMBIGUOUS), and about recently credited ones, so refunds take
 * back what they granted. Runs on a schedule through the job queue.
 */
export async function settlePayments(services: Services, now = new Date()): Promise<number> {
  const em = entityManager(services.orm);
  const orders = await em.find(
    PaymentOrder,
    {
      createdAt: { $lt: new Date(now.getTime() - GRACE_MS), $gt: new Date(now.getTime() - GIVE_UP_MS) },
      status: { $in: [OrderStatus.PENDING, OrderStatus.AMBIGUOUS, OrderStatus.COMPLETED] },
    },
    { populate: ['user'], limit: 200, orderBy: { createdAt: 'asc' } },
  );
  let settled = 0;
  for (const order of orders) {
    try {
      const verdict = await walletFor(order.provider).lookup(services.config, order);
      // Completed orders are only re-examined for refunds.
      if (order.status === OrderStatus.COMPLETED && verdict.kind !== 'refunded') continue;
      await applyVerdict(em, order, verdict, 'settle');
      settled += 1;
    } catch (error) {
      const reason = error instanceof ProviderUnavailableError ? error.message : String(error);
      await recordPaymentEvent(em, {
        orderId: order.id,
        userId: order.user.id,
        provider: order.provider,
        stage: 'settle',
        decision: 'pending',
        reason,
      });
    }
  }
  return settled;
}

/** The scheduled payment job: settle what the providers can now decide, then expire the abandoned. */
export async function startPaymentSettler(services: Services) {
  // Test payments are said louder: a real customer's money would not move.
  const log = takesTestPayments(services.config) ? services.logger.warn : services.logger.info;
  log.call(services.logger, paymentModeSummary(services.config));
  await services.jobs.work(SETTLE_QUEUE, async () => {
    await settlePayments(services);
    await expireAbandonedOrders(entityManager(services.orm));
  });
  await services.jobs.schedule(SETTLE_QUEUE, '*/5 * * * *');
}
