import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { WEBHOOK_API_VERSION } from '../../server/src/modules/webhooks/webhook-api-version.js';
import { verifySignature } from '../../server/src/modules/webhooks/webhook-signature.js';
import { type ScopeName, createToken, tokenClient } from '../support/api-tokens.js';
import { signedInUser } from '../support/builders.js';
import type { ApiClient } from '../support/client.js';
import { setLocation, validValues } from '../support/documents.js';
import { hostsResolver } from '../support/hosts-resolver.js';
import { createOffice, sitaClient } from '../support/offices.js';
import { type TestServer, startTestServer } from '../support/test-server.js';
import { startWebhookReceiver } from '../support/webhook-receiver.js';

// @pglite: deliveries on the job queue over the one connection

// An office's software hears its office's documents, by webhook and by subscription, under the
// scopes it reads them with: the office's endpoints and the office's documents alone, never its
// creator's own, never another office's.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(
    { WEBHOOK_RETRY_DELAY_SECONDS: '1', WEBHOOK_ALLOW_LOOPBACK: 'true' },
    { resolveHost: hostsResolver({ 'partner.example.com': ['93.184.215.14'] }) },
  );
});
afterAll(() => server.stop());

const REGISTER = `mutation W($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { secret endpoint { id url events } }
}`;
const ENDPOINTS = '{ webhookEndpoints { id } }';
const DELIVERIES = `query D($id: ID) { webhookDeliveries(endpointId: $id) { id eventId eventType body } }`;
const DELETE = 'mutation X($id: ID!) { deleteWebhookEndpoint(id: $id) }';
const REDELIVER = 'mutation R($id: ID!) { redeliverWebhook(id: $id) { id } }';
const CREATE_CLIENT = `mutation ($officeId: ID!, $input: OfficeClientInput!) {
  createOfficeClient(officeId: $officeId, input: $input) { id } }`;
const GENERATE = `mutation G($input: GenerateDocumentInput!) { generateDocument(input: $input) { id } }`;
const UPDATES = 'subscription { documentUpdated { id status } }';
const UPDATES_OF = 'subscription U($id: ID!) { documentUpdated(documentId: $id) { id status } }';

const OFFICE_SCOPES: ScopeName[] = ['DOCUMENTS_READ', 'DOCUMENTS_WRITE', 'CLIENTS_WRITE'];
const code = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.code;

const sita = sitaClient;

/** An office, its owner and its software (an office token); the owner can generate personally too. */
async function officeWithSoftware(name: string, scopes: ScopeName[] = OFFICE_SCOPES) {
  const owner = await signedInUser(server);
  await setLocation(server, owner.client, owner.userId);
  const officeId = await createOffice(owner.client, name);
  const { secret, id: tokenId } = await createToken(owner.client, scopes, { officeId });
  const software = tokenClient(server.url, secret);
  return { owner, officeId, secret, tokenId, software };
}

async function register(client: ApiClient, url: string, events = ['DOCUMENT_READY', 'DOCUMENT_FAILED']) {
  const registered = await client.graphql(REGISTER, { input: { url, events } });
  expect(registered.errors).toBeUndefined();
  return {
    endpointId: registered.data.createWebhookEndpoint.endpoint.id as string,
    signingSecret: registered.data.createWebhookEndpoint.secret as string,
  };
}

function officeValues() {
  const values = { ...validValues('birth-date-verification') };
  for (const key of ['fullName', 'gender', 'dateOfBirthBs', 'fatherName', 'grandfatherName'])
    delete values[key];
  return values;
}

/** A document of the office for a new client of it, generated with the office's token. */
async function officeDocument(software: ApiClient, officeId: string): Promise<string> {
  const client = await software.graphql(CREATE_CLIENT, { officeId, input: sita });
  expect(client.errors).toBeUndefined();
  const made = await software.graphql(GENERATE, {
    input: {
      workKey: 'birth-date-verification',
      values: officeValues(),
      officeId,
      clientId: client.data.createOfficeClient.id,
    },
  });
  expect(made.errors).toBeUndefined();
  return made.data.generateDocument.id as string;
}

