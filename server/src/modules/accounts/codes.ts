import type { EntityManager } from '../../db/orm.js';
import { AppError } from '../../errors.js';
import { type CodePurpose, OneTimeCode } from './one-time-code.entity.js';
import { newOtp, sameHash, sha256 } from './tokens.js';
import type { User } from './user.entity.js';

export const CODE_TTL_MINUTES = 10;
export const MAX_WRONG_TRIES = 5;

const codeHash = (codeId: string, code: string) => sha256(`${codeId}:${code}`);

/** Makes a fresh code for this purpose; any earlier unused one for it stops working. */
export async function issueCode(em: EntityManager, user: User, purpose: CodePurpose, target: string) {
  await em.nativeUpdate(OneTimeCode, { user, purpose, consumedAt: null }, { consumedAt: new Date() });
  const code = newOtp();
  const row = em.create(OneTimeCode, {
    user,
    purpose,
    target,
    codeHash: '',
    expiresAt: new Date(Date.now() + CODE_TTL_MINUTES * 60_000),
  });
  row.codeHash = codeHash(row.id, code);
  await em.persist(row).flush();
  return code;
}

export const invalidCodeMessage = 'Invalid or expired OTP. Please request a new one.';

/**
 * Spends a code. Wrong codes count against it and after MAX_WRONG_TRIES it is void; a right code
 * works once (the conditional update makes two concurrent uses of one code yield one success).
 * Returns the row so callers can read its target.
 */
export async function consumeCode(
  em: EntityManager,
  user: User,
  purpose: CodePurpose,
  code: string,
): Promise<OneTimeCode> {
  const row = await em.findOne(
    OneTimeCode,
    { user, purpose, consumedAt: null, expiresAt: { $gt: new Date() } },
    { orderBy: { createdAt: 'desc' } },
  );
  if (!row) throw new AppError('BAD_USER_INPUT', invalidCodeMessage, { field: 'otp' });
  if (row.failedAttempts >= MAX_WRONG_TRIES) {
    throw new AppError('BAD_USER_INPUT', 'Too many wrong attempts. Please request a new OTP.', {
      field: 'otp',
    });
  }
  if (!sameHash(codeHash(row.id, code.trim()), row.codeHash)) {
    await em.nativeUpdate(OneTimeCode, { id: row.id }, { failedAttempts: row.failedAttempts + 1 });
    const left = MAX_WRONG_TRIES - row.failedAttempts - 1;
    const message =
      left > 0
        ? `Incorrect OTP. ${left} attempt${left === 1 ? '' : 's'} left.`
        : 'Too many wrong attempts. Please request a new OTP.';
    throw new AppError('BAD_USER_INPUT', message, { field: 'otp' });
  }
  const spent = await em.nativeUpdate(
    OneTimeCode,
    { id: row.id, consumedAt: null },
    { consumedAt: new Date() },
  );
  if (spent !== 1) throw new AppError('BAD_USER_INPUT', invalidCodeMessage, { field: 'otp' });
  return row;
}
