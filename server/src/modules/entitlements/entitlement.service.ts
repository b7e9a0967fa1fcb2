import type { EntityManager } from '../../db/orm.js';
import { AppError } from '../../errors.js';
import type { User } from '../accounts/user.entity.js';
import { hasActiveSubscription } from '../accounts/user.status.js';
import {
  DocumentStatus,
  EntitlementKind,
  GeneratedDocument,
} from '../documents/generated-document.entity.js';
import { FREE_DOCUMENTS, PLANS } from './plans.js';
import { WorkPermission } from './work-permission.entity.js';

export type Entitlement =
  | { kind: EntitlementKind.FREE }
  | { kind: EntitlementKind.PLAN }
  | { kind: EntitlementKind.PERMISSION; permission: WorkPermission };

/** Documents generated under the user's current plan month (failed ones don't count). */
export function planDocumentsUsed(em: EntityManager, user: User): Promise<number> {
  if (!user.subscriptionStartsAt) return Promise.resolve(0);
  return em.count(GeneratedDocument, {
    user,
    entitlement: EntitlementKind.PLAN,
    status: { $ne: DocumentStatus.FAILED },
    createdAt: { $gte: user.subscriptionStartsAt },
  });
}

export function unusedPermission(em: EntityManager, user: User, workKey: string) {
  return em.findOne(
    WorkPermission,
    { user, workKey, usedAt: null, revokedAt: null },
    { orderBy: { grantedAt: 'asc' } },
  );
}

/**
 * Decides what pays for one more document of `workKey`, in the order the product promises: the
 * free allowance, then a plan within its monthly allowance, then a purchased permission for this
 * work. Call it with the user's row locked (see generation), so concurrent requests queue here.
 */
export async function decideEntitlement(
  em: EntityManager,
  user: User,
  work: { key: string; price: number },
  now = new Date(),
): Promise<Entitlement> {
  if (user.documentCount < FREE_DOCUMENTS) return { kind: EntitlementKind.FREE };
  if (hasActiveSubscription(user, now) && user.subscriptionPlan) {
    const used = await planDocumentsUsed(em, user);
    if (used < PLANS[user.subscriptionPlan].documents) return { kind: EntitlementKind.PLAN };
  }
  const permission = await unusedPermission(em, user, work.key);
  if (permission) return { kind: EntitlementKind.PERMISSION, permission };
  throw new AppError(
    'PAYMENT_REQUIRED',
    `You have generated ${user.documentCount} documents. Please pay ${work.price} rupees for each additional document.`,
    { workKey: work.key, price: work.price, documentCount: user.documentCount },
  );
}

/** Marks the entitlement as spent (the free allowance and plans are counted, not marked). */
export function consumeEntitlement(entitlement: Entitlement, now = new Date()) {
  if (entitlement.kind === EntitlementKind.PERMISSION) entitlement.permission.usedAt = now;
}

/** Paid single documents not yet used (the profile's documentTokens). */
export function countUnusedPermissions(em: EntityManager, user: User): Promise<number> {
  return em.count(WorkPermission, { user, usedAt: null, revokedAt: null });
}