async function personalDocument(person: ApiClient): Promise<string> {
  const made = await person.graphql(GENERATE, {
    input: { workKey: 'birth-date-verification', values: validValues('birth-date-verification') },
  });
  expect(made.errors).toBeUndefined();
  return made.data.generateDocument.id as string;
}

/** A graphql-ws client speaking with an API token, as a partner's server does. */
function tokenSocket(secret: string): Client {
  return createClient({
    url: `${server.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { Authorization: `Bearer ${secret}` },
    retryAttempts: 0,
  });
}

interface Heard {
  updates: { id: string; status: string }[];
  errors: unknown[];
  completed: boolean;
}

/** Subscribes and records what arrives; `until` waits for a condition on it. */
function listen(socket: Client, query: string, variables: Record<string, unknown> = {}) {
  const heard: Heard = { updates: [], errors: [], completed: false };
  const stop = socket.subscribe<{ documentUpdated: { id: string; status: string } }>(
    { query, variables },
    {
      next: ({ data, errors }) => {
        if (errors) heard.errors.push(...errors);
        else heard.updates.push(data!.documentUpdated);
      },
      error: (error) => heard.errors.push(error),
      complete: () => {
        heard.completed = true;
      },
    },
  );
  return {
    heard,
    stop,
    async until(check: (heard: Heard) => boolean, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (!check(heard)) {
        if (Date.now() > deadline) throw new Error(`not heard: ${JSON.stringify(heard)}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return heard;
    },
  };
}

