import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Outbox } from '../../support/outbox.js';

export interface RunningApp {
  url: string;
  dataDir: string;
  outbox: Outbox;
  process: ChildProcess;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * The built app exactly as `npm start` runs it (dist/, embedded PGlite under a fresh DATA_DIR),
 * on a free port of 127.0.0.1.
 */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lekhapadi-e2e-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server/src/main.js'], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  let exited: Promise<number | null> | undefined;
  return {
    url,
    dataDir,
    outbox: new Outbox(dataDir),
    process: child,
    stop() {
      exited ??= new Promise<number | null>((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }).then(async (code) => {
        await rm(dataDir, { recursive: true, force: true });
        return code;
      });
      return exited;
    },
  };
}

async function waitForHealth(url: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the app did not become healthy within 60 s');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
