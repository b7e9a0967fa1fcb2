import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { ApiClient } from '../support/client.js';
import { toDevanagariDigits } from '../../server/src/shared/nepali/digits.js';
import { newAccount } from '../support/builders.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const REGISTER = `mutation Register($input: RegisterInput!) { register(input: $input) { status message } }`;
const LOGIN = `mutation Login($input: LoginInput!) {
  login(input: $input) { status message verificationRequired user { id email name documentCount isSubscribed } }
}`;
const VERIFY_EMAIL = `mutation V($email: String!, $otp: String!) { verifyEmail(email: $email, otp: $otp) { status message messageCode } }`;
const VERIFY_MOBILE = `mutation V($mobile: String!, $otp: String!) { verifyMobile(mobile: $mobile, otp: $otp) { status message } }`;
const ME = `{ me { id name email mobile emailVerified mobileVerified documentTokens documentCount subscriptionPlan isSubscribed ward } }`;

async function registeredAndVerified() {
  const account = newAccount();
  const c = new ApiClient(server.url);
  const registered = await c.graphql(REGISTER, { input: account });
  expect(registered.data.register.status).toBe(true);
  const otp = await server.outbox.lastMailCode(account.email);
  const verified = await c.graphql(VERIFY_EMAIL, { email: account.email, otp });
  expect(verified.data.verifyEmail).toEqual({
    status: true,
    message: 'Email verified successfully. You are now signed in.',
    messageCode: 'verify.emailDone',
  });
  return { account, c };
}

test('register, verify (which signs in), logout, login, me, logout', async () => {
  const { account, c } = await registeredAndVerified();
  expect((await c.graphql(ME)).data.me).toMatchObject({ email: account.email, emailVerified: true });
  await c.graphql('mutation { logout { status } }');
  expect((await c.graphql(ME)).data.me).toBeNull();

  const login = await c.graphql(LOGIN, { input: { email: account.email, password: account.password } });
  expect(login.data.login).toMatchObject({
    status: true,
    verificationRequired: null,
    user: { email: account.email },
  });
  expect(c.sessionCookie).toBeDefined();

  const me = await c.graphql(ME);
  expect(me.data.me).toMatchObject({
    email: account.email,
    mobile: account.mobile,
    emailVerified: true,
    mobileVerified: false,
    documentTokens: 0,
    documentCount: 0,
    subscriptionPlan: null,
    isSubscribed: false,
    ward: null,
  });

  const logout = await c.graphql('mutation { logout { status message } }');
  expect(logout.data.logout).toEqual({ status: true, message: 'Logged Out Successfully' });
  expect((await c.graphql(ME)).data.me).toBeNull();
});

test('a new account signing in by mobile is told to verify; the SMS code verifies it and signs in', async () => {
  const account = newAccount();
  const c = new ApiClient(server.url);
  await c.graphql(REGISTER, { input: account });
  const login = await c.graphql(LOGIN, { input: { mobile: account.mobile, password: account.password } });
  expect(login.data.login).toEqual({
    status: false,
    message: 'Mobile not verified. OTP sent to your mobile number.',
    verificationRequired: 'MOBILE',
    user: null,
  });
  const otp = await server.outbox.lastSmsCode(account.mobile);
  const verified = await c.graphql(VERIFY_MOBILE, { mobile: account.mobile, otp });
  expect(verified.data.verifyMobile.status).toBe(true);
  expect((await c.graphql(ME)).data.me).toMatchObject({ mobileVerified: true, emailVerified: false });
});

test('a mobile and a code typed in Devanagari digits are the same digits: stored, signed in and verified by them', async () => {
  const account = newAccount();
  const nepaliMobile = toDevanagariDigits(account.mobile);
  const c = new ApiClient(server.url);
  const registered = await c.graphql(REGISTER, { input: { ...account, mobile: nepaliMobile } });
  expect(registered.data.register.status).toBe(true);
  const login = await c.graphql(LOGIN, { input: { mobile: nepaliMobile, password: account.password } });
  expect(login.data.login.verificationRequired).toBe('MOBILE');
  // The SMS went to the number in ASCII digits: that is the number stored.
  const otp = await server.outbox.lastSmsCode(account.mobile);
  const verified = await c.graphql(VERIFY_MOBILE, { mobile: nepaliMobile, otp: toDevanagariDigits(otp) });
  expect(verified.data.verifyMobile.status).toBe(true);
  expect((await c.graphql(ME)).data.me).toMatchObject({ mobile: account.mobile, mobileVerified: true });
});

