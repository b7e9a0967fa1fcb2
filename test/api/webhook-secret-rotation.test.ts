import { entityManager } from '../../server/src/db/orm.js';
import { WebhookEndpoint } from '../../server/src/modules/webhooks/webhook.entities.js';
import { signatureFor, verifySignature } from '../../server/src/modules/webhooks/webhook-signature.js';
import { createToken, tokenClient } from '../support/api-tokens.js';
import { signedInUser } from '../support/builders.js';
import type { ApiClient } from '../support/client.js';
import { setLocation, validBirthDateValues } from '../support/documents.js';
import { type TestServer, startTestServer } from '../support/test-server.js';
import { startWebhookReceiver } from '../support/webhook-receiver.js';

// @pglite: deliveries on the job queue over the one connection

// A new secret without a missed delivery: for a day each delivery is signed by the new secret and
// the one it replaced, so a receiver may switch whenever it deploys; then only by the new.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ WEBHOOK_RETRY_DELAY_SECONDS: '1', WEBHOOK_ALLOW_LOOPBACK: 'true' });
});
afterAll(() => server.stop());

const REGISTER = `mutation W($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { secret endpoint { id } }
}`;
const ROTATE = `mutation R($id: ID!) {
  rotateWebhookSecret(id: $id) { secret endpoint { id previousSecretExpiresAt } }
}`;
const DELIVERIES = 'query D($id: ID) { webhookDeliveries(endpointId: $id) { id } }';
const REDELIVER = 'mutation R($id: ID!) { redeliverWebhook(id: $id) { id } }';
const GENERATE = `mutation G($input: GenerateDocumentInput!) { generateDocument(input: $input) { id } }`;

const ONE = /^t=\d+,v1=[0-9a-f]{64}$/;
const TWO = /^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/;

async function partner() {
  const { client, userId } = await signedInUser(server);
  await setLocation(server, client, userId);
  return tokenClient(server.url, (await createToken(client, ['DOCUMENTS_READ', 'DOCUMENTS_WRITE'])).secret);
}

async function register(client: ApiClient, url: string) {
  const registered = await client.graphql(REGISTER, { input: { url, events: ['DOCUMENT_CREATED'] } });
  expect(registered.errors).toBeUndefined();
  return {
    id: registered.data.createWebhookEndpoint.endpoint.id as string,
    secret: registered.data.createWebhookEndpoint.secret as string,
  };
}

async function rotate(client: ApiClient, id: string) {
  const rotated = await client.graphql(ROTATE, { id });
  expect(rotated.errors).toBeUndefined();
  return rotated.data.rotateWebhookSecret as {
    secret: string;
    endpoint: { previousSecretExpiresAt: string };
  };
}

const generate = async (client: ApiClient) => {
  const made = await client.graphql(GENERATE, {
    input: { workKey: 'birth-date-verification', values: validBirthDateValues() },
  });
  expect(made.errors).toBeUndefined();
};

test('for a day both secrets sign, the new one first; then only the new one', async () => {
  const receiver = await startWebhookReceiver();
  try {
    const client = await partner();
    const { id, secret: old } = await register(client, receiver.url);
    const before = Date.now();
    const rotated = await rotate(client, id);
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(old);
    const until = new Date(rotated.endpoint.previousSecretExpiresAt).getTime();
    expect(until).toBeGreaterThanOrEqual(before + 24 * 3600_000);
    expect(until).toBeLessThan(Date.now() + 24 * 3600_000 + 60_000);

    await generate(client);
    const [during] = await receiver.waitFor(1);
    const header = during!.headers['lekhapadi-signature'] as string;
    expect(header).toMatch(TWO);
    expect(verifySignature(rotated.secret, during!.body, header)).toBe(true);
    expect(verifySignature(old, during!.body, header)).toBe(true);
    expect(verifySignature('whsec_someoneelse', during!.body, header)).toBe(false);
    // The new secret's signature comes first.
    const t = Number(header.split(',')[0]!.slice(2));
    expect(header).toBe(signatureFor([rotated.secret, old], during!.body, t));

    // The day is over (as if): a resend is signed by the new secret alone.
    const em = entityManager(server.services.orm).fork();
    await em.nativeUpdate(WebhookEndpoint, { id }, { previousSecretExpiresAt: new Date(Date.now() - 1000) });
    const [delivery] = (await client.graphql(DELIVERIES, { id })).data.webhookDeliveries;
    expect((await client.graphql(REDELIVER, { id: delivery.id })).errors).toBeUndefined();
    const [, after] = await receiver.waitFor(2);
    const single = after!.headers['lekhapadi-signature'] as string;
    expect(single).toMatch(ONE);
    expect(verifySignature(rotated.secret, after!.body, single)).toBe(true);
    expect(verifySignature(old, after!.body, single)).toBe(false);
  } finally {
    await receiver.close();
  }
});

test('a second rotation within the day keeps only the secret it replaced beside the new one', async () => {
  const receiver = await startWebhookReceiver();
  try {
    const client = await partner();
    const { id, secret: first } = await register(client, receiver.url);
    const second = (await rotate(client, id)).secret;
    const third = (await rotate(client, id)).secret;
    await generate(client);
    const [delivery] = await receiver.waitFor(1);
    const header = delivery!.headers['lekhapadi-signature'] as string;
    expect(header).toMatch(TWO);
    expect(verifySignature(third, delivery!.body, header)).toBe(true);
    expect(verifySignature(second, delivery!.body, header)).toBe(true);
    expect(verifySignature(first, delivery!.body, header)).toBe(false);
    // Only the owner rotates: someone else's endpoint is not found, and its secret stays.
    const other = await partner();
    const refused = await other.graphql(ROTATE, { id });
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const stored = await entityManager(server.services.orm).fork().findOneOrFail(WebhookEndpoint, id);
    expect(stored.secret).toBe(third);
  } finally {
    await receiver.close();
  }
});

test('a forged header: many signatures, a second timestamp, no timestamp', () => {
  const secret = 'whsec_partner';
  const body = '{"id":"e"}';
  const t = Math.floor(Date.now() / 1000);
  const good = signatureFor([secret], body, t);
  expect(verifySignature(secret, body, good)).toBe(true);
  // Guessing with a thousand signatures in one header is not read at all.
  const guesses = Array.from({ length: 1000 }, (_, i) => `v1=${i.toString(16).padStart(64, '0')}`);
  expect(verifySignature(secret, body, `${good},${guesses.join(',')}`)).toBe(false);
  // Two timestamps (one fresh to pass the window, one old the signature was made for) are refused.
  const stale = signatureFor([secret], body, t - 3600);
  expect(verifySignature(secret, body, `t=${t},${stale}`)).toBe(false);
  expect(verifySignature(secret, body, good.replace(/^t=\d+,/, ''))).toBe(false);
  expect(verifySignature(secret, body, null)).toBe(false);
});
