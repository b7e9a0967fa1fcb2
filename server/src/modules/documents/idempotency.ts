import { createHash } from 'node:crypto';
import type { EntityManager } from '../../db/orm.js';
import { AppError, badInput } from '../../errors.js';
import type { User } from '../accounts/user.entity.js';
import type { GeneratedDocument } from './generated-document.entity.js';
import { IdempotencyKey } from './idempotency-key.entity.js';

/** How long a key names its request; a retry after that makes a new document. */
const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;

/** A key is 1–200 visible ASCII characters (a UUID, typically); absent means no idempotency. */
export function checkIdempotencyKey(key: unknown): string | null {
  if (key === undefined || key === null) return null;
  if (typeof key !== 'string' || !/^[\x21-\x7e]{1,200}$/.test(key)) {
    throw badInput('idempotencyKey', 'idempotency.keyFormat');
  }
  return key;
}

/** The same work and values give the same hash, whatever the order of their keys. */
export function requestHash(workKey: string, values: unknown): string {
  return createHash('sha256').update(canonicalJson({ workKey, values })).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The document an earlier request with this key made, or null when the key is new (or expired:
 * it is forgotten here). Runs in the generation's transaction with the user's row locked, so two
 * requests with one key cannot both pass; the unique (user, key) constraint backs that up.
 */
export async function documentOfKey(
  tx: EntityManager,
  user: User,
  key: string,
  hash: string,
): Promise<GeneratedDocument | null> {
  const previous = await tx.findOne(IdempotencyKey, { user, key }, { populate: ['document'] });
  if (!previous) return null;
  if (previous.expiresAt.getTime() <= Date.now()) {
    await tx.nativeDelete(IdempotencyKey, { id: previous.id });
    return null;
  }
  if (previous.requestHash !== hash) {
    throw new AppError('CONFLICT', 'idempotency.keyReused', {
      field: 'idempotencyKey',
    });
  }
  return previous.document;
}

export function rememberKey(
  tx: EntityManager,
  user: User,
  key: string,
  hash: string,
  document: GeneratedDocument,
) {
  tx.create(IdempotencyKey, {
    user,
    key,
    requestHash: hash,
    document,
    expiresAt: new Date(Date.now() + IDEMPOTENCY_KEY_TTL_MS),
  });
}

/** Retention: keys past their day are removed by a scheduled job. */
export async function deleteExpiredKeys(em: EntityManager): Promise<number> {
  return em.nativeDelete(IdempotencyKey, { expiresAt: { $lte: new Date() } });
}
