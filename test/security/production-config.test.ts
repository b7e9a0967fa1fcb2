import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Production must never sign real orders for a test merchant: started the way `npm start` runs it
// (here through the TypeScript loader, no build needed), with NODE_ENV=production and the payment
// defaults, the server exits at once and names every setting to change.
const root = path.resolve(import.meta.dirname, '../..');

interface Run {
  code: number | null;
  output: string;
}

/** Starts server/src/main.ts; stops it once `until` shows up in its output, or lets it exit. */
async function runServer(env: Record<string, string>, until?: RegExp): Promise<Run> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lekhapadi-prod-'));
  const child = spawn(
    process.execPath,
    ['--import', '@swc-node/register/esm-register', 'server/src/main.ts'],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        SWC_NODE_PROJECT: 'server/tsconfig.json',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    if (until?.test(output)) child.kill('SIGTERM');
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const timer = setTimeout(() => child.kill('SIGKILL'), 220_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  await rm(dataDir, { recursive: true, force: true });
  return { code, output };
}

test('NODE_ENV=production with the test merchants exits non-zero and names each setting', async () => {
  const run = await runServer({ NODE_ENV: 'production' });
  expect(run.code).not.toBe(0);
  expect(run.output).toContain('NODE_ENV=production, but payments would go to the providers’ test merchants');
  for (const setting of ['ESEWA_PRODUCT_CODE', 'ESEWA_SECRET_KEY', 'ESEWA_FORM_URL', 'ESEWA_STATUS_URL']) {
    expect(run.output).toContain(`  ${setting} (`);
  }
  expect(run.output).toContain('PAYMENTS_SANDBOX=true');
  expect(run.output).not.toContain('server listening');
}, 240_000);

test('a Khalti test key or sandbox host is refused too, while eSewa is live', async () => {
  const run = await runServer({
    NODE_ENV: 'production',
    ESEWA_PRODUCT_CODE: 'LIVE-MERCHANT',
    ESEWA_SECRET_KEY: 'a-live-secret',
    ESEWA_FORM_URL: 'https://epay.esewa.com.np/api/epay/main/v2/form',
    ESEWA_STATUS_URL: 'https://epay.esewa.com.np/api/epay/transaction/status/',
    KHALTI_SECRET_KEY: 'test_secret_key_0123456789',
  });
  expect(run.code).not.toBe(0);
  expect(run.output).toContain('KHALTI_SECRET_KEY (a test_ key');
  expect(run.output).toContain('KHALTI_API_URL (production: https://khalti.com/api/v2/)');
  expect(run.output).not.toContain('ESEWA_PRODUCT_CODE (');
}, 240_000);

test('PAYMENTS_SANDBOX=true lets production start, and the log says the payments are test ones', async () => {
  const run = await runServer({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' }, /server listening/);
  expect(run.output).toContain('server listening');
  expect(run.output).toContain('payments: TEST payments only');
  expect(run.code).toBe(0);
}, 240_000);