test('an unverified mobile of a verified account does not sign in until its owner confirms it', async () => {
  const { account, c } = await registeredAndVerified();
  const stranger = new ApiClient(server.url);
  const refused = await stranger.graphql(LOGIN, {
    input: { mobile: account.mobile, password: account.password },
  });
  expect(refused.errors?.[0]?.message).toBe(
    'Invalid mobile number or password. If you registered with this number, sign in with your e-mail and confirm the number.',
  );

  // The signed-in owner asks for a code and confirms the mobile.
  await c.graphql(`mutation { resendOtp(mobile: "${account.mobile}") { status } }`);
  const otp = await server.outbox.lastSmsCode(account.mobile);
  const confirmed = await c.graphql(VERIFY_MOBILE, { mobile: account.mobile, otp });
  expect(confirmed.data.verifyMobile.status).toBe(true);
  const again = await stranger.graphql(LOGIN, {
    input: { mobile: account.mobile, password: account.password },
  });
  expect(again.data.login.status).toBe(true);
});

test('errors carry a code and the field at fault', async () => {
  const c = new ApiClient(server.url);
  const bad = await c.graphql(REGISTER, { input: { ...newAccount(), email: 'nope' } });
  expect(bad.errors?.[0]).toMatchObject({
    message: 'Enter a valid email',
    extensions: { code: 'BAD_USER_INPUT', field: 'email' },
  });
  const wrong = await c.graphql(LOGIN, { input: { email: 'nobody@example.com', password: 'whatever12' } });
  expect(wrong.errors?.[0]).toMatchObject({
    message:
      'Invalid email or password. If you registered with this e-mail, sign in with your mobile number and confirm the e-mail.',
    extensions: { code: 'UNAUTHENTICATED' },
  });
  const wrongType = await c.graphql(REGISTER, { input: { ...newAccount(), mobile: 9812345678 } });
  expect(wrongType.httpStatus).toBe(400);
  expect(wrongType.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
});

test('password reset through GraphQL', async () => {
  const { account } = await registeredAndVerified();
  const c = new ApiClient(server.url);
  const request = await c.graphql(
    `mutation { requestPasswordReset(email: "${account.email}") { status message } }`,
  );
  expect(request.data.requestPasswordReset.status).toBe(true);
  const token = await server.outbox.lastMailCode(account.email);
  const reset = await c.graphql(
    `mutation R($input: ResetPasswordInput!) { resetPassword(input: $input) { status message } }`,
    { input: { identifier: account.email, token, newPassword: 'graphql new pass' } },
  );
  expect(reset.data.resetPassword.status).toBe(true);
  const login = await c.graphql(LOGIN, { input: { email: account.email, password: 'graphql new pass' } });
  expect(login.data.login.status).toBe(true);
});

test('resendOtp sends a fresh code to an unverified e-mail', async () => {
  const account = newAccount();
  const c = new ApiClient(server.url);
  await c.graphql(REGISTER, { input: account });
  const resend = await c.graphql(`mutation { resendOtp(email: "${account.email}") { status message } }`);
  expect(resend.data.resendOtp.status).toBe(true);
  expect(await server.outbox.mails(account.email)).toHaveLength(2);
});

test('rate limits surface as RATE_LIMITED', async () => {
  const c = new ApiClient(server.url);
  let last: { errors?: { extensions?: { code?: string } }[] } = {};
  for (let attempt = 0; attempt < 61; attempt += 1) {
    last = await c.graphql(VERIFY_EMAIL, { email: `x${attempt}@example.com`, otp: '123456' });
  }
  expect(last.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
});

describe('GraphQL over WebSocket', () => {
  const wsUrl = () => `${server.url.replace('http', 'ws')}/graphql`;

  function query(headers: Record<string, string>, document: string) {
    const client = createClient({
      url: wsUrl(),
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers });
        }
      },
      retryAttempts: 0,
      lazy: true,
    });
    return new Promise<unknown>((resolve, reject) => {
      let result: unknown;
      client.subscribe(
        { query: document },
        {
          next: (value) => {
            result = value;
          },
          error: reject,
          complete: () => resolve(result),
        },
      );
    }).finally(() => client.dispose());
  }

  test('runs as the user the session cookie names', async () => {
    const { account, c } = await registeredAndVerified();
    const host = new URL(server.url).host;
    const result = (await query(
      { cookie: `lekhapadi_session=${c.sessionCookie}`, origin: `http://${host}` },
      '{ me { email } }',
    )) as { data: { me: { email: string } } };
    expect(result.data.me.email).toBe(account.email);
  });

  test('refuses an upgrade from another origin', async () => {
    await expect(query({ origin: 'https://evil.example' }, '{ me { email } }')).rejects.toBeDefined();
  });
});
