import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { signedUpUser } from '../support/builders.js';
import { freePort } from '../support/child-server.js';
import { Outbox } from '../support/outbox.js';
import {
  type AppWithSimulators,
  REFUSED_IN_PRODUCTION,
  startAppWithSimulators,
} from '../support/simulators/app-with-simulators.js';

// `npm run start:simulators` as a newcomer uses it: the built app with both simulators, its
// payment settings pointed at them, and a payment through each wallet credited by the app.
const run = promisify(execFile);
const WORK = 'birth-date-verification'; // Rs 15
let app: AppWithSimulators;
let dataDir: string;
let port: number;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'lekhapadi-simulators-'));
  port = await freePort();
  app = await startAppWithSimulators({
    // No PUBLIC_URL: the providers must still send the browser back to this port.
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    // The e2e run has built the app already; `npm start` would build it again.
    command: [process.execPath, 'dist/server/src/main.js'],
    readyWithinMs: 150_000,
  });
});
afterAll(async () => {
  await app?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const user = () => signedUpUser({ url: `http://127.0.0.1:${port}`, outbox: new Outbox(dataDir) });
const permission = async (client: Awaited<ReturnType<typeof user>>['client']) =>
  (await client.rest('GET', `/getDetails/getDocumentPermission/${WORK}`)).body.accessGranted;

test('a payment through the eSewa simulator is verified and credited', async () => {
  expect(app.url).toBe(`http://localhost:${port}`);
  const { client } = await user();
  const start = await client.rest('POST', '/payments/esewa', { work: WORK });
  expect(start.status).toBe(200);
  const { formUrl, fields } = start.body as { formUrl: string; fields: Record<string, string> };
  expect(formUrl).toBe(app.esewa.formUrl);

  // What the browser does: post the server-signed form, press Pay, follow the redirect home.
  const page = await fetch(formUrl, { method: 'POST', body: new URLSearchParams(fields) });
  expect(await page.text()).toContain('Pay Rs 15');
  const paid = await app.esewa.click(fields.transaction_uuid as string);
  expect(paid.status).toBe(302);
  const back = new URL(paid.location as string);
  expect(back.origin + back.pathname).toBe(`${app.url}/success`);

  const data = back.searchParams.get('data');
  const confirmed = await client.rest('POST', '/transaction/addNewTransaction', { data, work: WORK });
  expect(confirmed.body).toMatchObject({ status: true, message: 'Payment Successful!' });
  expect(app.esewa.requests.some((r) => r.path === '/api/epay/transaction/status/')).toBe(true);
  expect(await permission(client)).toBe(true);
});

test('a payment through the Khalti simulator is looked up and credited', async () => {
  const { client } = await user();
  const start = await client.request('POST', '/np/proxy/khalti', { work: WORK, amount: 100 });
  expect(start.status).toBe(200);
  const { payment_url: paymentUrl, pidx } = start.body as { payment_url: string; pidx: string };
  expect(paymentUrl.startsWith(app.khalti.url)).toBe(true);

  const paid = await app.khalti.click(pidx);
  expect(new URL(paid.location as string).origin).toBe(app.url);
  const confirmed = await client.rest('POST', '/transaction/addNewTransaction', { pidx });
  expect(confirmed.body.status).toBe(true);
  expect(await permission(client)).toBe(true);
});

test('refuses NODE_ENV=production before starting anything', async () => {
  await expect(startAppWithSimulators({ env: { NODE_ENV: 'production' } })).rejects.toThrow(
    REFUSED_IN_PRODUCTION,
  );
  // The command itself, as npm runs it: exit code 1 and the reason, no build, no server.
  const refused = await run(
    process.execPath,
    ['--import', '@swc-node/register/esm-register', 'test/support/simulators/start-app-with-simulators.ts'],
    {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, SWC_NODE_PROJECT: 'server/tsconfig.json', NODE_ENV: 'production' },
    },
  ).then(
    () => ({ code: 0, stderr: '' }),
    (error: { code: number; stderr: string }) => error,
  );
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain(REFUSED_IN_PRODUCTION);
});
