import { entityManager } from '../../server/src/db/orm.js';
import { OfficeInvitation } from '../../server/src/modules/offices/office.entities.js';
import { signedInUser } from '../support/builders.js';
import { addMember, createOffice, invitationTokenFor, kmcWard32, officeFields } from '../support/offices.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const ACCEPT = `mutation ($token: String!) { acceptInvitation(token: $token) { role office { id nameEn } } }`;
const INVITE = `mutation ($input: InviteMemberInput!) { inviteMember(input: $input) { id email mobile role expiresAt } }`;

describe('createOffice and myOffices', () => {
  test('the creator owns the new office and finds it in myOffices', async () => {
    const owner = await signedInUser(server);
    const created = await owner.client.graphql(
      `mutation ($input: CreateOfficeInput!) { createOffice(input: $input) { role userId office { ${officeFields} } } }`,
      {
        input: {
          nameNe: ' शर्मा  लेखापढी सेवा ',
          nameEn: 'Sharma Lekhapadi Sewa',
          registrationNumber: '601234567',
          contactNumber: '9841000000',
          ...kmcWard32,
        },
      },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data.createOffice).toMatchObject({
      role: 'owner',
      userId: owner.userId,
      office: { nameNe: 'शर्मा लेखापढी सेवा', registrationNumber: '601234567', ...kmcWard32 },
    });
    const mine = await owner.client.graphql(`{ myOffices { role name office { id nameEn myRole } } }`);
    expect(mine.data.myOffices).toEqual([
      {
        role: 'owner',
        name: owner.account.name,
        office: { id: created.data.createOffice.office.id, nameEn: 'Sharma Lekhapadi Sewa', myRole: 'owner' },
      },
    ]);
  });

  test('a ward the local level does not have is refused, naming the field', async () => {
    const owner = await signedInUser(server);
    const created = await owner.client.graphql(
      `mutation ($input: CreateOfficeInput!) { createOffice(input: $input) { role } }`,
      { input: { nameNe: 'क', nameEn: 'K', contactNumber: '9841000000', ...kmcWard32, ward: 99 } },
    );
    expect(created.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'ward',
      messageCode: 'location.wardMissing',
    });
  });

  test('a contact number that is neither a landline nor a mobile is refused', async () => {
    const owner = await signedInUser(server);
    const created = await owner.client.graphql(
      `mutation ($input: CreateOfficeInput!) { createOffice(input: $input) { role } }`,
      { input: { nameNe: 'क', nameEn: 'K', contactNumber: '98410', ...kmcWard32 } },
    );
    expect(created.errors?.[0]?.extensions).toMatchObject({
      field: 'contactNumber',
      messageCode: 'office.contactNumber',
    });
  });

  test('a landline with its area code is taken, and Devanagari digits are stored as ASCII digits', async () => {
    const owner = await signedInUser(server);
    const CREATE = `mutation ($input: CreateOfficeInput!) { createOffice(input: $input) { office { contactNumber } } }`;
    for (const [typed, stored] of [
      ['015550101', '015550101'],
      ['01-5550101', '01-5550101'],
      ['०६१-५२००००', '061-520000'],
      ['९८४१२३४५६७', '9841234567'],
    ]) {
      const created = await owner.client.graphql(CREATE, {
        input: { nameNe: 'क', nameEn: 'K', contactNumber: typed, ...kmcWard32 },
      });
      expect(created.errors).toBeUndefined();
      expect(created.data.createOffice.office.contactNumber).toBe(stored);
    }
  });

  test('a Nepali name with Latin letters is refused with the Nepali-text rule', async () => {
    const owner = await signedInUser(server);
    const created = await owner.client.graphql(
      `mutation ($input: CreateOfficeInput!) { createOffice(input: $input) { role } }`,
      { input: { nameNe: 'Sharma Sewa', nameEn: 'Sharma Sewa', contactNumber: '9841000000', ...kmcWard32 } },
    );
    expect(created.errors?.[0]?.message).toBe(
      "The office's name in Nepali must be written in Nepali (Devanagari)",
    );
    expect(created.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'nameNe',
      messageCode: 'field.nepali',
    });
  });

  test('an office is "not found" to anyone outside it', async () => {
    const owner = await signedInUser(server);
    const stranger = await signedInUser(server);
    const officeId = await createOffice(owner.client);
    const seen = await stranger.client.graphql(`query ($id: ID!) { office(id: $id) { nameEn } }`, {
      id: officeId,
    });
    expect(seen.data).toBeNull();
    expect(seen.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', messageCode: 'office.notFound' });
  });
});

