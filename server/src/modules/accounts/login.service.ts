import type { RequestContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { loginMessages } from '../../shared/account-rules.js';
import { consumeRateLimits, limits } from '../rate-limit/rate-limit.js';
import { type Identifier, cleanIdentifier, identifierKey } from './account-input.js';
import { type LoginInput, type LoginResult, VerificationChannel, ok, result } from './accounts.inputs.js';
import { issueCode } from './codes.js';
import { countLoginAttempt } from './login-limits.js';
import { sendEmailVerificationCode, sendMobileVerificationCode } from './notifications.js';
import { decoyPasswordHash, verifyPassword } from './password.js';
import { endSession, startSession } from './session.service.js';
import type { User } from './user.entity.js';
import { findFreshClaimants, findVerifiedHolder, isVerified } from './users.repository.js';

const ownsUnverified = (user: User, id: Identifier) =>
  (id.kind === 'email' ? user.email === id.email : user.mobile === id.mobile) && !isVerified(user, id);

/**
 * Signs in by a verified e-mail or mobile. An account that has verified neither yet (a fresh
 * registration) cannot sign in: with the right password, a code is sent to the address used and
 * the answer says so; verifying that code signs in. An address merely claimed by an account that
 * is verified by other means does not sign in at all; signed in, naming one's own unverified
 * address sends its code to this account, to confirm it. Every refusal says the same words for
 * its kind of address, with the way back in (shared/messages.ts).
 */
export async function login(ctx: RequestContext, input: LoginInput): Promise<LoginResult> {
  const id = cleanIdentifier(input);
  if (typeof input.password !== 'string' || input.password === '') {
    throw new AppError('BAD_USER_INPUT', loginMessages.passwordRequired, { field: 'password' });
  }
  const { em, services } = ctx;
  const holder = await findVerifiedHolder(em, id);
  // Signed in and naming one's own address that is not verified yet: the code is for this
  // account, never for another registration that claims the same address.
  const own = !holder && ctx.user && ownsUnverified(ctx.user, id) ? ctx.user : null;
  const account = holder ?? own ?? (await findFreshClaimants(em, id))[0] ?? null;
  const attempt = await countLoginAttempt(ctx, id, holder);
  const passwordMatches = await verifyPassword(
    input.password,
    account?.passwordHash ?? (await decoyPasswordHash(services.config.PASSWORD_SCRYPT_LOG2_N)),
  );
  if (!account || !passwordMatches) {
    throw new AppError('UNAUTHENTICATED', id.kind === 'email' ? 'login.invalidEmail' : 'login.invalidMobile');
  }
  await attempt.succeeded();

  if (!holder) {
    await consumeRateLimits(em, [[`code:${identifierKey(id)}`, limits.codeSendPerAccount]]);
    if (id.kind === 'email') {
      await sendEmailVerificationCode(
        services,
        id.email,
        await issueCode(em, account, 'verify_email', id.email),
      );
      return {
        ...result(loginMessages.emailNotVerified.code, false),
        verificationRequired: VerificationChannel.EMAIL,
      };
    }
    await sendMobileVerificationCode(
      services,
      id.mobile,
      await issueCode(em, account, 'verify_mobile', id.mobile),
    );
    return {
      ...result(loginMessages.mobileNotVerified.code, false),
      verificationRequired: VerificationChannel.MOBILE,
    };
  }

  await startSession(ctx, holder);
  return { ...ok('login.done'), user: holder };
}

export async function logout(ctx: RequestContext) {
  await endSession(ctx);
  return ok('logout.done');
}
