import type { RequestContext } from '../../context.js';
import { consumeRateLimit, limits } from '../rate-limit/rate-limit.js';
import { cleanEmail, cleanMobile, cleanName, cleanPassword } from './account-input.js';
import { type ActionResult, type RegisterInput, ok } from './accounts.inputs.js';
import { sendEmailVerificationCode, sendRegistrationAttemptNotice } from './notifications.js';
import { hashPassword } from './password.js';
import { waitingAccountFor } from './pending-registration.js';
import { answerFloorsMs, withSteadyTiming } from './steady-timing.js';
import { findVerifiedHolder } from './users.repository.js';

/**
 * Makes an account waiting for its first verification and e-mails the code; the same person
 * registering again reuses it (pending-registration.ts). Its e-mail and mobile are only claims
 * until verified: nobody else is kept from registering them meanwhile, and it expires after
 * UNVERIFIED_ACCOUNT_HOURS. When the e-mail already belongs to a verified account,
 * nothing is made and that address is told instead. The answer, and the time it takes, are the
 * same either way, so registering tells nobody who has an account.
 */
export function register(ctx: RequestContext, input: RegisterInput): Promise<ActionResult> {
  const name = cleanName(input.name);
  const email = cleanEmail(input.email);
  const mobile = cleanMobile(input.mobile);
  const password = cleanPassword(input.password);
  const { em, services } = ctx;
  return withSteadyTiming(answerFloorsMs(services.config).register, async () => {
    await consumeRateLimit(em, `register:ip:${ctx.ip}`, limits.registerPerIp);
    const passwordHash = await hashPassword(password, services.config.PASSWORD_SCRYPT_LOG2_N);
    if (await findVerifiedHolder(em, { kind: 'email', email })) {
      await sendRegistrationAttemptNotice(services, email);
    } else {
      const { code } = await waitingAccountFor(
        em,
        { name, email, mobile, password, passwordHash },
        services.config.PASSWORD_SCRYPT_LOG2_N,
      );
      if (code) await sendEmailVerificationCode(services, email, code);
    }
    return ok('register.done');
  });
}
