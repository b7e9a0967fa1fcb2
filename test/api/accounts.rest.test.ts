import { entityManager } from '../../server/src/db/orm.js';
import { ApiClient } from '../support/client.js';
import { newAccount, registerVerified, signedUpUser } from '../support/builders.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// @pglite: two concurrent uses of one code, on the one connection

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const client = () => new ApiClient(server.url);

describe('GET /healthz', () => {
  test('reports the database', async () => {
    const response = await client().request('GET', '/healthz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('POST /auth/register', () => {
  test('creates an unverified account and mails a code with a verification link', async () => {
    const account = newAccount();
    const response = await client().rest('POST', '/auth/register', account);
    expect(response.status).toBe(200);
    expect(response.body.status).toBe(true);
    expect(response.body.message).toMatch(/verification code/);
    const [mail] = await server.outbox.mails(account.email);
    expect(mail).toMatch(/Subject: Lekhapadi verification code: \d{6}/);
    const code = await server.outbox.lastMailCode(account.email);
    expect(mail).toContain(`/verify-email?email=${encodeURIComponent(account.email)}&otp=${code}`);
  });

  test('an e-mail with a verified account (in any case): the same answer, and that address is told', async () => {
    const { account } = await registerVerified(server);
    const fresh = await client().rest('POST', '/auth/register', newAccount());
    const again = await client().rest('POST', '/auth/register', {
      ...newAccount(),
      email: `  ${account.email.toUpperCase()} `,
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(fresh.body);
    const mails = await server.outbox.mails(account.email);
    expect(mails.at(-1)).toMatch(/Subject: Lekhapadi: you already have an account/);
    expect(mails.at(-1)).not.toMatch(/verification code/);
  });

  test('a mobile or e-mail only claimed by an unverified registration keeps nobody out', async () => {
    const squatter = newAccount();
    await client().rest('POST', '/auth/register', squatter);
    const owner = newAccount({ email: squatter.email, mobile: squatter.mobile });
    const c = client();
    expect((await c.rest('POST', '/auth/register', owner)).status).toBe(200);
    const otp = await server.outbox.lastMailCode(owner.email);
    const verified = await c.rest(
      'POST',
      `/auth/verify-email?email=${encodeURIComponent(owner.email)}&otp=${otp}`,
    );
    expect(verified.body).toMatchObject({ status: true, authenticated: true });
    const login = await client().rest('POST', '/auth/login', {
      email: owner.email,
      password: owner.password,
    });
    expect(login.body.status).toBe(true);
  });

  test.each([
    ['name', { name: '' }, 'name is required'],
    ['name', { name: 'Sita 2' }, "Name shouldn't contain numbers"],
    ['name', { name: 'सीता २' }, "Name shouldn't contain numbers"],
    ['name', { name: 'Sita 🙂' }, 'Name may contain only letters, spaces, dots, hyphens and apostrophes'],
    ['name', { name: 'a'.repeat(1_000_000) }, 'Name must be at most 200 characters long'],
    ['email', { email: '' }, 'email is required'],
    ['email', { email: 'sita.example.com' }, 'Enter a valid email'],
    ['mobile', { mobile: '98123' }, 'Mobile should contain 10 digits'],
    ['mobile', { mobile: undefined }, 'mobile is required'],
    ['password', { password: 'short' }, 'Password must be at least 8 characters long'],
    ['password', { password: undefined }, 'Password is required'],
    ['name', { name: { first: 'Sita' } }, 'name must be a string'],
    ['email', { email: ['a@b.co'] }, 'email must be a string'],
  ])('refuses a bad %s with a 400 naming it (%j)', async (field, change, message) => {
    const response = await client().rest('POST', '/auth/register', { ...newAccount(), ...change });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ status: false, code: 'BAD_USER_INPUT', field, message });
  });

  test('accepts a name in Devanagari', async () => {
    const account = newAccount({ name: 'सीता शर्मा' });
    const response = await client().rest('POST', '/auth/register', account);
    expect(response.status).toBe(200);
  });

  test('answers malformed JSON, a non-object body and an oversized body with a 4xx', async () => {
    const malformed = await client().rest('POST', '/auth/register', undefined, { raw: '{"name": "Sita",' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Malformed JSON body.');
    const array = await client().rest('POST', '/auth/register', [1, 2]);
    expect(array.status).toBe(400);
    const huge = await client().rest('POST', '/auth/register', {
      ...newAccount(),
      name: 'a'.repeat(3_000_000),
    });
    expect(huge.status).toBe(413);
  });
});

describe('login by e-mail', () => {
  test('an unverified e-mail gets the exact message and a fresh code', async () => {
    const account = newAccount();
    const c = client();
    await c.rest('POST', '/auth/register', account);
    const before = (await server.outbox.mails(account.email)).length;
    const response = await c.rest('POST', '/auth/login', {
      email: account.email,
      password: account.password,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: false,
      message: 'Email not verified. OTP sent to your email',
    });
    expect(await server.outbox.mails(account.email)).toHaveLength(before + 1);
    expect(c.sessionCookie).toBeUndefined();
  });

  test('wrong password and unknown account get the same refusal', async () => {
    const { account } = await registerVerified(server);
    const wrong = await client().rest('POST', '/auth/login', {
      email: account.email,
      password: 'not the password',
    });
    const unknown = await client().rest('POST', '/auth/login', {
      email: 'nobody@example.com',
      password: 'whatever1',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(
      'Invalid email or password. If you registered with this e-mail, sign in with your mobile number and confirm the e-mail.',
    );
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  test('signs in with an HttpOnly, SameSite=Lax session cookie and returns the profile', async () => {
    const { account, client: c } = await registerVerified(server);
    const response = await c.request('POST', '/np/api/v1/auth/login', {
      email: account.email.toUpperCase(),
      password: account.password,
    });
    expect(response.body).toMatchObject({ status: true, authenticated: true });
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('lekhapadi_session='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    expect(response.body.userProfile).toMatchObject({
      user: {
        name: account.name,
        email: account.email,
        mobile: account.mobile,
        profilePicUrl: null,
        documentTokens: 0,
        isSubscribed: false,
        subscriptionPlan: null,
      },
      documentCount: 0,
      ward: null,
    });
    expect(response.body.userProfile.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('a new login gets a new session id and the old one stops working', async () => {
    const { account, client: c } = await signedUpUser(server);
    const first = c.sessionCookie;
    const stolen = new ApiClient(server.url);
    await c.rest('POST', '/auth/login', { email: account.email, password: account.password });
    expect(c.sessionCookie).toBeDefined();
    expect(c.sessionCookie).not.toBe(first);
    const replay = await stolen.request('GET', '/np/api/v1/getDetails/fetchUserProfileDetails', undefined, {
      headers: { cookie: `lekhapadi_session=${first}` },
    });
    expect(replay.body.authenticated).toBe(false);
  });
});

describe('profile details and logout', () => {
  test('a visitor is not authenticated', async () => {
    const response = await client().rest('GET', '/getDetails/fetchUserProfileDetails');
    expect(response.body).toEqual({ authenticated: false, userProfile: null });
  });

  test('logout revokes the session on the server', async () => {
    const { client: c } = await signedUpUser(server);
    const cookie = c.sessionCookie;
    const response = await c.rest('GET', '/auth/logout', undefined, {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(response.body).toEqual({
      status: true,
      message: 'Logged Out Successfully',
      messageCode: 'logout.done',
      params: {},
    });
    expect(c.sessionCookie).toBeUndefined();
    const reused = await client().request('GET', '/np/api/v1/getDetails/fetchUserProfileDetails', undefined, {
      headers: { cookie: `lekhapadi_session=${cookie}` },
    });
    expect(reused.body.authenticated).toBe(false);
  });
});

describe('mobile login and verification', () => {
  test('a new account: an unverified mobile gets the exact message and an SMS; verifying signs in', async () => {
    const account = newAccount();
    const c = client();
    await c.rest('POST', '/auth/register', account);
    const first = await c.rest('POST', '/auth/mobilelogin', {
      mobile: account.mobile,
      password: account.password,
    });
    expect(first.body).toMatchObject({
      status: false,
      message: 'Mobile not verified. OTP sent to your mobile number.',
    });
    const otp = await server.outbox.lastSmsCode(account.mobile);
    const verified = await c.rest('POST', '/auth/verify-mobile', { mobile: account.mobile, otp });
    expect(verified.body).toMatchObject({ status: true, authenticated: true });
    const second = await c.rest('POST', '/auth/mobilelogin', {
      mobile: account.mobile,
      password: account.password,
    });
    expect(second.body).toMatchObject({ status: true, authenticated: true });
  });
});

describe('one-time codes', () => {
  async function unverified() {
    const account = newAccount();
    const c = client();
    await c.rest('POST', '/auth/register', account);
    return { account, c, otp: await server.outbox.lastMailCode(account.email) };
  }
  const verify = (c: ApiClient, email: string, otp: string) =>
    c.rest('POST', `/auth/verify-email?email=${encodeURIComponent(email)}&otp=${otp}`);
  const wrong = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

  test('a code works once', async () => {
    const { account, c, otp } = await unverified();
    expect((await verify(c, account.email, otp)).body.status).toBe(true);
    expect((await verify(client(), account.email, otp)).status).toBe(400);
    const again = await c.rest('POST', '/auth/resend-otp', { email: account.email });
    expect(again.body.status).toBe(true);
    // Already verified: no new code was sent, and the old one does nothing more.
    expect((await server.outbox.mails(account.email)).length).toBe(1);
  });

  test('five wrong tries void the code, even for the right one afterwards', async () => {
    const { account, c, otp } = await unverified();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await verify(c, account.email, wrong(otp));
      expect(response.status).toBe(400);
      expect(response.body.field).toBe('otp');
    }
    const right = await verify(c, account.email, otp);
    expect(right.status).toBe(400);
    expect(right.body.message).toBe('Too many wrong attempts. Please request a new OTP.');
  });

  test('a code expires after 10 minutes', async () => {
    const { account, c, otp } = await unverified();
    const em = entityManager(server.services.orm);
    await em.execute(
      `update one_time_code set expires_at = now() - interval '1 second' where target = '${account.email}'`,
    );
    // Answered as for an address nobody waits on: nothing says an account was there.
    const response = await verify(c, account.email, otp);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Incorrect OTP. 4 attempts left.');
    expect((await verify(c, account.email, otp)).body.status).toBe(false);
  });

  test('a resent code replaces the old one', async () => {
    const { account, c, otp } = await unverified();
    await c.rest('POST', '/auth/resend-otp', { email: account.email });
    const fresh = await server.outbox.lastMailCode(account.email);
    if (fresh !== otp) expect((await verify(c, account.email, otp)).status).toBe(400);
    expect((await verify(c, account.email, fresh)).body.status).toBe(true);
  });

  test('two concurrent uses of one code: exactly one succeeds', async () => {
    const { account, client: c } = await registerVerified(server);
    await c.rest('POST', '/auth/forget-password', { email: account.email });
    const token = await server.outbox.lastMailCode(account.email);
    const results = await Promise.all(
      ['new password 1', 'new password 2'].map((newPassword) =>
        client().rest('POST', '/auth/reset-password', { token, identifier: account.email, newPassword }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  test('resend answers the same for an unknown address', async () => {
    const response = await client().rest('POST', '/auth/resend-otp', { email: 'nobody.here@example.com' });
    expect(response.body).toEqual({
      status: true,
      message: 'If this email has an unverified account, a new OTP has been sent to it.',
      messageCode: 'resend.email',
      params: {},
    });
  });
});

describe('forgot and reset password', () => {
  test('by e-mail: the code goes only to the mailbox; it resets once and signs out everywhere', async () => {
    const { account, client: c } = await signedUpUser(server);
    const request = await client().rest('POST', '/auth/forget-password', { email: account.email });
    expect(request.status).toBe(200);
    expect(request.body.status).toBe(true);
    expect(JSON.stringify(request.body)).not.toMatch(/\d{6}/);
    const token = await server.outbox.lastMailCode(account.email);
    const mail = (await server.outbox.mails(account.email)).at(-1);
    expect(mail).toContain(
      `/reset-password?email=${encodeURIComponent(account.email)}&token=${token}&tab=email`,
    );

    const bad = await client().rest('POST', '/auth/reset-password', {
      token: '000000' === token ? '111111' : '000000',
      identifier: account.email,
      newPassword: 'brand new pass',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('token');

    const reset = await client().rest('POST', '/auth/reset-password', {
      token,
      identifier: account.email,
      newPassword: 'brand new pass',
    });
    expect(reset.body).toMatchObject({ status: true });
    const reuse = await client().rest('POST', '/auth/reset-password', {
      token,
      identifier: account.email,
      newPassword: 'another pass 12',
    });
    expect(reuse.status).toBe(400);

    expect((await c.rest('GET', '/getDetails/fetchUserProfileDetails')).body.authenticated).toBe(false);
    const oldLogin = await client().rest('POST', '/auth/login', {
      email: account.email,
      password: account.password,
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await client().rest('POST', '/auth/login', {
      email: account.email,
      password: 'brand new pass',
    });
    expect(newLogin.body.status).toBe(true);
  });

  test('only a verified mobile gets a reset code; by SMS it resets', async () => {
    const { account, client: c } = await registerVerified(server);
    await client().rest('POST', '/auth/forget-password', { mobile: account.mobile });
    expect(await server.outbox.sms(account.mobile)).toHaveLength(0);
    await c.rest('POST', '/auth/resend-otp', { mobile: account.mobile });
    const otp = await server.outbox.lastSmsCode(account.mobile);
    expect((await c.rest('POST', '/auth/verify-mobile', { mobile: account.mobile, otp })).body.status).toBe(
      true,
    );
    await client().rest('POST', '/auth/forget-password', { mobile: account.mobile });
    const token = await server.outbox.lastSmsCode(account.mobile);
    const reset = await client().rest('POST', '/auth/reset-password', {
      token,
      identifier: account.mobile,
      newPassword: 'mobile reset 1',
    });
    expect(reset.body.status).toBe(true);
    const login = await client().rest('POST', '/auth/mobilelogin', {
      mobile: account.mobile,
      password: 'mobile reset 1',
    });
    expect(login.body.status).toBe(true);
  });

  test.each([
    [
      { token: '', identifier: 'a@b.co', newPassword: 'longenough' },
      'token',
      'Please provide a valid token.',
    ],
    [
      { token: '123456', identifier: 'a@b.co', newPassword: 'short' },
      'newPassword',
      'Password must be at least 8 characters long.',
    ],
    [{ token: '123456', identifier: 'a@b.co', newPassword: '' }, 'newPassword', 'Please fill in all fields.'],
    [
      { token: '123456', identifier: '98123', newPassword: 'longenough' },
      'identifier',
      'Mobile should contain 10 digits',
    ],
  ])('refuses %j naming %s', async (body, field, message) => {
    const response = await client().rest('POST', '/auth/reset-password', body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ field, message });
  });

  test('forget-password checks the address shape', async () => {
    const response = await client().rest('POST', '/auth/forget-password', { email: 'not-an-email' });
    expect(response.status).toBe(400);
    expect(response.body.field).toBe('email');
  });
});

describe('rate limits', () => {
  test('logins are limited per account (429, Retry-After, a clear message)', async () => {
    const { account } = await registerVerified(server);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await client().rest('POST', '/auth/login', {
        email: account.email,
        password: 'wrong pass 1',
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.body.message).toMatch(/Too many attempts\. Please try again in \d+ minutes?\./);
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Even the right password waits for the window to pass.
    const right = await client().rest('POST', '/auth/login', {
      email: account.email,
      password: account.password,
    });
    expect(right.status).toBe(429);
  });

  test('code checks are limited per client address', async () => {
    const c = client();
    let last = 0;
    for (let attempt = 0; attempt < 61; attempt += 1) {
      const response = await c.rest(
        'POST',
        `/auth/verify-email?email=someone${attempt}@example.com&otp=123456`,
      );
      last = response.status;
    }
    expect(last).toBe(429);
    const other = await client().rest('POST', '/auth/verify-email?email=someone@example.com&otp=123456');
    expect(other.status).toBe(400);
  });
});

test('an unknown API path answers 404 in JSON', async () => {
  const response = await client().rest('GET', '/no/such/path');
  expect(response.status).toBe(404);
  expect(response.body.status).toBe(false);
});
