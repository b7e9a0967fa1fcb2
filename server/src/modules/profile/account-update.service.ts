import type { RequestContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { cleanEmail, cleanName, cleanOtp } from '../accounts/account-input.js';
import { type ActionResult, ok } from '../accounts/accounts.inputs.js';
import { consumeCode, issueCode } from '../accounts/codes.js';
import { requireUser } from '../accounts/current-user.js';
import { sendEmailChangeCode } from '../accounts/notifications.js';
import { User } from '../accounts/user.entity.js';
import { consumeRateLimit, limits } from '../rate-limit/rate-limit.js';

export const NO_CHANGES_MESSAGE = 'No changes in username or email';

/**
 * Changes the name at once. A new e-mail is only proposed: a code goes to it, and the account's
 * e-mail changes when that code is confirmed (so nobody can take over an address they don't read).
 */
export async function updateAccount(
  ctx: RequestContext,
  input: { name: string; email: string },
): Promise<ActionResult> {
  const user = requireUser(ctx);
  const name = cleanName(input.name);
  const email = cleanEmail(input.email);
  if (name === user.name && email === user.email) return { status: false, message: NO_CHANGES_MESSAGE };
  const { em, services } = ctx;
  user.name = name;
  if (email === user.email) {
    user.pendingEmail = null;
    await em.flush();
    return ok('Profile updated.');
  }
  if (await em.count(User, { email })) {
    throw new AppError('CONFLICT', 'An account with this email already exists.', { field: 'email' });
  }
  await consumeRateLimit(em, `code:change:${user.id}`, limits.codeSendPerAccount);
  user.pendingEmail = email;
  await em.flush();
  await sendEmailChangeCode(services, email, await issueCode(em, user, 'change_email', email));
  return ok(`Profile updated. We sent a code to ${email}; your email changes once you confirm it.`);
}

export async function confirmEmailChange(ctx: RequestContext, input: { otp: string }): Promise<ActionResult> {
  const user = requireUser(ctx);
  const otp = cleanOtp(input.otp);
  const { em } = ctx;
  await consumeRateLimit(em, `otp:change:${user.id}`, limits.otpCheckPerAccount);
  const code = await consumeCode(em, user, 'change_email', otp);
  if (await em.count(User, { email: code.target, id: { $ne: user.id } })) {
    throw new AppError('CONFLICT', 'An account with this email already exists.', { field: 'email' });
  }
  user.email = code.target;
  user.emailVerifiedAt = new Date();
  user.pendingEmail = null;
  await em.flush();
  return ok('Email changed.');
}