/** Waits until the bus has `count` subscribers of the office's documents on this instance. */
async function subscribedToOffice(officeId: string, count = 1) {
  for (let i = 0; i < 400; i += 1) {
    if (server.services.events.subscriberCount(`office-documents:${officeId}`) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the subscription was not registered');
}

const isReady = (id: string) => (heard: Heard) =>
  heard.updates.some((update) => update.id === id && update.status === 'READY');

describe('an office token’s webhooks', () => {
  test('it registers an endpoint that receives its office document’s signed document.ready', async () => {
    const office = await receiverPair();
    try {
      const { owner, officeId, software, receiver, personalReceiver } = office;
      const { endpointId, signingSecret } = await register(software, receiver.url);
      // The owner's own endpoint, made with a personal token, hears only personal documents.
      const personal = tokenClient(
        server.url,
        (await createToken(owner.client, ['DOCUMENTS_READ', 'DOCUMENTS_WRITE'])).secret,
      );
      const { endpointId: personalEndpoint } = await register(personal, personalReceiver.url);

      const documentId = await officeDocument(software, officeId);
      const [delivery] = await receiver.waitFor(1);
      const signature = delivery!.headers['lekhapadi-signature'] as string;
      expect(verifySignature(signingSecret, delivery!.body, signature)).toBe(true);
      expect(delivery!.headers['lekhapadi-event']).toBe('document.ready');
      const body = JSON.parse(delivery!.body);
      expect(body).toMatchObject({
        type: 'document.ready',
        apiVersion: WEBHOOK_API_VERSION,
        officeId,
        data: {
          officeId,
          document: { id: documentId, status: 'READY', workKey: 'birth-date-verification' },
        },
      });
      // The office's event names the office, not the member whose token generated it.
      expect(body).not.toHaveProperty('accountId');
      // Ids, the work and the status: nothing of the client (values need clients:read).
      expect(Object.keys(body.data).sort()).toEqual(['document', 'officeId']);
      expect(Object.keys(body.data.document).sort()).toEqual([
        'completedAt',
        'failureReason',
        'id',
        'status',
        'workKey',
      ]);
      expect(delivery!.body).not.toContain(sita.fullName);
      expect(delivery!.body).not.toContain(sita.fatherName);

      // The office's token lists its endpoint and the delivery, and sends it again.
      expect((await software.graphql(ENDPOINTS)).data.webhookEndpoints).toEqual([{ id: endpointId }]);
      const deliveries = (await software.graphql(DELIVERIES, { id: endpointId })).data.webhookDeliveries;
      expect(deliveries).toEqual([expect.objectContaining({ eventType: 'DOCUMENT_READY' })]);
      const again = await software.graphql(REDELIVER, { id: deliveries[0].id });
      expect(again.errors).toBeUndefined();
      const [, second] = await receiver.waitFor(2);
      expect(JSON.parse(second!.body).id).toBe(deliveries[0].eventId);

      // The personal endpoint heard nothing of the office's document, but hears a personal one.
      expect(personalReceiver.received).toEqual([]);
      expect((await personal.graphql(DELIVERIES, { id: personalEndpoint })).data.webhookDeliveries).toEqual(
        [],
      );
      const mine = await personalDocument(personal);
      const [own] = await personalReceiver.waitFor(1);
      expect(JSON.parse(own!.body).data).toEqual({ document: expect.objectContaining({ id: mine }) });
      expect(receiver.received).toHaveLength(2);
    } finally {
      await office.close();
    }
  });

  test('a person never sees the office’s endpoints, and the office token never the person’s', async () => {
    const { owner, software } = await officeWithSoftware('Office P');
    const { endpointId: officeEndpoint } = await register(software, 'https://partner.example.com/office');
    const personal = tokenClient(server.url, (await createToken(owner.client, ['DOCUMENTS_READ'])).secret);
    const { endpointId: personalEndpoint } = await register(personal, 'https://partner.example.com/own');
    const { endpointId: cookieEndpoint } = await register(owner.client, 'https://partner.example.com/tab');

    expect((await software.graphql(ENDPOINTS)).data.webhookEndpoints).toEqual([{ id: officeEndpoint }]);
    const ownList = (await personal.graphql(ENDPOINTS)).data.webhookEndpoints.map(
      (e: { id: string }) => e.id,
    );
    expect(ownList.sort()).toEqual([personalEndpoint, cookieEndpoint].sort());
    const cookieList = (await owner.client.graphql(ENDPOINTS)).data.webhookEndpoints.map(
      (e: { id: string }) => e.id,
    );
    expect(cookieList).not.toContain(officeEndpoint);

    // Neither deletes the other's: not found, and still there.
    expect(code(await personal.graphql(DELETE, { id: officeEndpoint }))).toBe('NOT_FOUND');
    expect(code(await owner.client.graphql(DELETE, { id: officeEndpoint }))).toBe('NOT_FOUND');
    expect(code(await software.graphql(DELETE, { id: personalEndpoint }))).toBe('NOT_FOUND');
    expect((await software.graphql(ENDPOINTS)).data.webhookEndpoints).toEqual([{ id: officeEndpoint }]);
    expect((await personal.graphql(DELIVERIES, { id: officeEndpoint })).data.webhookDeliveries).toEqual([]);

    // The office's token deletes its office's endpoint.
    expect((await software.graphql(DELETE, { id: officeEndpoint })).data.deleteWebhookEndpoint).toBe(true);
    expect((await software.graphql(ENDPOINTS)).data.webhookEndpoints).toEqual([]);
  });

  test('office A’s token cannot list, delete or redeliver office B’s', async () => {
    const b = await receiverPair('Office B');
    try {
      const { endpointId } = await register(b.software, b.receiver.url);
      await officeDocument(b.software, b.officeId);
      await b.receiver.waitFor(1);
      const [deliveryB] = (await b.software.graphql(DELIVERIES, { id: endpointId })).data.webhookDeliveries;

      const a = await officeWithSoftware('Office A');
      expect((await a.software.graphql(ENDPOINTS)).data.webhookEndpoints).toEqual([]);
      expect((await a.software.graphql(DELIVERIES, {})).data.webhookDeliveries).toEqual([]);
      expect((await a.software.graphql(DELIVERIES, { id: endpointId })).data.webhookDeliveries).toEqual([]);
      expect(code(await a.software.graphql(DELETE, { id: endpointId }))).toBe('NOT_FOUND');
      expect(code(await a.software.graphql(REDELIVER, { id: deliveryB.id }))).toBe('NOT_FOUND');
      // B's owner as a person is not the office either.
      expect(code(await b.owner.client.graphql(REDELIVER, { id: deliveryB.id }))).toBe('NOT_FOUND');
      expect((await b.software.graphql(ENDPOINTS)).data.webhookEndpoints).toEqual([{ id: endpointId }]);
      expect(b.receiver.received).toHaveLength(1);
    } finally {
      await b.close();
    }
  });

  test('ten endpoints per office, apart from its owner’s own; documents:read is needed', async () => {
    const { owner, officeId, software } = await officeWithSoftware('Office L');
    for (let i = 0; i < 10; i += 1) await register(software, `https://partner.example.com/o${i}`);
    const eleventh = await software.graphql(REGISTER, {
      input: { url: 'https://partner.example.com/o10', events: ['DOCUMENT_READY'] },
    });
    expect(eleventh.errors?.[0]?.extensions).toMatchObject({ messageCode: 'webhook.tooMany' });
    // Another token of the same office counts against the same ten.
    const second = tokenClient(
      server.url,
      (await createToken(owner.client, ['DOCUMENTS_READ'], { officeId })).secret,
    );
    expect((await second.graphql(ENDPOINTS)).data.webhookEndpoints).toHaveLength(10);
    const more = await second.graphql(REGISTER, {
      input: { url: 'https://partner.example.com/o11', events: ['DOCUMENT_READY'] },
    });
    expect(more.errors?.[0]?.extensions).toMatchObject({ messageCode: 'webhook.tooMany' });
    // The owner's own count is theirs.
    await register(owner.client, 'https://partner.example.com/own');

    // An office token that writes clients only reads no documents: no webhooks.
    const clientsOnly = tokenClient(
      server.url,
      (await createToken(owner.client, ['CLIENTS_WRITE'], { officeId })).secret,
    );
    const refused = await clientsOnly.graphql(REGISTER, {
      input: { url: 'https://partner.example.com/x', events: ['DOCUMENT_READY'] },
    });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      messageCode: 'token.missingScope',
    });
    expect(code(await clientsOnly.graphql(ENDPOINTS))).toBe('FORBIDDEN');
    // payment.completed needs payments:read, which an office's token cannot hold.
    const payments = await software.graphql(REGISTER, {
      input: { url: 'https://partner.example.com/p', events: ['PAYMENT_COMPLETED'] },
    });
    expect(code(payments)).toBe('FORBIDDEN');
  });
});

