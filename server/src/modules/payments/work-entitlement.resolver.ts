import { Arg, Ctx, FieldResolver, ID, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import type { WorkDefinition } from '../works/index.js';
import { WorkType } from '../works/works.types.graphql.js';
import { workEntitlement } from './work-entitlement.service.js';
import { WorkEntitlementType } from './work-entitlement.types.js';

@Resolver(() => WorkType)
export class WorkEntitlementResolver {
  @FieldResolver(() => WorkEntitlementType, {
    nullable: true,
    description:
      'Whether the signed-in user can generate this work now, and if not, why, the price and the ways ' +
      'to pay. Null when signed out.',
  })
  entitlement(
    @Ctx() ctx: RequestContext,
    @Root() work: WorkDefinition,
    @Arg('officeId', () => ID, {
      nullable: true,
      description:
        'Answer for a document under this office (its allowance pays, not the member’s); needs documents.generate there.',
    })
    officeId?: string | null,
  ) {
    return workEntitlement(ctx, work, officeId);
  }
}
