import { type ScopeName, createToken, tokenClient } from '../support/api-tokens.js';
import { signedInUser } from '../support/builders.js';
import type { ApiClient } from '../support/client.js';
import { setLocation, validBirthDateValues } from '../support/documents.js';
import { createOffice, sitaClient } from '../support/offices.js';
import { type TestServer, startTestServer } from '../support/test-server.js';
import { startWebhookReceiver } from '../support/webhook-receiver.js';

// @pglite: deliveries on the job queue over the one connection

// The events list: a receiver that was away longer than the retries reads what it missed, after
// the last cursor it kept, and only its own (a person's, or its office's).
let server: TestServer;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  server = await startTestServer({ WEBHOOK_RETRY_DELAY_SECONDS: '1', WEBHOOK_ALLOW_LOOPBACK: 'true' });
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
  await server.stop();
});

const REGISTER = `mutation W($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { endpoint { id } }
}`;
const EVENTS = `query E($after: String, $first: Int) {
  webhookEvents(after: $after, first: $first) {
    edges { cursor node { id type body createdAt } }
    pageInfo { hasNextPage endCursor }
  }
}`;
const GENERATE = `mutation G($input: GenerateDocumentInput!) { generateDocument(input: $input) { id } }`;
const CREATE_CLIENT = `mutation ($officeId: ID!, $input: OfficeClientInput!) {
  createOfficeClient(officeId: $officeId, input: $input) { id } }`;

