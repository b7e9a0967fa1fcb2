import type { RequestContext } from '../../context.js';
import type { User } from '../accounts/user.entity.js';
import { hasActiveSubscription } from '../accounts/user.status.js';
import { countUnusedPermissions } from '../entitlements/entitlement.service.js';
import { profilePicUrl, userPlace } from './user-view.js';

/** The shape the older client reads from /getDetails/fetchUserProfileDetails and after login. */
export async function profileResponse(ctx: RequestContext, user: User) {
  return {
    authenticated: true,
    userProfile: {
      id: user.id,
      user: {
        name: user.name,
        email: user.email,
        mobile: user.mobile,
        profilePicUrl: await profilePicUrl(ctx, user),
        documentTokens: await countUnusedPermissions(ctx.em, user),
        isSubscribed: hasActiveSubscription(user),
        subscriptionPlan: user.subscriptionPlan ?? null,
      },
      ...userPlace(user),
      documentCount: user.documentCount,
    },
  };
}
