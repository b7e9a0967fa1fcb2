import { createServer as createHttpServer } from 'node:http';
import { type AddressInfo, type Server, createServer as createTcpServer } from 'node:net';
import { loadConfig } from '../../server/src/config.js';
import { entityManager } from '../../server/src/db/orm.js';
import { announceWebhookEvent } from '../../server/src/modules/webhooks/webhook-dispatch.js';
import { WebhookEndpoint } from '../../server/src/modules/webhooks/webhook.entities.js';
import { WebhookEventType } from '../../server/src/modules/webhooks/webhook-event-type.js';
import { signedInUser } from '../support/builders.js';
import { freePort } from '../support/child-server.js';
import type { ApiClient } from '../support/client.js';
import { hostsResolver } from '../support/hosts-resolver.js';
import { type TestServer, startTestServer } from '../support/test-server.js';
import { startWebhookReceiver } from '../support/webhook-receiver.js';

// @pglite: a retry's next attempt is read back from the job queue, which PGlite answers as text

// Webhooks never reach inside (docs/security.md, "Outbound requests"): every inside address, in
// every spelling, is refused at registration; a name that resolves inside later is refused at
// delivery and never connected to; the connection goes to the address that was checked; redirects
// are not followed; the delivery log never says what the network said; resends are limited.

const REGISTER = `mutation W($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { endpoint { id url } }
}`;
const DELIVERIES = `query D($id: ID) {
  webhookDeliveries(endpointId: $id) { id status attempts lastResponseCode lastError nextAttemptAt }
}`;
const REDELIVER = 'mutation R($id: ID!) { redeliverWebhook(id: $id) { id } }';

interface Delivery {
  id: string;
  status: string;
  attempts: number;
  lastResponseCode: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
}

