import type { EntityManager } from '../../db/orm.js';
import { AppError } from '../../errors.js';
import type { User } from '../accounts/user.entity.js';
import { EntitlementKind } from './entitlement-kind.js';
import { type EntitlementSubject, activePlan, allowanceOf } from './entitlement-subject.js';
import { PaymentReason } from './payment-reason.js';
import { FREE_DOCUMENTS, PLANS } from './plans.js';
import { WorkPermission } from './work-permission.entity.js';

export type Entitlement =
  | { kind: EntitlementKind.FREE }
  | { kind: EntitlementKind.PLAN }
  | { kind: EntitlementKind.PERMISSION; permission: WorkPermission };

/**
 * What the user may do about one more document of a work, right now: either what pays for it, or
 * why nothing does. The generation check and the work's `entitlement` answer both come from here,
 * so the screen can never promise what the mutation refuses.
 */
export type EntitlementAssessment = DocumentsLeft &
  ({ allowed: true; entitlement: Entitlement } | { allowed: false; reason: PaymentReason });

/**
 * How many documents the subject made under its plan since `planStartsAt` (failed ones don't
 * count). The documents module keeps the documents and counts them (documents/plan-usage.ts);
 * callers pass its counter in, so entitlements, below documents, never reads their table.
 */
export type PlanUsage = (
  em: EntityManager,
  subject: EntitlementSubject,
  planStartsAt: Date,
) => Promise<number>;

export function unusedPermission(em: EntityManager, user: User, workKey: string) {
  return em.findOne(
    WorkPermission,
    { user, workKey, usedAt: null, revokedAt: null },
    { orderBy: { grantedAt: 'asc' } },
  );
}

/** The subject's documents: generated, and left of the free ones and of the active plan's month. */
export interface DocumentsLeft {
  documentCount: number;
  freeDocumentsLeft: number;
  /** Documents left in the active plan's month; null without an active plan. */
  planDocumentsLeft: number | null;
  /** Documents the active plan allows in its month; null without an active plan. */
  planDocuments: number | null;
}

/** What is left to the subject, counted as the decision below counts it (the dashboard shows it). */
export async function documentsLeft(
  em: EntityManager,
  subject: EntitlementSubject,
  planUsage: PlanUsage,
  now = new Date(),
): Promise<DocumentsLeft & { plan: ReturnType<typeof activePlan> }> {
  const allowance = allowanceOf(subject);
  const documentCount = allowance.documentCount;
  const plan = activePlan(allowance, now);
  return {
    documentCount,
    freeDocumentsLeft: Math.max(0, FREE_DOCUMENTS - documentCount),
    planDocumentsLeft:
      plan && allowance.planStartsAt
        ? Math.max(0, PLANS[plan].documents - (await planUsage(em, subject, allowance.planStartsAt)))
        : null,
    planDocuments: plan ? PLANS[plan].documents : null,
    plan,
  };
}

/**
 * Decides what pays for one more document of `workKey`, in the order the product promises: the
 * free allowance, then a plan within its monthly allowance, then a purchased permission for this
 * work (a permission bought for another work never counts).
 */
export async function assessEntitlement(
  em: EntityManager,
  subject: EntitlementSubject,
  workKey: string,
  planUsage: PlanUsage,
  now = new Date(),
): Promise<EntitlementAssessment> {
  const { plan, ...base } = await documentsLeft(em, subject, planUsage, now);
  const { freeDocumentsLeft, planDocumentsLeft } = base;
  const allowance = allowanceOf(subject);
  if (freeDocumentsLeft > 0) return { ...base, allowed: true, entitlement: { kind: EntitlementKind.FREE } };
  if (planDocumentsLeft) return { ...base, allowed: true, entitlement: { kind: EntitlementKind.PLAN } };
  // Single-document purchases are a person's: an office pays by its plan.
  const permission = subject.kind === 'user' ? await unusedPermission(em, subject.user, workKey) : null;
  if (permission) {
    return { ...base, allowed: true, entitlement: { kind: EntitlementKind.PERMISSION, permission } };
  }
  const reason = plan
    ? PaymentReason.PLAN_DOCUMENTS_USED
    : allowance.plan
      ? PaymentReason.PLAN_EXPIRED
      : PaymentReason.FREE_DOCUMENTS_USED;
  return { ...base, allowed: false, reason };
}

/**
 * The generation's check: what pays for this document, or PAYMENT_REQUIRED with the price and
 * the reason. Call it with the subject's row locked (the user's, or the office's for an office
 * document: see generation), so concurrent requests queue and the last document goes once.
 */
export async function decideEntitlement(
  em: EntityManager,
  subject: EntitlementSubject,
  work: { key: string; price: number },
  planUsage: PlanUsage,
  now = new Date(),
): Promise<Entitlement> {
  const assessment = await assessEntitlement(em, subject, work.key, planUsage, now);
  if (assessment.allowed) return assessment.entitlement;
  const count = assessment.documentCount;
  throw new AppError(
    'PAYMENT_REQUIRED',
    { code: 'entitlement.payFirst', params: { count, price: work.price } },
    { workKey: work.key, price: work.price, documentCount: count, reason: assessment.reason },
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
