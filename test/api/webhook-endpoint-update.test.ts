import { createToken, tokenClient } from '../support/api-tokens.js';
import { signedInUser } from '../support/builders.js';
import type { ApiClient } from '../support/client.js';
import { setLocation, validBirthDateValues } from '../support/documents.js';
import { type TestServer, startTestServer } from '../support/test-server.js';
import { startWebhookReceiver } from '../support/webhook-receiver.js';

// @pglite: deliveries and retries on the job queue over the one connection

// An endpoint's owner changes its address and events, and switches it off and on: a disabled
// endpoint is sent nothing, not even the retries it had due.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ WEBHOOK_RETRY_DELAY_SECONDS: '1', WEBHOOK_ALLOW_LOOPBACK: 'true' });
});
afterAll(() => server.stop());

const REGISTER = `mutation W($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { endpoint { id } }
}`;
const UPDATE = `mutation U($id: ID!, $input: UpdateWebhookEndpointInput!) {
  updateWebhookEndpoint(id: $id, input: $input) { id url events enabled disabledAt }
}`;
const DELIVERIES = `query D($id: ID) {
  webhookDeliveries(endpointId: $id) { id eventType status attempts lastError body }
}`;
const EVENTS = '{ webhookEvents { edges { node { id type } } } }';
const REDELIVER = 'mutation R($id: ID!) { redeliverWebhook(id: $id) { id } }';
const GENERATE = `mutation G($input: GenerateDocumentInput!) { generateDocument(input: $input) { id } }`;

type Delivery = { id: string; eventType: string; status: string; attempts: number; lastError: string | null };

async function partner() {
  const { client, userId } = await signedInUser(server);
  await setLocation(server, client, userId);
  return tokenClient(server.url, (await createToken(client, ['DOCUMENTS_READ', 'DOCUMENTS_WRITE'])).secret);
}

async function register(client: ApiClient, url: string, events: string[]) {
  const registered = await client.graphql(REGISTER, { input: { url, events } });
  expect(registered.errors).toBeUndefined();
  return registered.data.createWebhookEndpoint.endpoint.id as string;
}

const generate = async (client: ApiClient) => {
  const made = await client.graphql(GENERATE, {
    input: { workKey: 'birth-date-verification', values: validBirthDateValues() },
  });
  expect(made.errors).toBeUndefined();
  return made.data.generateDocument.id as string;
};

const deliveries = async (client: ApiClient, id: string): Promise<Delivery[]> =>
  (await client.graphql(DELIVERIES, { id })).data.webhookDeliveries;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`never: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('a new address and new events: the next event goes there, and only what was chosen', async () => {
  const before = await startWebhookReceiver();
  const after = await startWebhookReceiver();
  try {
    const client = await partner();
    const id = await register(client, before.url, ['DOCUMENT_READY']);
    const updated = await client.graphql(UPDATE, {
      id,
      input: { url: after.url, events: ['DOCUMENT_CREATED'] },
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data.updateWebhookEndpoint).toEqual({
      id,
      url: after.url,
      events: ['DOCUMENT_CREATED'],
      enabled: true,
      disabledAt: null,
    });
    const documentId = await generate(client);
    const [delivered] = await after.waitFor(1);
    expect(JSON.parse(delivered!.body)).toMatchObject({
      type: 'document.created',
      data: { document: { id: documentId } },
    });
    // document.ready is no longer chosen: once the document is READY, still only document.created.
    await until(
      () => client.graphql('query S($id: ID!) { document(id: $id) { status } }', { id: documentId }),
      (r) => r.data.document.status === 'READY',
    );
    expect((await deliveries(client, id)).map((d) => d.eventType)).toEqual(['DOCUMENT_CREATED']);
    expect(before.received).toEqual([]);
  } finally {
    await before.close();
    await after.close();
  }
});

test('a disabled endpoint gets nothing, its due retries are not tried, and it cannot be resent to', async () => {
  // The first attempt fails, so the delivery waits for its retry when the endpoint is disabled.
  const receiver = await startWebhookReceiver([500]);
  try {
    const client = await partner();
    const id = await register(client, receiver.url, ['DOCUMENT_CREATED']);
    await generate(client);
    const [retrying] = await until(
      () => deliveries(client, id),
      (d) => d[0]?.status === 'RETRYING',
    );
    const disabled = await client.graphql(UPDATE, { id, input: { enabled: false } });
    expect(disabled.data.updateWebhookEndpoint).toMatchObject({
      enabled: false,
      disabledAt: expect.any(String),
    });
    const [given] = await until(
      () => deliveries(client, id),
      (d) => d[0]?.status === 'FAILED',
    );
    expect(given).toMatchObject({
      id: retrying!.id,
      attempts: 1,
      lastError: 'endpoint disabled; not attempted',
    });
    expect(receiver.received).toHaveLength(1);

    // Events while disabled: no delivery is recorded, but the events list has them.
    await generate(client);
    expect(await deliveries(client, id)).toHaveLength(1);
    expect((await client.graphql(EVENTS)).data.webhookEvents.edges).toHaveLength(2);
    const resend = await client.graphql(REDELIVER, { id: retrying!.id });
    expect(resend.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageCode: 'webhook.endpointDisabled',
    });

    // Enabled again, it hears the next event and may be resent to.
    const enabled = await client.graphql(UPDATE, { id, input: { enabled: true } });
    expect(enabled.data.updateWebhookEndpoint).toMatchObject({ enabled: true, disabledAt: null });
    await generate(client);
    await receiver.waitFor(2);
    expect((await client.graphql(REDELIVER, { id: retrying!.id })).errors).toBeUndefined();
    await receiver.waitFor(3);
  } finally {
    await receiver.close();
  }
});

test('the rules of registration hold, and only the owner’s endpoint changes', async () => {
  const receiver = await startWebhookReceiver();
  try {
    const client = await partner();
    const id = await register(client, receiver.url, ['DOCUMENT_READY']);
    const refusal = async (input: Record<string, unknown>, endpointId = id) =>
      (await client.graphql(UPDATE, { id: endpointId, input })).errors?.[0]?.extensions;
    expect(await refusal({ events: [] })).toMatchObject({
      field: 'events',
      messageCode: 'webhook.eventsRequired',
    });
    expect(await refusal({ events: ['OFFICE_CLIENT_CREATED'] })).toMatchObject({
      messageCode: 'webhook.officeEventsOnly',
    });
    expect(await refusal({ events: ['PAYMENT_COMPLETED'] })).toMatchObject({ code: 'FORBIDDEN' });
    expect(await refusal({ url: 'ftp://example.com/hooks' })).toMatchObject({ field: 'url' });
    expect(await refusal({ url: `https://93.184.215.14/${'a'.repeat(1024 * 1024)}` })).toMatchObject({
      field: 'url',
      messageCode: 'webhook.urlTooLong',
    });
    // Someone else's endpoint, or no endpoint at all, is not found; theirs is unchanged.
    const other = await partner();
    expect(
      await (async () =>
        (await other.graphql(UPDATE, { id, input: { enabled: false } })).errors?.[0]?.extensions)(),
    ).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await refusal({ enabled: false }, 'not-a-uuid')).toMatchObject({ code: 'NOT_FOUND' });
    const [endpoint] = (await client.graphql('{ webhookEndpoints { url events enabled } }')).data
      .webhookEndpoints;
    expect(endpoint).toEqual({ url: receiver.url, events: ['DOCUMENT_READY'], enabled: true });
  } finally {
    await receiver.close();
  }
});
