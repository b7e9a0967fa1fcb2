import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { ApiClient } from '../support/client.js';
import { signedUpUser } from '../support/builders.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// A session that ends ends everywhere: its WebSocket (and every subscription on it) closes at once
// on logout and on a password reset; a cross-site GET cannot sign anyone out.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

/** Subscribes to documentUpdated as the cookie's user; resolves with the close code of the socket. */
function openSubscription(cookie: string) {
  const host = new URL(server.url).host;
  let closed: (code: number) => void = () => undefined;
  const closedWith = new Promise<number>((resolve) => {
    closed = resolve;
  });
  const connected = new Promise<void>((resolve, reject) => {
    const client = createClient({
      url: `${server.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, {
            headers: { cookie: `lekhapadi_session=${cookie}`, origin: `http://${host}` },
          });
        }
      },
      retryAttempts: 0,
      on: {
        connected: () => setTimeout(resolve, 100),
        closed: (event) => closed((event as { code: number }).code),
        error: reject,
      },
    });
    client.subscribe(
      { query: 'subscription { documentUpdated { id status } }' },
      {
        next: () => undefined,
        error: () => undefined,
        complete: () => undefined,
      },
    );
  });
  return { connected, closedWith };
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms)),
  ]);

test('a subscription stops at logout (GraphQL mutation)', async () => {
  const { client } = await signedUpUser(server);
  const socket = openSubscription(client.sessionCookie as string);
  await socket.connected;
  const started = Date.now();
  await client.graphql('mutation { logout { status } }');
  // At once on an idle machine; without the logout it would stay open for the session's life, so
  // a ceiling generous enough for a busy machine still tells the two apart.
  expect(await within(socket.closedWith, 15_000)).toBe(4401);
  expect(Date.now() - started).toBeLessThan(15_000);
});

test('every subscription of the account stops at a password reset', async () => {
  const { account, client } = await signedUpUser(server);
  const socket = openSubscription(client.sessionCookie as string);
  await socket.connected;
  await new ApiClient(server.url).rest('POST', '/auth/forget-password', { email: account.email });
  const token = await server.outbox.lastMailCode(account.email);
  await new ApiClient(server.url).rest('POST', '/auth/reset-password', {
    identifier: account.email,
    token,
    newPassword: 'after the reset 1',
  });
  expect(await within(socket.closedWith, 15_000)).toBe(4401);
});

test('the older client’s GET logout works from the site, and is refused from elsewhere', async () => {
  const { client } = await signedUpUser(server);
  const crossSite = await client.rest('GET', '/auth/logout', undefined, {
    headers: { 'sec-fetch-site': 'cross-site' },
  });
  expect(crossSite.status).toBe(403);
  const noHeader = await client.rest('GET', '/auth/logout');
  expect(noHeader.status).toBe(403);
  expect((await client.rest('GET', '/getDetails/fetchUserProfileDetails')).body.authenticated).toBe(true);
  const sameSite = await client.rest('GET', '/auth/logout', undefined, {
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  expect(sameSite.body.status).toBe(true);
  expect((await client.rest('GET', '/getDetails/fetchUserProfileDetails')).body.authenticated).toBe(false);
});