describe('an office token’s documentUpdated', () => {
  test('by documentId and unfiltered, it hears its office document go READY', async () => {
    const { officeId, secret, software } = await officeWithSoftware('Office S');
    const socket = tokenSocket(secret);
    try {
      const all = listen(socket, UPDATES);
      await subscribedToOffice(officeId);
      const documentId = await officeDocument(software, officeId);
      const one = listen(socket, UPDATES_OF, { id: documentId });
      expect((await one.until((heard) => heard.completed || heard.errors.length > 0)).errors).toEqual([]);
      expect(one.heard.updates.at(-1)).toEqual({ id: documentId, status: 'READY' });
      await all.until(isReady(documentId));
      expect(all.heard.errors).toEqual([]);
      expect(all.heard.updates.every((update) => update.id === documentId)).toBe(true);
      all.stop();
    } finally {
      await socket.dispose();
    }
  });

  test('over HTTP the token gate admits it as a personal token’s, then both hear where subscriptions go', async () => {
    const { owner, software } = await officeWithSoftware('Office H');
    const personal = tokenClient(server.url, (await createToken(owner.client, ['DOCUMENTS_READ'])).secret);
    // Subscriptions are served over the WebSocket; over HTTP the gate decides as for a person's
    // token, and then both are told to use the WebSocket (never an internal error).
    const asOffice = await software.graphql(UPDATES);
    const asPerson = await personal.graphql(UPDATES);
    expect(asOffice.httpStatus).toBe(400);
    expect(asOffice.errors?.[0]?.extensions?.messageCode).toBe('request.subscriptionOverHttp');
    expect(code(asOffice)).toBe('BAD_USER_INPUT');
    expect(code(asOffice)).toBe(code(asPerson));
    // Before, and still for a token without documents:read: refused at the gate.
    const clientsOnly = tokenClient(
      server.url,
      (await createToken(owner.client, ['CLIENTS_READ'], { officeId: await createOffice(owner.client) }))
        .secret,
    );
    expect((await clientsOnly.graphql(UPDATES)).errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      messageCode: 'token.missingScope',
    });
  });

  test('office A’s token hears nothing of office B’s documents nor its creator’s own', async () => {
    const a = await officeWithSoftware('Office A');
    const b = await officeWithSoftware('Office B');
    const socket = tokenSocket(a.secret);
    try {
      const all = listen(socket, UPDATES);
      await subscribedToOffice(a.officeId);
      const documentB = await officeDocument(b.software, b.officeId);
      const personal = await personalDocument(a.owner.client);

      const ofB = listen(socket, UPDATES_OF, { id: documentB });
      const errorsB = (await ofB.until((heard) => heard.errors.length > 0 || heard.completed)).errors;
      expect(errorsB).toEqual([
        expect.objectContaining({ extensions: expect.objectContaining({ code: 'NOT_FOUND' }) }),
      ]);
      expect(ofB.heard.updates).toEqual([]);
      const ofOwn = listen(socket, UPDATES_OF, { id: personal });
      const errorsOwn = (await ofOwn.until((heard) => heard.errors.length > 0 || heard.completed)).errors;
      expect(errorsOwn).toEqual([
        expect.objectContaining({ extensions: expect.objectContaining({ code: 'NOT_FOUND' }) }),
      ]);

      // Its own office's document arrives on the unfiltered subscription, and nothing else did.
      const documentA = await officeDocument(a.software, a.officeId);
      await all.until(isReady(documentA));
      expect(new Set(all.heard.updates.map((update) => update.id))).toEqual(new Set([documentA]));
      all.stop();
    } finally {
      await socket.dispose();
    }
  });
});