interface Page {
  edges: { cursor: string; node: { id: string; type: string; body: string } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

const events = async (client: ApiClient, variables: Record<string, unknown> = {}): Promise<Page> => {
  const result = await client.graphql(EVENTS, variables);
  expect(result.errors).toBeUndefined();
  return result.data.webhookEvents;
};

async function register(client: ApiClient, events: string[]) {
  const registered = await client.graphql(REGISTER, { input: { url: receiver.url, events } });
  expect(registered.errors).toBeUndefined();
}

async function person() {
  const { client, userId } = await signedInUser(server);
  await setLocation(server, client, userId);
  const scopes: ScopeName[] = ['DOCUMENTS_READ', 'DOCUMENTS_WRITE'];
  return { userId, client, partner: tokenClient(server.url, (await createToken(client, scopes)).secret) };
}

const generate = async (partner: ApiClient) => {
  const made = await partner.graphql(GENERATE, {
    input: { workKey: 'birth-date-verification', values: validBirthDateValues() },
  });
  expect(made.errors).toBeUndefined();
  return made.data.generateDocument.id as string;
};

test('the oldest first, a page at a time, and after the last cursor only what followed', async () => {
  const { partner, client } = await person();
  await register(partner, ['DOCUMENT_CREATED']);
  expect(await events(partner)).toEqual({ edges: [], pageInfo: { hasNextPage: false, endCursor: null } });
  const made = [await generate(partner), await generate(partner), await generate(partner)];

  const firstPage = await events(partner, { first: 2 });
  expect(firstPage.edges.map((e) => JSON.parse(e.node.body).data.document.id)).toEqual(made.slice(0, 2));
  expect(firstPage.pageInfo.hasNextPage).toBe(true);
  expect(firstPage.edges.every((e) => e.node.type === 'DOCUMENT_CREATED')).toBe(true);
  const rest = await events(partner, { after: firstPage.pageInfo.endCursor });
  expect(rest.edges.map((e) => JSON.parse(e.node.body).data.document.id)).toEqual([made[2]]);
  expect(rest.pageInfo.hasNextPage).toBe(false);

  // Nothing new yet: an empty page that hands the same cursor back, to ask with again.
  const caughtUp = await events(partner, { after: rest.pageInfo.endCursor });
  expect(caughtUp).toEqual({
    edges: [],
    pageInfo: { hasNextPage: false, endCursor: rest.pageInfo.endCursor },
  });
  const later = await generate(partner);
  const news = await events(partner, { after: rest.pageInfo.endCursor });
  expect(news.edges.map((e) => JSON.parse(e.node.body).data.document.id)).toEqual([later]);

  // The event is the one delivered: the same id and bytes as the delivery's.
  const [first] = firstPage.edges;
  const deadline = Date.now() + 30_000;
  let delivery = receiver.received.find((r) => JSON.parse(r.body).id === first!.node.id);
  while (!delivery) {
    if (Date.now() > deadline) throw new Error('the event was not delivered');
    await new Promise((resolve) => setTimeout(resolve, 100));
    delivery = receiver.received.find((r) => JSON.parse(r.body).id === first!.node.id);
  }
  expect(delivery.body).toBe(first!.node.body);
  // The account's session reads the same list as its token.
  expect((await events(client)).edges.map((e) => e.node.id)).toEqual(
    (await events(partner)).edges.map((e) => e.node.id),
  );
});

test('a person’s list and an office’s are apart, and a token hears only what its scopes read', async () => {
  const a = await person();
  const b = await person();
  await register(a.partner, ['DOCUMENT_CREATED']);
  await register(b.partner, ['DOCUMENT_CREATED']);
  await generate(a.partner);
  const bFirst = await generate(b.partner);
  const ofB = await events(b.partner);
  expect(ofB.edges.map((e) => JSON.parse(e.node.body).data.document.id)).toEqual([bFirst]);
  // A's cursor given to B is only a place in time: B still reads B's own events alone.
  const ofA = await events(a.partner);
  expect(ofA.edges).toHaveLength(1);
  const bAfterA = await events(b.partner, { after: ofA.edges[0]!.cursor });
  expect(bAfterA.edges.map((e) => e.node.id)).toEqual(ofB.edges.map((e) => e.node.id));

  // The office's software and the office owner's own list.
  const officeId = await createOffice(a.client);
  const software = tokenClient(
    server.url,
    (await createToken(a.client, ['DOCUMENTS_READ', 'CLIENTS_READ', 'CLIENTS_WRITE'], { officeId })).secret,
  );
  await register(software, ['OFFICE_CLIENT_CREATED']);
  const made = await software.graphql(CREATE_CLIENT, { officeId, input: sitaClient });
  expect(made.errors).toBeUndefined();
  const office = await events(software);
  expect(office.edges.map((e) => e.node.type)).toEqual(['OFFICE_CLIENT_CREATED']);
  expect(JSON.parse(office.edges[0]!.node.body)).toMatchObject({ officeId });
  // The owner's personal list holds none of the office's events, the office's none of theirs.
  expect((await events(a.partner)).edges.map((e) => e.node.type)).toEqual(['DOCUMENT_CREATED']);
  // Another token of the office, without clients:read, does not read the client events.
  const documentsOnly = tokenClient(
    server.url,
    (await createToken(a.client, ['DOCUMENTS_READ'], { officeId })).secret,
  );
  expect((await events(documentsOnly)).edges).toEqual([]);
  // And without documents:read, no list at all.
  const noScope = tokenClient(server.url, (await createToken(a.client, ['PROFILE_READ'])).secret);
  expect((await noScope.graphql(EVENTS)).errors?.[0]?.extensions?.scope).toBe('documents:read');
});

test('attacker’s cursors and page sizes: refused or held to the limits', async () => {
  const { partner } = await person();
  await register(partner, ['DOCUMENT_CREATED']);
  for (let i = 0; i < 3; i += 1) await generate(partner);
  const forged = (text: string) => Buffer.from(text).toString('base64url');
  for (const after of [
    'not a cursor',
    forged('2026-12-03T00:00:00.000Z'),
    forged("2026-12-03T00:00:00.000Z|' or 1=1 --"),
    forged('1900-01-01T00:00:00.000Z|00000000-0000-4000-8000-000000000000'),
    forged('2026-12-03T00:00:00.000Z|00000000-0000-4000-8000-000000000000|x'),
    'A'.repeat(1024 * 1024),
  ]) {
    const refused = await partner.graphql(EVENTS, { after });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
  }
  // A cursor from before everything reads from the oldest.
  const early = forged('2000-01-01T00:00:00.000Z|00000000-0000-4000-8000-000000000000');
  expect((await events(partner, { after: early })).edges).toHaveLength(3);
  // first outside 1–100 is refused, as on every paged field (test/api/page-sizes.test.ts).
  for (const first of [0, -5, 2_000_000_000]) {
    const refused = await partner.graphql(EVENTS, { first });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageCode: 'request.pageSize',
    });
  }
});
