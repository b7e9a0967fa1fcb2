import type { EntityManager } from '../../db/orm.js';
import { EntitlementKind } from '../entitlements/entitlement-kind.js';
import type { EntitlementSubject } from '../entitlements/entitlement-subject.js';
import type { PlanUsage } from '../entitlements/entitlement.service.js';
import { DocumentStatus, GeneratedDocument } from './generated-document.entity.js';

/**
 * Documents generated under the subject's current plan month (failed ones don't count): a
 * person's personal documents, or every document of the office whoever made it.
 */
export const planDocumentsUsed: PlanUsage = (
  em: EntityManager,
  subject: EntitlementSubject,
  planStartsAt: Date,
) => {
  const whose = subject.kind === 'user' ? { user: subject.user, office: null } : { office: subject.office };
  return em.count(GeneratedDocument, {
    ...whose,
    entitlement: EntitlementKind.PLAN,
    status: { $ne: DocumentStatus.FAILED },
    createdAt: { $gte: planStartsAt },
  });
};
