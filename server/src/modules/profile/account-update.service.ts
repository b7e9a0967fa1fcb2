import type { RequestContext } from '../../context.js';
import type { EntityManager } from '../../db/orm.js';
import { AppError } from '../../errors.js';
import { cleanEmail, cleanName, cleanOtp } from '../accounts/account-input.js';
import { type ActionResult, ok, result } from '../accounts/accounts.inputs.js';
import { consumeCode, invalidCode, issueCode } from '../accounts/codes.js';
import { requireUser } from '../accounts/current-user.js';
import { sendEmailChangeCode, sendEmailChangedNotice } from '../accounts/notifications.js';
import { verifyPassword } from '../accounts/password.js';
import { User } from '../accounts/user.entity.js';
import { consumeRateLimit, limits } from '../rate-limit/rate-limit.js';

const NO_CHANGES_MESSAGE = 'account.noChanges' as const;

const emailTaken = () => new AppError('CONFLICT', 'account.emailTaken', { field: 'email' });

/** Only a verified e-mail is taken: an unverified claim keeps nobody from an address. */
async function assertEmailFree(em: EntityManager, email: string, userId: string) {
  if (await em.count(User, { email, emailVerifiedAt: { $ne: null }, id: { $ne: userId } }))
    throw emailTaken();
}

/**
 * A new e-mail or mobile moves where codes and resets go, so it takes the current password (a
 * session left open on a shared computer is not enough), counted like a login.
 */
async function requireCurrentPassword(ctx: RequestContext, user: User, password: string | null | undefined) {
  if (!password)
    throw new AppError('BAD_USER_INPUT', 'account.currentPasswordRequired', { field: 'currentPassword' });
  await consumeRateLimit(ctx.em, `password-check:${user.id}`, limits.loginPerAccount);
  if (!(await verifyPassword(password, user.passwordHash))) {
    throw new AppError('BAD_USER_INPUT', 'account.wrongPassword', { field: 'currentPassword' });
  }
}

/**
 * Changes the name at once (same rules as registration). A new e-mail is only proposed, with the
 * current password: a code goes to it, and the account's e-mail changes when that code is
 * confirmed (the old address is then told). Nothing to change is not an error: status false, with
 * the spec's warning, HTTP 200.
 */
export async function updateAccount(
  ctx: RequestContext,
  input: { name: string; email: string; currentPassword?: string | null },
): Promise<ActionResult> {
  const user = requireUser(ctx);
  const name = cleanName(input.name);
  const email = cleanEmail(input.email);
  if (name === user.name && email === user.email && !user.pendingEmail) {
    return result(NO_CHANGES_MESSAGE, false);
  }
  const { em, services } = ctx;
  if (email === user.email) {
    // Typing the current address again also withdraws a proposed one.
    user.name = name;
    user.pendingEmail = null;
    await em.flush();
    return ok('account.updated');
  }
  await requireCurrentPassword(ctx, user, input.currentPassword);
  await assertEmailFree(em, email, user.id);
  await consumeRateLimit(em, `code:change:${user.id}`, limits.codeSendPerAccount);
  user.name = name;
  user.pendingEmail = email;
  await em.flush();
  await sendEmailChangeCode(ctx, email, await issueCode(em, user, 'change_email', email));
  return ok('account.emailChangeSent', { email });
}

/** Makes the proposed e-mail the account's own, with the code that was sent to it. */
export async function confirmEmailChange(ctx: RequestContext, input: { otp: string }): Promise<ActionResult> {
  const user = requireUser(ctx);
  const otp = cleanOtp(input.otp);
  const { em, services } = ctx;
  await consumeRateLimit(em, `otp:change:${user.id}`, limits.otpCheckPerAccount);
  const code = await consumeCode(em, user, 'change_email', otp);
  await assertEmailFree(em, code.target, user.id);
  const oldEmail = user.email;
  const wasVerified = user.emailVerifiedAt != null;
  user.email = code.target;
  user.emailVerifiedAt = new Date();
  user.pendingEmail = null;
  try {
    await em.flush();
  } catch {
    // Another account verified the address between the check and the write.
    throw invalidCode();
  }
  if (wasVerified && oldEmail !== code.target) await sendEmailChangedNotice(ctx, oldEmail, code.target);
  return ok('account.emailChanged');
}
