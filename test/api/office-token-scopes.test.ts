import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { bsMonthKey, currentBsMonth } from '../../server/src/shared/nepali/index.js';
import { type ScopeName, createToken, tokenClient } from '../support/api-tokens.js';
import { signedInUser } from '../support/builders.js';
import type { ApiClient } from '../support/client.js';
import { generate, validValues } from '../support/documents.js';
import { addMember, createOffice, kmcWard32 } from '../support/offices.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// An office's token reads the clients' personal details only with clients:read and the members
// only with members:read, whichever path it takes to them: a document's client, the office's
// history, the clients' list, the office's members, a document's generatedBy, a federation
// reference, a mutation's answer, a WebSocket, the REST routes. documents:read alone reads the
// documents, and a client's id.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const sita = {
  fullName: 'सीता शर्मा',
  fullNameEn: 'Sita Sharma',
  gender: 'female',
  dateOfBirthBs: '2040/05/10',
  fatherName: 'राम शर्मा',
  grandfatherName: 'हरि शर्मा',
  citizenshipNumber: '२७-०१-७४-१२३४५',
  citizenshipIssueDistrict: 'kathmandu',
  ...kmcWard32,
};

let officeId: string;
let documentId: string;
let clientId: string;
let owner: Awaited<ReturnType<typeof signedInUser>>;
const tokens = new Map<string, ApiClient>();

/** The office's token with exactly these scopes (made once per set). */
async function software(...scopes: ScopeName[]): Promise<ApiClient> {
  const key = scopes.join(' ');
  let client = tokens.get(key);
  if (!client) {
    client = tokenClient(server.url, (await createToken(owner.client, scopes, { officeId })).secret);
    tokens.set(key, client);
  }
  return client;
}

beforeAll(async () => {
  owner = await signedInUser(server);
  const writer = await signedInUser(server);
  officeId = await createOffice(owner.client);
  await addMember(server, owner.client, officeId, writer.client, writer.account.email, 'writer');
  const created = await owner.client.graphql(
    `mutation ($officeId: ID!, $input: OfficeClientInput!) { createOfficeClient(officeId: $officeId, input: $input) { id } }`,
    { officeId, input: sita },
  );
  clientId = created.data.createOfficeClient.id;
  const values = { ...validValues('birth-date-verification') };
  for (const key of ['fullName', 'gender', 'dateOfBirthBs', 'fatherName', 'grandfatherName'])
    delete values[key];
  ({ id: documentId } = await generate(writer.client, {
    workKey: 'birth-date-verification',
    values,
    officeId,
    clientId,
  }));
});

type Answer = { data?: Record<string, unknown> | null; errors?: { extensions?: Record<string, unknown> }[] };

/** The answer was a refusal for lack of `scope`, and carried none of the data. */
function expectRefused(answer: Answer, scope: string) {
  expect(answer.errors?.[0]?.extensions).toMatchObject({
    code: 'FORBIDDEN',
    messageCode: 'token.missingScope',
    params: expect.objectContaining({ scope }),
  });
  expect(JSON.stringify(answer.data ?? null)).not.toMatch(/सीता|Sita|२७-०१|राम शर्मा|2040/);
}

const DOCUMENT_CLIENT = `query ($id: ID!) {
  document(id: $id) { id client { id fullName citizenshipNumber dateOfBirthBs fatherName } } }`;
const DOCUMENT_SECOND_CLIENT = `query ($id: ID!) { document(id: $id) { id secondClient { fullName } } }`;
const HISTORY_CLIENT = `query ($officeId: ID!) {
  officeDocuments(officeId: $officeId) { edges { node { id client { fullName citizenshipNumber } } } } }`;
const BY_FRAGMENT = `fragment Personal on OfficeClient { citizenshipNumber }
  query ($id: ID!) { document(id: $id) { id ... on GeneratedDocument { client { id ...Personal } } } }`;
const CLIENTS = `query ($officeId: ID!) { officeClients(officeId: $officeId) { edges { node { fullName } } } }`;
const DUPLICATES = `query ($id: ID!) { document(id: $id) { client { id possibleDuplicates { id } } } }`;

