import type { EntityManager } from '../../db/orm.js';
import { AppError } from '../../errors.js';

export interface Limit {
  /** Most requests allowed in one window. */
  max: number;
  windowSeconds: number;
}

/**
 * The limits, in one place. Keys are per account (the e-mail or mobile tried) and per client IP,
 * so neither guessing one account from many addresses nor many accounts from one address works.
 */
export const limits = {
  loginPerAccount: { max: 10, windowSeconds: 15 * 60 },
  loginPerIp: { max: 100, windowSeconds: 15 * 60 },
  otpCheckPerAccount: { max: 10, windowSeconds: 15 * 60 },
  otpCheckPerIp: { max: 60, windowSeconds: 15 * 60 },
  codeSendPerAccount: { max: 5, windowSeconds: 60 * 60 },
  codeSendPerIp: { max: 30, windowSeconds: 60 * 60 },
  registerPerIp: { max: 20, windowSeconds: 60 * 60 },
  /** Contact Us messages: a person writes a few; a script writing more is kept out of the inbox. */
  contactPerClient: { max: 5, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>;

/**
 * Counts one request against `key` and refuses it with RATE_LIMITED once the window is full.
 * The counter lives in the database, so every server instance shares it; the upsert is atomic.
 */
export async function consumeRateLimit(em: EntityManager, key: string, limit: Limit): Promise<void> {
  const rows = await em.execute<{ hits: number; window_start: Date | string }[]>(
    `insert into rate_limit_bucket (key, window_start, hits) values (?, now(), 1)
     on conflict (key) do update set
       hits = case when rate_limit_bucket.window_start <= now() - make_interval(secs => ?) then 1
                   else rate_limit_bucket.hits + 1 end,
       window_start = case when rate_limit_bucket.window_start <= now() - make_interval(secs => ?) then now()
                           else rate_limit_bucket.window_start end
     returning hits, window_start`,
    [key, limit.windowSeconds, limit.windowSeconds],
  );
  const row = rows[0];
  if (row && row.hits > limit.max) {
    const started = new Date(row.window_start).getTime();
    const retryAfterSeconds = Math.max(
      1,
      Math.ceil((started + limit.windowSeconds * 1000 - Date.now()) / 1000),
    );
    const minutes = Math.ceil(retryAfterSeconds / 60);
    throw new AppError(
      'RATE_LIMITED',
      `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { retryAfterSeconds },
    );
  }
}

export async function consumeRateLimits(
  em: EntityManager,
  checks: ReadonlyArray<readonly [key: string, limit: Limit]>,
): Promise<void> {
  for (const [key, limit] of checks) await consumeRateLimit(em, key, limit);
}
