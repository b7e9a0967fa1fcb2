import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { signatureFor } from '../../server/src/modules/webhooks/webhook-signature.js';
import { registerVerified } from '../support/builders.js';
import { freePort } from '../support/child-server.js';
import { setLocation } from '../support/documents.js';
import { type TestServer, startTestServer } from '../support/test-server.js';
import { startWebhookReceiver } from '../support/webhook-receiver.js';

// docs/partners.md promises that its commands work as written: this runs them, in order, from a
// shell against a test server, with a webhook receiver standing in for the partner's endpoint.

const run = promisify(execFile);
const GUIDE = path.resolve(import.meta.dirname, '../../docs/partners.md');

/** The guide's ```sh blocks (the partner's side), and its ```sh receiver block (the endpoint's side). */
async function guideBlocks() {
  const text = await readFile(GUIDE, 'utf8');
  const blocks = [...text.matchAll(/```sh( receiver)?\n([\s\S]*?)```/g)];
  return {
    partner: blocks.filter((b) => !b[1]).map((b) => b[2]!),
    receiver: blocks.filter((b) => b[1]).map((b) => b[2]!),
  };
}

let server: TestServer;
let workDir: string;
beforeAll(async () => {
  // Signed download links must lead back to this server. It runs trusted documents only, as in
  // production: the guide takes a partner from nothing to a document there, headless.
  const port = await freePort();
  // The receiver stands in for the partner's endpoint on this machine.
  server = await startTestServer({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    WEBHOOK_ALLOW_LOOPBACK: 'true',
    GRAPHQL_TRUSTED_DOCUMENTS: 'only',
  });
  workDir = await mkdtemp(path.join(tmpdir(), 'lekhapadi-guide-'));
});
afterAll(async () => {
  await server.stop();
  await rm(workDir, { recursive: true, force: true });
});

test('the partner guide’s commands create a token, generate a document and receive a signed webhook', async () => {
  const { partner, receiver } = await guideBlocks();
  expect(partner.length).toBeGreaterThanOrEqual(4);
  expect(receiver).toHaveLength(1);
  const { account, client } = await registerVerified(server);
  const me = await client.rest('POST', '/auth/login', { email: account.email, password: account.password });
  await setLocation(server, client, me.body.userProfile.id);
  const hooks = await startWebhookReceiver();
  try {
    const env = {
      PATH: process.env.PATH,
      HOME: workDir,
      LEKHAPADI: server.url,
      EMAIL: account.email,
      PASSWORD: account.password,
      WEBHOOK_URL: hooks.url,
    };
    // The guide's own blocks, then what this test needs to check afterwards.
    const script = `${partner.join('\n')}\necho "WEBHOOK_SECRET=$WEBHOOK_SECRET"\necho "DOCUMENT_ID=$DOCUMENT_ID"\n`;
    const { stdout } = await run('bash', ['-euo', 'pipefail', '-c', script], {
      cwd: workDir,
      env,
      timeout: 120_000,
    });
    const said = Object.fromEntries(
      stdout
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(stdout).toMatch(/token starts lkp_/);
    expect(said.WEBHOOK_SECRET).toMatch(/^whsec_/);
    expect(said.DOCUMENT_ID).toMatch(/^[0-9a-f-]{36}$/);
    const pdf = await readFile(path.join(workDir, 'document.pdf'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await stat(path.join(workDir, 'document.pdf'))).size).toBeGreaterThan(1000);

    const [delivery] = await hooks.waitFor(1);
    expect(JSON.parse(delivery!.body)).toMatchObject({
      type: 'document.ready',
      data: { document: { id: said.DOCUMENT_ID } },
    });
    const check = (secret: string, body: string, sig = String(delivery!.headers['lekhapadi-signature'])) =>
      run('bash', ['-euo', 'pipefail', '-c', receiver[0]!], {
        env: { PATH: process.env.PATH, WEBHOOK_SECRET: secret, BODY: body, SIG: sig },
      });
    await expect(check(said.WEBHOOK_SECRET!, delivery!.body)).resolves.toMatchObject({
      stdout: 'valid delivery\n',
    });
    await expect(check(said.WEBHOOK_SECRET!, delivery!.body.replace('READY', 'FAILED'))).rejects.toThrow();
    await expect(check('whsec_wrong', delivery!.body)).rejects.toThrow();
    // While a rotated secret still signs, the header has two v1s: either secret checks out.
    const both = signatureFor(
      ['whsec_new', said.WEBHOOK_SECRET!],
      delivery!.body,
      Math.floor(Date.now() / 1000),
    );
    await expect(check(said.WEBHOOK_SECRET!, delivery!.body, both)).resolves.toMatchObject({
      stdout: 'valid delivery\n',
    });
    await expect(check('whsec_new', delivery!.body, both)).resolves.toMatchObject({
      stdout: 'valid delivery\n',
    });
    await expect(check('whsec_wrong', delivery!.body, both)).rejects.toThrow();
  } finally {
    await hooks.close();
  }
}, 180_000);
