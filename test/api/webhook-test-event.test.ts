import { WEBHOOK_API_VERSION } from '../../server/src/modules/webhooks/webhook-api-version.js';
import { verifySignature } from '../../server/src/modules/webhooks/webhook-signature.js';
import { createToken, tokenClient } from '../support/api-tokens.js';
import { signedInUser } from '../support/builders.js';
import type { ApiClient } from '../support/client.js';
import { type TestServer, startTestServer } from '../support/test-server.js';
import { startWebhookReceiver } from '../support/webhook-receiver.js';

// @pglite: deliveries on the job queue over the one connection

// A partner checks its receiver with a webhook.test event, sent now, counted with resends.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ WEBHOOK_RETRY_DELAY_SECONDS: '1', WEBHOOK_ALLOW_LOOPBACK: 'true' });
});
afterAll(() => server.stop());

const REGISTER = `mutation W($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { secret endpoint { id } }
}`;
const SEND_TEST = 'mutation T($id: ID!) { sendTestWebhookEvent(id: $id) { id eventId eventType status } }';
const UPDATE = `mutation U($id: ID!, $input: UpdateWebhookEndpointInput!) {
  updateWebhookEndpoint(id: $id, input: $input) { id } }`;
const REDELIVER = 'mutation R($id: ID!) { redeliverWebhook(id: $id) { id } }';

async function partner() {
  const { client, userId } = await signedInUser(server);
  return { userId, client: tokenClient(server.url, (await createToken(client, ['DOCUMENTS_READ'])).secret) };
}

async function register(client: ApiClient, url: string) {
  const registered = await client.graphql(REGISTER, { input: { url, events: ['DOCUMENT_READY'] } });
  expect(registered.errors).toBeUndefined();
  return {
    id: registered.data.createWebhookEndpoint.endpoint.id as string,
    secret: registered.data.createWebhookEndpoint.secret as string,
  };
}

test('webhook.test arrives now, signed, shaped like every event, and is no event of the account', async () => {
  const receiver = await startWebhookReceiver();
  try {
    const { userId, client } = await partner();
    const { id, secret } = await register(client, receiver.url);
    const sent = await client.graphql(SEND_TEST, { id });
    expect(sent.errors).toBeUndefined();
    expect(sent.data.sendTestWebhookEvent).toMatchObject({ eventType: 'WEBHOOK_TEST', status: 'PENDING' });
    const [delivery] = await receiver.waitFor(1);
    expect(delivery!.headers['lekhapadi-event']).toBe('webhook.test');
    expect(verifySignature(secret, delivery!.body, delivery!.headers['lekhapadi-signature'] as string)).toBe(
      true,
    );
    expect(JSON.parse(delivery!.body)).toEqual({
      id: sent.data.sendTestWebhookEvent.eventId,
      type: 'webhook.test',
      apiVersion: WEBHOOK_API_VERSION,
      createdAt: expect.any(String),
      accountId: userId,
      data: { endpoint: { id } },
    });
    expect((await client.graphql('{ webhookEvents { edges { cursor } } }')).data.webhookEvents.edges).toEqual(
      [],
    );
  } finally {
    await receiver.close();
  }
});

test('not to someone else’s endpoint, nor a disabled one, and never chosen as an event', async () => {
  const { client } = await partner();
  const { id } = await register(client, 'https://93.184.215.14/hooks');
  const other = await partner();
  expect((await other.client.graphql(SEND_TEST, { id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  expect((await client.graphql(SEND_TEST, { id: 'nope' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  expect((await client.graphql(UPDATE, { id, input: { enabled: false } })).errors).toBeUndefined();
  expect((await client.graphql(SEND_TEST, { id })).errors?.[0]?.extensions?.messageCode).toBe(
    'webhook.endpointDisabled',
  );
  for (const events of [['WEBHOOK_TEST'], ['DOCUMENT_READY', 'WEBHOOK_TEST']]) {
    const chosen = await client.graphql(REGISTER, { input: { url: 'https://93.184.215.14/h', events } });
    expect(chosen.errors?.[0]?.extensions).toMatchObject({
      field: 'events',
      messageCode: 'webhook.testNotChosen',
    });
    const changed = await client.graphql(UPDATE, { id, input: { events } });
    expect(changed.errors?.[0]?.extensions?.messageCode).toBe('webhook.testNotChosen');
  }
});

test('30 test events at once: 20 an hour, shared with resends', async () => {
  const receiver = await startWebhookReceiver();
  try {
    const { client } = await partner();
    const { id } = await register(client, receiver.url);
    const results = await Promise.all(Array.from({ length: 30 }, () => client.graphql(SEND_TEST, { id })));
    const sent = results.filter((r) => !r.errors);
    const limited = results.filter((r) => r.errors?.[0]?.extensions?.code === 'RATE_LIMITED');
    expect(sent).toHaveLength(20);
    expect(limited).toHaveLength(10);
    expect(limited[0]!.errors![0]!.extensions!.retryAfterSeconds).toBeGreaterThan(0);
    // The budget is the resends' too.
    const resend = await client.graphql(REDELIVER, { id: sent[0]!.data.sendTestWebhookEvent.id });
    expect(resend.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    await receiver.waitFor(20);
  } finally {
    await receiver.close();
  }
});
