import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { ApiClient } from './client.js';
import type { TestServer } from './test-server.js';

/**
 * A graphql-ws client of the test server's /graphql, speaking as a browser of the site would: with
 * `client`'s session cookie and the server's own origin. It does not reconnect.
 */
export function socketOf(server: Pick<TestServer, 'url'>, client: ApiClient): Client {
  const host = new URL(server.url).host;
  const headers = { cookie: `lekhapadi_session=${client.sessionCookie}`, origin: `http://${host}` };
  return createClient({
    url: `${server.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    },
    retryAttempts: 0,
  });
}
