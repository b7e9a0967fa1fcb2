import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { RequestContext } from '../../context.js';
import type { EntityManager } from '../../db/orm.js';
import { AppError } from '../../errors.js';
import { cleanEmail, cleanName, cleanOtp } from '../accounts/account-input.js';
import { type ActionResult, ok } from '../accounts/accounts.inputs.js';
import { consumeCode, issueCode } from '../accounts/codes.js';
import { requireUser } from '../accounts/current-user.js';
import { sendEmailChangeCode } from '../accounts/notifications.js';
import { User } from '../accounts/user.entity.js';
import { consumeRateLimit, limits } from '../rate-limit/rate-limit.js';

export const NO_CHANGES_MESSAGE = 'No changes in username or email';

const emailTaken = () =>
  new AppError('CONFLICT', 'An account with this email already exists.', { field: 'email' });

async function assertEmailFree(em: EntityManager, email: string, userId: string) {
  if (await em.count(User, { email, id: { $ne: userId } })) throw emailTaken();
}

/**
 * Changes the name at once (same rules as registration). A new e-mail is only proposed: a code goes
 * to it, and the account's e-mail changes when that code is confirmed, so nobody can move an account
 * to an address they do not read. Nothing to change is not an error: status false, with the spec's
 * warning, HTTP 200.
 */
export async function updateAccount(
  ctx: RequestContext,
  input: { name: string; email: string },
): Promise<ActionResult> {
  const user = requireUser(ctx);
  const name = cleanName(input.name);
  const email = cleanEmail(input.email);
  if (name === user.name && email === user.email && !user.pendingEmail) {
    return { status: false, message: NO_CHANGES_MESSAGE };
  }
  const { em, services } = ctx;
  if (email === user.email) {
    // Typing the current address again also withdraws a proposed one.
    user.name = name;
    user.pendingEmail = null;
    await em.flush();
    return ok('Profile updated.');
  }
  await assertEmailFree(em, email, user.id);
  await consumeRateLimit(em, `code:change:${user.id}`, limits.codeSendPerAccount);
  user.name = name;
  user.pendingEmail = email;
  await em.flush();
  await sendEmailChangeCode(services, email, await issueCode(em, user, 'change_email', email));
  return ok(`Profile updated. We sent a code to ${email}; your email changes once you confirm it.`);
}

/** Makes the proposed e-mail the account's own, with the code that was sent to it. */
export async function confirmEmailChange(ctx: RequestContext, input: { otp: string }): Promise<ActionResult> {
  const user = requireUser(ctx);
  const otp = cleanOtp(input.otp);
  const { em } = ctx;
  await consumeRateLimit(em, `otp:change:${user.id}`, limits.otpCheckPerAccount);
  const code = await consumeCode(em, user, 'change_email', otp);
  await assertEmailFree(em, code.target, user.id);
  user.email = code.target;
  user.emailVerifiedAt = new Date();
  user.pendingEmail = null;
  try {
    await em.flush();
  } catch (error) {
    // Another account took the address between the check and the write.
    if (error instanceof UniqueConstraintViolationException) throw emailTaken();
    throw error;
  }
  return ok('Email changed.');
}
