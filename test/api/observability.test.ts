import { Writable } from 'node:stream';
import { loadConfig } from '../../server/src/config.js';
import { createLogger } from '../../server/src/logger.js';
import { type RunningServer, startServer } from '../../server/src/server.js';
import { signedUpUser } from '../support/builders.js';
import { createTestDatabase } from '../support/database.js';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Outbox } from '../support/outbox.js';
import { TEST_HTTP_OPTIONS } from '../support/test-server.js';

// What an operator sees: a request id on every response and every log line of that request, one
// access-log line per request, and Prometheus metrics that the public cannot read.
const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
    done();
  },
});

let server: RunningServer & { outbox: Outbox };
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'lekhapadi-obs-'));
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    TRUST_PROXY: 'loopback',
  });
  const logger = createLogger(sink);
  logger.level = 'info';
  const running = await startServer(config, { database: database.target, logger, http: TEST_HTTP_OPTIONS });
  server = { ...running, outbox: new Outbox(dataDir) };
});
afterAll(async () => {
  await server?.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const accessLines = () => lines.filter((line) => line.msg === 'request');

test('every response names its request id; a plain incoming id is kept, anything else replaced', async () => {
  const fresh = await fetch(`${server.url}/livez`);
  expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  const kept = await fetch(`${server.url}/livez`, { headers: { 'x-request-id': 'edge-1234.abc' } });
  expect(kept.headers.get('x-request-id')).toBe('edge-1234.abc');
  const odd = await fetch(`${server.url}/livez`, { headers: { 'x-request-id': 'a b\tc{"x":1}' } });
  expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
});

test('the lines a request logs carry its id, and one access line sums it up', async () => {
  const { client, userId } = await signedUpUser(server);
  // Registration mailed a code: the mailer's line (logged through the shared logger) has the id.
  const mailLine = lines.find((line) => line.msg === 'mail written to outbox');
  const registerLine = accessLines().find((line) => line.route === '/np/api/v1/auth/register');
  expect(registerLine).toMatchObject({ method: 'POST', status: 200, reqId: expect.any(String) });
  expect(mailLine?.reqId).toBe(registerLine?.reqId);
  expect(registerLine?.durationMs).toEqual(expect.any(Number));

  const me = await client.request('POST', '/graphql', { query: 'query Me { me { id } }' });
  const id = me.headers.get('x-request-id');
  const meLine = accessLines().find((line) => line.reqId === id);
  expect(meLine).toMatchObject({ route: 'graphql Me', status: 200, userId });
  // Exactly one access line per request.
  expect(accessLines().filter((line) => line.reqId === id)).toHaveLength(1);
});

test('/metrics: latency per route and operation, queue, renders, pool; not through a proxy', async () => {
  const local = await fetch(`${server.url}/metrics`);
  expect(local.status).toBe(200);
  const text = await local.text();
  expect(text).toMatch(/lekhapadi_http_request_duration_seconds_bucket\{[^}]*route="graphql Me"/);
  expect(text).toMatch(
    /lekhapadi_http_request_duration_seconds_count\{[^}]*route="\/np\/api\/v1\/auth\/login"/,
  );
  for (const name of [
    'lekhapadi_generation_queue_depth',
    'lekhapadi_generation_oldest_waiting_seconds',
    'lekhapadi_pdf_render_seconds',
    'lekhapadi_event_bus_reconnects_total',
    'process_resident_memory_bytes',
  ]) {
    expect(text).toContain(`# TYPE ${name}`);
  }
  // Behind a proxy every visitor arrives from 127.0.0.1: a forwarded request is a public one.
  const proxied = await fetch(`${server.url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
  expect(proxied.status).toBe(404);
});