describe('invitations', () => {
  test('an invitation by e-mail is mailed, accepted once by its addressee, and then spent', async () => {
    const owner = await signedInUser(server);
    const writer = await signedInUser(server);
    const officeId = await createOffice(owner.client);
    const invited = await owner.client.graphql(INVITE, {
      input: { officeId, email: writer.account.email, role: 'writer' },
    });
    expect(invited.data.inviteMember).toMatchObject({
      email: writer.account.email,
      mobile: null,
      role: 'writer',
    });
    const token = await invitationTokenFor(server, writer.account.email);

    const accepted = await writer.client.graphql(ACCEPT, { token });
    expect(accepted.data.acceptInvitation).toEqual({
      role: 'writer',
      office: { id: officeId, nameEn: 'Sharma Lekhapadi Sewa' },
    });
    const again = await writer.client.graphql(ACCEPT, { token });
    expect(again.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'token',
      messageCode: 'invitation.invalid',
    });
    const members = await owner.client.graphql(
      `query ($id: ID!) { office(id: $id) { members { userId role } } }`,
      {
        id: officeId,
      },
    );
    expect(members.data.office.members).toEqual([
      { userId: owner.userId, role: 'owner' },
      { userId: writer.userId, role: 'writer' },
    ]);
  });

  test('an invitation by mobile arrives by SMS', async () => {
    const owner = await signedInUser(server);
    const officeId = await createOffice(owner.client);
    const invited = await owner.client.graphql(INVITE, {
      input: { officeId, mobile: '9800000123', role: 'viewer' },
    });
    expect(invited.errors).toBeUndefined();
    const sms = (await server.outbox.sms('9800000123')).at(-1);
    expect(sms?.text).toContain('शर्मा लेखापढी सेवा');
    expect(sms?.text).toMatch(/\/offices\/join\?token=[A-Za-z0-9_-]{43}/);
  });

  test('another user cannot accept someone else’s invitation, and it stays usable for its addressee', async () => {
    const owner = await signedInUser(server);
    const invitee = await signedInUser(server);
    const intruder = await signedInUser(server);
    const officeId = await createOffice(owner.client);
    await owner.client.graphql(INVITE, { input: { officeId, email: invitee.account.email, role: 'writer' } });
    const token = await invitationTokenFor(server, invitee.account.email);

    const stolen = await intruder.client.graphql(ACCEPT, { token });
    expect(stolen.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      messageCode: 'invitation.notYours',
    });
    const intruderOffices = await intruder.client.graphql(`{ myOffices { role } }`);
    expect(intruderOffices.data.myOffices).toEqual([]);

    const accepted = await invitee.client.graphql(ACCEPT, { token });
    expect(accepted.data.acceptInvitation.role).toBe('writer');
  });

  test('two accepts of one token at the same moment make one membership', async () => {
    const owner = await signedInUser(server);
    const invitee = await signedInUser(server);
    const officeId = await createOffice(owner.client);
    await owner.client.graphql(INVITE, { input: { officeId, email: invitee.account.email, role: 'writer' } });
    const token = await invitationTokenFor(server, invitee.account.email);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => invitee.client.graphql(ACCEPT, { token })),
    );
    expect(results.filter((r) => r.data?.acceptInvitation).length).toBe(1);
    expect(results.filter((r) => r.errors).map((r) => r.errors?.[0]?.extensions?.code)).toEqual(
      Array(4).fill(expect.stringMatching(/^(BAD_USER_INPUT|CONFLICT)$/)),
    );
    const members = await owner.client.graphql(
      `query ($id: ID!) { office(id: $id) { members { userId } } }`,
      {
        id: officeId,
      },
    );
    expect(members.data.office.members).toHaveLength(2);
  });

  test('an expired invitation cannot be accepted', async () => {
    const owner = await signedInUser(server);
    const invitee = await signedInUser(server);
    const officeId = await createOffice(owner.client);
    const invited = await owner.client.graphql(INVITE, {
      input: { officeId, email: invitee.account.email, role: 'viewer' },
    });
    const token = await invitationTokenFor(server, invitee.account.email);
    await entityManager(server.services.orm).nativeUpdate(
      OfficeInvitation,
      { id: invited.data.inviteMember.id },
      { expiresAt: new Date(Date.now() - 60_000) },
    );
    const accepted = await invitee.client.graphql(ACCEPT, { token });
    expect(accepted.errors?.[0]?.extensions).toMatchObject({ messageCode: 'invitation.invalid' });
  });

  test('only owners invite', async () => {
    const owner = await signedInUser(server);
    const writer = await signedInUser(server);
    const officeId = await createOffice(owner.client);
    await addMember(server, owner.client, officeId, writer.client, writer.account.email, 'writer');
    const invited = await writer.client.graphql(INVITE, {
      input: { officeId, email: 'someone@example.com', role: 'owner' },
    });
    expect(invited.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      messageCode: 'office.roleForbids',
      params: { role: 'writer', roleNe: 'लेखक' },
    });
  });
});

