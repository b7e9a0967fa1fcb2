// The instance under benchmark, built (dist/, as `npm start` runs it) and in a process of its own,
// so its memory is an instance's memory: PGlite under a fresh DATA_DIR, or PostgreSQL (a database
// of its own beside DATABASE_URL's). One user signs up through the REST API and gets a place and a
// plan. Prints one JSON line ({ url, cookie }) when ready; answers a line "sql" on stdin with the
// SQL statements the ORM has sent so far ({ sql }), and a line "cpu" with the CPU time the process
// has used so far, its main thread's own (process.threadCpuUsage) and all its threads' together
// (process.cpuUsage), in microseconds ({ mainUs, processUs }), and a line "heaps" with the V8 heap
// in use of its main thread and of each render thread ({ heaps: { main, threads } }: cheaper for
// the instance than rendering /metrics, which also queries the database); stops on SIGTERM.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import { getHeapStatistics } from 'node:v8';
import { writeFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { loadConfig } from '../../dist/server/src/config.js';
import { entityManager } from '../../dist/server/src/db/orm.js';
import { logger } from '../../dist/server/src/logger.js';
import { User } from '../../dist/server/src/modules/accounts/user.entity.js';
import {
  findDistrict,
  findLocalLevel,
  findProvince,
} from '../../dist/server/src/modules/locations/locations.catalog.js';
import { startServer } from '../../dist/server/src/server.js';

const dataDir = await mkdtemp(path.join(tmpdir(), 'lekhapadi-bench-'));
let database = { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
let dropDatabase = async () => undefined;
const adminUrl = process.env.DATABASE_URL;
if (adminUrl) {
  const name = `lekhapadi_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  database = { kind: 'postgres', url: url.toString() };
  dropDatabase = () => admin(`drop database if exists "${name}" with (force)`);
}

const config = loadConfig({
  NODE_ENV: 'production',
  // The benchmarks send their operations as text, without a token.
  GRAPHQL_TRUSTED_DOCUMENTS: 'also',
  // No money moves in a benchmark: the providers' test merchants, on purpose.
  PAYMENTS_SANDBOX: 'true',
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  RENDER_THREADS: process.env.RENDER_THREADS ?? '2',
});
logger.level = 'silent'; // stdout carries this script's own lines
const server = await startServer(config, { database });

// A user: signed up through the API, then verified, placed (Kathmandu 32) and given a plan directly.
const account = {
  name: 'Bench User',
  email: 'bench@example.com',
  mobile: '9800000001',
  password: 'correct horse 1',
};
const rest = (route, body) =>
  fetch(`${server.url}/np/api/v1${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
await rest('/auth/register', account);
const province = findProvince('bagmati');
const district = findDistrict('kathmandu', province);
const localLevel = findLocalLevel('Kathmandu', district);
await entityManager(server.services.orm).nativeUpdate(
  User,
  { email: account.email },
  {
    emailVerifiedAt: new Date(),
    provinceId: province.id,
    districtId: district.id,
    localLevelId: localLevel.id,
    ward: 32,
    subscriptionPlan: 'premium',
    subscriptionStartsAt: new Date(),
    subscriptionExpiresAt: new Date(Date.now() + 86_400_000),
  },
);
const login = await rest('/auth/login', { email: account.email, password: account.password });
const cookie = /lekhapadi_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
if (!cookie) throw new Error(`login failed: ${await login.text()}`);

// Every statement of request code goes through the ORM connection's execute (both drivers).
const connection = server.services.orm.em.getConnection();
const execute = connection.execute;
let statements = 0;
connection.execute = function (...args) {
  statements += 1;
  return execute.apply(this, args);
};
// The main thread's CPU profile over a stretch the benchmark chooses ("profile-start", then
// "profile-stop <file>"), so one line's load is profiled without the set-up around it.
const profiler = new Session();
profiler.connect();
createInterface({ input: process.stdin }).on('line', async (line) => {
  if (line.trim() === 'sql') console.log(JSON.stringify({ sql: statements }));
  if (line.trim() === 'heaps') {
    const threads = await server.services.renderPool.heapStatistics();
    const main = getHeapStatistics().used_heap_size;
    console.log(JSON.stringify({ heaps: { main, threads: threads.map((heap) => heap.usedHeapBytes) } }));
  }
  if (line.trim() === 'cpu') {
    const main = process.threadCpuUsage();
    const all = process.cpuUsage();
    console.log(JSON.stringify({ mainUs: main.user + main.system, processUs: all.user + all.system }));
  }
  if (line.trim() === 'profile-start') {
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.setSamplingInterval', { interval: 200 });
    await profiler.post('Profiler.start');
    console.log(JSON.stringify({ profiling: true }));
  }
  if (line.startsWith('profile-stop ')) {
    const { profile } = await profiler.post('Profiler.stop');
    await writeFile(line.slice('profile-stop '.length).trim(), JSON.stringify(profile));
    console.log(JSON.stringify({ profiled: true }));
  }
  // A new plan month: a run makes more documents than one month of the largest plan allows.
  if (line.trim() === 'renew') {
    await entityManager(server.services.orm).nativeUpdate(
      User,
      { email: account.email },
      { subscriptionStartsAt: new Date() },
    );
    console.log(JSON.stringify({ renewed: true }));
  }
});
console.log(JSON.stringify({ url: server.url, cookie }));
process.once('SIGTERM', async () => {
  await server.close();
  await dropDatabase();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
});
