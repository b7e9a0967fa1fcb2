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
  // A second unknown address in every round: two requests that do the very same work, so their
  // difference is what this machine's noise alone makes of the comparison, in this run.
  const control: number[] = [];
  const bodies = new Set<string>();
  for (let round = 0; round < 12; round += 1) {
    const { account } = await registerVerified(server);
    const ask = (email: string) =>
      timed(() => new ApiClient(server.url).rest('POST', '/auth/forget-password', { email }));
    // The order turns each round: the first pays for the registration's leftover work (its mail),
    // each next one for the one before, and on a busy machine either would pass for a signal.
    const kinds = ['real', 'unknown', 'control'] as const;
    const order = kinds.map((_, index) => kinds[(index + round) % kinds.length]!);
    for (const kind of order) {
      const { ms, response } = await ask(kind === 'real' ? account.email : newAccount().email);
      ({ real, unknown, control })[kind].push(ms);
      bodies.add(JSON.stringify([response.status, response.body]));
    }
  }
  expect(bodies.size).toBe(1);
  // Every answer waits for the floor, whichever way it went: what hides the extra work.
  const floor = SECURITY_COST_FLOORS.CODE_ANSWER_FLOOR_MS;
  expect(Math.min(...real, ...unknown)).toBeGreaterThanOrEqual(floor - 1);
  // The real address may differ from an unknown one by no more than two unknown ones differ from
  // each other (with 25 ms of headroom: an idle machine gives 0–5 ms either way, the extra work
  // the floor hides is about 11 ms).
  const noise = Math.abs(median(unknown) - median(control));
  const difference = Math.abs(median(real) - median(unknown));
  console.info(
    `forget-password: real − unknown ${difference.toFixed(1)} ms, unknown − unknown ${noise.toFixed(1)} ms`,
  );
  expect(difference).toBeLessThan(25 + 2 * noise);
}, 180_000);

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
