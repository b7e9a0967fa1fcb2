import type { RequestContext } from '../../context.js';
import { unauthenticated } from '../../errors.js';
import type { User } from './user.entity.js';

/** The signed-in user, or UNAUTHENTICATED. */
export function requireUser(ctx: RequestContext): User {
  if (!ctx.user) throw unauthenticated();
  return ctx.user;
}
