import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { User } from '../accounts/user.entity.js';
import { countUnusedPermissions } from './entitlement.service.js';

/** The User type's fields about what the user has paid for. */
@Resolver(() => User)
export class UserEntitlementFields {
  @FieldResolver(() => Int, { description: 'Paid single documents not yet used.' })
  documentTokens(@Ctx() ctx: RequestContext, @Root() user: User): Promise<number> {
    return countUnusedPermissions(ctx.em, user);
  }
}
