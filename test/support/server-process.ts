import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Outbox } from './outbox.js';

export interface ServerProcess {
  url: string;
  dataDir: string;
  outbox: Outbox;
  process: ChildProcess;
  /** Whatever the process wrote to stdout and stderr (its JSON log lines). */
  output(): string;
  /** SIGTERM (a graceful stop) or SIGKILL (a crash); resolves once the process is gone. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The built server (dist/, as `npm start` runs it) in a process of its own on a free port of
 * 127.0.0.1, with a fresh DATA_DIR; resolves once /readyz answers.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { port?: number } = {},
): Promise<ServerProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lekhapadi-instance-'));
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['dist/server/src/main.js'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      // Production refuses the providers' test merchants unless sandbox payments are asked for.
      PAYMENTS_SANDBOX: 'true',
      // The tests send their operations as text, as a partner would, without a token.
      GRAPHQL_TRUSTED_DOCUMENTS: 'also',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitForReady(url, child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    throw error;
  }
  return {
    url,
    dataDir,
    outbox: new Outbox(dataDir),
    process: child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitForReady(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server was not ready within 90 s:\n${output()}`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
