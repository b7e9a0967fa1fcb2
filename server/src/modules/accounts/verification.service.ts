import type { RequestContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { consumeRateLimits, limits } from '../rate-limit/rate-limit.js';
import { cleanEmail, cleanIdentifier, cleanMobile, cleanOtp, identifierKey } from './account-input.js';
import { type ActionResult, ok } from './accounts.inputs.js';
import { consumeCode, invalidCodeMessage, issueCode } from './codes.js';
import { sendEmailVerificationCode, sendMobileVerificationCode } from './notifications.js';
import { findUserByIdentifier } from './users.repository.js';

export async function verifyEmail(
  ctx: RequestContext,
  input: { email: string; otp: string },
): Promise<ActionResult> {
  const email = cleanEmail(input.email);
  const otp = cleanOtp(input.otp);
  const { em } = ctx;
  await consumeRateLimits(em, [
    [`otp:ip:${ctx.ip}`, limits.otpCheckPerIp],
    [`otp:email:${email}`, limits.otpCheckPerAccount],
  ]);
  const user = await findUserByIdentifier(em, { kind: 'email', email });
  if (!user) throw new AppError('BAD_USER_INPUT', invalidCodeMessage, { field: 'otp' });
  if (user.emailVerifiedAt) return ok('Email is already verified. You can log in.');
  await consumeCode(em, user, 'verify_email', otp);
  user.emailVerifiedAt = new Date();
  await em.flush();
  return ok('Email verified successfully. You can now log in.');
}

export async function verifyMobile(
  ctx: RequestContext,
  input: { mobile: string; otp: string },
): Promise<ActionResult> {
  const mobile = cleanMobile(input.mobile);
  const otp = cleanOtp(input.otp);
  const { em } = ctx;
  await consumeRateLimits(em, [
    [`otp:ip:${ctx.ip}`, limits.otpCheckPerIp],
    [`otp:mobile:${mobile}`, limits.otpCheckPerAccount],
  ]);
  const user = await findUserByIdentifier(em, { kind: 'mobile', mobile });
  if (!user) throw new AppError('BAD_USER_INPUT', invalidCodeMessage, { field: 'otp' });
  if (user.mobileVerifiedAt) return ok('Mobile number is already verified. You can log in.');
  await consumeCode(em, user, 'verify_mobile', otp);
  user.mobileVerifiedAt = new Date();
  await em.flush();
  return ok('Mobile number verified successfully. You can now log in.');
}

/**
 * Sends a new verification code. The answer is the same whether or not the address has an
 * account, so it cannot be used to find out who is registered.
 */
export async function resendOtp(
  ctx: RequestContext,
  input: { email?: string | null; mobile?: string | null },
): Promise<ActionResult> {
  const id = cleanIdentifier(input);
  const { em, services } = ctx;
  await consumeRateLimits(em, [
    [`code:ip:${ctx.ip}`, limits.codeSendPerIp],
    [`code:${identifierKey(id)}`, limits.codeSendPerAccount],
  ]);
  const user = await findUserByIdentifier(em, id);
  if (id.kind === 'email') {
    if (user && !user.emailVerifiedAt) {
      await sendEmailVerificationCode(
        services,
        user.email,
        await issueCode(em, user, 'verify_email', user.email),
      );
    }
    return ok('If this email has an unverified account, a new OTP has been sent to it.');
  }
  if (user && !user.mobileVerifiedAt) {
    await sendMobileVerificationCode(
      services,
      user.mobile,
      await issueCode(em, user, 'verify_mobile', user.mobile),
    );
  }
  return ok('If this mobile number has an unverified account, a new OTP has been sent to it.');
}
