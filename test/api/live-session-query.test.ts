import { entityManager } from '../../server/src/db/orm.js';
import { readLiveSession } from '../../server/src/modules/accounts/live-session-query.js';
import { Session } from '../../server/src/modules/accounts/session.entity.js';
import { newSessionToken, sha256 } from '../../server/src/modules/accounts/tokens.js';
import { User } from '../../server/src/modules/accounts/user.entity.js';
import { signedInUser } from '../support/builders.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// The session read that every signed-in request makes is one statement written once from the
// entities' metadata: it must find exactly what the ORM's own findOne found, and nothing it did not.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

async function sessionOf(userId: string, changes: Partial<Session>) {
  const em = entityManager(server.services.orm);
  const token = newSessionToken();
  em.create(Session, {
    tokenHash: sha256(token),
    user: em.getReference(User, userId),
    expiresAt: new Date(Date.now() + 86_400_000),
    ...changes,
  });
  await em.flush();
  return sha256(token);
}

const byOrm = (hash: string, now: Date) =>
  entityManager(server.services.orm).findOne(
    Session,
    { tokenHash: hash, revokedAt: null, expiresAt: { $gt: now } },
    { populate: ['user'] },
  );

test('a live session comes with its whole user, as the ORM reads them, and managed', async () => {
  const { userId } = await signedInUser(server);
  const hash = await sessionOf(userId, { ip: '203.0.113.9' });
  const em = entityManager(server.services.orm);
  const now = new Date();
  const session = await readLiveSession(em, hash, now);
  const expected = await byOrm(hash, now);
  expect(session).not.toBeNull();
  expect({ ...session, user: { ...session?.user } }).toEqual({ ...expected, user: { ...expected?.user } });
  expect(session?.user.createdAt).toBeInstanceOf(Date);
  // The same entity the identity map gives, so a change to it is flushed like any other.
  expect(await em.findOne(User, userId)).toBe(session?.user);
  (session as Session).user.name = 'Renamed Person';
  await em.flush();
  expect((await entityManager(server.services.orm).findOneOrFail(User, userId)).name).toBe('Renamed Person');
});

test('revoked, expired and unknown sessions are not found', async () => {
  const { userId } = await signedInUser(server);
  const em = entityManager(server.services.orm);
  const now = new Date();
  const revoked = await sessionOf(userId, { revokedAt: new Date(now.getTime() - 1000) });
  const expired = await sessionOf(userId, { expiresAt: new Date(now.getTime() - 1000) });
  const endsNow = await sessionOf(userId, { expiresAt: now });
  for (const hash of [revoked, expired, endsNow, sha256('nobody'), "' or 1=1 --"]) {
    expect(await readLiveSession(em, hash, now)).toBeNull();
    expect(await byOrm(hash, now)).toBeNull();
  }
});