const NEXT_ATTEMPT = /^failed; next attempt at \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** A TCP listener on loopback that counts every connection made to it and answers none. */
async function countingListener() {
  let connections = 0;
  const server: Server = createTcpServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function register(client: ApiClient, url: string) {
  return client.graphql(REGISTER, { input: { url, events: ['DOCUMENT_READY'] } });
}

/** Announces an event to the user's endpoints, as a finished document does. */
const announce = (server: TestServer, userId: string) =>
  announceWebhookEvent(entityManager(server.services.orm), {
    userId,
    type: WebhookEventType.DOCUMENT_READY,
    data: { document: { id: 'a1b2', status: 'READY' } },
  });

/** Waits (generously) until the endpoint's delivery satisfies `done`. */
async function deliveryOf(client: ApiClient, endpointId: string, done: (d: Delivery) => boolean) {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const [delivery] = (await client.graphql(DELIVERIES, { id: endpointId })).data
      .webhookDeliveries as Delivery[];
    if (delivery && done(delivery)) return delivery;
    if (Date.now() > deadline) throw new Error(`delivery never settled: ${JSON.stringify(delivery)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('in production', () => {
  let production: TestServer;
  const resolver = hostsResolver({
    'localtest.me': ['127.0.0.1'],
    'metadata.google.internal': ['169.254.169.254'],
    'half.partner.example': ['93.184.215.14', '127.0.0.1'],
    'v6.partner.example': ['2606:2800:21f:cb07::1', '::1'],
  });
  beforeAll(async () => {
    production = await startTestServer(
      { NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true', GRAPHQL_TRUSTED_DOCUMENTS: 'also' },
      { resolveHost: resolver },
    );
  });
  afterAll(() => production.stop());

  test('every internal target, in every spelling, is refused at registration and never connected to', async () => {
    const listener = await countingListener();
    try {
      const { client, userId } = await signedInUser(production);
      const hosts = [
        // The 17 the last review saw accepted, then more spellings of the same places.
        '127.0.0.1',
        'localhost',
        '[::1]',
        '0.0.0.0',
        '127.1',
        '2130706433',
        '0x7f000001',
        '[::ffff:127.0.0.1]',
        '10.0.0.1',
        '172.16.0.1',
        '192.168.1.1',
        '169.254.169.254',
        '[fd00::1]',
        '[fe80::1]',
        'metadata.google.internal',
        'localtest.me',
        '100.100.100.200',
        '0177.0.0.1',
        'LOCALHOST.',
        '127.0.0.1.',
        '[::]',
        '[::ffff:7f00:1]',
        '[64:ff9b::127.0.0.1]',
        '[fd00:ec2::254]',
        '100.64.0.1',
        '224.0.0.1',
        '255.255.255.255',
        'half.partner.example',
        'v6.partner.example',
      ];
      for (const host of hosts) {
        const refused = await register(client, `https://${host}:${listener.port}/hooks`);
        expect({ host, refusal: refused.errors?.[0]?.extensions }).toEqual({
          host,
          refusal: expect.objectContaining({
            code: 'BAD_USER_INPUT',
            field: 'url',
            messageCode: 'webhook.urlNotAllowed',
          }),
        });
      }
      // Plain http is refused in production even to this machine, and the setting that would allow
      // loopback cannot be turned on there.
      const plain = await register(client, `http://127.0.0.1:${listener.port}/hooks`);
      expect(plain.errors?.[0]?.extensions?.messageCode).toBe('webhook.urlHttps');
      expect(await entityManager(production.services.orm).count(WebhookEndpoint, { user: userId })).toBe(0);
      expect(() =>
        loadConfig({
          NODE_ENV: 'production',
          PAYMENTS_SANDBOX: 'true',
          DATA_DIR: production.dataDir,
          WEBHOOK_ALLOW_LOOPBACK: 'true',
        }),
      ).toThrow(/WEBHOOK_ALLOW_LOOPBACK: must be off with NODE_ENV=production/);
      expect(listener.connections()).toBe(0);
    } finally {
      await listener.close();
    }
  });

  test('an endpoint cannot be moved inside by changing its address', async () => {
    const listener = await countingListener();
    try {
      const { client } = await signedInUser(production);
      // A public address written as an IP: accepted with no DNS lookup.
      const registered = await register(client, 'https://93.184.215.14/hooks');
      expect(registered.errors).toBeUndefined();
      const id = registered.data.createWebhookEndpoint.endpoint.id as string;
      const UPDATE = `mutation U($id: ID!, $input: UpdateWebhookEndpointInput!) {
        updateWebhookEndpoint(id: $id, input: $input) { id url } }`;
      for (const host of [
        '127.0.0.1',
        '169.254.169.254',
        '[::1]',
        '0x7f000001',
        'localtest.me',
        'metadata.google.internal',
        '10.0.0.1',
        'half.partner.example',
      ]) {
        const refused = await client.graphql(UPDATE, {
          id,
          input: { url: `https://${host}:${listener.port}/hooks` },
        });
        expect({ host, refusal: refused.errors?.[0]?.extensions }).toEqual({
          host,
          refusal: expect.objectContaining({ field: 'url', messageCode: 'webhook.urlNotAllowed' }),
        });
      }
      const plain = await client.graphql(UPDATE, {
        id,
        input: { url: `http://127.0.0.1:${listener.port}/hooks` },
      });
      expect(plain.errors?.[0]?.extensions?.messageCode).toBe('webhook.urlHttps');
      const plainMetadata = await client.graphql(UPDATE, {
        id,
        input: { url: 'http://169.254.169.254/latest/meta-data/' },
      });
      expect(plainMetadata.errors?.[0]?.extensions?.field).toBe('url');
      // The endpoint still points where it did, and nothing connected inside.
      expect((await entityManager(production.services.orm).findOneOrFail(WebhookEndpoint, id)).url).toBe(
        'https://93.184.215.14/hooks',
      );
      expect(listener.connections()).toBe(0);
    } finally {
      await listener.close();
    }
  });

  test('the longest address is refused with its limit, a 1 MB one as fast', async () => {
    const { client } = await signedInUser(production);
    resolver.asked.length = 0;
    const tooLong = await register(client, `https://partner.example/${'a'.repeat(2048)}`);
    expect(tooLong.errors?.[0]?.extensions).toMatchObject({
      field: 'url',
      messageCode: 'webhook.urlTooLong',
      params: { max: 2048 },
    });
    const huge = await register(client, `https://partner.example/${'a/'.repeat(512 * 1024)}`);
    expect(huge.errors?.[0]?.extensions?.messageCode).toBe('webhook.urlTooLong');
    // Refused before anything resolved it.
    expect(resolver.asked).toEqual([]);
  });
});

describe('at delivery', () => {
  let server: TestServer;
  const table: Record<string, string[]> = {};
  beforeAll(async () => {
    server = await startTestServer({}, { resolveHost: hostsResolver(table) });
  });
  afterAll(() => server.stop());

  test('a name that resolves to loopback by the time of delivery is refused and never connected to', async () => {
    const listener = await countingListener();
    try {
      const { client, userId } = await signedInUser(server);
      // At registration the name points at a public address ...
      table['rebind.partner.example'] = ['93.184.215.14'];
      const registered = await register(client, `https://rebind.partner.example:${listener.port}/hooks`);
      expect(registered.errors).toBeUndefined();
      const endpointId = registered.data.createWebhookEndpoint.endpoint.id as string;
      // ... and by the time of the delivery at this machine.
      table['rebind.partner.example'] = ['127.0.0.1'];
      await announce(server, userId);
      const delivery = await deliveryOf(client, endpointId, (d) => d.attempts > 0);
      expect(delivery).toMatchObject({
        status: 'FAILED',
        lastError: 'address not allowed',
        lastResponseCode: null,
        nextAttemptAt: null,
      });
      expect(listener.connections()).toBe(0);
    } finally {
      await listener.close();
    }
  });
});

