import type { SubscriptionPlan, User } from '../accounts/user.entity.js';
import type { Office } from '../offices/office.entities.js';

/**
 * Whose allowance pays for a document: a person's (their personal documents) or an office's
 * (every document made under it, by any member). The decision in entitlement.service.ts reads
 * both the same way; only what is counted and which row is locked differ.
 */
export type EntitlementSubject = { kind: 'user'; user: User } | { kind: 'office'; office: Office };

/** The counters and the plan of a subject, in the same terms for a person and an office. */
export interface Allowance {
  documentCount: number;
  plan: SubscriptionPlan | null;
  planStartsAt: Date | null;
  planExpiresAt: Date | null;
}

export function allowanceOf(subject: EntitlementSubject): Allowance {
  if (subject.kind === 'user') {
    const { user } = subject;
    return {
      documentCount: user.documentCount,
      plan: user.subscriptionPlan ?? null,
      planStartsAt: user.subscriptionStartsAt ?? null,
      planExpiresAt: user.subscriptionExpiresAt ?? null,
    };
  }
  const { office } = subject;
  return {
    documentCount: office.documentCount,
    plan: office.plan ?? null,
    planStartsAt: office.planStartsAt ?? null,
    planExpiresAt: office.planExpiresAt ?? null,
  };
}

/** A plan counts only for the month it was paid for. */
export function activePlan(allowance: Allowance, now: Date): SubscriptionPlan | null {
  return allowance.plan && allowance.planExpiresAt && allowance.planExpiresAt > now ? allowance.plan : null;
}

/** Counts one more document against the subject (call with its row locked). */
export function countDocument(subject: EntitlementSubject): void {
  if (subject.kind === 'user') subject.user.documentCount += 1;
  else subject.office.documentCount += 1;
}
