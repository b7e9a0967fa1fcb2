import type { EntityManager } from '../../db/orm.js';
import { issueCode } from './codes.js';
import { OneTimeCode } from './one-time-code.entity.js';
import { decoyPasswordHash, verifyPassword } from './password.js';
import { User } from './user.entity.js';
import { findFreshClaimants } from './users.repository.js';

/**
 * A repeat within this time of a registration that is still waiting is the same tap arriving
 * twice (a slow phone, a double tap): its mail is on the way, so no second one is sent.
 */
const REPEAT_REGISTRATION_SECONDS = 120;

export interface Registration {
  name: string;
  email: string;
  mobile: string;
  password: string;
  passwordHash: string;
}

/**
 * The waiting account for this registration and the code to mail, if one is to be mailed.
 *
 * A registration that is still waiting for its first verification with the same e-mail, the same
 * mobile and the same password is the same person registering again: that account is reused (its
 * name refreshed), never a second one made. Anything else (another password, another mobile) is
 * only another claim and gets its own account, as before: a claim is not ownership, and reusing
 * it would let one claimant set the password another then verifies (accounts/identity.ts).
 *
 * Registrations of one e-mail take turns (an advisory lock for the transaction), so two taps at
 * once find each other. The password is checked once either way (a decoy without a candidate),
 * so the time spent does not tell whether a registration was waiting.
 */
export function waitingAccountFor(
  em: EntityManager,
  registration: Registration,
  log2N: number,
): Promise<{ user: User; code: string | null }> {
  const { name, email, mobile, password, passwordHash } = registration;
  return em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`lekhapadi:register:${email}`]);
    const candidate =
      (await findFreshClaimants(tx, { kind: 'email', email })).find((user) => user.mobile === mobile) ?? null;
    const samePerson = await verifyPassword(
      password,
      candidate?.passwordHash ?? (await decoyPasswordHash(log2N)),
    );
    if (candidate && samePerson) {
      candidate.name = name;
      const recent = await tx.count(OneTimeCode, {
        user: candidate,
        purpose: 'verify_email',
        consumedAt: null,
        createdAt: { $gt: new Date(Date.now() - REPEAT_REGISTRATION_SECONDS * 1000) },
      });
      await tx.flush();
      if (recent > 0) return { user: candidate, code: null };
      return { user: candidate, code: await issueCode(tx, candidate, 'verify_email', email) };
    }
    const user = tx.create(User, { name, email, mobile, passwordHash });
    await tx.flush();
    return { user, code: await issueCode(tx, user, 'verify_email', email) };
  });
}
