import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/src/config.js';
import { type RunningServer, startServer } from '../../server/src/server.js';
import { createTestDatabase } from './database.js';
import { Outbox } from './outbox.js';

/**
 * The tests' HTTP client and this server share one event loop. When a test's own work (parsing a
 * PDF, a busy PGlite) holds the loop past the server's 5 s idle limit, the client reuses the idle
 * connection in the same turn as the server's overdue timer closes it, and the request fails with
 * ECONNRESET. A separate client never meets this: its own timer, from the server's Keep-Alive hint,
 * closes first. An idle limit longer than any test keeps the shared loop from racing itself.
 */
export const TEST_HTTP_OPTIONS = { keepAliveTimeout: 120_000 };

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
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lekhapadi-test-'));
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const server = await startServer(config, { database: database.target, http: TEST_HTTP_OPTIONS });
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
