import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SECURITY_COST_FLOORS, loadConfig } from '../../server/src/config.js';
import { type RunningServer, startServer } from '../../server/src/server.js';
import type { HostResolver } from '../../server/src/http/outbound-address.js';
import { createTestDatabase } from './database.js';
import { hostsResolver } from './hosts-resolver.js';
import { Outbox } from './outbox.js';

/**
 * The tests' HTTP client and this server share one event loop. When a test's own work (parsing a
 * PDF, a busy PGlite) holds the loop past the server's 5 s idle limit, the client reuses the idle
 * connection in the same turn as the server's overdue timer closes it, and the request fails with
 * ECONNRESET. A separate client never meets this: its own timer, from the server's Keep-Alive hint,
 * closes first. An idle limit longer than any test keeps the shared loop from racing itself.
 */
export const TEST_HTTP_OPTIONS = { keepAliveTimeout: 120_000 };

/**
 * The accounts' deliberate costs at their lowest: test servers answer register and code checks at
 * once and hash passwords cheaply, since most tests are not about them. The suites that are
 * (enumeration, lockout, passwords) start their server with PRODUCTION_ACCOUNT_COSTS.
 */
export const CHEAP_ACCOUNT_COSTS = {
  PASSWORD_SCRYPT_LOG2_N: '10',
  REGISTER_ANSWER_FLOOR_MS: '0',
  CODE_ANSWER_FLOOR_MS: '0',
} as const;

/** The accounts' deliberate costs as production keeps them (and refuses to go below). */
export const PRODUCTION_ACCOUNT_COSTS = Object.fromEntries(
  Object.entries(SECURITY_COST_FLOORS).map(([name, value]) => [name, String(value)]),
) as Record<keyof typeof SECURITY_COST_FLOORS, string>;

export interface TestServer extends RunningServer {
  dataDir: string;
  outbox: Outbox;
  stop(): Promise<void>;
}

/**
 * The real server on a free port, with its own database and DATA_DIR. Requests may set
 * X-Forwarded-For (the test client, on loopback, is the trusted proxy) so each test can act from
 * its own client address.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { resolveHost?: HostResolver } = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lekhapadi-test-'));
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'silent',
    // A production server keeps production's costs: it refuses lower ones.
    ...(env.NODE_ENV === 'production' ? {} : CHEAP_ACCOUNT_COSTS),
    ...env,
  });
  const server = await startServer(config, {
    database: database.target,
    http: TEST_HTTP_OPTIONS,
    // Many test files never render a document: their threads start with the first render.
    renderThreads: 'on-first-render',
    // No test reaches the real internet: names resolve only as the test says (or not at all).
    resolveHost: options.resolveHost ?? hostsResolver({}),
  });
  return {
    ...server,
    dataDir,
    outbox: new Outbox(dataDir),
    async stop() {
      await server.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
