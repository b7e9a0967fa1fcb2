import type { RequestContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { passwordResetMessages } from '../../shared/account-rules.js';
import { consumeRateLimits, limits } from '../rate-limit/rate-limit.js';
import { cleanIdentifier, cleanResetPassword, identifierKey, parseIdentifier } from './account-input.js';
import { type ActionResult, type ResetPasswordInput, ok } from './accounts.inputs.js';
import { consumeCode, issueCode, refuseCodeForNobody } from './codes.js';
import { proveIdentifier } from './identity.js';
import { sendPasswordResetCode } from './notifications.js';
import { hashPassword } from './password.js';
import { answerFloorsMs, withSteadyTiming } from './steady-timing.js';
import { findVerifiedHolder } from './users.repository.js';

/**
 * Sends a reset code, only to an e-mail or mobile verified on an account: an address an account
 * merely claims cannot take it over. The code is never returned to the browser. The answer and
 * its timing are the same for every address.
 */
export function requestPasswordReset(
  ctx: RequestContext,
  input: { email?: string | null; mobile?: string | null },
): Promise<ActionResult> {
  const id = cleanIdentifier(input);
  const { em, services } = ctx;
  return withSteadyTiming(answerFloorsMs(services.config).codeRequest, async () => {
    await consumeRateLimits(em, [
      [`code:ip:${ctx.ip}`, limits.codeSendPerIp],
      [`reset:${identifierKey(id)}`, limits.codeSendPerAccount],
    ]);
    const user = await findVerifiedHolder(em, id);
    if (user) {
      const target = id.kind === 'email' ? user.email : user.mobile;
      await sendPasswordResetCode(ctx, id.kind, target, await issueCode(em, user, 'reset_password', target));
    }
    return ok(id.kind === 'email' ? 'reset.sentEmail' : 'reset.sentMobile');
  });
}

/**
 * Sets a new password with a valid reset code. Recovering is the address owner's claim: every
 * other identifier of the account stops counting until confirmed again, and every session (with its
 * WebSockets) and trusted browser of the account is dropped.
 */
export function resetPassword(ctx: RequestContext, input: ResetPasswordInput): Promise<ActionResult> {
  if (typeof input.token !== 'string' || input.token.trim() === '') {
    throw new AppError('BAD_USER_INPUT', passwordResetMessages.tokenRequired, { field: 'token' });
  }
  const id = parseIdentifier(input.identifier);
  const newPassword = cleanResetPassword(input.newPassword);
  const { em, services } = ctx;
  return withSteadyTiming(answerFloorsMs(services.config).codeCheck, async () => {
    await consumeRateLimits(em, [
      [`otp:ip:${ctx.ip}`, limits.otpCheckPerIp],
      [`reset-check:${identifierKey(id)}`, limits.otpCheckPerAccount],
    ]);
    const nobodyKey = `reset:${identifierKey(id)}`;
    const user = await findVerifiedHolder(em, id);
    if (!user) return refuseCodeForNobody(em, nobodyKey, 'token');
    await consumeCode(em, user, 'reset_password', input.token, { field: 'token', nobodyKey });
    user.passwordHash = await hashPassword(newPassword, services.config.PASSWORD_SCRYPT_LOG2_N);
    await proveIdentifier(ctx, user, id, 'claim', { passwordJustSet: true });
    return ok('reset.done');
  });
}
