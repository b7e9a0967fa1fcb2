import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { waitForHealth } from '../child-server.js';
import { type EsewaSimulator, startEsewaSimulator } from './esewa-simulator.js';
import { type KhaltiSimulator, startKhaltiSimulator } from './khalti-simulator.js';

// `npm run start:simulators`: the app as `npm start` runs it, with its payment settings pointed at
// local eSewa and Khalti simulators on loopback, so a payment can be tried on a machine that cannot
// reach the providers' test hosts (or should not). The simulators accept any click on Pay: they
// must never stand in for a provider in production.

const ROOT = path.resolve(import.meta.dirname, '../../..');

export const REFUSED_IN_PRODUCTION =
  'npm run start:simulators is for trying payments on your own machine: its simulators accept every ' +
  'payment. It does not run with NODE_ENV=production.';

export interface AppWithSimulators {
  /** Where to open the app (PUBLIC_URL). */
  url: string;
  esewa: EsewaSimulator;
  khalti: KhaltiSimulator;
  process: ChildProcess;
  /** Stops the app (SIGTERM) and both simulators; resolves with the app's exit code. */
  stop(): Promise<number | null>;
}

export interface AppWithSimulatorsOptions {
  /** The app's environment before the payment settings are added (default: this process's). */
  env?: NodeJS.ProcessEnv;
  /** What starts the app (default `npm start`: build, then the built server with its Node flags). */
  command?: string[];
  /** How long the app may take to answer /healthz, the build included. */
  readyWithinMs?: number;
}

/** The payment settings that send the app to these simulators instead of the providers. */
export function simulatorSettings(esewa: EsewaSimulator, khalti: KhaltiSimulator) {
  return {
    ESEWA_FORM_URL: esewa.formUrl,
    ESEWA_STATUS_URL: esewa.statusUrl,
    ESEWA_PRODUCT_CODE: esewa.productCode,
    ESEWA_SECRET_KEY: esewa.secretKey,
    KHALTI_API_URL: khalti.apiUrl,
    KHALTI_SECRET_KEY: khalti.secretKey,
  };
}

export async function startAppWithSimulators(
  options: AppWithSimulatorsOptions = {},
): Promise<AppWithSimulators> {
  const env = options.env ?? process.env;
  if (env.NODE_ENV === 'production') throw new Error(REFUSED_IN_PRODUCTION);
  const port = env.PORT || '4000';
  // The providers send the browser back to PUBLIC_URL, whose default names port 4000 whatever PORT says.
  const publicUrl = env.PUBLIC_URL || `http://localhost:${port}`;
  const host = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  const localUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  const esewa = await startEsewaSimulator();
  const khalti = await startKhaltiSimulator();
  const closeSimulators = () => Promise.all([esewa.close(), khalti.close()]);
  const [command, ...args] = options.command ?? ['npm', 'start'];
  // A group of its own: `npm start` runs the server under a shell that would not pass a signal on,
  // so stopping signals the whole group (npm, the shell, the build, the server).
  const child = spawn(command as string, args, {
    cwd: ROOT,
    env: { ...env, PORT: port, PUBLIC_URL: publicUrl, ...simulatorSettings(esewa, khalti) },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    await waitForHealth(localUrl, child, options.readyWithinMs ?? 15 * 60_000);
  } catch (error) {
    signalGroup(child, 'SIGKILL');
    await closeSimulators();
    throw error;
  }
  let stopped: Promise<number | null> | undefined;
  return {
    url: publicUrl,
    esewa,
    khalti,
    process: child,
    stop() {
      stopped ??= (async () => {
        signalGroup(child, 'SIGTERM');
        const code = await exited;
        await groupGone(child);
        await closeSimulators();
        return code;
      })();
      return stopped;
    },
  };
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-(child.pid as number), signal);
  } catch {
    // the group has ended already
  }
}

const groupAlive = (child: ChildProcess) => {
  try {
    process.kill(-(child.pid as number), 0);
    return true;
  } catch {
    return false;
  }
};

/** Waits until the server under `npm start` has shut down too; after a generous ceiling, kills it. */
async function groupGone(child: ChildProcess, ceilingMs = 60_000) {
  const deadline = Date.now() + ceilingMs;
  while (groupAlive(child) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  signalGroup(child, 'SIGKILL');
}
