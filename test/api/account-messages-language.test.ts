import { newAccount } from '../support/builders.js';
import { ApiClient } from '../support/client.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// A code asked for on a Nepali screen arrives in Nepali, by mail and by SMS; on an English screen,
// or with no language said, in English. The client sends the interface's language as
// Accept-Language (client/src/apollo/reader-language-link.ts).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

async function register(language: string | null) {
  const account = newAccount();
  const client = new ApiClient(server.url);
  if (language) client.headers['accept-language'] = language;
  const answer = await client.rest('POST', '/auth/register', account);
  expect(answer.body.status).toBe(true);
  return { account, client };
}

test('registered from a Nepali screen: the verification mail and the mobile code are in Nepali', async () => {
  const { account, client } = await register('ne');
  const [mail] = await server.outbox.mails(account.email);
  expect(mail).toContain('नमस्ते,');
  expect(mail).toMatch(/तपाईंको लेखापढी प्रमाणीकरण कोड \d{6} हो। यो १० मिनेटमा समाप्त हुन्छ।/);
  expect(mail).not.toContain('Your Lekhapadi verification code');

  await client.rest('POST', '/auth/resend-otp', { mobile: account.mobile });
  const [sms] = await server.outbox.sms(account.mobile);
  expect(sms?.text).toMatch(/^तपाईंको लेखापढी प्रमाणीकरण कोड \d{6} हो।/);
});

test('from an English screen, or a client that says nothing, in English', async () => {
  for (const language of ['en-US,en;q=0.9,ne;q=0.5', null]) {
    const { account } = await register(language);
    const [mail] = await server.outbox.mails(account.email);
    expect(mail).toMatch(/Your Lekhapadi verification code is \d{6}\. It expires in 10 minutes\./);
    expect(mail).not.toContain('नमस्ते');
  }
});
