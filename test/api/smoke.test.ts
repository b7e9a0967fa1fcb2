import { ApiClient } from '../support/client.js';
import { signedInUser } from '../support/builders.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

test('health check reports the database', async () => {
  const response = await new ApiClient(server.url).request('GET', '/healthz');
  expect(response.status).toBe(200);
  expect(response.body).toEqual({ status: 'ok', database: 'ok' });
});

test('a verified user signs in and reads the profile', async () => {
  const { client, account } = await signedInUser(server);
  const profile = await client.rest('GET', '/getDetails/fetchUserProfileDetails');
  expect(profile.body.authenticated).toBe(true);
  expect(profile.body.userProfile.user.email).toBe(account.email);
  const me = await client.graphql('{ me { email emailVerified mobileVerified isSubscribed } }');
  expect(me.data.me).toEqual({ email: account.email, emailVerified: true, mobileVerified: false, isSubscribed: false });
});
