import { entityManager } from '../../server/src/db/orm.js';
import { User } from '../../server/src/modules/accounts/user.entity.js';
import { type NewAccount, newAccount } from '../support/builders.js';
import { ApiClient } from '../support/client.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// @pglite: concurrent registrations
// One person, one account. Tapping Register twice on a slow phone (both requests at once) used to
// make two waiting accounts with the same e-mail and mobile: after the e-mail was verified on one,
// a sign-in by mobile sent its code to the other, so the right code was refused while signed in
// and, entered signed out, opened a second account with the same e-mail and mobile.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const ME = '{ me { id email mobile emailVerified mobileVerified } }';

const usersWithEmail = (email: string) => entityManager(server.services.orm).count(User, { email });

async function verifyEmailOn(client: ApiClient, email: string) {
  const code = await server.outbox.lastMailCode(email);
  const verified = await client.rest(
    'POST',
    `/auth/verify-email?email=${encodeURIComponent(email)}&otp=${code}`,
  );
  expect(verified.body).toMatchObject({ status: true, authenticated: true });
  return (await client.graphql(ME)).data.me.id as string;
}

/** The signed-in owner asks for a code to their mobile by signing in with it, and enters it. */
async function confirmMobileSignedIn(client: ApiClient, account: NewAccount) {
  const asked = await client.rest('POST', '/auth/mobilelogin', {
    mobile: account.mobile,
    password: account.password,
  });
  expect(asked.body.message).toBe('Mobile not verified. OTP sent to your mobile number.');
  const sms = await server.outbox.lastSmsCode(account.mobile);
  return client.rest('POST', '/auth/verify-mobile', { mobile: account.mobile, otp: sms });
}

async function signInId(by: { email: string } | { mobile: string }, password: string) {
  const client = new ApiClient(server.url);
  const path = 'email' in by ? '/auth/login' : '/auth/mobilelogin';
  const login = await client.rest('POST', path, { ...by, password });
  expect(login.body.status).toBe(true);
  return login.body.userProfile.id as string;
}

test('a double tap on Register makes one account, and one mail', async () => {
  const account = newAccount();
  const phone = new ApiClient(server.url);
  const answers = await Promise.all([
    phone.rest('POST', '/auth/register', account),
    phone.rest('POST', '/auth/register', account),
  ]);
  expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
  expect(answers[1]?.body).toEqual(answers[0]?.body);
  expect(await usersWithEmail(account.email)).toBe(1);
  expect(await server.outbox.mails(account.email)).toHaveLength(1);
});

test('registering again later with the same details reuses the waiting account with a fresh code', async () => {
  const account = newAccount();
  const phone = new ApiClient(server.url);
  await phone.rest('POST', '/auth/register', account);
  const first = await server.outbox.lastMailCode(account.email);
  await entityManager(server.services.orm)
    .getConnection()
    .execute(
      // The first mail was sent long enough ago that the person is asking again, not tapping twice.
      `update one_time_code set created_at = created_at - interval '1 hour'
       where user_id in (select id from app_user where email = ?)`,
      [account.email],
    );
  await phone.rest('POST', '/auth/register', { ...account, name: 'Sita Devi Sharma' });
  expect(await usersWithEmail(account.email)).toBe(1);
  const mails = await server.outbox.mails(account.email);
  expect(mails).toHaveLength(2);
  expect(await server.outbox.lastMailCode(account.email)).not.toBe(first);
  await verifyEmailOn(phone, account.email);
  expect((await phone.graphql('{ me { name } }')).data.me.name).toBe('Sita Devi Sharma');
});

