import type { RequestContext } from '../../context.js';
import { consumeRateLimits, limits } from '../rate-limit/rate-limit.js';
import {
  type Identifier,
  cleanEmail,
  cleanIdentifier,
  cleanMobile,
  cleanOtp,
  identifierKey,
} from './account-input.js';
import { type ActionResult, type LoginResult, ok } from './accounts.inputs.js';
import { consumeCode, issueCode, refuseCodeForNobody } from './codes.js';
import { proveIdentifier } from './identity.js';
import { sendEmailVerificationCode, sendMobileVerificationCode } from './notifications.js';
import type { CodePurpose } from './one-time-code.entity.js';
import { startSession } from './session.service.js';
import { answerFloorsMs, withSteadyTiming } from './steady-timing.js';
import type { User } from './user.entity.js';
import { findFreshClaimants, isVerified } from './users.repository.js';

const purposeOf = (id: Identifier): CodePurpose => (id.kind === 'email' ? 'verify_email' : 'verify_mobile');
const targetOf = (id: Identifier) => (id.kind === 'email' ? id.email : id.mobile);

/**
 * The accounts a verification code for this address may be meant for: the signed-in user's own
 * (confirming one more of their identifiers), else fresh registrations that claim it.
 */
async function waitingAccounts(
  ctx: RequestContext,
  id: Identifier,
): Promise<{ users: User[]; own: boolean }> {
  const me = ctx.user;
  if (me && targetOf(id) === (id.kind === 'email' ? me.email : me.mobile) && !isVerified(me, id)) {
    return { users: [me], own: true };
  }
  return { users: await findFreshClaimants(ctx.em, id), own: false };
}

/**
 * Verifies an e-mail or mobile with the code sent to it. For a new account this is the owner's
 * claim: it signs in on a new session (nothing else attached to the account counts until confirmed
 * again). Every refusal reads the same whether or not any account waits on the address.
 */
async function verifyIdentifier(ctx: RequestContext, id: Identifier, otp: string): Promise<LoginResult> {
  const { em } = ctx;
  await consumeRateLimits(em, [
    [`otp:ip:${ctx.ip}`, limits.otpCheckPerIp],
    [`otp:${identifierKey(id)}`, limits.otpCheckPerAccount],
  ]);
  const { users, own } = await waitingAccounts(ctx, id);
  const nobodyKey = identifierKey(id);
  if (users.length === 0) return refuseCodeForNobody(em, nobodyKey);
  let refusal: unknown;
  for (const user of users) {
    try {
      await consumeCode(em, user, purposeOf(id), otp, { target: targetOf(id), nobodyKey });
    } catch (error) {
      refusal = error;
      continue;
    }
    if (own) {
      await proveIdentifier(ctx, user, id, 'confirm');
      return { ...ok('verify.ownDone'), user };
    }
    await proveIdentifier(ctx, user, id, 'claim');
    ctx.sessionTokenHash = null; // revoked with every other session of the account
    await startSession(ctx, user);
    return { ...ok(id.kind === 'email' ? 'verify.emailDone' : 'verify.mobileDone'), user };
  }
  throw refusal;
}

export function verifyEmail(
  ctx: RequestContext,
  input: { email: string; otp: string },
): Promise<LoginResult> {
  const email = cleanEmail(input.email);
  const otp = cleanOtp(input.otp);
  return withSteadyTiming(answerFloorsMs(ctx.services.config).codeCheck, () =>
    verifyIdentifier(ctx, { kind: 'email', email }, otp),
  );
}

export function verifyMobile(
  ctx: RequestContext,
  input: { mobile: string; otp: string },
): Promise<LoginResult> {
  const mobile = cleanMobile(input.mobile);
  const otp = cleanOtp(input.otp);
  return withSteadyTiming(answerFloorsMs(ctx.services.config).codeCheck, () =>
    verifyIdentifier(ctx, { kind: 'mobile', mobile }, otp),
  );
}

/**
 * Sends a new verification code to an address a fresh registration (or the signed-in user's own
 * account) is waiting on. The answer and its timing are the same whether or not there is one.
 */
export function resendOtp(
  ctx: RequestContext,
  input: { email?: string | null; mobile?: string | null },
): Promise<ActionResult> {
  const id = cleanIdentifier(input);
  const { em, services } = ctx;
  return withSteadyTiming(answerFloorsMs(services.config).codeRequest, async () => {
    await consumeRateLimits(em, [
      [`code:ip:${ctx.ip}`, limits.codeSendPerIp],
      [`code:${identifierKey(id)}`, limits.codeSendPerAccount],
    ]);
    const { users } = await waitingAccounts(ctx, id);
    const [user] = users;
    if (user) {
      const code = await issueCode(em, user, purposeOf(id), targetOf(id));
      if (id.kind === 'email') await sendEmailVerificationCode(ctx, id.email, code);
      else await sendMobileVerificationCode(ctx, id.mobile, code);
    }
    return ok(id.kind === 'email' ? 'resend.email' : 'resend.mobile');
  });
}
