import { SECURITY_COST_FLOORS } from '../../server/src/config.js';
import { entityManager } from '../../server/src/db/orm.js';
import { User } from '../../server/src/modules/accounts/user.entity.js';
import { ApiClient } from '../support/client.js';
import { signedUpUser } from '../support/builders.js';
import { PRODUCTION_ACCOUNT_COSTS, type TestServer, startTestServer } from '../support/test-server.js';

// Lockout hurts attackers, not owners: failures from unknown browsers lock the account for those
// browsers only; a browser that signed in before (its device cookie) keeps signing in. Only
// failures count. The server keeps production's deliberate costs: a lockout is only as good as
// the cost of each guess it lets through.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(PRODUCTION_ACCOUNT_COSTS);
});
afterAll(() => server.stop());

test('an attacker’s wrong passwords do not lock the owner’s browser out', async () => {
  const { account, client: owner } = await signedUpUser(server);
  await owner.graphql('mutation { logout { status } }');
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const attacker = new ApiClient(server.url);
    const response = await attacker.rest('POST', '/auth/login', {
      email: account.email,
      password: `wrong ${attempt}xx`,
    });
    statuses.push(response.status);
  }
  expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
  expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
  // Even the right password from another unknown browser waits ...
  const stranger = await new ApiClient(server.url).rest('POST', '/auth/login', {
    email: account.email,
    password: account.password,
  });
  expect(stranger.status).toBe(429);
  // ... but the owner's browser, which signed in before, signs in.
  const mine = await owner.rest('POST', '/auth/login', { email: account.email, password: account.password });
  expect(mine.body.status).toBe(true);
});

test('successful logins are not counted', async () => {
  const { account } = await signedUpUser(server);
  for (let attempt = 0; attempt < 14; attempt += 1) {
    const fresh = new ApiClient(server.url);
    const response = await fresh.rest('POST', '/auth/login', {
      email: account.email,
      password: account.password,
    });
    expect(response.status).toBe(200);
  }
});

test('each guess costs a production scrypt hash', async () => {
  const { account } = await signedUpUser(server);
  const user = await entityManager(server.services.orm).findOneOrFail(User, { email: account.email });
  expect(Number(user.passwordHash.split('$')[1])).toBe(2 ** SECURITY_COST_FLOORS.PASSWORD_SCRYPT_LOG2_N);
  expect(SECURITY_COST_FLOORS.PASSWORD_SCRYPT_LOG2_N).toBe(15);
});