describe('clients’ personal details need clients:read', () => {
  test('document { client }: refused with documents:read alone, read with clients:read', async () => {
    expectRefused(
      await (await software('DOCUMENTS_READ')).graphql(DOCUMENT_CLIENT, { id: documentId }),
      'clients:read',
    );
    const allowed = await (await software('DOCUMENTS_READ', 'CLIENTS_READ')).graphql(DOCUMENT_CLIENT, {
      id: documentId,
    });
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data.document.client).toMatchObject({ id: clientId, fullName: sita.fullName });
  });

  test('document { secondClient } and a client’s possible duplicates are refused alike', async () => {
    const docsOnly = await software('DOCUMENTS_READ');
    expectRefused(await docsOnly.graphql(DOCUMENT_SECOND_CLIENT, { id: documentId }), 'clients:read');
    expectRefused(await docsOnly.graphql(DUPLICATES, { id: documentId }), 'clients:read');
  });

  test('officeDocuments { client }: refused with documents:read alone, read with clients:read', async () => {
    expectRefused(
      await (await software('DOCUMENTS_READ')).graphql(HISTORY_CLIENT, { officeId }),
      'clients:read',
    );
    const allowed = await (await software('DOCUMENTS_READ', 'CLIENTS_READ')).graphql(HISTORY_CLIENT, {
      officeId,
    });
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data.officeDocuments.edges[0].node.client.citizenshipNumber).toBe(sita.citizenshipNumber);
  });

  test('through a fragment and an inline fragment alike', async () => {
    expectRefused(
      await (await software('DOCUMENTS_READ')).graphql(BY_FRAGMENT, { id: documentId }),
      'clients:read',
    );
    const allowed = await (await software('DOCUMENTS_READ', 'CLIENTS_READ')).graphql(BY_FRAGMENT, {
      id: documentId,
    });
    expect(allowed.data.document.client.citizenshipNumber).toBe(sita.citizenshipNumber);
  });

  test('officeClients: refused with documents:read alone, read with clients:read', async () => {
    expectRefused(await (await software('DOCUMENTS_READ')).graphql(CLIENTS, { officeId }), 'clients:read');
    const allowed = await (await software('CLIENTS_READ')).graphql(CLIENTS, { officeId });
    expect(allowed.data.officeClients.edges[0].node.fullName).toBe(sita.fullName);
  });

  test('document { values }, filled from the client’s record, needs clients:read too', async () => {
    const VALUES = 'query ($id: ID!) { document(id: $id) { id values } }';
    expectRefused(
      await (await software('DOCUMENTS_READ')).graphql(VALUES, { id: documentId }),
      'clients:read',
    );
    const allowed = await (await software('DOCUMENTS_READ', 'CLIENTS_READ')).graphql(VALUES, {
      id: documentId,
    });
    expect(allowed.data.document.values.fatherName).toBe(sita.fatherName);
  });

  test('a client’s id alone is no one’s detail: documents:read reads it', async () => {
    const answer = await (await software('DOCUMENTS_READ')).graphql(
      'query ($id: ID!) { document(id: $id) { client { id } } }',
      { id: documentId },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data.document.client).toEqual({ id: clientId });
  });

  test('a mutation’s answer: clients:write adds a client but reads back only its id', async () => {
    const writeOnly = await software('CLIENTS_WRITE');
    const add = (fields: string) =>
      writeOnly.graphql(
        `mutation ($officeId: ID!, $input: OfficeClientInput!) { createOfficeClient(officeId: $officeId, input: $input) { ${fields} } }`,
        { officeId, input: { ...sita, fullName: 'गीता शर्मा' } },
      );
    expectRefused(await add('id fullName citizenshipNumber'), 'clients:read');
    const added = await add('id');
    expect(added.errors).toBeUndefined();
    expect(added.data.createOfficeClient.id).toEqual(expect.any(String));
  });

  test('generateDocument’s answer does not carry the client without clients:read', async () => {
    const values = { ...validValues('birth-date-verification') };
    for (const key of ['fullName', 'gender', 'dateOfBirthBs', 'fatherName', 'grandfatherName'])
      delete values[key];
    const answer = await (await software('DOCUMENTS_WRITE')).graphql(
      'mutation ($input: GenerateDocumentInput!) { generateDocument(input: $input) { id client { fullName } } }',
      { input: { workKey: 'birth-date-verification', values, officeId, clientId } },
    );
    expectRefused(answer, 'clients:read');
  });
});

