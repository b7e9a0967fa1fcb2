import type { RequestContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { requireUser } from '../accounts/current-user.js';
import type { User } from '../accounts/user.entity.js';
import {
  type DetailKey,
  type ProfileDetailValues,
  mergeProfileDetails,
} from '../works/profile-details.rules.js';

/** Changes the reusable details the documents are prefilled from (left-out ones stay; '' clears). */
export async function updateProfileDetails(
  ctx: RequestContext,
  changes: Partial<Record<DetailKey, string | null | undefined>>,
): Promise<User> {
  const user = requireUser(ctx);
  const result = mergeProfileDetails((user.profileDetails ?? {}) as ProfileDetailValues, changes);
  if (!result.ok) {
    const [first] = result.problems;
    throw new AppError(
      'BAD_USER_INPUT',
      { code: first.messageCode, params: first.params },
      { field: first.field, problems: result.problems },
    );
  }
  user.profileDetails = result.details as Record<string, string>;
  await ctx.em.flush();
  return user;
}
