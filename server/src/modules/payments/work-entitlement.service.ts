import type { RequestContext } from '../../context.js';
import { assessEntitlement } from '../entitlements/entitlement.service.js';
import { PLANS } from '../entitlements/plans.js';
import { KHALTI_MIN_PAISA } from './providers/khalti.js';
import { PaymentProvider } from './payment.entities.js';
import type { WorkEntitlementType } from './work-entitlement.types.js';

/** The wallets that can take a payment of `price` rupees here (Khalti: configured, Rs 10 and up). */
export function paymentProvidersFor(ctx: RequestContext, price: number): PaymentProvider[] {
  const providers = [PaymentProvider.ESEWA];
  if (ctx.services.config.KHALTI_SECRET_KEY && price * 100 >= KHALTI_MIN_PAISA) {
    providers.push(PaymentProvider.KHALTI);
  }
  return providers;
}

/**
 * The work's entitlement answer for the signed-in user (null when signed out): the same
 * assessment generateDocument makes, with the price and the ways to pay when it refuses.
 */
export async function workEntitlement(
  ctx: RequestContext,
  work: { key: string; price: number },
): Promise<WorkEntitlementType | null> {
  if (!ctx.user) return null;
  const assessment = await assessEntitlement(ctx.em, { kind: 'user', user: ctx.user }, work.key);
  return {
    canGenerate: assessment.allowed,
    paidBy: assessment.allowed ? assessment.entitlement.kind : null,
    reason: assessment.allowed ? null : assessment.reason,
    price: work.price,
    documentCount: assessment.documentCount,
    freeDocumentsLeft: assessment.freeDocumentsLeft,
    planDocumentsLeft: assessment.planDocumentsLeft,
    paymentProviders: assessment.allowed ? [] : paymentProvidersFor(ctx, work.price),
    plans: assessment.allowed ? [] : Object.values(PLANS),
  };
}
