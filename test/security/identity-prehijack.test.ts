import { ApiClient } from '../support/client.js';
import { newAccount } from '../support/builders.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// Account pre-hijacking: an attacker registers the victim's e-mail with the attacker's own mobile,
// verifies the mobile and waits for the victim. The victim recovers (by registering and verifying
// the e-mail, or by the code the attacker's registration mailed them), and from that step on the
// attacker has nothing: no sign-in, no reset by SMS, no session.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const ME = '{ me { id email emailVerified mobileVerified } }';
const client = () => new ApiClient(server.url);

async function attackerSetsUp() {
  const victimEmail = newAccount().email;
  const attacker = newAccount({ email: victimEmail, password: 'attacker pass 9' });
  const a = client();
  expect((await a.rest('POST', '/auth/register', attacker)).status).toBe(200);
  // The attacker signs in by the mobile they own: a code comes by SMS and verifies it.
  const first = await a.rest('POST', '/auth/mobilelogin', {
    mobile: attacker.mobile,
    password: attacker.password,
  });
  expect(first.body.message).toBe('Mobile not verified. OTP sent to your mobile number.');
  const sms = await server.outbox.lastSmsCode(attacker.mobile);
  expect(
    (await a.rest('POST', '/auth/verify-mobile', { mobile: attacker.mobile, otp: sms })).body.status,
  ).toBe(true);
  expect((await a.graphql(ME)).data.me).toMatchObject({
    email: victimEmail,
    mobileVerified: true,
    emailVerified: false,
  });
  return { attacker, a, victimEmail };
}

async function attackerHasNothing(
  attacker: { email: string; mobile: string; password: string },
  a: ApiClient,
) {
  // The attacker's open session ended.
  expect((await a.graphql(ME)).data.me).toBeNull();
  // Signing in with the victim's e-mail and the attacker's password fails.
  const byEmail = await client().rest('POST', '/auth/login', {
    email: attacker.email,
    password: attacker.password,
  });
  expect(byEmail.status).toBe(401);
  // Resetting again by SMS sends nothing: the mobile no longer opens the victim's account.
  const smsBefore = (await server.outbox.sms(attacker.mobile)).length;
  await client().rest('POST', '/auth/forget-password', { mobile: attacker.mobile });
  expect(await server.outbox.sms(attacker.mobile)).toHaveLength(smsBefore);
}

test('the victim registers their own e-mail anyway: the squatter is left without it', async () => {
  const { attacker, a, victimEmail } = await attackerSetsUp();
  // Recovering by e-mail sends nothing: the address is not verified on any account.
  const mailsBefore = (await server.outbox.mails(victimEmail)).length;
  await client().rest('POST', '/auth/forget-password', { email: victimEmail });
  expect(await server.outbox.mails(victimEmail)).toHaveLength(mailsBefore);

  // Registering is not blocked by the unverified claim.
  const victim = newAccount({ email: victimEmail });
  const v = client();
  expect((await v.rest('POST', '/auth/register', victim)).status).toBe(200);
  const code = await server.outbox.lastMailCode(victimEmail);
  const verified = await v.rest(
    'POST',
    `/auth/verify-email?email=${encodeURIComponent(victimEmail)}&otp=${code}`,
  );
  expect(verified.body).toMatchObject({ status: true, authenticated: true });
  const victimId = (await v.graphql(ME)).data.me.id;

  // The attacker's account no longer signs in with the victim's e-mail, and never reaches the victim's.
  const byEmail = await client().rest('POST', '/auth/login', {
    email: victimEmail,
    password: attacker.password,
  });
  expect(byEmail.status).toBe(401);
  const attackerId = (await a.graphql(ME)).data.me?.id;
  expect(attackerId).not.toBe(victimId);
  const stolen = await a.rest('GET', `/documents/${victimId}`);
  expect([401, 403, 404]).toContain(stolen.status);
});

test('once the squatter verified their mobile, the code their registration mailed the victim opens nothing', async () => {
  const { attacker, a, victimEmail } = await attackerSetsUp();
  const code = await server.outbox.lastMailCode(victimEmail);
  const v = client();
  const refused = await v.rest(
    'POST',
    `/auth/verify-email?email=${encodeURIComponent(victimEmail)}&otp=${code}`,
  );
  expect(refused.status).toBe(400);
  expect((await v.graphql(ME)).data.me).toBeNull();
  // The victim's e-mail never counts on the squatter's account: no sign-in, no reset by it.
  const byEmail = await client().rest('POST', '/auth/login', {
    email: victimEmail,
    password: attacker.password,
  });
  expect(byEmail.status).toBe(401);
  expect((await a.graphql(ME)).data.me).toMatchObject({ emailVerified: false });
});

test('the mirror case: the victim recovers their mobile by SMS and the squatter’s e-mail is detached', async () => {
  const victimMobile = newAccount().mobile;
  const attacker = newAccount({ mobile: victimMobile, password: 'attacker pass 9' });
  const a = client();
  await a.rest('POST', '/auth/register', attacker);
  const mailed = await server.outbox.lastMailCode(attacker.email);
  await a.rest('POST', `/auth/verify-email?email=${encodeURIComponent(attacker.email)}&otp=${mailed}`);
  // The attacker, signed in, cannot get the victim's mobile verified: the code goes to the victim.
  await a.rest('POST', '/auth/resend-otp', { mobile: victimMobile });
  const sms = await server.outbox.lastSmsCode(victimMobile);
  // The victim recovers with that code while signed out: nothing happens for them on the attacker's account.
  const v = client();
  const refused = await v.rest('POST', '/auth/verify-mobile', { mobile: victimMobile, otp: sms });
  expect(refused.status).toBe(400);
  // A reset by the victim's mobile sends nothing: it is not verified on the attacker's account.
  const before = (await server.outbox.sms(victimMobile)).length;
  await client().rest('POST', '/auth/forget-password', { mobile: victimMobile });
  expect(await server.outbox.sms(victimMobile)).toHaveLength(before);
  // The victim registers with their mobile, signs in by it after its SMS code.
  const victim = newAccount({ mobile: victimMobile });
  await v.rest('POST', '/auth/register', victim);
  const login = await v.rest('POST', '/auth/mobilelogin', {
    mobile: victimMobile,
    password: victim.password,
  });
  expect(login.body.message).toBe('Mobile not verified. OTP sent to your mobile number.');
  const own = await server.outbox.lastSmsCode(victimMobile);
  expect((await v.rest('POST', '/auth/verify-mobile', { mobile: victimMobile, otp: own })).body.status).toBe(
    true,
  );
  // The attacker's account cannot sign in by that mobile.
  const attackerByMobile = await client().rest('POST', '/auth/mobilelogin', {
    mobile: victimMobile,
    password: attacker.password,
  });
  expect(attackerByMobile.status).toBe(401);
});

test('an account that verifies nothing cannot sign in and frees its addresses', async () => {
  const squatter = newAccount();
  await client().rest('POST', '/auth/register', squatter);
  const login = await client().rest('POST', '/auth/login', {
    email: squatter.email,
    password: squatter.password,
  });
  expect(login.body).toMatchObject({ status: false, verificationRequired: 'EMAIL' });
  expect(login.body.authenticated).toBeUndefined();
});
