import type { RequestContext } from '../../context.js';
import { User } from '../accounts/user.entity.js';
import { assessEntitlement } from '../entitlements/entitlement.service.js';
import { planDocumentsUsed } from '../documents/plan-usage.js';
import { PLANS } from '../entitlements/plans.js';
import { DocumentStatus } from '../documents/generated-document.entity.js';
import type { Office } from '../offices/office.entities.js';
import { officeAccess } from '../offices/office-policy.js';
import { PaymentOrder } from '../payments/payment.entities.js';
import { findWork } from '../works/index.js';
import { type Month, monthOf } from './month.js';
import type { OfficeUsage } from './office-usage.types.js';

interface CountRow {
  key: string;
  count: number;
}

/** Documents of the office in the month grouped by one column: one grouped statement each. */
function countBy(ctx: RequestContext, column: 'user_id' | 'work_key', office: Office, month: Month) {
  return ctx.em.execute<CountRow[]>(
    `select ${column}::text as key, count(*)::int as count from generated_document
      where office_id = ? and created_at >= ? and created_at < ? and status <> ?
      group by ${column} order by count desc, key`,
    [office.id, month.from, month.to, DocumentStatus.FAILED],
  );
}

/**
 * The office's month for its owners (billing.manage): documents per member and per work, the
 * plan's allowance and what is left of it now (the same assessment generation makes), and the
 * payments opened for the office in the month. Former members keep their line: the documents
 * they made stay the office's.
 */
export async function officeUsage(
  ctx: RequestContext,
  officeId: string,
  monthKey: string,
): Promise<OfficeUsage> {
  const month = monthOf(monthKey);
  const { office } = await officeAccess(ctx, officeId, 'billing.manage');
  const [members, works, orders, assessment] = await Promise.all([
    countBy(ctx, 'user_id', office, month),
    countBy(ctx, 'work_key', office, month),
    ctx.em.find(
      PaymentOrder,
      { office: office.id, createdAt: { $gte: month.from, $lt: month.to } },
      { populate: ['user'], orderBy: { createdAt: 'asc', id: 'asc' } },
    ),
    // The plan pays whatever the work: any key answers the allowance question.
    assessEntitlement(ctx.em, { kind: 'office', office }, '', planDocumentsUsed),
  ]);
  const users = await ctx.em.find(User, { id: { $in: members.map((m) => m.key) } });
  const nameOf = new Map(users.map((u) => [u.id, u.name]));
  const plan = office.plan && office.planExpiresAt && office.planExpiresAt > new Date() ? office.plan : null;
  return {
    month: month.key,
    documents: members.reduce((sum, m) => sum + Number(m.count), 0),
    byMember: members.map((m) => ({
      userId: m.key,
      name: nameOf.get(m.key) ?? '',
      documents: Number(m.count),
    })),
    byWork: works.map((w) => {
      const work = findWork(w.key);
      return {
        workKey: w.key,
        nameNe: work?.nameNe ?? w.key,
        nameEn: work?.nameEn ?? w.key,
        documents: Number(w.count),
      };
    }),
    plan,
    planExpiresAt: plan ? (office.planExpiresAt ?? null) : null,
    planDocuments: plan ? PLANS[plan].documents : null,
    planDocumentsLeft: assessment.planDocumentsLeft,
    freeDocumentsLeft: assessment.freeDocumentsLeft,
    payments: orders.map((order) => ({
      id: order.id,
      plan: order.plan ?? null,
      amount: order.amount,
      provider: order.provider,
      status: order.status,
      paidBy: (order.user as User).name,
      createdAt: order.createdAt,
    })),
  };
}
