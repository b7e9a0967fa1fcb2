import { bsMonthKey, bsMonthTitle, currentBsMonth } from '../../server/src/shared/nepali/index.js';
import { pdfJsText } from '../support/pdf-text.js';
import { signedInUser } from '../support/builders.js';
import { validValues } from '../support/documents.js';
import { addMember, createOffice, kmcWard32 } from '../support/offices.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// An office's month for its owners: documents per member and per work, the plan's allowance, and
// the statement PDF of the same month; for owners only.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const USAGE = `query U($officeId: ID!, $month: String!) {
  officeUsage(officeId: $officeId, month: $month) {
    month documents freeDocumentsLeft plan planDocumentsLeft
    byMember { userId name documents } byWork { workKey nameNe documents } payments { id }
  }
}`;
const CREATE_CLIENT = `mutation ($officeId: ID!, $input: OfficeClientInput!) { createOfficeClient(officeId: $officeId, input: $input) { id } }`;
const GENERATE = `mutation G($input: GenerateDocumentInput!) { generateDocument(input: $input) { id } }`;
const code = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.code;

/** The Bikram Sambat month Nepal is in now, as YYYY-MM. */
const thisMonth = () => bsMonthKey(currentBsMonth());

test('the owner sees the month per member and per work, and downloads its statement', async () => {
  const owner = await signedInUser(server, { name: 'Ram Thapa' });
  const writer = await signedInUser(server, { name: 'Gopal Karki' });
  const officeId = await createOffice(owner.client);
  await addMember(server, owner.client, officeId, writer.client, writer.account.email, 'writer');
  const client = await writer.client.graphql(CREATE_CLIENT, {
    officeId,
    input: {
      fullName: 'सीता शर्मा',
      gender: 'female',
      dateOfBirthBs: '2040/05/10',
      fatherName: 'राम शर्मा',
      grandfatherName: 'हरि शर्मा',
      ...kmcWard32,
    },
  });
  const values = { ...validValues('birth-date-verification') };
  for (const key of ['fullName', 'gender', 'dateOfBirthBs', 'fatherName', 'grandfatherName'])
    delete values[key];
  const input = {
    workKey: 'birth-date-verification',
    values,
    officeId,
    clientId: client.data.createOfficeClient.id,
  };
  for (const member of [writer, writer, owner]) {
    expect((await member.client.graphql(GENERATE, { input })).errors).toBeUndefined();
  }

  const usage = await owner.client.graphql(USAGE, { officeId, month: thisMonth() });
  expect(usage.errors).toBeUndefined();
  expect(usage.data.officeUsage).toMatchObject({
    month: thisMonth(),
    documents: 3,
    freeDocumentsLeft: 7,
    plan: null,
    byMember: [
      { userId: writer.userId, name: 'Gopal Karki', documents: 2 },
      { userId: owner.userId, name: 'Ram Thapa', documents: 1 },
    ],
    byWork: [{ workKey: 'birth-date-verification', documents: 3 }],
    payments: [],
  });
  // Another month has nothing.
  expect((await owner.client.graphql(USAGE, { officeId, month: '2070-01' })).data.officeUsage.documents).toBe(
    0,
  );

  const statement = await fetch(`${server.url}/np/offices/${officeId}/statement/${thisMonth()}`, {
    headers: { cookie: `lekhapadi_session=${owner.client.sessionCookie}` },
  });
  expect(statement.status).toBe(200);
  expect(statement.headers.get('content-type')).toBe('application/pdf');
  const text = await pdfJsText(Buffer.from(await statement.arrayBuffer()));
  // Titled by the Bikram Sambat month, as an office keeps its books.
  expect(text).toContain(bsMonthTitle(currentBsMonth()));
  expect(text).toContain('Gopal Karki');
  expect(text).toContain('सीता शर्मा');
});

test('usage and statement are the owners’: a writer is FORBIDDEN, a stranger finds nothing', async () => {
  const owner = await signedInUser(server);
  const writer = await signedInUser(server);
  const stranger = await signedInUser(server);
  const officeId = await createOffice(owner.client);
  await addMember(server, owner.client, officeId, writer.client, writer.account.email, 'writer');
  expect(code(await writer.client.graphql(USAGE, { officeId, month: thisMonth() }))).toBe('FORBIDDEN');
  expect(code(await stranger.client.graphql(USAGE, { officeId, month: thisMonth() }))).toBe('NOT_FOUND');
  expect(code(await owner.client.graphql(USAGE, { officeId, month: '2026-13' }))).toBe('BAD_USER_INPUT');
  const statementFor = (cookie: string | undefined) =>
    fetch(`${server.url}/np/offices/${officeId}/statement/${thisMonth()}`, {
      headers: cookie ? { cookie: `lekhapadi_session=${cookie}` } : {},
    });
  expect((await statementFor(writer.client.sessionCookie)).status).toBe(403);
  expect((await statementFor(stranger.client.sessionCookie)).status).toBe(404);
  expect((await statementFor(undefined)).status).toBe(401);
});