describe('with loopback allowed (development)', () => {
  let server: TestServer;
  const table: Record<string, string[]> = { 'partner.test': ['127.0.0.1'] };
  beforeAll(async () => {
    server = await startTestServer({ WEBHOOK_ALLOW_LOOPBACK: 'true' }, { resolveHost: hostsResolver(table) });
  });
  afterAll(() => server.stop());

  test('the connection goes to the address checked and still names the host', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const { client, userId } = await signedInUser(server);
      // partner.test exists only in the server's resolver table: no second lookup could find it.
      const url = receiver.url.replace('127.0.0.1', 'partner.test');
      const registered = await register(client, url);
      expect(registered.errors).toBeUndefined();
      await announce(server, userId);
      const [received] = await receiver.waitFor(1);
      expect(received!.headers.host).toBe(new URL(url).host);
      // Everything else inside stays refused, loopback allowed or not.
      for (const host of ['10.0.0.1', '169.254.169.254', '[fd00:ec2::254]', '0.0.0.0']) {
        const refused = await register(client, `https://${host}/hooks`);
        expect(refused.errors?.[0]?.extensions?.messageCode).toBe('webhook.urlNotAllowed');
      }
    } finally {
      await receiver.close();
    }
  });

  test('a redirect is not followed, and the log says only that it failed and when it is tried next', async () => {
    const target = await countingListener();
    const redirector = createHttpServer((req, res) => {
      req.resume();
      res.writeHead(302, { location: `http://127.0.0.1:${target.port}/inside` }).end();
    });
    await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
    try {
      const { client, userId } = await signedInUser(server);
      const { port } = redirector.address() as AddressInfo;
      const registered = await register(client, `http://127.0.0.1:${port}/hooks`);
      const endpointId = registered.data.createWebhookEndpoint.endpoint.id as string;
      await announce(server, userId);
      const delivery = await deliveryOf(client, endpointId, (d) => d.attempts > 0);
      expect(delivery).toMatchObject({ status: 'RETRYING', lastResponseCode: 302 });
      expect(delivery.lastError).toMatch(NEXT_ATTEMPT);
      expect(delivery.lastError).toBe(`failed; next attempt at ${delivery.nextAttemptAt}`);
      expect(new Date(delivery.nextAttemptAt!).getTime()).toBeGreaterThan(Date.now());
      expect(target.connections()).toBe(0);
    } finally {
      await target.close();
      await new Promise<void>((resolve) => redirector.close(() => resolve()));
    }
  });

  test('a closed port and a connection cut off read the same in the delivery log', async () => {
    const cutting = await countingListener();
    const closedPort = await freePort();
    try {
      const seen: Delivery[] = [];
      for (const port of [closedPort, cutting.port]) {
        const { client, userId } = await signedInUser(server);
        const registered = await register(client, `http://127.0.0.1:${port}/hooks`);
        const endpointId = registered.data.createWebhookEndpoint.endpoint.id as string;
        await announce(server, userId);
        seen.push(await deliveryOf(client, endpointId, (d) => d.attempts > 0));
      }
      for (const delivery of seen) {
        expect(delivery).toMatchObject({ status: 'RETRYING', lastResponseCode: null });
        expect(delivery.lastError).toMatch(NEXT_ATTEMPT);
      }
      expect(cutting.connections()).toBe(1);
    } finally {
      await cutting.close();
    }
  });

  test('30 resends at once: the account’s limit holds', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const { client, userId } = await signedInUser(server);
      const registered = await register(client, receiver.url);
      const endpointId = registered.data.createWebhookEndpoint.endpoint.id as string;
      await announce(server, userId);
      const delivery = await deliveryOf(client, endpointId, (d) => d.status === 'SUCCEEDED');
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => client.graphql(REDELIVER, { id: delivery.id })),
      );
      const accepted = answers.filter((answer) => !answer.errors);
      const refused = answers.filter((answer) => answer.errors);
      expect(accepted).toHaveLength(20);
      for (const answer of refused) {
        expect(answer.errors?.[0]?.extensions).toMatchObject({
          code: 'RATE_LIMITED',
          retryAfterSeconds: expect.any(Number),
        });
      }
      // The original and one POST per accepted resend, at most (resends of one delivery may merge).
      await receiver.waitFor(2);
      expect(receiver.received.length).toBeLessThanOrEqual(21);
    } finally {
      await receiver.close();
    }
  });
});
