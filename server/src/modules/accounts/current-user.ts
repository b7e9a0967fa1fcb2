import type { RequestContext } from '../../context.js';
import { forbidden, unauthenticated } from '../../errors.js';
import type { User } from './user.entity.js';

/** The signed-in user, or UNAUTHENTICATED. */
export function requireUser(ctx: RequestContext): User {
  if (!ctx.user) throw unauthenticated();
  return ctx.user;
}

/** Paths that name a user id serve only the signed-in user's own data. */
export function requireOwnUserId(ctx: RequestContext, userId: string): User {
  const user = requireUser(ctx);
  if (user.id !== userId) throw forbidden();
  return user;
}
