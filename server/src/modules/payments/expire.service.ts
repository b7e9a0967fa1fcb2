import type { EntityManager } from '../../db/orm.js';
import { logger } from '../../logger.js';
import { OrderStatus, PaymentOrder } from './payment.entities.js';

/** An order nobody paid within a day was abandoned: providers end their sessions within hours. */
const ABANDONED_AFTER_MS = 24 * 3_600_000;
/** eSewa AMBIGUOUS / Khalti Pending may still turn into money; they are asked about for a week. */
const UNDECIDED_AFTER_MS = 7 * 86_400_000;

/**
 * Marks never-confirmed orders EXPIRED: PENDING ones after a day, undecided (AMBIGUOUS) ones after
 * a week. The settler asked the provider about each every few minutes all that time; now it stops,
 * so abandoned orders no longer crowd out fresh ones. Credited orders are never touched.
 */
export async function expireAbandonedOrders(em: EntityManager, now = new Date()): Promise<number> {
  const abandoned = await em.nativeUpdate(
    PaymentOrder,
    {
      creditedAt: null,
      $or: [
        { status: OrderStatus.PENDING, createdAt: { $lt: new Date(now.getTime() - ABANDONED_AFTER_MS) } },
        { status: OrderStatus.AMBIGUOUS, createdAt: { $lt: new Date(now.getTime() - UNDECIDED_AFTER_MS) } },
      ],
    },
    { status: OrderStatus.EXPIRED },
  );
  if (abandoned > 0) logger.info({ expired: abandoned }, `payments: ${abandoned} abandoned orders expired`);
  return abandoned;
}
