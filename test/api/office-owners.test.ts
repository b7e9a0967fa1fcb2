// @pglite: single-connection races
import { entityManager } from '../../server/src/db/orm.js';
import { OfficeMembership, OfficeRole } from '../../server/src/modules/offices/office.entities.js';
import { signedInUser } from '../support/builders.js';
import { addMember, createOffice } from '../support/offices.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// An office always keeps an owner: two owners acting on each other at the same moment queue on the
// office's row, and the second change, which would leave no owner, is refused.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const CHANGE = `mutation ($officeId: ID!, $userId: ID!, $role: OfficeRole!) {
  changeMemberRole(officeId: $officeId, userId: $userId, role: $role) { role } }`;
const REMOVE = `mutation ($officeId: ID!, $userId: ID!) { removeMember(officeId: $officeId, userId: $userId) }`;

type Owner = Awaited<ReturnType<typeof signedInUser>>;

/** An office with two owners, `a` (its creator) and `b`. */
async function twoOwners() {
  const a = await signedInUser(server);
  const b = await signedInUser(server);
  const officeId = await createOffice(a.client);
  await addMember(server, a.client, officeId, b.client, b.account.email, 'owner');
  return { a, b, officeId };
}

const ownersOf = (officeId: string) =>
  entityManager(server.services.orm).count(OfficeMembership, { office: officeId, role: OfficeRole.owner });

/** What each owner does to the other (or to themselves) at the same moment. */
type Outcome = { errors?: { extensions?: Record<string, unknown> }[] };
const races: Record<string, (officeId: string, me: Owner, other: Owner) => Promise<Outcome>> = {
  'remove each other': (officeId, me, other) => me.client.graphql(REMOVE, { officeId, userId: other.userId }),
  'both leave': (officeId, me) => me.client.graphql(REMOVE, { officeId, userId: me.userId }),
  'both step down': (officeId, me) =>
    me.client.graphql(CHANGE, { officeId, userId: me.userId, role: 'writer' }),
  'demote each other': (officeId, me, other) =>
    me.client.graphql(CHANGE, { officeId, userId: other.userId, role: 'viewer' }),
};

const ROUNDS = 4;

describe.each(Object.entries(races))('two owners %s at once', (_name, act) => {
  test(`${ROUNDS} races: exactly one change goes through and the office keeps an owner`, async () => {
    const offices = await Promise.all(Array.from({ length: ROUNDS }, () => twoOwners()));
    const outcomes = await Promise.all(
      offices.map(({ a, b, officeId }) => Promise.all([act(officeId, a, b), act(officeId, b, a)])),
    );
    for (const [index, { officeId }] of offices.entries()) {
      expect(await ownersOf(officeId)).toBe(1);
      const results = outcomes[index]!;
      expect(results.filter((result) => !result.errors)).toHaveLength(1);
      const refused = results.find((result) => result.errors)!;
      // The one that came second is told why: no owner would be left, or it is no longer an owner.
      expect(['office.lastOwner', 'office.roleForbids', 'office.notFound']).toContain(
        refused.errors?.[0]?.extensions?.messageCode,
      );
    }
  });
});

test('the last owner is told how to step down', async () => {
  const { a, b, officeId } = await twoOwners();
  expect((await a.client.graphql(REMOVE, { officeId, userId: b.userId })).errors).toBeUndefined();
  const leave = await a.client.graphql(REMOVE, { officeId, userId: a.userId });
  expect(leave.errors?.[0]).toMatchObject({
    message: 'An office needs at least one owner: make another member owner first.',
    extensions: { code: 'CONFLICT', messageCode: 'office.lastOwner' },
  });
  expect(await ownersOf(officeId)).toBe(1);
});
