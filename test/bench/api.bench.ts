// `npm run bench:api`: what the everyday reads cost under load, on PostgreSQL. A started instance
// (its own process) is loaded with autocannon at 50 and 200 connections for: the signed-in user
// (`me`), a 20-row history page, the location cascade (provinces → districts → local levels, as
// the location form asks), and the REST profile; /healthz in the same run is the floor. The lines
// take turns: after an untimed pass, BENCH_API_ROUNDS rounds (default 7), each running every line
// for BENCH_API_SECONDS (default 4), so a noisy moment on a shared machine hits every line alike.
// Prints each line's median requests/s with its spread, the median p50/p99 latency, and the SQL
// statements each request sent (counted in the instance), and the instance's main-thread CPU per
// request (its per-thread CPU time over each timed round, process.threadCpuUsage in the instance).
// BENCH_API_PROFILE_DIR=dir: after the timed rounds, each line runs once more at the first
// connection count with the instance's main thread profiled, written as <dir>/<line>.cpuprofile
// (read them with test/bench/cpu-profile-summary.ts), and the CPU each request cost is printed.
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { findDistrict, findProvince } from '../../server/src/modules/locations/locations.catalog.js';
import { validValues } from '../support/documents.js';
import { instanceNodeFlags } from './instance-node-flags.js';

if (!process.env.DATABASE_URL) throw new Error('bench:api runs on PostgreSQL: set DATABASE_URL');
const INSTANCE_NODE_FLAGS = instanceNodeFlags();
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 7);
const CONNECTIONS = (process.env.BENCH_API_CONNECTIONS ?? '50,200').split(',').map(Number);
const HISTORY_ROWS = 20;

const child: ChildProcess = spawn(process.execPath, [...INSTANCE_NODE_FLAGS, 'test/bench/bench-server.mjs'], {
  env: { ...process.env, NODE_ENV: 'production', RENDER_THREADS: '2' },
  stdio: ['pipe', 'pipe', 'inherit'],
});
const replies: ((line: string) => void)[] = [];
const started = new Promise<{ url: string; cookie: string }>((resolve) => {
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (!line.startsWith('{')) return;
    const message = JSON.parse(line) as { url?: string; cookie?: string; sql?: number };
    if (message.url) resolve(message as { url: string; cookie: string });
    else replies.shift()?.(line);
  });
});
const ask = (command: string) =>
  new Promise<string>((resolve) => {
    replies.push(resolve);
    child.stdin!.write(`${command}\n`);
  });
const sqlSoFar = async () => (JSON.parse(await ask('sql')) as { sql: number }).sql;
const mainCpuUs = async () => (JSON.parse(await ask('cpu')) as { mainUs: number }).mainUs;

const { url, cookie } = await started;
const headers = { 'content-type': 'application/json', cookie: `lekhapadi_session=${cookie}` };
const graphqlBody = (query: string, variables?: object) => JSON.stringify({ query, variables });

// A history to page through: HISTORY_ROWS documents, rendered before the load starts.
for (let i = 0; i < HISTORY_ROWS; i += 1) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers,
    body: graphqlBody(
      'mutation G($input: GenerateDocumentInput!) { generateDocument(input: $input) { id } }',
      { input: { workKey: 'birth-date-verification', values: validValues('birth-date-verification') } },
    ),
  });
  if (!response.ok) throw new Error(await response.text());
}
for (let waited = 0; waited < 120; waited += 1) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers,
    body: graphqlBody('{ documents(first: 100) { edges { node { status } } } }'),
  });
  const body = (await response.json()) as { data: { documents: { edges: { node: { status: string } }[] } } };
  if (body.data.documents.edges.every((edge) => edge.node.status === 'READY')) break;
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

const bagmati = findProvince('bagmati')!;
const kathmandu = findDistrict('kathmandu', bagmati)!;
type Request = { method: 'GET' | 'POST'; path: string; body?: string; headers: Record<string, string> };
const post = (query: string, variables?: object): Request => ({
  method: 'POST',
  path: '/graphql',
  headers,
  body: graphqlBody(query, variables),
});
const targets: { name: string; requests: Request[] }[] = [
  { name: '/healthz (floor)', requests: [{ method: 'GET', path: '/healthz', headers: {} }] },
  { name: 'me', requests: [post('query Me { me { id name email mobile ward } }')] },
  {
    name: `history page (${HISTORY_ROWS} rows)`,
    requests: [
      post(
        `query DocumentHistory { documents(first: ${HISTORY_ROWS}) { totalCount pageInfo { hasNextPage endCursor } edges { node { id status workNameNe workNameEn createdAt } } } }`,
      ),
    ],
  },
  {
    name: 'location cascade (3 queries in turn)',
    requests: [
      post('query Provinces { provinces { id nameNe nameEn } }'),
      post('query ProvinceDistricts($id: Int!) { province(id: $id) { id districts { id nameNe nameEn } } }', {
        id: bagmati.id,
      }),
      post(
        'query DistrictLocalLevels($id: Int!) { district(id: $id) { id localLevels { id nameNe nameEn typeLabelNe wardCount } } }',
        { id: kathmandu.id },
      ),
    ],
  },
  {
    name: 'REST fetchUserProfileDetails',
    requests: [{ method: 'GET', path: '/np/api/v1/getDetails/fetchUserProfileDetails', headers }],
  },
];

