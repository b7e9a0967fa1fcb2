import type { EntityManager } from '../../db/orm.js';
import { DocumentStatus } from './generated-document.entity.js';

/**
 * How long a claim holds without renewal. A live instance renews its claims every
 * LEASE_RENEW_MS; a crashed one stops, and its documents are free again after at most this long.
 */
export const LEASE_MS = 10_000;
export const LEASE_RENEW_MS = 3_000;
/** How often every instance's safety net looks for documents nobody is rendering. */
export const SWEEP_INTERVAL_MS = 2_000;
/**
 * A QUEUED document this old was not taken by the instance that accepted it (that instance died,
 * or has a long backlog): any instance may render it. Younger ones are left to their instance.
 */
export const QUEUED_GRACE_MS = 5_000;
/** A document whose renders keep dying with their process is failed (and given back) after this. */
export const MAX_RENDER_ATTEMPTS = 3;

/**
 * Opens the statements every instance sends on its own timers (the safety net's sweep, the lease
 * renewal), so that they can be told apart from a request's in a log or a statement count.
 */
export const SAFETY_NET_SQL = '/* render safety net */';

export interface LeaseOptions {
  /** This process's name in lease_owner. */
  owner: string;
  leaseMs: number;
  /**
   * True when no other process can share the database (embedded PGlite): a lease held by anyone
   * else was left by a process that is gone, so it need not expire first.
   */
  exclusiveDatabase: boolean;
}

/** What a render needs from the row, returned by the claim itself (no second read). */
export interface ClaimedDocument {
  id: string;
  userId: string;
  /** The office the document was made under, or null for a person's own. */
  officeId: string | null;
  workKey: string;
  values: Record<string, unknown>;
  snapshot: Record<string, unknown>;
  attempts: number;
  verificationCode: string | null;
  /** What paid for it: a SPECIMEN is rendered with its watermark. */
  entitlement: string;
}

/**
 * Takes a document for rendering: QUEUED, or RENDERING under a lease that no longer holds. One
 * conditional UPDATE, so of any number of instances trying at once exactly one wins.
 */
export async function claimDocument(
  em: EntityManager,
  documentId: string,
  lease: LeaseOptions,
): Promise<ClaimedDocument | null> {
  const now = new Date();
  const rows = await em.execute<
    {
      id: string;
      user_id: string;
      office_id: string | null;
      work_key: string;
      values: Record<string, unknown>;
      snapshot: Record<string, unknown>;
      attempts: number;
      verification_code: string | null;
      entitlement: string;
    }[]
  >(
    `update generated_document
        set status = ?, lease_owner = ?, lease_expires_at = ?, attempts = attempts + 1, updated_at = ?
      where id = ? and (status = ? or (status = ? and ${leaseGone()}))
      returning id, user_id, office_id, work_key, "values", snapshot, attempts, verification_code, entitlement`,
    [
      DocumentStatus.RENDERING,
      lease.owner,
      new Date(now.getTime() + lease.leaseMs),
      now,
      documentId,
      DocumentStatus.QUEUED,
      DocumentStatus.RENDERING,
      ...leaseGoneParams(lease, now),
    ],
  );
  const [row] = rows;
  if (!row) return null;
  return {
    id: row.id,
    userId: row.user_id,
    officeId: row.office_id,
    workKey: row.work_key,
    values: row.values,
    snapshot: row.snapshot,
    attempts: Number(row.attempts),
    verificationCode: row.verification_code,
    entitlement: row.entitlement,
  };
}

/**
 * Documents no live renderer holds, oldest first: QUEUED ones past the grace period (or any, on an
 * exclusive database) and RENDERING ones whose lease is gone.
 */
export async function findUnclaimedDocuments(
  em: EntityManager,
  lease: LeaseOptions & { queuedGraceMs: number; limit: number },
): Promise<string[]> {
  const now = new Date();
  const queuedBefore = lease.exclusiveDatabase ? now : new Date(now.getTime() - lease.queuedGraceMs);
  const rows = await em.execute<{ id: string }[]>(
    `${SAFETY_NET_SQL} select id from generated_document
      where (status = ? and created_at <= ?) or (status = ? and ${leaseGone()})
      order by created_at limit ?`,
    [
      DocumentStatus.QUEUED,
      queuedBefore,
      DocumentStatus.RENDERING,
      ...leaseGoneParams(lease, now),
      lease.limit,
    ],
  );
  return rows.map((row) => row.id);
}

/** Keeps this instance's claims alive while their renders run. */
export async function renewLeases(em: EntityManager, documentIds: string[], lease: LeaseOptions) {
  if (documentIds.length === 0) return;
  await em.execute(
    `${SAFETY_NET_SQL} update generated_document set lease_expires_at = ?
      where id in (${documentIds.map(() => '?').join(', ')}) and status = ? and lease_owner = ?`,
    [new Date(Date.now() + lease.leaseMs), ...documentIds, DocumentStatus.RENDERING, lease.owner],
  );
}

// A lease is gone when it expired, was never set (rows from before leases), or, on an exclusive
// database, belongs to another (dead) process.
const leaseGone = () =>
  '(lease_expires_at is null or lease_expires_at < ? or (? and lease_owner is distinct from ?))';
const leaseGoneParams = (lease: LeaseOptions, now: Date) => [now, lease.exclusiveDatabase, lease.owner];
