import type { RequestContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { loginMessages } from '../../shared/account-rules.js';
import { consumeRateLimits, limits } from '../rate-limit/rate-limit.js';
import { cleanIdentifier, identifierKey } from './account-input.js';
import { type LoginInput, type LoginResult, VerificationChannel, ok } from './accounts.inputs.js';
import { issueCode } from './codes.js';
import { sendEmailVerificationCode, sendMobileVerificationCode } from './notifications.js';
import { decoyPasswordHash, verifyPassword } from './password.js';
import { endSession, startSession } from './session.service.js';
import { findUserByIdentifier } from './users.repository.js';

/**
 * Signs in by e-mail or mobile. The address used must be verified: if it is not, a fresh code is
 * sent there and the answer says so with the exact text the client looks for.
 */
export async function login(ctx: RequestContext, input: LoginInput): Promise<LoginResult> {
  const id = cleanIdentifier(input);
  if (typeof input.password !== 'string' || input.password === '') {
    throw new AppError('BAD_USER_INPUT', loginMessages.passwordRequired, { field: 'password' });
  }
  const { em, services } = ctx;
  await consumeRateLimits(em, [
    [`login:ip:${ctx.ip}`, limits.loginPerIp],
    [`login:${identifierKey(id)}`, limits.loginPerAccount],
  ]);

  const user = await findUserByIdentifier(em, id);
  const passwordMatches = await verifyPassword(
    input.password,
    user?.passwordHash ?? (await decoyPasswordHash()),
  );
  if (!user || !passwordMatches) {
    throw new AppError(
      'UNAUTHENTICATED',
      id.kind === 'email' ? 'Invalid email or password.' : 'Invalid mobile number or password.',
    );
  }

  if (id.kind === 'email' && !user.emailVerifiedAt) {
    await consumeRateLimits(em, [[`code:${identifierKey(id)}`, limits.codeSendPerAccount]]);
    await sendEmailVerificationCode(
      services,
      user.email,
      await issueCode(em, user, 'verify_email', user.email),
    );
    return {
      status: false,
      message: loginMessages.emailNotVerified,
      verificationRequired: VerificationChannel.EMAIL,
    };
  }
  if (id.kind === 'mobile' && !user.mobileVerifiedAt) {
    await consumeRateLimits(em, [[`code:${identifierKey(id)}`, limits.codeSendPerAccount]]);
    await sendMobileVerificationCode(
      services,
      user.mobile,
      await issueCode(em, user, 'verify_mobile', user.mobile),
    );
    return {
      status: false,
      message: loginMessages.mobileNotVerified,
      verificationRequired: VerificationChannel.MOBILE,
    };
  }

  await startSession(ctx, user);
  return { status: true, message: 'Login successful', user };
}

export async function logout(ctx: RequestContext) {
  await endSession(ctx);
  return ok('Logged Out Successfully');
}
