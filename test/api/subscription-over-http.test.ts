import { signedInUser } from '../support/builders.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// A subscription sent as an ordinary HTTP request (not over the WebSocket at /graphql) is the
// caller's mistake, answered as such: never an internal error.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

test('a subscription over HTTP is refused as a bad request that says where subscriptions go', async () => {
  const { client } = await signedInUser(server);
  const result = await client.graphql('subscription { documentUpdated { id status } }');
  expect(result.errors?.[0]?.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
  expect(result.errors?.[0]).toMatchObject({
    message: expect.stringContaining('WebSocket'),
    extensions: { code: 'BAD_USER_INPUT', messageCode: 'request.subscriptionOverHttp' },
  });
});
