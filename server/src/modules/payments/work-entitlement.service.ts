import type { RequestContext } from '../../context.js';
import type { EntitlementSubject } from '../entitlements/entitlement-subject.js';
import { assessEntitlement } from '../entitlements/entitlement.service.js';
import { planDocumentsUsed } from '../documents/plan-usage.js';
import { officeAccess } from '../offices/office-policy.js';
import { FREE_DOCUMENTS, PLANS } from '../entitlements/plans.js';
import type { PaymentProvider } from './payment.entities.js';
import { wallets } from './wallets/registry.js';
import type { WorkEntitlementType } from './work-entitlement.types.js';

/** The wallets that can take a payment of `price` rupees here: configured, and at their minimum. */
export function paymentProvidersFor(ctx: RequestContext, price: number): PaymentProvider[] {
  return wallets
    .filter((wallet) => wallet.configured(ctx.services.config) && price * 100 >= (wallet.minimumPaisa ?? 0))
    .map((wallet) => wallet.id);
}

/**
 * The work's entitlement answer for the signed-in user (null when signed out): the same
 * assessment generateDocument makes, with the price and the ways to pay when it refuses.
 */
export async function workEntitlement(
  ctx: RequestContext,
  work: { key: string; price: number },
  officeId?: string | null,
): Promise<WorkEntitlementType | null> {
  if (!ctx.user) return null;
  const subject: EntitlementSubject = officeId
    ? { kind: 'office', office: (await officeAccess(ctx, officeId, 'documents.generate')).office }
    : { kind: 'user', user: ctx.user };
  const assessment = await assessEntitlement(ctx.em, subject, work.key, planDocumentsUsed);
  // An office pays by its plan (bought by its owners), never by a single document.
  const single = subject.kind === 'user';
  return {
    canGenerate: assessment.allowed,
    paidBy: assessment.allowed ? assessment.entitlement.kind : null,
    reason: assessment.allowed ? null : assessment.reason,
    price: work.price,
    documentCount: assessment.documentCount,
    freeDocumentsLeft: assessment.freeDocumentsLeft,
    planDocumentsLeft: assessment.planDocumentsLeft,
    freeDocuments: FREE_DOCUMENTS,
    planDocuments: assessment.planDocuments,
    paymentProviders: assessment.allowed || !single ? [] : paymentProvidersFor(ctx, work.price),
    plans: assessment.allowed ? [] : Object.values(PLANS),
  };
}
