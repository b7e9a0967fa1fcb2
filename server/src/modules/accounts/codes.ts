import type { EntityManager } from '../../db/orm.js';
import { AppError } from '../../errors.js';
import type { Message } from '../../shared/messages.js';
import { consumeRateLimit } from '../rate-limit/rate-limit.js';
import { type CodePurpose, OneTimeCode } from './one-time-code.entity.js';
import { newOtp, sameHash, sha256 } from './tokens.js';
import { User } from './user.entity.js';

export const CODE_TTL_MINUTES = 10;
export const MAX_WRONG_TRIES = 5;

const codeHash = (codeId: string, code: string) => sha256(`${codeId}:${code}`);

/**
 * Makes a fresh code for this purpose; any earlier unused one for it stops working, and the
 * account's wrong tries start again from zero (the per-account send limit bounds how often).
 */
export async function issueCode(em: EntityManager, user: User, purpose: CodePurpose, target: string) {
  await em.nativeUpdate(OneTimeCode, { user, purpose, consumedAt: null }, { consumedAt: new Date() });
  await em.nativeUpdate(User, { id: user.id }, { codeAttempts: 0 });
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

export const invalidCode = (field = 'otp') => new AppError('BAD_USER_INPUT', 'otp.invalid', { field });
const tooManyWrong = (field: string) => new AppError('BAD_USER_INPUT', 'otp.tooManyWrong', { field });

/** The answer to a wrong code, after `used` of the MAX_WRONG_TRIES tries. */
function wrongCode(used: number, field: string): AppError {
  const left = MAX_WRONG_TRIES - used;
  if (left <= 0) return tooManyWrong(field);
  const said: Message =
    left === 1 ? { code: 'otp.incorrectLast' } : { code: 'otp.incorrect', params: { left } };
  return new AppError('BAD_USER_INPUT', said, { field });
}

/**
 * Takes one try from the account's counter, shared by all its codes, in one atomic update: under
 * any concurrency at most MAX_WRONG_TRIES codes are ever compared. Null when none are left.
 */
async function takeTry(em: EntityManager, userId: string): Promise<number | null> {
  const rows = await em.execute<{ code_attempts: number }[]>(
    'update app_user set code_attempts = code_attempts + 1 where id = ? and code_attempts < ? returning code_attempts',
    [userId, MAX_WRONG_TRIES],
  );
  return rows[0]?.code_attempts ?? null;
}

/**
 * Spends a code. A right code works once (the conditional update makes two concurrent uses of one
 * code yield one success); each wrong one uses up one of the account's tries. Returns the row so
 * callers can read its target.
 */
export async function consumeCode(
  em: EntityManager,
  user: User,
  purpose: CodePurpose,
  code: string,
  options: {
    target?: string;
    field?: string;
    /** Without a live code, answer as for an address nobody waits on (refuseCodeForNobody). */
    nobodyKey?: string;
  } = {},
): Promise<OneTimeCode> {
  const field = options.field ?? 'otp';
  const row = await em.findOne(
    OneTimeCode,
    {
      user,
      purpose,
      consumedAt: null,
      expiresAt: { $gt: new Date() },
      ...(options.target ? { target: options.target } : {}),
    },
    { orderBy: { createdAt: 'desc' } },
  );
  if (!row) {
    if (options.nobodyKey) return refuseCodeForNobody(em, options.nobodyKey, field);
    throw invalidCode(field);
  }
  const used = await takeTry(em, user.id);
  if (used === null) throw tooManyWrong(field);
  if (!sameHash(codeHash(row.id, code.trim()), row.codeHash)) throw wrongCode(used, field);
  const spent = await em.nativeUpdate(
    OneTimeCode,
    { id: row.id, consumedAt: null },
    { consumedAt: new Date() },
  );
  if (spent !== 1) throw invalidCode(field);
  await em.nativeUpdate(User, { id: user.id }, { codeAttempts: 0 });
  return row;
}

/**
 * The answer for a code typed for an address no account is waiting on: the same words, counted
 * the same way, as a wrong code for one that is, so the answers tell nobody which addresses exist.
 */
export async function refuseCodeForNobody(em: EntityManager, key: string, field = 'otp'): Promise<never> {
  try {
    await consumeRateLimit(em, `code-nobody:${key}`, {
      max: MAX_WRONG_TRIES,
      windowSeconds: CODE_TTL_MINUTES * 60,
    });
  } catch {
    throw tooManyWrong(field);
  }
  const rows = await em.execute<{ hits: number }[]>('select hits from rate_limit_bucket where key = ?', [
    `code-nobody:${key}`,
  ]);
  throw wrongCode(rows[0]?.hits ?? MAX_WRONG_TRIES, field);
}
