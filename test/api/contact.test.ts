import { randomInt } from 'node:crypto';
import { entityManager } from '../../server/src/db/orm.js';
import { ContactMessage } from '../../server/src/modules/contact/contact-message.entity.js';
import { ApiClient } from '../support/client.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

const INBOX = 'team@lekhapadi.example';
const THANKS = 'Thank you! Your message has been sent. We will get back to you soon.';

const SEND = `mutation Send($input: ContactMessageInput!) {
  sendContactMessage(input: $input) { status message }
}`;

let sequence = 0;
/** A valid message from a visitor with an address of their own. */
function visitorMessage(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    firstName: 'Sita',
    lastName: 'Sharma',
    email: `sita.contact${sequence}.${randomInt(1_000_000)}@example.com`,
    mobile: '9812345678',
    message: `Namaste, how do I get a relationship verification letter? (${sequence})`,
    ...overrides,
  };
}

async function storedMessages(server: TestServer, email: string) {
  return entityManager(server.services.orm).find(ContactMessage, { email });
}

describe('with CONTACT_EMAIL set', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ CONTACT_EMAIL: INBOX });
  });
  afterAll(() => server.stop());

  const client = () => new ApiClient(server.url);

  test('a message is stored and mailed to the inbox, with Reply-To the visitor (GraphQL)', async () => {
    const input = visitorMessage();
    const before = (await server.outbox.mails(INBOX)).length;
    const c = client();
    const result = await c.graphql(SEND, { input });
    expect(result.errors).toBeUndefined();
    expect(result.data.sendContactMessage).toEqual({ status: true, message: THANKS });

    const [row] = await storedMessages(server, input.email);
    expect(row).toMatchObject({
      firstName: 'Sita',
      lastName: 'Sharma',
      mobile: '9812345678',
      message: input.message,
    });
    expect(row?.mailedAt).toBeInstanceOf(Date);
    expect(row?.clientAddressHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.clientAddressHash).not.toContain(c.ip);

    const mails = await server.outbox.mails(INBOX);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1) as string;
    expect(mail).toMatch(new RegExp(`^Reply-To: Sita Sharma <${input.email}>$`, 'm'));
    expect(mail).toMatch(/^Subject: Lekhapadi contact form: Sita Sharma$/m);
    expect(mail).toContain(input.message);
    expect(mail).toContain('Mobile: 9812345678');
    // The visitor is never mailed: an open form must not relay mail to addresses it is given.
    expect(await server.outbox.mails(input.email)).toHaveLength(0);
  });

  test('the REST route answers {status, message} and stores the same way', async () => {
    const input = visitorMessage({ firstName: 'सीता', lastName: 'शर्मा' });
    const response = await client().rest('POST', '/contact', input);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: true, message: THANKS, messageCode: 'contact.sent' });
    const [row] = await storedMessages(server, input.email);
    expect(row).toMatchObject({ firstName: 'सीता', lastName: 'शर्मा', message: input.message });
    expect(row?.mailedAt).toBeInstanceOf(Date);
  });

  test('HTML in a message is kept as text and mailed as plain text only', async () => {
    const message = '<script>alert("x")</script> <b>bold</b> <a href="https://evil.example">click</a>';
    const input = visitorMessage({ message });
    await client().rest('POST', '/contact', input);
    const [row] = await storedMessages(server, input.email);
    expect(row?.message).toBe(message);

    const mail = (await server.outbox.mails(INBOX)).find((text) => text.includes(input.email)) as string;
    expect(mail).toContain(message);
    expect(mail).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(mail).not.toMatch(/text\/html/i);
    expect(mail).not.toMatch(/multipart/i);
  });

  test('names are kept to one line, so nothing can be added to the mail headers', async () => {
    const input = visitorMessage({ firstName: 'Sita\r\nBcc: victim@example.com', lastName: 'Sharma' });
    const response = await client().rest('POST', '/contact', input);
    expect(response.status).toBe(200);
    const mail = (await server.outbox.mails(INBOX)).find((text) => text.includes(input.email)) as string;
    expect(mail).not.toMatch(/^Bcc:/im);
    expect(mail).toMatch(/^Subject: Lekhapadi contact form: Sita Bcc: victim@example\.com Sharma$/m);
  });

  test.each([
    ['firstName', { firstName: '' }, 'firstName is required'],
    ['lastName', { lastName: '  ' }, 'lastName is required'],
    ['email', { email: '' }, 'email is required'],
    ['mobile', { mobile: '' }, 'mobile is required'],
    ['message', { message: '\n \n' }, 'message is required'],
    ['email', { email: 'sita.example.com' }, 'Enter a valid email'],
    ['mobile', { mobile: '98123' }, 'Mobile should contain 10 digits'],
    ['mobile', { mobile: '98123456789' }, 'Mobile should contain 10 digits'],
    ['firstName', { firstName: 'a'.repeat(61) }, 'First name must be at most 60 characters long'],
    ['lastName', { lastName: 'a'.repeat(61) }, 'Last name must be at most 60 characters long'],
    ['message', { message: 'a'.repeat(2001) }, 'Message must be at most 2000 characters long'],
  ])('a bad %s is refused with its message over GraphQL and REST (%j)', async (field, change, message) => {
    const input = visitorMessage(change);
    const graphql = await client().graphql(SEND, { input });
    expect(graphql.data).toBeNull();
    expect(graphql.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });

    const rest = await client().rest('POST', '/contact', input);
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ status: false, message, field, code: 'BAD_USER_INPUT' });
    expect(await storedMessages(server, input.email)).toHaveLength(0);
  });

  test('REST: a missing field is required, a field of the wrong type is named', async () => {
    const { message: _left, ...withoutMessage } = visitorMessage();
    const missing = await client().rest('POST', '/contact', withoutMessage);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ status: false, field: 'message', message: 'message is required' });

    const wrongType = await client().rest('POST', '/contact', visitorMessage({ email: ['a@b.co'] }));
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toMatchObject({ field: 'email', message: 'email must be a string' });
  });

  test('a NUL byte is refused naming the field; another control character is dropped, never a server error', async () => {
    const withNul = await client().rest('POST', '/contact', visitorMessage({ message: 'a\u0000b' }));
    expect(withNul.status).toBe(400);
    expect(withNul.body.field).toBe('message');
    const input = visitorMessage({ message: 'line one\u0007\r\nline two' });
    const response = await client().rest('POST', '/contact', input);
    expect(response.status).toBe(200);
    const [row] = await storedMessages(server, input.email);
    expect(row?.message).toBe('line one\nline two');
  });

  test('5 messages an hour from one address; the 6th is refused with 429 and Retry-After', async () => {
    const visitor = client();
    // GraphQL and REST count against the same limit.
    for (let sent = 0; sent < 5; sent += 1) {
      if (sent % 2 === 0) {
        expect((await visitor.rest('POST', '/contact', visitorMessage())).status).toBe(200);
      } else {
        const result = await visitor.graphql(SEND, { input: visitorMessage() });
        expect(result.data?.sendContactMessage.status).toBe(true);
      }
    }
    const sixth = visitorMessage();
    const refused = await visitor.rest('POST', '/contact', sixth);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ status: false, code: 'RATE_LIMITED' });
    expect(refused.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await storedMessages(server, sixth.email)).toHaveLength(0);

    const overGraphql = await visitor.graphql(SEND, { input: visitorMessage() });
    expect(overGraphql.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(overGraphql.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(0);

    const elsewhere = await client().rest('POST', '/contact', visitorMessage());
    expect(elsewhere.status).toBe(200);
  });

  test('refused input does not count against the limit', async () => {
    const visitor = client();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await visitor.rest('POST', '/contact', visitorMessage({ email: 'typo' }));
      expect(response.status).toBe(400);
    }
    expect((await visitor.rest('POST', '/contact', visitorMessage())).status).toBe(200);
  });
});

describe('without CONTACT_EMAIL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  test('the message is stored and nothing is mailed', async () => {
    const input = visitorMessage();
    const response = await new ApiClient(server.url).rest('POST', '/contact', input);
    expect(response.body).toMatchObject({ status: true, message: THANKS, messageCode: 'contact.sent' });
    const [row] = await storedMessages(server, input.email);
    expect(row?.message).toBe(input.message);
    expect(row?.mailedAt).toBeNull();
    expect(await server.outbox.mails()).toHaveLength(0);
  });
});

describe('when the mail cannot be sent', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Nothing listens on port 1: every SMTP connection is refused at once.
    server = await startTestServer({ CONTACT_EMAIL: INBOX, SMTP_URL: 'smtp://127.0.0.1:1' });
  });
  afterAll(() => server.stop());

  test('the visitor is still thanked and the message kept, marked as not mailed', async () => {
    const input = visitorMessage();
    const result = await new ApiClient(server.url).graphql(SEND, { input });
    expect(result.data.sendContactMessage).toEqual({ status: true, message: THANKS });
    const [row] = await storedMessages(server, input.email);
    expect(row?.message).toBe(input.message);
    expect(row?.mailedAt).toBeNull();
  });
});