/** SQL statements per request, from 20 requests one after another (nothing else in flight). */
async function statementsPerRequest(requests: Request[]): Promise<number> {
  const before = await sqlSoFar();
  for (let i = 0; i < 20; i += 1) {
    const request = requests[i % requests.length]!;
    const response = await fetch(`${url}${request.path}`, request);
    if (!response.ok) throw new Error(`${request.path}: ${response.status}`);
    await response.arrayBuffer();
  }
  return ((await sqlSoFar()) - before) / 20;
}

const statements = new Map<string, number>();
for (const target of targets) statements.set(target.name, await statementsPerRequest(target.requests));

/** autocannon stops sending at its deadline, not the server working: wait until it answers promptly. */
async function drained() {
  for (let i = 0; i < 60; i += 1) {
    const started = Date.now();
    await (await fetch(`${url}/livez`)).arrayBuffer();
    if (Date.now() - started < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

interface Line {
  name: string;
  connections: number;
  requests: Request[];
  rates: number[];
  p50s: number[];
  p99s: number[];
  /** The instance's main-thread CPU per request in each round, ms. */
  cpus: number[];
  failed: number;
}
const lines: Line[] = CONNECTIONS.flatMap((connections) =>
  targets.map((target) => ({ ...target, connections, rates: [], p50s: [], p99s: [], cpus: [], failed: 0 })),
);
// Untimed first: every line once, so the instance's hot code is compiled before anything counts.
for (const line of lines) {
  await drained();
  await autocannon({ url, connections: line.connections, duration: 2, requests: line.requests });
}
for (let round = 1; round <= ROUNDS; round += 1) {
  for (const line of lines) {
    await drained();
    const cpuBefore = await mainCpuUs();
    const result = await autocannon({
      url,
      connections: line.connections,
      duration: SECONDS,
      requests: line.requests,
    });
    // Requests still in the instance when autocannon stops are finished before the CPU is read.
    await drained();
    line.cpus.push(((await mainCpuUs()) - cpuBefore) / 1000 / Math.max(1, result.requests.total));
    line.rates.push(result.requests.average);
    line.p50s.push(result.latency.p50);
    line.p99s.push(result.latency.p99);
    line.failed += result.non2xx + result.errors + result.timeouts;
  }
  console.log(
    `round ${round}: ${lines.map((line) => `${line.name} @${line.connections} ${line.rates.at(-1)!.toFixed(0)}/s`).join(', ')}`,
  );
}
console.log('');
console.log(
  `PostgreSQL; instance on node ${INSTANCE_NODE_FLAGS.join(' ')}; ${ROUNDS} rounds of ${SECONDS} s per line, lines in turn; median (min–max, ± half the range); latency in ms`,
);
console.log(
  '| request | connections | requests/s | share of /healthz | main-thread CPU / request (ms) | p50 / p99 ms | SQL statements / request | failed |',
);
console.log('|---|---|---|---|---|---|---|---|');
const floorOf = (connections: number) =>
  median(lines.find((line) => line.connections === connections && line.name.startsWith('/healthz'))!.rates);
for (const line of lines) {
  const mid = median(line.rates);
  const spread = ((Math.max(...line.rates) - Math.min(...line.rates)) / mid) * 50;
  const rate = `${mid.toFixed(0)} (${Math.min(...line.rates).toFixed(0)}–${Math.max(...line.rates).toFixed(0)}, ±${spread.toFixed(0)} %)`;
  console.log(
    `| ${line.name} | ${line.connections} | ${rate} | ${((mid / floorOf(line.connections)) * 100).toFixed(0)} % | ${median(line.cpus).toFixed(2)} | ${median(line.p50s)} / ${median(line.p99s)} | ${statements.get(line.name)?.toFixed(2)} | ${line.failed} |`,
  );
}
const profileDir = process.env.BENCH_API_PROFILE_DIR;
if (profileDir) {
  const { mkdirSync } = await import('node:fs');
  const { cpuPerRequest } = await import('./cpu-profile-summary.js');
  mkdirSync(profileDir, { recursive: true });
  console.log('');
  console.log(
    `| request | connections | requests in the profile | main-thread CPU / request (ms) | profile |`,
  );
  console.log('|---|---|---|---|---|');
  for (const line of lines.filter((each) => each.connections === CONNECTIONS[0])) {
    await drained();
    const file = `${profileDir}/${line.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.cpuprofile`;
    await ask('profile-start');
    const result = await autocannon({
      url,
      connections: line.connections,
      duration: SECONDS,
      requests: line.requests,
    });
    await ask(`profile-stop ${file}`);
    const requests = result.requests.total;
    console.log(
      `| ${line.name} | ${line.connections} | ${requests} | ${cpuPerRequest(file, requests).toFixed(3)} | ${file} |`,
    );
  }
}
child.kill('SIGTERM');
await new Promise((resolve) => child.once('exit', resolve));
process.exit(0);
