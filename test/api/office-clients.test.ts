import { signedInUser } from '../support/builders.js';
import { ApiClient } from '../support/client.js';
import { addMember, createOffice, kmcWard32 } from '../support/offices.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const CLIENT_FIELDS = `id officeId fullName fullNameEn gender fatherName grandfatherName citizenshipNumber
  citizenshipIssueDistrict provinceId districtId localLevelId ward`;
const CREATE = `mutation ($officeId: ID!, $input: OfficeClientInput!) {
  createOfficeClient(officeId: $officeId, input: $input) { ${CLIENT_FIELDS} possibleDuplicates { id } } }`;
const UPDATE = `mutation ($id: ID!, $input: OfficeClientInput!) { updateOfficeClient(id: $id, input: $input) { id fullName } }`;
const DELETE = `mutation ($id: ID!) { deleteOfficeClient(id: $id) }`;
const READ = `query ($id: ID!) { officeClient(id: $id) { id fullName } }`;
const LIST = `query ($officeId: ID!, $search: String, $first: Int, $after: String) {
  officeClients(officeId: $officeId, search: $search, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id fullName possibleDuplicates { id } } } } }`;

const sita = {
  fullName: 'सीता शर्मा',
  fullNameEn: 'Sita Sharma',
  gender: 'female',
  fatherName: 'राम शर्मा',
  grandfatherName: 'हरि शर्मा',
  citizenshipNumber: '२७-०१-७४/१२३४५',
  citizenshipIssueDistrict: 'kathmandu',
  ...kmcWard32,
};
const gita = {
  fullName: 'गीता थापा',
  gender: 'female',
  fatherName: 'कृष्ण थापा',
  grandfatherName: 'भीम थापा',
  citizenshipNumber: '11-22-333',
};

async function addClient(
  member: ApiClient,
  officeId: string,
  input: Record<string, unknown>,
): Promise<string> {
  const created = await member.graphql(CREATE, { officeId, input });
  if (!created.data) throw new Error(`createOfficeClient failed: ${JSON.stringify(created.errors)}`);
  return created.data.createOfficeClient.id as string;
}

/** Two offices, A with an owner, a writer and a viewer, B with its owner and one client. */
async function twoOffices() {
  const ownerA = await signedInUser(server);
  const writerA = await signedInUser(server);
  const viewerA = await signedInUser(server);
  const ownerB = await signedInUser(server);
  const officeA = await createOffice(ownerA.client, 'Office A');
  const officeB = await createOffice(ownerB.client, 'Office B');
  await addMember(server, ownerA.client, officeA, writerA.client, writerA.account.email, 'writer');
  await addMember(server, ownerA.client, officeA, viewerA.client, viewerA.account.email, 'viewer');
  const clientOfB = await addClient(ownerB.client, officeB, sita);
  return { ownerA, writerA, viewerA, ownerB, officeA, officeB, clientOfB };
}

let world: Awaited<ReturnType<typeof twoOffices>>;
beforeAll(async () => {
  world = await twoOffices();
});

describe('clients of an office', () => {
  test('a writer adds a client with the applicant details, cleaned by the forms’ rules', async () => {
    const created = await world.writerA.client.graphql(CREATE, {
      officeId: world.officeA,
      input: { ...sita, citizenshipIssueDistrict: 'काठमाडौं' },
    });
    expect(created.errors).toBeUndefined();
    expect(created.data.createOfficeClient).toMatchObject({
      officeId: world.officeA,
      fullName: 'सीता शर्मा',
      citizenshipIssueDistrict: 'kathmandu',
      ...kmcWard32,
      possibleDuplicates: [],
    });
  });

  test('missing required details and a Roman name where Devanagari is needed are refused by field', async () => {
    const created = await world.writerA.client.graphql(CREATE, {
      officeId: world.officeA,
      input: { fullName: 'Sita Sharma', gender: 'female', fatherName: '', grandfatherName: 'हरि' },
    });
    expect(created.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'fatherName' });
    const fields = ((created.errors?.[0]?.extensions?.problems ?? []) as { field: string }[]).map(
      (p) => p.field,
    );
    expect(fields).toEqual(expect.arrayContaining(['fatherName', 'fullName']));
  });

  test('each field at fault is listed once, by the client form’s own rules, with its labels in both languages', async () => {
    const created = await world.writerA.client.graphql(CREATE, {
      officeId: world.officeA,
      input: {
        fullName: '',
        gender: 'female',
        fatherName: 'Hari Sharma',
        grandfatherName: 'हरि',
        mobile: '९८४१२',
      },
    });
    expect(created.errors?.[0]?.message).toBe('Full name in Nepali is required');
    expect(created.errors?.[0]?.extensions).toMatchObject({
      field: 'fullName',
      messageCode: 'field.required',
      params: { label: 'Full name in Nepali', labelNe: 'पूरा नाम थर' },
    });
    const problems = (created.errors?.[0]?.extensions?.problems ?? []) as {
      field: string;
      messageCode: string;
    }[];
    expect(problems.map((p) => [p.field, p.messageCode])).toEqual([
      ['fullName', 'field.required'],
      ['fatherName', 'field.nepali'],
      ['mobile', 'register.mobileDigits'],
    ]);
  });

  test('a mobile typed in Devanagari digits is taken and kept in ASCII digits; a short one is refused', async () => {
    const mina = { ...gita, fullName: 'मीना राई', fatherName: 'दिल राई', citizenshipNumber: '99-88-777' };
    const created = await world.writerA.client.graphql(
      `mutation ($officeId: ID!, $input: OfficeClientInput!) { createOfficeClient(officeId: $officeId, input: $input) { mobile } }`,
      { officeId: world.officeA, input: { ...mina, mobile: '९८४१२३४५६७' } },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data.createOfficeClient.mobile).toBe('9841234567');
    const short = await world.writerA.client.graphql(CREATE, {
      officeId: world.officeA,
      input: { ...gita, fullName: 'मीना राई', mobile: '९८४१२' },
    });
    expect(short.errors?.[0]?.extensions).toMatchObject({
      field: 'mobile',
      messageCode: 'register.mobileDigits',
    });
  });

  test('a place must be whole and consistent', async () => {
    const partial = await world.writerA.client.graphql(CREATE, {
      officeId: world.officeA,
      input: { ...gita, provinceId: kmcWard32.provinceId },
    });
    expect(partial.errors?.[0]?.extensions).toMatchObject({ messageCode: 'client.placeIncomplete' });
    const wrongWard = await world.writerA.client.graphql(CREATE, {
      officeId: world.officeA,
      input: { ...gita, ...kmcWard32, ward: 99 },
    });
    expect(wrongWard.errors?.[0]?.extensions).toMatchObject({
      field: 'ward',
      messageCode: 'location.wardMissing',
    });
  });

  test('search finds a client by name in Devanagari or Roman letters and by citizenship number', async () => {
    const owner = await signedInUser(server);
    const officeId = await createOffice(owner.client);
    const sitaId = await addClient(owner.client, officeId, sita);
    const gitaId = await addClient(owner.client, officeId, gita);
    const found = async (search: string) =>
      (await owner.client.graphql(LIST, { officeId, search })).data.officeClients.edges.map(
        (e: { node: { id: string } }) => e.node.id,
      );
    expect(await found('सीता')).toEqual([sitaId]);
    expect(await found('seeta sharma')).toEqual([sitaId]);
    expect(await found('Geeta')).toEqual([gitaId]);
    expect(await found('थापा')).toEqual([gitaId]);
    expect(await found('27017412345')).toEqual([sitaId]);
    expect(await found('११-२२')).toEqual([gitaId]);
    expect(await found('Bishnu')).toEqual([]);
    expect(await found('')).toEqual([gitaId, sitaId]);
  });

  test('duplicates are flagged: the same citizenship number, or the same name and father', async () => {
    const owner = await signedInUser(server);
    const officeId = await createOffice(owner.client);
    const first = await addClient(owner.client, officeId, sita);
    const sameNumber = await owner.client.graphql(CREATE, {
      officeId,
      input: { ...gita, citizenshipNumber: '27 01 74 12345' },
    });
    expect(sameNumber.data.createOfficeClient.possibleDuplicates).toEqual([{ id: first }]);
    const sameNameAndFather = await owner.client.graphql(CREATE, {
      officeId,
      input: {
        ...sita,
        citizenshipNumber: null,
        provinceId: null,
        districtId: null,
        localLevelId: null,
        ward: null,
      },
    });
    expect(sameNameAndFather.data.createOfficeClient.possibleDuplicates).toEqual([{ id: first }]);
    const other = await addClient(owner.client, officeId, {
      ...gita,
      fatherName: 'गोपाल थापा',
      citizenshipNumber: '99',
    });
    const list = await owner.client.graphql(LIST, { officeId });
    const flagged = Object.fromEntries(
      list.data.officeClients.edges.map((e: { node: { id: string; possibleDuplicates: unknown[] } }) => [
        e.node.id,
        e.node.possibleDuplicates.length,
      ]),
    );
    expect(flagged).toEqual({
      [first]: 2,
      [sameNumber.data.createOfficeClient.id]: 1,
      [sameNameAndFather.data.createOfficeClient.id]: 1,
      [other]: 0,
    });
  });

  test('pages follow each other without gaps or repeats', async () => {
    const owner = await signedInUser(server);
    const officeId = await createOffice(owner.client);
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.unshift(await addClient(owner.client, officeId, gita));
    const one = await owner.client.graphql(LIST, { officeId, first: 2 });
    expect(one.data.officeClients).toMatchObject({ totalCount: 5, pageInfo: { hasNextPage: true } });
    const two = await owner.client.graphql(LIST, {
      officeId,
      first: 3,
      after: one.data.officeClients.pageInfo.endCursor,
    });
    expect(two.data.officeClients.pageInfo.hasNextPage).toBe(false);
    const seen = [...one.data.officeClients.edges, ...two.data.officeClients.edges].map(
      (e: { node: { id: string } }) => e.node.id,
    );
    expect(seen).toEqual(ids);
    const bad = await owner.client.graphql(LIST, { officeId, after: 'not-a-cursor' });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
  });

  test('a writer updates and deletes a client of their office', async () => {
    const id = await addClient(world.writerA.client, world.officeA, gita);
    const updated = await world.writerA.client.graphql(UPDATE, {
      id,
      input: { ...gita, fullName: 'गीता के.सी.' },
    });
    expect(updated.data.updateOfficeClient).toEqual({ id, fullName: 'गीता के.सी.' });
    const deleted = await world.writerA.client.graphql(DELETE, { id });
    expect(deleted.data.deleteOfficeClient).toBe(true);
    const gone = await world.writerA.client.graphql(READ, { id });
    expect(gone.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', messageCode: 'client.notFound' });
  });
});

describe('office boundaries', () => {
  test('a writer of office A cannot read or change a client of office B by any id', async () => {
    const { writerA, officeA, officeB, clientOfB } = world;
    const read = await writerA.client.graphql(READ, { id: clientOfB });
    expect(read.data).toBeNull();
    expect(read.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', messageCode: 'client.notFound' });
    const updated = await writerA.client.graphql(UPDATE, { id: clientOfB, input: gita });
    expect(updated.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    const deleted = await writerA.client.graphql(DELETE, { id: clientOfB });
    expect(deleted.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    const listed = await writerA.client.graphql(LIST, { officeId: officeB });
    expect(listed.errors?.[0]?.extensions).toMatchObject({
      code: 'NOT_FOUND',
      messageCode: 'office.notFound',
    });
    const planted = await writerA.client.graphql(CREATE, { officeId: officeB, input: gita });
    expect(planted.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    // Nor does the client show up through the writer's own office, by search or by number.
    const searched = await writerA.client.graphql(LIST, { officeId: officeA, search: '27017412345' });
    expect(
      searched.data.officeClients.edges.every((e: { node: { id: string } }) => e.node.id !== clientOfB),
    ).toBe(true);

    const stillThere = await world.ownerB.client.graphql(READ, { id: clientOfB });
    expect(stillThere.data.officeClient).toEqual({ id: clientOfB, fullName: 'सीता शर्मा' });
  });

  test('a viewer reads clients but cannot create, change or delete them', async () => {
    const { viewerA, writerA, officeA } = world;
    const id = await addClient(writerA.client, officeA, gita);
    const read = await viewerA.client.graphql(READ, { id });
    expect(read.data.officeClient.id).toBe(id);
    const created = await viewerA.client.graphql(CREATE, { officeId: officeA, input: gita });
    expect(created.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      messageCode: 'office.roleForbids',
      params: { role: 'viewer' },
    });
    const updated = await viewerA.client.graphql(UPDATE, { id, input: sita });
    expect(updated.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const deleted = await viewerA.client.graphql(DELETE, { id });
    expect(deleted.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });

  test('a removed member loses access to the office’s clients at once', async () => {
    const owner = await signedInUser(server);
    const writer = await signedInUser(server);
    const officeId = await createOffice(owner.client);
    await addMember(server, owner.client, officeId, writer.client, writer.account.email, 'writer');
    const id = await addClient(writer.client, officeId, sita);
    expect((await writer.client.graphql(READ, { id })).data.officeClient.id).toBe(id);

    await owner.client.graphql(
      `mutation ($officeId: ID!, $userId: ID!) { removeMember(officeId: $officeId, userId: $userId) }`,
      { officeId, userId: writer.userId },
    );
    const read = await writer.client.graphql(READ, { id });
    expect(read.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    const listed = await writer.client.graphql(LIST, { officeId });
    expect(listed.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    const changed = await writer.client.graphql(UPDATE, { id, input: gita });
    expect(changed.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  test('signed out, nothing of an office is reachable', async () => {
    const anonymous = new ApiClient(server.url);
    const read = await anonymous.graphql(READ, { id: world.clientOfB });
    expect(read.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
