import type { EntityManager } from '../../db/orm.js';
import type { Identifier } from './account-input.js';
import { User } from './user.entity.js';

/** An account none of whose e-mail or mobile is verified expires this long after it was made. */
const UNVERIFIED_ACCOUNT_HOURS = 24;

export const unverifiedAccountsExpireBefore = (now = new Date()) =>
  new Date(now.getTime() - UNVERIFIED_ACCOUNT_HOURS * 3_600_000);

/** The account on which this e-mail or mobile is verified (at most one: a partial unique index). */
export function findVerifiedHolder(em: EntityManager, id: Identifier): Promise<User | null> {
  return id.kind === 'email'
    ? em.findOne(User, { email: id.email, emailVerifiedAt: { $ne: null } })
    : em.findOne(User, { mobile: id.mobile, mobileVerifiedAt: { $ne: null } });
}

/**
 * Accounts still waiting for their first verification (neither e-mail nor mobile verified, not
 * expired) that name this e-mail or mobile, newest first. Several may: a claim is not ownership.
 */
export function findFreshClaimants(em: EntityManager, id: Identifier): Promise<User[]> {
  const unverified = {
    emailVerifiedAt: null,
    mobileVerifiedAt: null,
    createdAt: { $gt: unverifiedAccountsExpireBefore() },
  };
  return em.find(
    User,
    id.kind === 'email' ? { email: id.email, ...unverified } : { mobile: id.mobile, ...unverified },
    { orderBy: { createdAt: 'desc' }, limit: 5 },
  );
}

export const isVerified = (user: User, id: Identifier) =>
  id.kind === 'email' ? user.emailVerifiedAt != null : user.mobileVerifiedAt != null;

const hasVerifiedIdentifier = (user: User) => user.emailVerifiedAt != null || user.mobileVerifiedAt != null;

const identifierOf = (user: User, kind: Identifier['kind']): Identifier =>
  kind === 'email' ? { kind, email: user.email } : { kind, mobile: user.mobile };