describe('members need members:read', () => {
  const MEMBERS = `query ($id: ID!) { office(id: $id) { id members { userId name role } } }`;
  const DOCUMENT_MEMBERS = `query ($id: ID!) { document(id: $id) { id office { members { userId name } } } }`;
  const GENERATED_BY = `query ($officeId: ID!) { officeDocuments(officeId: $officeId) { edges { node { id generatedBy } } } }`;

  test('office { members }: refused with documents:read alone, read with members:read', async () => {
    const docsOnly = await software('DOCUMENTS_READ');
    expect((await docsOnly.graphql(MEMBERS, { id: officeId })).errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      params: expect.objectContaining({ scope: 'members:read' }),
    });
    const allowed = await (await software('MEMBERS_READ')).graphql(MEMBERS, { id: officeId });
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data.office.members).toHaveLength(2);
    expect(allowed.data.office.members[0]).toMatchObject({ userId: owner.userId, role: 'owner' });
  });

  test('document { office { members } }: refused with documents:read alone, read with members:read', async () => {
    expectRefused(
      await (await software('DOCUMENTS_READ')).graphql(DOCUMENT_MEMBERS, { id: documentId }),
      'members:read',
    );
    const allowed = await (await software('DOCUMENTS_READ', 'MEMBERS_READ')).graphql(DOCUMENT_MEMBERS, {
      id: documentId,
    });
    expect(allowed.data.document.office.members).toHaveLength(2);
  });

  test('a document’s generatedBy (a member’s name): refused with documents:read alone', async () => {
    expectRefused(
      await (await software('DOCUMENTS_READ')).graphql(GENERATED_BY, { officeId }),
      'members:read',
    );
    const allowed = await (await software('DOCUMENTS_READ', 'MEMBERS_READ')).graphql(GENERATED_BY, {
      officeId,
    });
    expect(allowed.data.officeDocuments.edges[0].node.generatedBy).toEqual(expect.any(String));
  });

  test('the office’s own fields stay readable with documents:read', async () => {
    const answer = await (await software('DOCUMENTS_READ')).graphql(
      'query ($id: ID!) { document(id: $id) { office { id nameEn } } }',
      { id: documentId },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data.document.office).toEqual({ id: officeId, nameEn: 'Sharma Lekhapadi Sewa' });
  });
});

describe('the other ways in', () => {
  const entitiesQuery = (fields: string) => `query ($representations: [_Any!]!) {
    _entities(representations: $representations) { ... on GeneratedDocument { id ${fields} } } }`;
  const entities = async (client: ApiClient, fields: string) =>
    (
      await client.request('POST', '/subgraph', {
        query: entitiesQuery(fields),
        variables: { representations: [{ __typename: 'GeneratedDocument', id: documentId }] },
      })
    ).body as Answer;

  test('federation _entities: the client and generatedBy need their scopes', async () => {
    const docsOnly = await software('DOCUMENTS_READ');
    expectRefused(await entities(docsOnly, 'client { fullName citizenshipNumber }'), 'clients:read');
    expectRefused(await entities(docsOnly, 'generatedBy'), 'members:read');
    const plain = await entities(docsOnly, 'workKey');
    expect(plain.errors).toBeUndefined();
    expect(plain.data?._entities).toEqual([{ id: documentId, workKey: 'birth-date-verification' }]);
    const allowed = await entities(await software('DOCUMENTS_READ', 'CLIENTS_READ'), 'client { fullName }');
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data?._entities).toEqual([{ id: documentId, client: { fullName: sita.fullName } }]);
  });

  test('a query over the WebSocket is held to the same rule', async () => {
    const { secret } = await createToken(owner.client, ['DOCUMENTS_READ'], { officeId });
    const socket = createClient({
      url: `${server.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { Authorization: `Bearer ${secret}` },
      retryAttempts: 0,
    });
    try {
      const refused = await new Promise<Answer['errors']>((resolve, reject) => {
        socket.subscribe(
          { query: DOCUMENT_CLIENT, variables: { id: documentId } },
          {
            next: () => reject(new Error('answered')),
            error: (error) => resolve(error as Answer['errors']),
            complete: () => undefined,
          },
        );
      });
      expect(refused?.[0]?.extensions).toMatchObject({
        messageCode: 'token.missingScope',
        params: expect.objectContaining({ scope: 'clients:read' }),
      });
    } finally {
      await socket.dispose();
    }
  });

  test('REST: the history, a download link and the office’s statement are not an office token’s', async () => {
    const docsOnly = await software('DOCUMENTS_READ', 'CLIENTS_READ', 'MEMBERS_READ');
    expect((await docsOnly.rest('GET', `/documents/${owner.userId}`)).status).toBe(403);
    expect((await docsOnly.rest('POST', '/getpresignedurlforfile', { id: documentId })).status).toBe(403);
    const statement = await docsOnly.request(
      'GET',
      `/np/offices/${officeId}/statement/${bsMonthKey(currentBsMonth())}`,
    );
    expect([401, 403]).toContain(statement.status);
    expect(statement.headers.get('content-type')).not.toBe('application/pdf');
  });

  test('a personal token reaches neither scope', async () => {
    const refused = await owner.client.graphql(
      'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }',
      { input: { name: 'x', scopes: ['MEMBERS_READ'] } },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
