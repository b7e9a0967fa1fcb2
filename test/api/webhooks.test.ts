import { WEBHOOK_API_VERSION } from '../../server/src/modules/webhooks/webhook-api-version.js';
import { verifySignature } from '../../server/src/modules/webhooks/webhook-signature.js';
import { createToken, tokenClient } from '../support/api-tokens.js';
import { signedInUser } from '../support/builders.js';
import { hostsResolver } from '../support/hosts-resolver.js';
import type { ApiClient } from '../support/client.js';
import { setLocation, validBirthDateValues } from '../support/documents.js';
import { type TestServer, startTestServer } from '../support/test-server.js';
import { startWebhookReceiver } from '../support/webhook-receiver.js';

// @pglite: deliveries and retries on the job queue over the one connection

let server: TestServer;
beforeAll(async () => {
  // One second before the first retry (then about two), so a retried delivery arrives in seconds.
  // The receivers listen on this machine, which only WEBHOOK_ALLOW_LOOPBACK lets deliveries reach.
  server = await startTestServer(
    { WEBHOOK_RETRY_DELAY_SECONDS: '1', WEBHOOK_ALLOW_LOOPBACK: 'true' },
    { resolveHost: hostsResolver({ 'partner.example.com': ['93.184.215.14'] }) },
  );
});
afterAll(() => server.stop());

const REGISTER = `mutation W($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { secret endpoint { id url events } }
}`;
const GENERATE = `mutation G($input: GenerateDocumentInput!) { generateDocument(input: $input) { id } }`;
const DELIVERIES = `query D($id: ID) {
  webhookDeliveries(endpointId: $id) { id eventId eventType status attempts lastResponseCode deliveredAt }
}`;

async function partnerWithEndpoint(url: string) {
  const { client, userId } = await signedInUser(server);
  await setLocation(server, client, userId);
  const { secret } = await createToken(client, ['DOCUMENTS_READ', 'DOCUMENTS_WRITE']);
  const partner = tokenClient(server.url, secret);
  const registered = await partner.graphql(REGISTER, {
    input: { url, events: ['DOCUMENT_READY', 'DOCUMENT_FAILED'] },
  });
  expect(registered.errors).toBeUndefined();
  return {
    userId,
    partner,
    endpointId: registered.data.createWebhookEndpoint.endpoint.id as string,
    signingSecret: registered.data.createWebhookEndpoint.secret as string,
  };
}

const generate = async (partner: ApiClient) => {
  const made = await partner.graphql(GENERATE, {
    input: { workKey: 'birth-date-verification', values: validBirthDateValues() },
  });
  expect(made.errors).toBeUndefined();
  return made.data.generateDocument.id as string;
};

