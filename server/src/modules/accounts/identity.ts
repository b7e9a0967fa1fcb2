import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { RequestContext } from '../../context.js';
import type { Identifier } from './account-input.js';
import { invalidCode } from './codes.js';
import { revokeAllSessions } from './session.service.js';
import { forgetDevices } from './trusted-devices.js';
import { User } from './user.entity.js';

/** Matches no password (verifyPassword knows no such scheme). */
const UNUSABLE_PASSWORD = 'none';

/**
 * Records that the owner of `id` proved it with a code.
 *
 * - `claim` (registering, recovering): whoever reads that address now holds the account. Every
 *   other identifier attached before this moment, verified or not, stops counting until the owner,
 *   signed in, confirms it again with its own code; every session and trusted browser of the account
 *   is dropped; and when another identifier was verified, the password stops working too (its
 *   owner may have set it). A squatter who attached their own mobile to someone's e-mail keeps nothing.
 * - `confirm`: the signed-in owner confirms one more identifier of their own account.
 *
 * Either way, the other registrations still waiting on that address are retired: the address is
 * proved to be this account's, so none of them can ever become a second account of the same person.
 *
 * Throws the invalid-code answer when another account verified the same address first.
 */
export async function proveIdentifier(
  ctx: RequestContext,
  user: User,
  id: Identifier,
  how: 'claim' | 'confirm',
  options: { passwordJustSet?: boolean } = {},
): Promise<void> {
  const now = new Date();
  const otherWasVerified = id.kind === 'email' ? user.mobileVerifiedAt != null : user.emailVerifiedAt != null;
  // Whoever verified the other identifier may know the password (they may have set it): after a
  // claim against them it opens nothing. The owner sets a new one through a reset.
  if (how === 'claim' && otherWasVerified && !options.passwordJustSet) user.passwordHash = UNUSABLE_PASSWORD;
  if (id.kind === 'email') {
    user.emailVerifiedAt = now;
    if (how === 'claim') user.mobileVerifiedAt = null;
  } else {
    user.mobileVerifiedAt = now;
    if (how === 'claim') user.emailVerifiedAt = null;
  }
  if (how === 'claim') user.pendingEmail = null;
  try {
    await ctx.em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw invalidCode();
    throw error;
  }
  await retireOtherClaimants(ctx, user, id);
  if (how === 'claim') {
    await revokeAllSessions(ctx, user);
    await forgetDevices(ctx.em, user);
  }
}

/** Deletes the accounts other than `user` that verified nothing and claim this address. */
function retireOtherClaimants(ctx: RequestContext, user: User, id: Identifier) {
  return ctx.em.nativeDelete(User, {
    id: { $ne: user.id },
    ...(id.kind === 'email' ? { email: id.email } : { mobile: id.mobile }),
    emailVerifiedAt: null,
    mobileVerifiedAt: null,
  });
}
