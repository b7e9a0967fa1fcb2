import { entityManager } from '../../server/src/db/orm.js';
import { User } from '../../server/src/modules/accounts/user.entity.js';
import { WorkPermission } from '../../server/src/modules/entitlements/work-permission.entity.js';
import { ApiClient } from '../support/client.js';
import { signedInUser } from '../support/builders.js';
import { firstRequiredField, setLocation, validBirthDateValues, validValues } from '../support/documents.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// @pglite: concurrent requests at the free quota’s edge; renders claimed on one connection

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const GENERATE = `mutation G($input: GenerateDocumentInput!) {
  generateDocument(input: $input) { id status workKey entitlement }
}`;
const DOCUMENT = `query D($id: ID!) { document(id: $id) { id status downloadUrl failureReason } }`;

async function waitUntilSettled(client: ApiClient, id: string) {
  for (let i = 0; i < 400; i += 1) {
    const result = await client.graphql(DOCUMENT, { id });
    const status = result.data?.document?.status;
    if (status === 'READY' || status === 'FAILED') return result.data.document;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('document did not settle');
}

async function setDocumentCount(userId: string, count: number) {
  await entityManager(server.services.orm).nativeUpdate(User, { id: userId }, { documentCount: count });
}

describe('generation', () => {
  test('refuses without a location, with the spec’s message', async () => {
    const { client } = await signedInUser(server);
    const result = await client.graphql(GENERATE, {
      input: { workKey: 'birth-date-verification', values: validBirthDateValues() },
    });
    expect(result.errors?.[0]).toMatchObject({
      message: 'Please fill the province,district,municipality and wardno to generate document',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  test('names the field at fault', async () => {
    const { client, userId } = await signedInUser(server);
    await setLocation(server, client, userId);
    const missing = firstRequiredField('birth-date-verification');
    const values = { ...validBirthDateValues(), [missing]: '' };
    const result = await client.graphql(GENERATE, { input: { workKey: 'birth-date-verification', values } });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: missing });
  });

  test('queues, renders and stores a PDF only its owner can fetch', async () => {
    const { client, userId } = await signedInUser(server);
    await setLocation(server, client, userId);
    const result = await client.graphql(GENERATE, {
      input: { workKey: 'birth-date-verification', values: validBirthDateValues() },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data.generateDocument).toMatchObject({
      workKey: 'birth-date-verification',
      entitlement: 'FREE',
    });
    const document = await waitUntilSettled(client, result.data.generateDocument.id);
    expect(document.status).toBe('READY');
    const signed = new URL(document.downloadUrl);
    const pdf = await fetch(new URL(`${signed.pathname}${signed.search}`, server.url));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const stranger = (await signedInUser(server)).client;
    const peek = await stranger.graphql(DOCUMENT, { id: document.id });
    expect(peek.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  test('the REST path answers synchronously with a presigned URL, and lists history for its owner only', async () => {
    const { client, userId } = await signedInUser(server);
    await setLocation(server, client, userId);
    const response = await client.rest('POST', '/genpdf/bagmati/kathmandu/birth-date-verification', {
      data: {
        user: { province: 'बागमती', district: 'काठमाडौं' },
        work: 'birth-date-verification',
        ...validBirthDateValues(),
      },
    });
    expect(response.status).toBe(200);
    expect(response.body.document.presignedUrl).toMatch(/\/files\//);
    const history = await client.rest('GET', `/documents/${userId}`);
    expect(history.body.success).toBe(true);
    expect(history.body.documents).toHaveLength(1);
    expect(history.body.documents[0]).toMatchObject({
      work: 'birth-date-verification',
      fileName: expect.stringMatching(/^जन्म-मिति-प्रमाणित-[०-९]{4}-[०-९]{2}-[०-९]{2}\.pdf$/),
    });
    const presigned = await client.rest('POST', '/getpresignedurlforfile', {
      fileName: 'document.pdf',
      bucketName: 'documents',
      id: history.body.documents[0].id,
    });
    expect(presigned.body.url).toMatch(/\/files\//);

    const stranger = (await signedInUser(server)).client;
    expect((await stranger.rest('GET', `/documents/${userId}`)).status).toBe(403);
    const stolen = await stranger.rest('POST', '/getpresignedurlforfile', {
      id: history.body.documents[0].id,
    });
    expect(stolen.status).toBe(404);
  });
});

describe('entitlement', () => {
  test('the 11th document needs payment, carrying the work’s price', async () => {
    const { client, userId } = await signedInUser(server);
    await setLocation(server, client, userId);
    await setDocumentCount(userId, 10);
    const result = await client.graphql(GENERATE, {
      input: { workKey: 'birth-date-verification', values: validBirthDateValues() },
    });
    expect(result.errors?.[0]).toMatchObject({
      message: 'You have generated 10 documents. Please pay 15 rupees for each additional document.',
      extensions: { code: 'PAYMENT_REQUIRED', price: 15, workKey: 'birth-date-verification' },
    });
    const permission = await client.rest('GET', '/getDetails/getDocumentPermission/birth-date-verification');
    expect(permission.body).toEqual({ accessGranted: false });
  });

  test('a purchased permission pays for exactly one document of its work', async () => {
    const { client, userId } = await signedInUser(server);
    await setLocation(server, client, userId);
    await setDocumentCount(userId, 12);
    const em = entityManager(server.services.orm);
    em.create(WorkPermission, { user: em.getReference(User, userId), workKey: 'birth-date-verification' });
    await em.flush();
    expect(
      (await client.rest('GET', '/getDetails/getDocumentPermission/birth-date-verification')).body,
    ).toEqual({
      accessGranted: true,
    });
    const input = { workKey: 'birth-date-verification', values: validBirthDateValues() };
    const first = await client.graphql(GENERATE, { input });
    expect(first.data.generateDocument.entitlement).toBe('PERMISSION');
    const second = await client.graphql(GENERATE, { input });
    expect(second.errors?.[0]?.extensions?.code).toBe('PAYMENT_REQUIRED');
  });

  test('30 concurrent requests from a user with 9 documents make exactly 1 document', async () => {
    const { client, userId } = await signedInUser(server);
    await setLocation(server, client, userId);
    await setDocumentCount(userId, 9);
    const input = { workKey: 'birth-date-verification', values: validBirthDateValues() };
    const results = await Promise.all(Array.from({ length: 30 }, () => client.graphql(GENERATE, { input })));
    const made = results.filter((r) => r.data?.generateDocument);
    const refused = results.filter((r) => r.errors?.[0]?.extensions?.code === 'PAYMENT_REQUIRED');
    expect(made).toHaveLength(1);
    expect(refused).toHaveLength(29);
    const history = await client.rest('GET', `/documents/${userId}`);
    expect(history.body.documents).toHaveLength(1);
  });
});

describe("a ward of the paper's own local level", () => {
  const businessValues = (businessWard: number) => ({
    ...validValues('business-registration'),
    businessWard,
  });

  test('goes up to that local level’s wards: Kathmandu’s 32, not 33', async () => {
    const { client, userId } = await signedInUser(server);
    await setLocation(server, client, userId);
    const refused = await client.graphql(GENERATE, {
      input: { workKey: 'business-registration', values: businessValues(33) },
    });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'businessWard' });
    const accepted = await client.graphql(GENERATE, {
      input: { workKey: 'business-registration', values: businessValues(32) },
    });
    expect(accepted.errors).toBeUndefined();
  });

  test('workFields says the same bound when asked for the local level', async () => {
    const { client } = await signedInUser(server);
    const FIELDS = `query F($l: String) {
      workFields(workKey: "business-registration", provinceSlug: "bagmati", districtSlug: "kathmandu", localLevel: $l) { key max }
    }`;
    const max = async (l: string | null) =>
      (await client.graphql(FIELDS, { l })).data.workFields.find(
        (f: { key: string }) => f.key === 'businessWard',
      ).max;
    expect(await max('Kathmandu')).toBe(32);
    expect(await max(null)).toBe(33);
    // A local level of another district bounds nothing here.
    expect(await max('Pokhara')).toBe(33);
  });
});
