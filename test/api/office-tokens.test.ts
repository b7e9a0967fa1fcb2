import { CREATE_TOKEN, createToken, tokenClient } from '../support/api-tokens.js';
import { signedInUser } from '../support/builders.js';
import { setLocation, validValues } from '../support/documents.js';
import { addMember, createOffice, kmcWard32 } from '../support/offices.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// An office's own API token: the office's software adds clients and generates documents for that
// office alone, with its scopes; it reaches no other office and nothing personal of its creator.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const CREATE_CLIENT = `mutation ($officeId: ID!, $input: OfficeClientInput!) {
  createOfficeClient(officeId: $officeId, input: $input) { id } }`;
const CLIENTS = `query ($officeId: ID!) { officeClients(officeId: $officeId) { totalCount } }`;
const GENERATE = `mutation G($input: GenerateDocumentInput!) { generateDocument(input: $input) { id } }`;
const DOCUMENT = `query D($id: ID!) { document(id: $id) { id } }`;
const OFFICE_DOCUMENTS = `query ($officeId: ID!) { officeDocuments(officeId: $officeId) { totalCount } }`;
const code = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.code;

const sita = {
  fullName: 'सीता शर्मा',
  gender: 'female',
  dateOfBirthBs: '2040/05/10',
  fatherName: 'राम शर्मा',
  grandfatherName: 'हरि शर्मा',
  ...kmcWard32,
};

function officeValues() {
  const values = { ...validValues('birth-date-verification') };
  for (const key of ['fullName', 'gender', 'dateOfBirthBs', 'fatherName', 'grandfatherName'])
    delete values[key];
  return values;
}

async function officeWithToken(scopes: Parameters<typeof createToken>[1]) {
  const owner = await signedInUser(server);
  const officeId = await createOffice(owner.client);
  const { secret, id } = await createToken(owner.client, scopes, { officeId });
  return { owner, officeId, tokenId: id, software: tokenClient(server.url, secret) };
}

const ALL_OFFICE_SCOPES = [
  'CLIENTS_READ',
  'CLIENTS_WRITE',
  'DOCUMENTS_READ',
  'DOCUMENTS_WRITE',
  'GRAPHQL_ANY',
] as const;

test('an office token adds clients and generates documents for its office', async () => {
  const { officeId, software } = await officeWithToken([...ALL_OFFICE_SCOPES]);
  const created = await software.graphql(CREATE_CLIENT, { officeId, input: sita });
  expect(created.errors).toBeUndefined();
  expect((await software.graphql(CLIENTS, { officeId })).data.officeClients.totalCount).toBe(1);
  const made = await software.graphql(GENERATE, {
    input: {
      workKey: 'birth-date-verification',
      values: officeValues(),
      officeId,
      clientId: created.data.createOfficeClient.id,
    },
  });
  expect(made.errors).toBeUndefined();
  const read = await software.graphql(DOCUMENT, { id: made.data.generateDocument.id });
  expect(read.data.document.id).toBe(made.data.generateDocument.id);
  expect((await software.graphql(OFFICE_DOCUMENTS, { officeId })).data.officeDocuments.totalCount).toBe(1);
});

test('an office token reaches no other office, even one its creator owns', async () => {
  const { owner, software } = await officeWithToken([...ALL_OFFICE_SCOPES]);
  const otherOffice = await createOffice(owner.client, 'Another office');
  expect(code(await software.graphql(CLIENTS, { officeId: otherOffice }))).toBe('NOT_FOUND');
  expect(code(await software.graphql(CREATE_CLIENT, { officeId: otherOffice, input: sita }))).toBe(
    'NOT_FOUND',
  );
});

test('an office token reaches nothing personal of its creator', async () => {
  const { owner, officeId, software } = await officeWithToken([
    'DOCUMENTS_READ',
    'DOCUMENTS_WRITE',
    'GRAPHQL_ANY',
  ]);
  await setLocation(server, owner.client, owner.userId);
  const personal = await owner.client.graphql(GENERATE, {
    input: { workKey: 'birth-date-verification', values: validValues('birth-date-verification') },
  });
  expect(personal.errors).toBeUndefined();
  // Not the profile, not the personal history, not a personal document by id, not the REST shim.
  expect(code(await software.graphql('{ me { id } }'))).toBe('FORBIDDEN');
  expect(code(await software.graphql('{ documents { totalCount } }'))).toBe('FORBIDDEN');
  const byId = await software.graphql(DOCUMENT, { id: personal.data.generateDocument.id });
  expect(byId.data?.document ?? null).toBeNull();
  expect(code(byId)).toBe('NOT_FOUND');
  expect((await software.rest('GET', `/documents/${owner.userId}`)).status).toBe(403);
  // And it makes no personal document in its creator's name.
  const made = await software.graphql(GENERATE, {
    input: { workKey: 'birth-date-verification', values: validValues('birth-date-verification') },
  });
  expect(code(made)).toBe('BAD_USER_INPUT');
  // Within the office, its scopes decide: documents:write does not write clients.
  expect(code(await software.graphql(CREATE_CLIENT, { officeId, input: sita }))).toBe('FORBIDDEN');
});

test('a personal token still reaches no office, and only owners make an office’s tokens', async () => {
  const owner = await signedInUser(server);
  const writer = await signedInUser(server);
  const officeId = await createOffice(owner.client);
  await addMember(server, owner.client, officeId, writer.client, writer.account.email, 'writer');
  const personal = await createToken(owner.client, ['DOCUMENTS_READ', 'GRAPHQL_ANY']);
  const asPerson = tokenClient(server.url, personal.secret);
  expect(code(await asPerson.graphql(OFFICE_DOCUMENTS, { officeId }))).toBe('NOT_FOUND');

  const byWriter = await writer.client.graphql(CREATE_TOKEN, {
    input: { name: 'Writer’s script', scopes: ['DOCUMENTS_READ'], officeId },
  });
  expect(code(byWriter)).toBe('FORBIDDEN');
  // The office's scopes only: a person's profile scope is refused, and clients need an office.
  const profileScope = await owner.client.graphql(CREATE_TOKEN, {
    input: { name: 'x', scopes: ['PROFILE_READ'], officeId },
  });
  expect(code(profileScope)).toBe('BAD_USER_INPUT');
  const clientsScope = await owner.client.graphql(CREATE_TOKEN, {
    input: { name: 'x', scopes: ['CLIENTS_READ'] },
  });
  expect(code(clientsScope)).toBe('BAD_USER_INPUT');
});

test('owners list and revoke the office’s tokens; a revoked one stops at once', async () => {
  const { owner, officeId, tokenId, software } = await officeWithToken(['CLIENTS_READ']);
  const listed = await owner.client.graphql(
    'query ($officeId: ID) { apiTokens(officeId: $officeId) { id officeId } }',
    {
      officeId,
    },
  );
  expect(listed.data.apiTokens).toEqual([{ id: tokenId, officeId }]);
  // The owner's personal list does not mix them in.
  expect((await owner.client.graphql('{ apiTokens { id } }')).data.apiTokens).toEqual([]);
  const revoked = await owner.client.graphql('mutation ($id: ID!) { revokeApiToken(id: $id) { id } }', {
    id: tokenId,
  });
  expect(revoked.errors).toBeUndefined();
  expect((await software.graphql(CLIENTS, { officeId })).httpStatus).toBe(401);
});
