import { type ScopeName, createToken, tokenClient } from '../support/api-tokens.js';
import { signedInUser } from '../support/builders.js';
import type { ApiClient } from '../support/client.js';
import { setLocation, validBirthDateValues } from '../support/documents.js';
import { hostsResolver } from '../support/hosts-resolver.js';
import { createOffice, sitaClient } from '../support/offices.js';
import { startEsewaSimulator } from '../support/simulators/esewa-simulator.js';
import { type TestServer, startTestServer } from '../support/test-server.js';
import { startWebhookReceiver } from '../support/webhook-receiver.js';

// @pglite: deliveries on the job queue over the one connection

// A document's whole life and an office's own changes, each to the endpoints that chose it: the
// person's for their documents, the office's for its documents, clients and plans.
let server: TestServer;
let esewa: Awaited<ReturnType<typeof startEsewaSimulator>>;
beforeAll(async () => {
  esewa = await startEsewaSimulator();
  server = await startTestServer(
    {
      WEBHOOK_RETRY_DELAY_SECONDS: '1',
      WEBHOOK_ALLOW_LOOPBACK: 'true',
      ESEWA_FORM_URL: esewa.formUrl,
      ESEWA_STATUS_URL: esewa.statusUrl,
    },
    { resolveHost: hostsResolver({ 'partner.example.com': ['93.184.215.14'] }) },
  );
});
afterAll(async () => {
  await server.stop();
  await esewa.close();
});

const REGISTER = `mutation W($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { secret endpoint { id url events } }
}`;
const DELIVERIES = `query D($id: ID) { webhookDeliveries(endpointId: $id) { id eventType body } }`;
const GENERATE = `mutation G($input: GenerateDocumentInput!) { generateDocument(input: $input) { id } }`;
const STATUS = 'query S($id: ID!) { document(id: $id) { status } }';
const WITHDRAW = 'mutation X($id: ID!) { withdrawVerification(documentId: $id) { id } }';
const CREATE_CLIENT = `mutation ($officeId: ID!, $input: OfficeClientInput!) {
  createOfficeClient(officeId: $officeId, input: $input) { id } }`;
const UPDATE_CLIENT = `mutation ($id: ID!, $input: OfficeClientInput!) {
  updateOfficeClient(id: $id, input: $input) { id } }`;
const START = `mutation S($input: StartPaymentInput!) {
  startPayment(input: $input) { orderId formUrl fields { name value } } }`;
const CONFIRM = `mutation C($data: String!) { confirmEsewaPayment(data: $data) { status } }`;

type Delivery = { id: string; eventType: string; body: string };

async function register(client: ApiClient, url: string, events: string[]) {
  const registered = await client.graphql(REGISTER, { input: { url, events } });
  expect(registered.errors).toBeUndefined();
  return registered.data.createWebhookEndpoint.endpoint.id as string;
}

const deliveries = async (client: ApiClient, id: string): Promise<Delivery[]> =>
  (await client.graphql(DELIVERIES, { id })).data.webhookDeliveries;