describe('roles and removal', () => {
  const CHANGE = `mutation ($officeId: ID!, $userId: ID!, $role: OfficeRole!) {
    changeMemberRole(officeId: $officeId, userId: $userId, role: $role) { role } }`;
  const REMOVE = `mutation ($officeId: ID!, $userId: ID!) { removeMember(officeId: $officeId, userId: $userId) }`;

  test('the owner changes a role; the last owner cannot step down or be removed', async () => {
    const owner = await signedInUser(server);
    const member = await signedInUser(server);
    const officeId = await createOffice(owner.client);
    await addMember(server, owner.client, officeId, member.client, member.account.email, 'viewer');

    const promoted = await owner.client.graphql(CHANGE, { officeId, userId: member.userId, role: 'writer' });
    expect(promoted.data.changeMemberRole.role).toBe('writer');
    const stepDown = await owner.client.graphql(CHANGE, { officeId, userId: owner.userId, role: 'viewer' });
    expect(stepDown.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      messageCode: 'office.lastOwner',
    });
    const leave = await owner.client.graphql(REMOVE, { officeId, userId: owner.userId });
    expect(leave.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      messageCode: 'office.lastOwner',
    });
  });

  test('a removed member loses access at once', async () => {
    const owner = await signedInUser(server);
    const member = await signedInUser(server);
    const officeId = await createOffice(owner.client);
    await addMember(server, owner.client, officeId, member.client, member.account.email, 'writer');
    const before = await member.client.graphql(`query ($id: ID!) { office(id: $id) { myRole } }`, {
      id: officeId,
    });
    expect(before.data.office.myRole).toBe('writer');

    const removed = await owner.client.graphql(REMOVE, { officeId, userId: member.userId });
    expect(removed.data.removeMember).toBe(true);
    const after = await member.client.graphql(`query ($id: ID!) { office(id: $id) { myRole } }`, {
      id: officeId,
    });
    expect(after.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    const mine = await member.client.graphql(`{ myOffices { role } }`);
    expect(mine.data.myOffices).toEqual([]);
  });

  test('a writer cannot change roles or remove others, but may leave', async () => {
    const owner = await signedInUser(server);
    const writer = await signedInUser(server);
    const officeId = await createOffice(owner.client);
    await addMember(server, owner.client, officeId, writer.client, writer.account.email, 'writer');
    const grab = await writer.client.graphql(CHANGE, { officeId, userId: writer.userId, role: 'owner' });
    expect(grab.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const kick = await writer.client.graphql(REMOVE, { officeId, userId: owner.userId });
    expect(kick.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const leave = await writer.client.graphql(REMOVE, { officeId, userId: writer.userId });
    expect(leave.data.removeMember).toBe(true);
  });
});
