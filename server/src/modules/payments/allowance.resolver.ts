import { Arg, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { SubscriptionPlan } from '../accounts/user.entity.js';
import { officeAccess } from '../offices/office-policy.js';
import { planDocumentsUsed } from '../documents/plan-usage.js';
import type { EntitlementSubject } from '../entitlements/entitlement-subject.js';
import { documentsLeft } from '../entitlements/entitlement.service.js';
import { FREE_DOCUMENTS } from '../entitlements/plans.js';

@ObjectType('Allowance', {
  description:
    'What is left to generate, counted as generateDocument counts it: the free documents and the active plan’s month.',
})
export class AllowanceType {
  @Field(() => Int, { description: 'Documents generated so far.' }) documentCount!: number;
  @Field(() => Int, { description: 'Free documents everyone has.' }) freeDocuments!: number;
  @Field(() => Int, { description: 'Free documents left (of freeDocuments).' }) freeDocumentsLeft!: number;
  @Field(() => SubscriptionPlan, {
    nullable: true,
    description: 'The plan of the current paid month, if any.',
  })
  plan!: SubscriptionPlan | null;
  @Field(() => Int, { nullable: true, description: 'Documents the active plan allows in its month.' })
  planDocuments!: number | null;
  @Field(() => Int, { nullable: true, description: 'Documents left in the active plan’s month.' })
  planDocumentsLeft!: number | null;
}

@Resolver()
export class AllowanceResolver {
  @Query(() => AllowanceType, {
    nullable: true,
    description:
      'What the signed-in user (or an office of theirs) has left to generate. Null when signed out.',
  })
  async allowance(
    @Ctx() ctx: RequestContext,
    @Arg('officeId', () => ID, {
      nullable: true,
      description: 'The office’s allowance instead of the user’s; needs documents.generate there.',
    })
    officeId?: string | null,
  ): Promise<AllowanceType | null> {
    if (!ctx.user) return null;
    const subject: EntitlementSubject = officeId
      ? { kind: 'office', office: (await officeAccess(ctx, officeId, 'documents.generate')).office }
      : { kind: 'user', user: ctx.user };
    return { ...(await documentsLeft(ctx.em, subject, planDocumentsUsed)), freeDocuments: FREE_DOCUMENTS };
  }
}