/** Polls (bounded) until the endpoint's log holds a delivery of `type`. */
async function deliveryOf(client: ApiClient, endpointId: string, type: string): Promise<Delivery> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = (await deliveries(client, endpointId)).find((d) => d.eventType === type);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no ${type} delivery`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function person(scopes: ScopeName[] = ['DOCUMENTS_READ', 'DOCUMENTS_WRITE']) {
  const { client, userId } = await signedInUser(server);
  await setLocation(server, client, userId);
  return { userId, client, partner: tokenClient(server.url, (await createToken(client, scopes)).secret) };
}

async function readyDocument(partner: ApiClient) {
  const made = await partner.graphql(GENERATE, {
    input: { workKey: 'birth-date-verification', values: validBirthDateValues() },
  });
  expect(made.errors).toBeUndefined();
  const id = made.data.generateDocument.id as string;
  const deadline = Date.now() + 30_000;
  while ((await partner.graphql(STATUS, { id })).data.document.status !== 'READY') {
    if (Date.now() > deadline) throw new Error('document not ready');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return id;
}

async function officeSoftware(scopes: ScopeName[]) {
  const owner = await signedInUser(server);
  await setLocation(server, owner.client, owner.userId);
  const officeId = await createOffice(owner.client);
  const software = tokenClient(server.url, (await createToken(owner.client, scopes, { officeId })).secret);
  return { owner, officeId, software };
}

describe('a document’s whole life', () => {
  test('created, ready and withdrawn reach the endpoint that chose them, in its account’s name', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const { userId, partner } = await person();
      const all = await register(partner, receiver.url, [
        'DOCUMENT_CREATED',
        'DOCUMENT_READY',
        'DOCUMENT_WITHDRAWN',
      ]);
      const readyOnly = await register(partner, receiver.url, ['DOCUMENT_READY']);
      const documentId = await readyDocument(partner);

      const created = JSON.parse((await deliveryOf(partner, all, 'DOCUMENT_CREATED')).body);
      expect(created).toMatchObject({
        type: 'document.created',
        accountId: userId,
        data: { document: { id: documentId, status: 'QUEUED', workKey: 'birth-date-verification' } },
      });
      await deliveryOf(partner, all, 'DOCUMENT_READY');

      expect((await partner.graphql(WITHDRAW, { id: documentId })).errors).toBeUndefined();
      // Recorded before the mutation answers.
      const withdrawn = (await deliveries(partner, all)).filter((d) => d.eventType === 'DOCUMENT_WITHDRAWN');
      expect(withdrawn).toHaveLength(1);
      expect(JSON.parse(withdrawn[0]!.body)).toMatchObject({
        type: 'document.withdrawn',
        accountId: userId,
        data: { document: { id: documentId, withdrawnAt: expect.any(String) } },
      });
      // A second withdrawal changes nothing and says nothing.
      expect((await partner.graphql(WITHDRAW, { id: documentId })).errors).toBeUndefined();
      expect(
        (await deliveries(partner, all)).filter((d) => d.eventType === 'DOCUMENT_WITHDRAWN'),
      ).toHaveLength(1);

      // The endpoint that chose document.ready alone heard only that.
      await deliveryOf(partner, readyOnly, 'DOCUMENT_READY');
      expect((await deliveries(partner, readyOnly)).map((d) => d.eventType)).toEqual(['DOCUMENT_READY']);
    } finally {
      await receiver.close();
    }
  });
});

describe('an office’s own events', () => {
  test('a person’s endpoint cannot choose them', async () => {
    const { partner } = await person();
    for (const event of ['OFFICE_CLIENT_CREATED', 'OFFICE_PLAN_BOUGHT']) {
      const refused = await partner.graphql(REGISTER, {
        input: { url: 'https://partner.example.com/hooks', events: ['DOCUMENT_READY', event] },
      });
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        field: 'events',
        messageCode: 'webhook.officeEventsOnly',
      });
    }
  });

  test('client events need clients:read, and hold the client’s id, never their details', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const without = await officeSoftware(['DOCUMENTS_READ', 'CLIENTS_WRITE']);
      const refused = await without.software.graphql(REGISTER, {
        input: { url: receiver.url, events: ['OFFICE_CLIENT_CREATED'] },
      });
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(refused.errors?.[0]?.extensions?.messageCode).toBe('token.missingScope');

      const { owner, officeId, software } = await officeSoftware([
        'DOCUMENTS_READ',
        'CLIENTS_READ',
        'CLIENTS_WRITE',
      ]);
      const endpoint = await register(software, receiver.url, [
        'OFFICE_CLIENT_CREATED',
        'OFFICE_CLIENT_UPDATED',
      ]);
      // The owner's own endpoint, with every personal event, hears nothing of the office's clients.
      const personal = tokenClient(
        server.url,
        (await createToken(owner.client, ['DOCUMENTS_READ', 'DOCUMENTS_WRITE'])).secret,
      );
      const ownEndpoint = await register(personal, receiver.url, ['DOCUMENT_CREATED', 'DOCUMENT_READY']);

      const made = await software.graphql(CREATE_CLIENT, { officeId, input: sitaClient });
      expect(made.errors).toBeUndefined();
      const clientId = made.data.createOfficeClient.id as string;
      const changed = await software.graphql(UPDATE_CLIENT, {
        id: clientId,
        input: { ...sitaClient, fatherName: 'श्याम शर्मा' },
      });
      expect(changed.errors).toBeUndefined();

      const log = await deliveries(software, endpoint);
      expect(log.map((d) => d.eventType).sort()).toEqual(['OFFICE_CLIENT_CREATED', 'OFFICE_CLIENT_UPDATED']);
      for (const delivery of log) {
        const body = JSON.parse(delivery.body);
        expect(body).toMatchObject({ officeId, data: { officeId, client: { id: clientId } } });
        expect(body).not.toHaveProperty('accountId');
        expect(Object.keys(body.data.client).sort()).toEqual(['changedAt', 'id']);
        expect(delivery.body).not.toContain(sitaClient.fullName);
      }
      const [first] = await receiver.waitFor(2);
      expect(['office.client.created', 'office.client.updated']).toContain(first!.headers['lekhapadi-event']);
      expect(await deliveries(personal, ownEndpoint)).toEqual([]);
    } finally {
      await receiver.close();
    }
  });

  test('an office’s first plan is bought, its next renewed, on the office’s endpoints', async () => {
    const receiver = await startWebhookReceiver();
    const { owner, officeId, software } = await officeSoftware(['DOCUMENTS_READ']);
    const endpoint = await register(software, receiver.url, ['OFFICE_PLAN_BOUGHT', 'OFFICE_PLAN_RENEWED']);
    const pay = async () => {
      const started = await owner.client.graphql(START, {
        input: { provider: 'ESEWA', plan: 'silver', officeId },
      });
      expect(started.errors).toBeUndefined();
      const fields = Object.fromEntries(
        started.data.startPayment.fields.map((f: { name: string; value: string }) => [f.name, f.value]),
      );
      await fetch(started.data.startPayment.formUrl, {
        method: 'POST',
        body: new URLSearchParams(fields),
        redirect: 'manual',
      });
      const paid = await fetch(`${esewa.url}/pay/${fields.transaction_uuid}`, {
        method: 'POST',
        redirect: 'manual',
      });
      const data = new URL(paid.headers.get('location') as string).searchParams.get('data');
      expect((await owner.client.graphql(CONFIRM, { data })).errors).toBeUndefined();
      return started.data.startPayment.orderId as string;
    };
    const firstOrder = await pay();
    expect((await deliveries(software, endpoint)).map((d) => d.eventType)).toEqual(['OFFICE_PLAN_BOUGHT']);
    const secondOrder = await pay();
    const log = await deliveries(software, endpoint);
    expect(log.map((d) => d.eventType)).toEqual(['OFFICE_PLAN_RENEWED', 'OFFICE_PLAN_BOUGHT']);
    expect(JSON.parse(log[1]!.body)).toMatchObject({
      type: 'office.plan.bought',
      officeId,
      data: { plan: { plan: 'silver', orderId: firstOrder, expiresAt: expect.any(String) } },
    });
    expect(JSON.parse(log[0]!.body).data.plan.orderId).toBe(secondOrder);
    await receiver.waitFor(2);
    await receiver.close();
  });
});
