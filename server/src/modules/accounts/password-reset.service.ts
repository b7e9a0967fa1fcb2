import type { RequestContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { passwordResetMessages } from '../../shared/account-rules.js';
import { consumeRateLimits, limits } from '../rate-limit/rate-limit.js';
import { cleanIdentifier, cleanResetPassword, identifierKey, parseIdentifier } from './account-input.js';
import { type ActionResult, type ResetPasswordInput, ok } from './accounts.inputs.js';
import { consumeCode, invalidCodeMessage, issueCode } from './codes.js';
import { sendPasswordResetCode } from './notifications.js';
import { hashPassword } from './password.js';
import { revokeAllSessions } from './session.service.js';
import { findUserByIdentifier } from './users.repository.js';

/**
 * Sends a reset code to the e-mail or mobile. The code is never returned to the browser: only
 * whoever reads that mailbox or phone can use it. Same answer for unknown addresses.
 */
export async function requestPasswordReset(
  ctx: RequestContext,
  input: { email?: string | null; mobile?: string | null },
): Promise<ActionResult> {
  const id = cleanIdentifier(input);
  const { em, services } = ctx;
  await consumeRateLimits(em, [
    [`code:ip:${ctx.ip}`, limits.codeSendPerIp],
    [`reset:${identifierKey(id)}`, limits.codeSendPerAccount],
  ]);
  const user = await findUserByIdentifier(em, id);
  if (user) {
    const target = id.kind === 'email' ? user.email : user.mobile;
    await sendPasswordResetCode(
      services,
      id.kind,
      target,
      await issueCode(em, user, 'reset_password', target),
    );
  }
  return ok(
    id.kind === 'email'
      ? 'If an account uses this email, a password reset code has been sent to it.'
      : 'If an account uses this mobile number, a password reset code has been sent to it.',
  );
}

/** Sets a new password with a valid reset code, then signs out every browser of that account. */
export async function resetPassword(ctx: RequestContext, input: ResetPasswordInput): Promise<ActionResult> {
  if (typeof input.token !== 'string' || input.token.trim() === '') {
    throw new AppError('BAD_USER_INPUT', passwordResetMessages.tokenRequired, { field: 'token' });
  }
  const id = parseIdentifier(input.identifier);
  const newPassword = cleanResetPassword(input.newPassword);
  const { em } = ctx;
  await consumeRateLimits(em, [
    [`otp:ip:${ctx.ip}`, limits.otpCheckPerIp],
    [`reset-check:${identifierKey(id)}`, limits.otpCheckPerAccount],
  ]);
  const user = await findUserByIdentifier(em, id);
  if (!user) throw new AppError('BAD_USER_INPUT', invalidCodeMessage, { field: 'token' });
  try {
    await consumeCode(em, user, 'reset_password', input.token);
  } catch (error) {
    if (error instanceof AppError) throw new AppError(error.code, error.message, { field: 'token' });
    throw error;
  }
  user.passwordHash = await hashPassword(newPassword);
  // The code reached this address, which proves it belongs to the user.
  if (id.kind === 'email') user.emailVerifiedAt ??= new Date();
  else user.mobileVerifiedAt ??= new Date();
  await em.flush();
  await revokeAllSessions(em, user);
  return ok('Password reset successful. Please log in with your new password.');
}
