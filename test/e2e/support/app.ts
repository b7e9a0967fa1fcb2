import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitForHealth } from '../../support/child-server.js';
import { copyPgliteTemplate } from '../../support/database-templates.js';
import { Outbox } from '../../support/outbox.js';
import { type LocalS3, startLocalS3 } from '../../support/s3-server.js';

export interface RunningApp {
  url: string;
  dataDir: string;
  outbox: Outbox;
  process: ChildProcess;
  /** Origins besides the app's that its pages may load from (the files bucket, with E2E_STORAGE=s3). */
  fileOrigins: string[];
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * The built app exactly as `npm start` runs it (dist/, embedded PGlite under a fresh DATA_DIR),
 * on a free port of 127.0.0.1. With E2E_STORAGE=s3 its files go to a bucket on a local
 * S3-compatible server (another origin, with the documented CORS rule), as in production. `root` is the checkout whose build runs (another one to compare).
 */
const OWN_ROOT = path.resolve(import.meta.dirname, '../../..');

export async function startApp(env: Record<string, string> = {}, root = OWN_ROOT): Promise<RunningApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lekhapadi-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const s3: LocalS3 | undefined = process.env.E2E_STORAGE === 's3' ? await startLocalS3([url]) : undefined;
  // A migrated, seeded database to start from, as a returning install has (a first start's
  // migrations run where the templates are built). Another checkout's build migrates its own.
  if (!env.DATABASE_URL && root === OWN_ROOT) await copyPgliteTemplate(path.join(dataDir, 'pglite'));
  const child = spawn(process.execPath, ['dist/server/src/main.js'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The browser tests are not about the accounts' deliberate costs (test/security asserts them).
      PASSWORD_SCRYPT_LOG2_N: '10',
      REGISTER_ANSWER_FLOOR_MS: '0',
      CODE_ANSWER_FLOOR_MS: '0',
      ...s3?.env,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(url, child).catch((error: unknown) => {
    // Never leave a half-started server behind.
    child.kill('SIGKILL');
    throw error;
  });
  let exited: Promise<number | null> | undefined;
  return {
    url,
    dataDir,
    outbox: new Outbox(dataDir),
    process: child,
    fileOrigins: s3 ? [s3.endpoint] : [],
    stop() {
      exited ??= new Promise<number | null>((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }).then(async (code) => {
        await rm(dataDir, { recursive: true, force: true });
        await s3?.close();
        return code;
      });
      return exited;
    },
  };
}
