import { FieldResolver, Resolver, Root } from 'type-graphql';
import { User } from './user.entity.js';
import { hasActiveSubscription } from './user.status.js';

// The User type's fields that the account itself knows. Other modules add their own fields to
// the same type (profile: the avatar and where the user lives; entitlements: paid documents left),
// so the account never imports them.
@Resolver(() => User)
export class UserResolver {
  @FieldResolver(() => Boolean, { description: 'True once the e-mail address is verified.' })
  emailVerified(@Root() user: User): boolean {
    return user.emailVerifiedAt != null;
  }

  @FieldResolver(() => Boolean, { description: 'True once the mobile number is verified.' })
  mobileVerified(@Root() user: User): boolean {
    return user.mobileVerifiedAt != null;
  }

  @FieldResolver(() => Boolean, { description: 'Whether a paid plan covers the current month.' })
  isSubscribed(@Root() user: User): boolean {
    return hasActiveSubscription(user);
  }

  @FieldResolver(() => String, { nullable: true, description: 'A new e-mail waiting for its code.' })
  pendingEmail(@Root() user: User) {
    return user.pendingEmail ?? null;
  }
}
