import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { ApiClient } from '../support/client.js';
import { newAccount } from '../support/builders.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// With SMTP_URL set, account mail leaves over SMTP (here to a real SMTP server on loopback)
// and nothing is written to the outbox.
let smtp: SMTPServer;
const received: { to: string[]; raw: string }[] = [];
let server: TestServer;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await server.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

test('the verification code is delivered over SMTP', async () => {
  const account = newAccount();
  const response = await new ApiClient(server.url).rest('POST', '/auth/register', account);
  expect(response.body.status).toBe(true);
  expect(received).toHaveLength(1);
  expect(received[0]?.to).toEqual([account.email]);
  expect(received[0]?.raw).toMatch(/Subject: Lekhapadi verification code: \d{6}/);
  expect(await server.outbox.mails()).toHaveLength(0);
});
