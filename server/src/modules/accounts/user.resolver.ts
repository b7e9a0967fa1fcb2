import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { countUnusedPermissions } from '../entitlements/entitlement.service.js';
import { User } from './user.entity.js';
import { hasActiveSubscription } from './user.status.js';

@Resolver(() => User)
export class UserResolver {
  @FieldResolver(() => Boolean)
  emailVerified(@Root() user: User): boolean {
    return user.emailVerifiedAt != null;
  }

  @FieldResolver(() => Boolean)
  mobileVerified(@Root() user: User): boolean {
    return user.mobileVerifiedAt != null;
  }

  @FieldResolver(() => Boolean, { description: 'Whether a paid plan covers the current month.' })
  isSubscribed(@Root() user: User): boolean {
    return hasActiveSubscription(user);
  }

  @FieldResolver(() => Int, { description: 'Paid single documents not yet used.' })
  documentTokens(@Ctx() ctx: RequestContext, @Root() user: User): Promise<number> {
    return countUnusedPermissions(ctx.em, user);
  }
}
