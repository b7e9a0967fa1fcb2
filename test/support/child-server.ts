import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { copyPgliteTemplate } from './database-templates.js';
import type { ProbeReading } from './loop-probe.js';
import { Outbox } from './outbox.js';

export interface ChildServer {
  url: string;
  process: ChildProcess;
  outbox: Outbox;
  /**
   * Only with `probe: true`: what the server's event loop and heap went through while `run` ran
   * (test/support/loop-probe.ts, loaded into the server process).
   */
  measure<T>(run: () => Promise<T>): Promise<{ result: T; reading: ProbeReading }>;
  /** Ends the process with `signal` (SIGKILL: no shutdown of any kind) and waits until it is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The server as its own process, started from the TypeScript sources as `npm run dev` starts it
 * (no build needed), on a free port of 127.0.0.1. `dataDir` holds its files and, without
 * DATABASE_URL in `env`, its PGlite database: start again on the same one to see what a restart
 * finds.
 */
export async function startChildServer(options: {
  dataDir: string;
  env?: Record<string, string>;
  port?: number;
  /** Loads the loop probe into the server and opens the IPC channel it answers on. */
  probe?: boolean;
}): Promise<ChildServer> {
  const port = options.port ?? (await freePort());
  // A first start on a new folder begins from the migrated template; a restart finds its own.
  const pgliteFolder = path.join(options.dataDir, 'pglite');
  if (!options.env?.DATABASE_URL && !existsSync(pgliteFolder)) await copyPgliteTemplate(pgliteFolder);
  const probe = options.probe ? ['--import', './test/support/loop-probe.ts'] : [];
  const child = spawn(
    process.execPath,
    ['--import', '@swc-node/register/esm-register', ...probe, 'server/src/main.ts'],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        SWC_NODE_PROJECT: 'server/tsconfig.json',
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: options.dataDir,
        TRUST_PROXY: 'loopback',
        LOG_LEVEL: 'warn',
        ...options.env,
      },
      stdio: ['ignore', 'inherit', 'inherit', ...(options.probe ? (['ipc'] as const) : [])],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  return {
    url,
    process: child,
    outbox: new Outbox(options.dataDir),
    measure: (run) => measure(child, run),
    kill(signal = 'SIGTERM') {
      return new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      });
    },
  };
}

function probeReply(child: ChildProcess, kind: string): Promise<{ reading?: ProbeReading }> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: { probe?: string; reading?: ProbeReading }) => {
      if (message?.probe !== kind) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message);
    };
    const onExit = () => reject(new Error('the server exited while it was measured'));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

async function measure<T>(child: ChildProcess, run: () => Promise<T>) {
  if (!child.send) throw new Error('started without the probe');
  const started = probeReply(child, 'started');
  child.send({ probe: 'start' });
  await started;
  const result = await run();
  const stopped = probeReply(child, 'reading');
  child.send({ probe: 'stop' });
  const { reading } = await stopped;
  return { result, reading: reading as ProbeReading };
}

/**
 * Waits until a started server answers /healthz; fails at once if it exits. The time limit is a
 * ceiling for a start that hangs: a cold start under the TypeScript loader on a busy 2-core
 * machine took over 90 s.
 */
export async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not become healthy within ${timeoutMs / 1000} s`);
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