describe('webhooks', () => {
  test('the receiver gets document.ready with a valid signature', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const { userId, partner, signingSecret } = await partnerWithEndpoint(receiver.url);
      const documentId = await generate(partner);
      const [delivery] = await receiver.waitFor(1);
      const signature = delivery!.headers['lekhapadi-signature'] as string;
      expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(verifySignature(signingSecret, delivery!.body, signature)).toBe(true);
      expect(verifySignature('whsec_someoneelse', delivery!.body, signature)).toBe(false);
      expect(verifySignature(signingSecret, `${delivery!.body} `, signature)).toBe(false);
      // Outside the replay window, a captured delivery is refused.
      expect(
        verifySignature(signingSecret, delivery!.body, signature, Math.floor(Date.now() / 1000) + 301),
      ).toBe(false);
      expect(delivery!.headers['lekhapadi-event']).toBe('document.ready');
      const body = JSON.parse(delivery!.body);
      expect(body).toMatchObject({
        type: 'document.ready',
        apiVersion: WEBHOOK_API_VERSION,
        accountId: userId,
        data: { document: { id: documentId, status: 'READY', workKey: 'birth-date-verification' } },
      });
      // A person's event names the account, never an office.
      expect(body).not.toHaveProperty('officeId');
      expect(WEBHOOK_API_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    } finally {
      await receiver.close();
    }
  });

  test('a receiver that fails twice gets it on the third try, and the record says so', async () => {
    const receiver = await startWebhookReceiver([500, 503]);
    try {
      const { partner, endpointId } = await partnerWithEndpoint(receiver.url);
      await generate(partner);
      const received = await receiver.waitFor(3);
      const bodies = new Set(received.map((r) => r.body));
      expect(bodies.size).toBe(1);
      let deliveries: { status: string; attempts: number; lastResponseCode: number }[] = [];
      for (let i = 0; i < 50; i += 1) {
        deliveries = (await partner.graphql(DELIVERIES, { id: endpointId })).data.webhookDeliveries;
        if (deliveries[0]?.status === 'SUCCEEDED') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(deliveries).toEqual([
        expect.objectContaining({
          eventType: 'DOCUMENT_READY',
          status: 'SUCCEEDED',
          attempts: 3,
          lastResponseCode: 200,
        }),
      ]);
    } finally {
      await receiver.close();
    }
  });

  test('a delivery can be sent again: same event id, fresh signature', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const { partner, endpointId, signingSecret } = await partnerWithEndpoint(receiver.url);
      await generate(partner);
      await receiver.waitFor(1);
      const [first] = (await partner.graphql(DELIVERIES, { id: endpointId })).data.webhookDeliveries;
      const again = await partner.graphql(
        'mutation R($id: ID!) { redeliverWebhook(id: $id) { id status } }',
        {
          id: first.id,
        },
      );
      expect(again.errors).toBeUndefined();
      const [, second] = await receiver.waitFor(2);
      expect(JSON.parse(second!.body).id).toBe(first.eventId);
      expect(
        verifySignature(signingSecret, second!.body, second!.headers['lekhapadi-signature'] as string),
      ).toBe(true);
    } finally {
      await receiver.close();
    }
  });

  test('a delivery’s status is the DeliveryStatus enum, with the values it always had', async () => {
    const { client } = await signedInUser(server);
    const introspected = await client.graphql(`{
      delivery: __type(name: "WebhookDelivery") { fields { name type { kind ofType { kind name } } } }
      status: __type(name: "DeliveryStatus") { kind enumValues { name description } }
    }`);
    expect(introspected.errors).toBeUndefined();
    const status = introspected.data.delivery.fields.find((f: { name: string }) => f.name === 'status');
    expect(status.type).toEqual({ kind: 'NON_NULL', ofType: { kind: 'ENUM', name: 'DeliveryStatus' } });
    expect(introspected.data.status.enumValues.map((v: { name: string }) => v.name)).toEqual([
      'PENDING',
      'RETRYING',
      'SUCCEEDED',
      'FAILED',
    ]);
    for (const value of introspected.data.status.enumValues) expect(value.description).toBeTruthy();
  });

  test('only https endpoints, and payment events need payments:read', async () => {
    const { client } = await signedInUser(server);
    const { secret } = await createToken(client, ['DOCUMENTS_READ']);
    const partner = tokenClient(server.url, secret);
    const plain = await partner.graphql(REGISTER, {
      input: { url: 'http://partner.example.com/hooks', events: ['DOCUMENT_READY'] },
    });
    expect(plain.errors?.[0]?.extensions).toMatchObject({ field: 'url', messageCode: 'webhook.urlHttps' });
    const payments = await partner.graphql(REGISTER, {
      input: { url: 'https://partner.example.com/hooks', events: ['PAYMENT_COMPLETED'] },
    });
    expect(payments.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(payments.errors?.[0]?.extensions?.messageCode).toBe('token.missingScope');
    const withoutScope = await tokenClient(
      server.url,
      (await createToken(client, ['PROFILE_READ'])).secret,
    ).graphql('{ webhookEndpoints { id } }');
    expect(withoutScope.errors?.[0]?.extensions?.scope).toBe('documents:read');
  });
});
