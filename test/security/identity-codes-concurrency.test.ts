import { entityManager } from '../../server/src/db/orm.js';
import { AppError } from '../../server/src/errors.js';
import { MAX_WRONG_TRIES, consumeCode } from '../../server/src/modules/accounts/codes.js';
import { User } from '../../server/src/modules/accounts/user.entity.js';
import { ApiClient } from '../support/client.js';
import { newAccount } from '../support/builders.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// @pglite: concurrent wrong codes counted by one atomic update
// "Void after 5 wrong tries" under concurrency (run it with DATABASE_URL for PostgreSQL): 20 wrong
// codes at once, then the right one. The account's one counter is taken by an atomic update
// before any code is compared, so at most 5 are compared and the right one is refused.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const wrong = (otp: string, n: number) => String((Number(otp) + n) % 1_000_000).padStart(6, '0');

test('20 concurrent wrong codes, then the right one: refused, and at most 5 were compared', async () => {
  const account = newAccount();
  await new ApiClient(server.url).rest('POST', '/auth/register', account);
  const otp = await server.outbox.lastMailCode(account.email);
  const user = await entityManager(server.services.orm).findOneOrFail(User, { email: account.email });

  const answers = await Promise.allSettled(
    Array.from({ length: 20 }, (_, i) =>
      consumeCode(entityManager(server.services.orm), user, 'verify_email', wrong(otp, i + 1)),
    ),
  );
  const codes = answers.map((a) =>
    a.status === 'rejected' ? (a.reason as AppError).messageCode : 'accepted',
  );
  const compared = codes.filter((c) => c === 'otp.incorrect' || c === 'otp.incorrectLast').length;
  // The fifth wrong one is answered "too many" too, as the last try is spent.
  expect(compared).toBeLessThanOrEqual(MAX_WRONG_TRIES - 1);
  expect(codes.filter((c) => c === 'otp.tooManyWrong').length).toBe(20 - compared);
  expect(codes).not.toContain('accepted');

  await expect(
    consumeCode(entityManager(server.services.orm), user, 'verify_email', otp),
  ).rejects.toMatchObject({
    messageCode: 'otp.tooManyWrong',
  });
  const fresh = await entityManager(server.services.orm).findOneOrFail(User, { email: account.email });
  expect(fresh.emailVerifiedAt ?? null).toBeNull();
  expect(fresh.codeAttempts).toBe(MAX_WRONG_TRIES);
});

test('the tries are shared by the account’s e-mail, mobile and reset codes', async () => {
  const account = newAccount();
  const c = new ApiClient(server.url);
  await c.rest('POST', '/auth/register', account);
  const mailed = await server.outbox.lastMailCode(account.email);
  await c.rest('POST', '/auth/mobilelogin', { mobile: account.mobile, password: account.password });
  const texted = await server.outbox.lastSmsCode(account.mobile);
  for (let i = 1; i <= 3; i += 1) {
    await c.rest(
      'POST',
      `/auth/verify-email?email=${encodeURIComponent(account.email)}&otp=${wrong(mailed, i)}`,
    );
  }
  for (let i = 1; i <= 2; i += 1) {
    await c.rest('POST', '/auth/verify-mobile', { mobile: account.mobile, otp: wrong(texted, i) });
  }
  const right = await c.rest('POST', '/auth/verify-mobile', { mobile: account.mobile, otp: texted });
  expect(right.status).toBe(400);
  expect(right.body.messageCode).toBe('otp.tooManyWrong');
});