test('a revoked office token’s open subscription hears nothing more', async () => {
  const { owner, officeId, secret, tokenId } = await officeWithSoftware('Office V');
  const other = await createToken(owner.client, OFFICE_SCOPES, { officeId });
  const revokedSocket = tokenSocket(secret);
  const liveSocket = tokenSocket(other.secret);
  try {
    const revoked = listen(revokedSocket, UPDATES);
    const live = listen(liveSocket, UPDATES);
    await subscribedToOffice(officeId, 2);
    const done = await owner.client.graphql('mutation ($id: ID!) { revokeApiToken(id: $id) { id } }', {
      id: tokenId,
    });
    expect(done.errors).toBeUndefined();
    const documentId = await officeDocument(tokenClient(server.url, other.secret), officeId);
    await live.until(isReady(documentId));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(revoked.heard.updates).toEqual([]);
    revoked.stop();
    live.stop();
  } finally {
    await revokedSocket.dispose();
    await liveSocket.dispose();
  }
});

/** An office with its software, a receiver for its endpoint and one for its owner's own. */
async function receiverPair(name = 'Office R') {
  const office = await officeWithSoftware(name);
  const receiver = await startWebhookReceiver();
  const personalReceiver = await startWebhookReceiver();
  return {
    ...office,
    receiver,
    personalReceiver,
    async close() {
      await receiver.close();
      await personalReceiver.close();
    },
  };
}
