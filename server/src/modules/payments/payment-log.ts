import type { EntityManager } from '../../db/orm.js';
import { logger } from '../../logger.js';
import { PaymentEvent } from './payment.entities.js';

export type Decision = 'started' | 'credited' | 'rejected' | 'pending' | 'failed' | 'duplicate' | 'refunded';

/**
 * Records a look at a payment with its outcome and reason. Written on its own (not in the
 * caller's transaction) so refusals are kept even when the request then fails.
 */
export async function recordPaymentEvent(
  em: EntityManager,
  event: {
    orderId?: string | null;
    userId?: string | null;
    provider: string;
    stage: 'start' | 'return' | 'status-check' | 'settle';
    decision: Decision;
    reason: string;
    details?: Record<string, unknown>;
  },
) {
  const fork = em.fork();
  fork.create(PaymentEvent, { ...event, reason: event.reason.slice(0, 500) });
  await fork.flush();
  logger.info({ payment: event }, `payment ${event.decision}: ${event.reason}`);
}
