import { FieldResolver, Resolver, Root } from 'type-graphql';
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
}
