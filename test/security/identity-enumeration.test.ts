import { ApiClient } from '../support/client.js';
import { newAccount, registerVerified } from '../support/builders.js';
import { SECURITY_COST_FLOORS } from '../../server/src/config.js';
import { entityManager } from '../../server/src/db/orm.js';
import { User } from '../../server/src/modules/accounts/user.entity.js';
import { PRODUCTION_ACCOUNT_COSTS, type TestServer, startTestServer } from '../support/test-server.js';

// Whether an account exists cannot be read from register, verify or forget-password: the same
// answers, in the same time (within a margin well under what the extra work took before: a code
// written and a mail sent, about 11 ms here). The server keeps production's deliberate costs, which
// are what hide the difference.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(PRODUCTION_ACCOUNT_COSTS);
});
afterAll(() => server.stop());

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

async function timed(send: () => Promise<{ status: number; body: unknown }>) {
  const started = performance.now();
  const response = await send();
  return { ms: performance.now() - started, response };
}

test('forget-password: same answer and timing for a real and an unknown address', async () => {
  const real: number[] = [];
  const unknown: number[] = [];
  const bodies = new Set<string>();
  for (let round = 0; round < 10; round += 1) {
    const { account } = await registerVerified(server);
    const ask = (email: string) =>
      timed(() => new ApiClient(server.url).rest('POST', '/auth/forget-password', { email }));
    // Which goes first alternates: the first pays for the registration's leftover work (its mail),
    // the second for the first's, and on a busy machine either would otherwise pass for a signal.
    const realFirst = round % 2 === 0;
    const first = await ask(realFirst ? account.email : newAccount().email);
    const second = await ask(realFirst ? newAccount().email : account.email);
    const [a, b] = realFirst ? [first, second] : [second, first];
    real.push(a.ms);
    unknown.push(b.ms);
    bodies.add(JSON.stringify([a.response.status, a.response.body]));
    bodies.add(JSON.stringify([b.response.status, b.response.body]));
  }
  expect(bodies.size).toBe(1);
  // Headroom for a loaded shared machine (2 cores): the medians differed by 16–19 ms at a load of 30.
  expect(Math.abs(median(real) - median(unknown))).toBeLessThan(25);
}, 120_000);

test('register: the same answer whether or not the e-mail has an account', async () => {
  const { account } = await registerVerified(server);
  const taken = await new ApiClient(server.url).rest('POST', '/auth/register', {
    ...newAccount(),
    email: account.email,
  });
  const free = await new ApiClient(server.url).rest('POST', '/auth/register', newAccount());
  expect([taken.status, taken.body]).toEqual([free.status, free.body]);
});

test('verify: a wrong code reads the same for an address with an account and one without', async () => {
  const account = newAccount();
  await new ApiClient(server.url).rest('POST', '/auth/register', account);
  const otp = await server.outbox.lastMailCode(account.email);
  const wrongCode = otp === '000000' ? '111111' : '000000';
  const verify = (email: string) =>
    new ApiClient(server.url).rest(
      'POST',
      `/auth/verify-email?email=${encodeURIComponent(email)}&otp=${wrongCode}`,
    );
  const known = await verify(account.email);
  const unknown = await verify(newAccount().email);
  expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
  expect(known.body.message).toBe('Incorrect OTP. 4 attempts left.');
});

test('production’s costs: the answers keep their floors and passwords are hashed at scrypt N = 2^15', async () => {
  expect(SECURITY_COST_FLOORS).toEqual({
    PASSWORD_SCRYPT_LOG2_N: 15,
    REGISTER_ANSWER_FLOOR_MS: 600,
    CODE_ANSWER_FLOOR_MS: 400,
  });
  const account = newAccount();
  const registered = await timed(() => new ApiClient(server.url).rest('POST', '/auth/register', account));
  const reset = await timed(() =>
    new ApiClient(server.url).rest('POST', '/auth/forget-password', { email: newAccount().email }),
  );
  const verified = await timed(() =>
    new ApiClient(server.url).rest(
      'POST',
      `/auth/verify-email?email=${encodeURIComponent(newAccount().email)}&otp=123456`,
    ),
  );
  // A timer may fire a fraction of a millisecond early.
  expect(registered.ms).toBeGreaterThanOrEqual(599);
  expect(reset.ms).toBeGreaterThanOrEqual(399);
  expect(verified.ms).toBeGreaterThanOrEqual(399);
  const user = await entityManager(server.services.orm).findOneOrFail(User, { email: account.email });
  expect(user.passwordHash.split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** 15), '8', '1']);
});
