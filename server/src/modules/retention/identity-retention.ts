import type { Services } from '../../context.js';
import type { EntityManager } from '../../db/orm.js';
import { entityManager } from '../../db/orm.js';
import { OneTimeCode } from '../accounts/one-time-code.entity.js';
import { Session } from '../accounts/session.entity.js';
import { TrustedDevice } from '../accounts/trusted-device.entity.js';
import { User } from '../accounts/user.entity.js';
import { unverifiedAccountsExpireBefore } from '../accounts/users.repository.js';
import { RateLimitBucket } from '../rate-limit/rate-limit-bucket.entity.js';
import { limits } from '../rate-limit/rate-limit.js';

const IDENTITY_RETENTION_QUEUE = 'identity-retention';
/** Kept a while after they stop working, so a report of "my code did not work" can still be checked. */
const KEEP_DEAD_ROWS_MS = 24 * 3_600_000;
/** The longest rate-limit window: a row older than that counts nothing any more. */
const LONGEST_WINDOW_MS = Math.max(...Object.values(limits).map((l) => l.windowSeconds)) * 1000;

export interface RetentionCounts {
  sessions: number;
  codes: number;
  rateLimitRows: number;
  devices: number;
  unverifiedAccounts: number;
}

/**
 * Deletes what no longer does anything: expired or revoked sessions, expired or used codes, stale
 * rate-limit rows, expired device cookies, and accounts that verified nothing within
 * UNVERIFIED_ACCOUNT_HOURS (their e-mail and mobile were free for others already; now the rows go).
 */
async function removeExpiredIdentityRows(em: EntityManager, now = new Date()): Promise<RetentionCounts> {
  const deadBefore = new Date(now.getTime() - KEEP_DEAD_ROWS_MS);
  const sessions = await em.nativeDelete(Session, {
    $or: [{ expiresAt: { $lt: deadBefore } }, { revokedAt: { $lt: deadBefore } }],
  });
  const codes = await em.nativeDelete(OneTimeCode, {
    $or: [{ expiresAt: { $lt: deadBefore } }, { consumedAt: { $lt: deadBefore } }],
  });
  const staleWindows = new Date(now.getTime() - LONGEST_WINDOW_MS);
  const rateLimitRows = await em.nativeDelete(RateLimitBucket, { windowStart: { $lt: staleWindows } });
  const devices = await em.nativeDelete(TrustedDevice, { expiresAt: { $lt: now } });
  const unverifiedAccounts = await em.nativeDelete(User, {
    emailVerifiedAt: null,
    mobileVerifiedAt: null,
    createdAt: { $lt: unverifiedAccountsExpireBefore(now) },
  });
  return { sessions, codes, rateLimitRows, devices, unverifiedAccounts };
}

/** Runs the clean-up every hour on whichever instance takes the job. */
export async function startIdentityRetention(services: Services) {
  await services.jobs.createQueue(IDENTITY_RETENTION_QUEUE, { retryLimit: 0 });
  await services.jobs.work(IDENTITY_RETENTION_QUEUE, async () => {
    const removed = await removeExpiredIdentityRows(entityManager(services.orm));
    services.logger.info({ removed }, 'expired sessions, codes, limits and unverified accounts removed');
  });
  await services.jobs.schedule(IDENTITY_RETENTION_QUEUE, '17 * * * *');
}