test('a verified address retires the other registrations waiting on it', async () => {
  // Two claims of one e-mail with different passwords stay two claims until one proves it.
  const owner = newAccount();
  const other = newAccount({ email: owner.email, password: 'another pass 7' });
  await new ApiClient(server.url).rest('POST', '/auth/register', other);
  const phone = new ApiClient(server.url);
  await phone.rest('POST', '/auth/register', owner);
  expect(await usersWithEmail(owner.email)).toBe(2);
  const ownerId = await verifyEmailOn(phone, owner.email);
  const left = await entityManager(server.services.orm).find(User, { email: owner.email });
  expect(left.map((user) => user.id)).toEqual([ownerId]);
  // The retired claim's mobile signs in nowhere and gets no code.
  const smsBefore = (await server.outbox.sms(other.mobile)).length;
  const refused = await new ApiClient(server.url).rest('POST', '/auth/mobilelogin', {
    mobile: other.mobile,
    password: other.password,
  });
  expect(refused.status).toBe(401);
  expect(await server.outbox.sms(other.mobile)).toHaveLength(smsBefore);
});

test('signed in, a code asked for my own unverified mobile is mine, not another registration’s', async () => {
  const account = newAccount();
  // Another registration claims the same mobile with the same password (it could be my own
  // earlier one with another e-mail): the code must still come to the account I am signed in to.
  await new ApiClient(server.url).rest('POST', '/auth/register', {
    ...newAccount(),
    mobile: account.mobile,
    password: account.password,
  });
  const phone = new ApiClient(server.url);
  await phone.rest('POST', '/auth/register', account);
  const myId = await verifyEmailOn(phone, account.email);
  const confirmed = await confirmMobileSignedIn(phone, account);
  expect(confirmed.body.status).toBe(true);
  expect((await phone.graphql(ME)).data.me).toMatchObject({
    id: myId,
    emailVerified: true,
    mobileVerified: true,
  });
});

test('after a double tap, e-mail and mobile reach the same account', async () => {
  const account = newAccount();
  const phone = new ApiClient(server.url);
  await Promise.all([
    phone.rest('POST', '/auth/register', account),
    phone.rest('POST', '/auth/register', account),
  ]);
  const myId = await verifyEmailOn(phone, account.email);
  // Before the mobile is confirmed, signing in by it opens nothing (and says how to get back in).
  const stranger = new ApiClient(server.url);
  const early = await stranger.rest('POST', '/auth/mobilelogin', {
    mobile: account.mobile,
    password: account.password,
  });
  expect(early.status).toBe(401);
  expect(early.body.message).toBe(
    'Invalid mobile number or password. If you registered with this number, sign in with your e-mail and confirm the number.',
  );
  expect((await confirmMobileSignedIn(phone, account)).body.status).toBe(true);
  expect(await signInId({ mobile: account.mobile }, account.password)).toBe(myId);
  expect(await signInId({ email: account.email }, account.password)).toBe(myId);
  expect(await usersWithEmail(account.email)).toBe(1);
});

test('every failed sign-in says the same words for its kind of address', async () => {
  const verified = newAccount();
  const phone = new ApiClient(server.url);
  await phone.rest('POST', '/auth/register', verified);
  await verifyEmailOn(phone, verified.email);
  const cases = [
    { mobile: verified.mobile, password: verified.password }, // registered, not confirmed
    { mobile: verified.mobile, password: 'wrong password 1' },
    { mobile: newAccount().mobile, password: 'wrong password 1' }, // nobody's
  ];
  const said = new Set<string>();
  for (const attempt of cases) {
    const answer = await new ApiClient(server.url).rest('POST', '/auth/mobilelogin', attempt);
    expect(answer.status).toBe(401);
    said.add(answer.body.message);
  }
  expect([...said]).toEqual([
    'Invalid mobile number or password. If you registered with this number, sign in with your e-mail and confirm the number.',
  ]);
  const byEmail = new Set<string>();
  for (const attempt of [
    { email: verified.email, password: 'wrong password 1' },
    { email: newAccount().email, password: 'wrong password 1' },
  ]) {
    byEmail.add((await new ApiClient(server.url).rest('POST', '/auth/login', attempt)).body.message);
  }
  expect([...byEmail]).toEqual([
    'Invalid email or password. If you registered with this e-mail, sign in with your mobile number and confirm the e-mail.',
  ]);
});
