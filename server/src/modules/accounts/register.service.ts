import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { RequestContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { consumeRateLimit, limits } from '../rate-limit/rate-limit.js';
import { cleanEmail, cleanMobile, cleanName, cleanPassword } from './account-input.js';
import type { ActionResult, RegisterInput } from './accounts.inputs.js';
import { issueCode } from './codes.js';
import { sendEmailVerificationCode } from './notifications.js';
import { hashPassword } from './password.js';
import { User } from './user.entity.js';

/** Creates an unverified account and e-mails the verification code. */
export async function register(ctx: RequestContext, input: RegisterInput): Promise<ActionResult> {
  const name = cleanName(input.name);
  const email = cleanEmail(input.email);
  const mobile = cleanMobile(input.mobile);
  const password = cleanPassword(input.password);
  const { em, services } = ctx;
  await consumeRateLimit(em, `register:ip:${ctx.ip}`, limits.registerPerIp);

  if (await em.count(User, { email })) {
    throw new AppError('CONFLICT', 'An account with this email already exists.', { field: 'email' });
  }
  if (await em.count(User, { mobile })) {
    throw new AppError('CONFLICT', 'An account with this mobile number already exists.', { field: 'mobile' });
  }
  const user = em.create(User, { name, email, mobile, passwordHash: await hashPassword(password) });
  try {
    await em.flush();
  } catch (error) {
    // Two registrations racing for one address: the unique index decides.
    if (error instanceof UniqueConstraintViolationException) {
      throw new AppError('CONFLICT', 'An account with this email or mobile number already exists.');
    }
    throw error;
  }
  const code = await issueCode(em, user, 'verify_email', email);
  await sendEmailVerificationCode(services, email, code);
  return {
    status: true,
    message: 'Registration successful. We sent a verification code to your email; please log in.',
  };
}
