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
  /** Failed logins (successes are given back): per account from browsers it does not know ... */
  loginPerAccount: { max: 10, windowSeconds: 15 * 60 },
  /** ... and per browser that signed in to the account before, which the account limit spares. */
  loginPerDevice: { max: 10, windowSeconds: 15 * 60 },
  loginPerIp: { max: 100, windowSeconds: 15 * 60 },
  otpCheckPerAccount: { max: 10, windowSeconds: 15 * 60 },
  otpCheckPerIp: { max: 60, windowSeconds: 15 * 60 },
  codeSendPerAccount: { max: 5, windowSeconds: 60 * 60 },
  codeSendPerIp: { max: 30, windowSeconds: 60 * 60 },
  registerPerIp: { max: 20, windowSeconds: 60 * 60 },
  /** Contact Us messages: a person writes a few; a script writing more is kept out of the inbox. */
  contactPerClient: { max: 5, windowSeconds: 60 * 60 },
  /** Payment starts: a person tries a few times; many more only open orders nobody pays. */
  paymentStartPerAccount: { max: 20, windowSeconds: 60 * 60 },
  paymentStartPerIp: { max: 60, windowSeconds: 60 * 60 },
  /** Verification lookups: an office checks many papers a day, a script guessing codes far more. */
  verificationLookupPerIp: { max: 120, windowSeconds: 60 * 60 },
  /** Webhook resends: a partner testing its endpoint resends a few; each one is a POST we make. */
  webhookRedeliveryPerAccount: { max: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>;

export interface WindowCount {
  /** Everything counted in the current window, this call included. */
  hits: number;
  /** Seconds until the window starts afresh (at least 1). */
  resetSeconds: number;
}

/**
 * Adds `amount` to `key`'s fixed window (a new window starts once the old one is over). The
 * counter lives in the database, so every server instance shares it; the upsert is atomic.
 */
export async function countInWindow(
  em: EntityManager,
  key: string,
  windowSeconds: number,
  amount = 1,
): Promise<WindowCount> {
  const rows = await em.execute<{ hits: number; window_start: Date | string }[]>(
    `insert into rate_limit_bucket (key, window_start, hits) values (?, now(), ?)
     on conflict (key) do update set
       hits = case when rate_limit_bucket.window_start <= now() - make_interval(secs => ?) then ?
                   else rate_limit_bucket.hits + ? end,
       window_start = case when rate_limit_bucket.window_start <= now() - make_interval(secs => ?) then now()
                           else rate_limit_bucket.window_start end
     returning hits, window_start`,
    [key, amount, windowSeconds, amount, amount, windowSeconds],
  );
  const row = rows[0];
  const started = row ? new Date(row.window_start).getTime() : Date.now();
  return {
    hits: Number(row?.hits ?? amount),
    resetSeconds: Math.max(1, Math.ceil((started + windowSeconds * 1000 - Date.now()) / 1000)),
  };
}

/** Takes `amount` back from a window (a refused request that should not count). */
export async function giveBack(em: EntityManager, key: string, amount: number): Promise<void> {
  await em.execute('update rate_limit_bucket set hits = greatest(hits - ?, 0) where key = ?', [amount, key]);
}

/** Counts one request against `key` and refuses it with RATE_LIMITED once the window is full. */
export async function consumeRateLimit(em: EntityManager, key: string, limit: Limit): Promise<void> {
  const { hits, resetSeconds: retryAfterSeconds } = await countInWindow(em, key, limit.windowSeconds);
  if (hits > limit.max) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    throw new AppError(
      'RATE_LIMITED',
      minutes === 1 ? 'rate.tooManyOneMinute' : { code: 'rate.tooMany', params: { minutes } },
      { retryAfterSeconds },
    );
  }
}

/**
 * Gives back one request counted by consumeRateLimit (a login that succeeded), so a limit counts
 * failures only. Counting first and giving back after keeps the limit exact under concurrency.
 */
export async function refundRateLimit(em: EntityManager, key: string): Promise<void> {
  await em.execute('update rate_limit_bucket set hits = hits - 1 where key = ? and hits > 0', [key]);
}

export async function consumeRateLimits(
  em: EntityManager,
  checks: ReadonlyArray<readonly [key: string, limit: Limit]>,
): Promise<void> {
  for (const [key, limit] of checks) await consumeRateLimit(em, key, limit);
}
