// `npm run bench:generate`: documents per second through the whole path (GraphQL mutation → job
// → render on the instance's render threads → PDF stored → subscription event), against a bare
// pdfmake loop that loads the fonts for every document as pdfmake does by default.
//
// Trustworthy on a shared machine: the two alternate (bare, whole, cold, bare, whole, cold …) for
// BENCH_ROUNDS rounds in one run, and the medians and spread are printed, so a noisy moment hits
// both sides. Every document carries different names and places (seeded Devanagari words); the
// "cold" round draws every word new, so the render threads' word cache never helps. The client
// mutates, then follows the document with documentUpdated(documentId), which answers with its
// state first and then its changes, so a render that ends before the subscription is in place is
// not missed (a subscription without the id, with the row read beside it, can miss it: the read
// may be answered before the subscription is registered). The instance runs in a process of its own (2 render
// threads) so its peak memory, and each render thread's heap, can be reported.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { assertLocationConsistency } from '../../server/src/modules/locations/locations.catalog.js';
import { fieldsFor, findWork, optionLabelsOf } from '../../server/src/modules/works/index.js';
import { validateWorkValues } from '../../server/src/modules/works/values.js';
import { renderPdfBare } from '../../server/src/pdf/render.js';
import { SAMPLE_CASES, SAMPLE_TODAY, sampleValues } from '../support/work-samples.js';
import { variedValues, wordSource } from './devanagari-words.js';
import { instanceNodeFlags } from './instance-node-flags.js';

const INSTANCE_NODE_FLAGS = instanceNodeFlags();
/** BENCH_PROFILE_DIR=dir writes the instance's CPU profiles (main and render threads) there. */
const PROFILE_FLAGS = process.env.BENCH_PROFILE_DIR
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
  : [];
/**
 * BENCH_MAIN_PROFILE=file: after the timed rounds, one more whole-path round with the instance's
 * main thread profiled (its inspector, sampling every 200 µs), written to that file; the CPU per
 * document it shows is printed (read it with test/bench/cpu-profile-summary.ts).
 */
const MAIN_PROFILE = process.env.BENCH_MAIN_PROFILE;
const WORK = 'birth-date-verification';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const BARE_DOCUMENTS = Number(process.env.BENCH_BARE ?? 30);
const WHOLE_DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 80);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
/** Distinct words names and places are drawn from in the whole path (a town's worth). */
const VOCABULARY = Number(process.env.BENCH_VOCABULARY ?? 2000);

// The applicant's form: every field filled, in Kathmandu (the benchmark user's place).
const work = findWork(WORK)!;
const place = { province: 'bagmati', district: 'kathmandu', localLevel: 'Kathmandu', ward: 32 };
const fields = fieldsFor(work, { provinceSlug: 'bagmati', districtSlug: 'kathmandu' });
const baseValues = sampleValues(fields, { ...SAMPLE_CASES[1]!, place }, WORK);
const nepaliKeys = new Set(fields.filter((f) => f.type === 'nepaliText').map((f) => f.key));
const maxLength = (key: string) => fields.find((f) => f.key === key)?.maxLength ?? 100;
const valuesFrom = (nextWord: () => string) => variedValues(baseValues, nepaliKeys, nextWord, maxLength);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const MiB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

// ---- the bare loop, in this process --------------------------------------------------------------
const location = assertLocationConsistency(place);
function templateInput(values: Record<string, unknown>) {
  const checked = validateWorkValues(work, fields, values);
  if (!checked.ok) throw new Error(`generated values are invalid: ${JSON.stringify(checked.errors)}`);
  return {
    values: checked.values,
    labels: optionLabelsOf(fields),
    profile: { name: 'Sample Applicant', mobile: '9800000000', details: {} },
    location,
    today: SAMPLE_TODAY,
  };
}

async function bareRound(count: number, nextWord: () => string) {
  const inputs = Array.from({ length: count }, () => templateInput(valuesFrom(nextWord)));
  const latencies: number[] = [];
  const started = performance.now();
  for (const input of inputs) {
    const t = performance.now();
    await renderPdfBare(work.template(input));
    latencies.push(performance.now() - t);
  }
  return { rate: count / ((performance.now() - started) / 1000), latencies };
}

// ---- the instance, in its own process --------------------------------------------------------------
interface Instance {
  url: string;
  cookie: string;
  child: ChildProcess;
  /** Waiting for the instance to confirm a plan renewal, in order. */
  renewals: (() => void)[];
  /** Waiting for the instance's answers, by the command asked, each in order. */
  replies: Map<string, ((message: Counters) => void)[]>;
}

/** What the instance has spent so far: CPU (its main thread's own, all its threads') and SQL statements. */
interface Counters {
  mainUs?: number;
  processUs?: number;
  sql?: number;
  heaps?: { main: number; threads: number[] };
}

/** The command a reply of the instance answers. */
function commandOf(message: object): string | undefined {
  if ('mainUs' in message) return 'cpu';
  if ('sql' in message) return 'sql';
  if ('heaps' in message) return 'heaps';
  if ('profiling' in message) return 'profile-start';
  if ('profiled' in message) return 'profile-stop';
  return undefined;
}

function startInstance(): Promise<Instance> {
  const child = spawn(
    process.execPath,
    [...INSTANCE_NODE_FLAGS, ...PROFILE_FLAGS, 'test/bench/bench-server.mjs'],
    {
      env: { ...process.env, NODE_ENV: 'production', RENDER_THREADS: '2' },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout! });
  const renewals: (() => void)[] = [];
  const replies = new Map<string, ((message: Counters) => void)[]>();
  return new Promise((resolve, reject) => {
    lines.on('line', (line) => {
      const message = line.startsWith('{')
        ? (JSON.parse(line) as { url?: string; cookie?: string; renewed?: boolean } & Counters)
        : {};
      if (message.url && message.cookie)
        resolve({ url: message.url, cookie: message.cookie, child, renewals, replies });
      if (message.renewed) renewals.shift()?.();
      const command = commandOf(message);
      if (command) replies.get(command)?.shift()?.(message);
    });
    lines.on('close', () => reject(new Error('the benchmark instance did not start')));
  });
}

/** Starts a new plan month for the benchmark user (untimed, between rounds). */
function renewPlan(instance: Instance) {
  return new Promise<void>((resolve) => {
    instance.renewals.push(resolve);
    instance.child.stdin!.write('renew\n');
  });
}

function ask(instance: Instance, command: string) {
  return new Promise<Counters>((resolve) => {
    const name = command.split(' ')[0]!;
    const waiting = instance.replies.get(name) ?? [];
    waiting.push(resolve);
    instance.replies.set(name, waiting);
    instance.child.stdin!.write(`${command}\n`);
  });
}

/** The instance's CPU (main thread, whole process) and SQL statements so far. */
async function spent(instance: Instance) {
  const cpu = await ask(instance, 'cpu');
  const { sql } = await ask(instance, 'sql');
  return { mainUs: cpu.mainUs!, processUs: cpu.processUs!, sql: sql! };
}

/**
 * A round of the whole path with what the instance spent on it per document: its main thread's
 * CPU (per-thread CPU time, process.threadCpuUsage in the instance), the CPU of its other threads
 * (the render threads above all: the process's CPU less the main thread's) and SQL statements.
 */
async function measuredRound(instance: Instance, ws: Client, count: number, nextWord: () => string) {
  const before = await spent(instance);
  const round = await wholeRound(instance, ws, count, nextWord);
  const after = await spent(instance);
  const mainMs = (after.mainUs - before.mainUs) / 1000 / count;
  const otherMs = (after.processUs - after.mainUs - (before.processUs - before.mainUs)) / 1000 / count;
  // "sql" is asked once before the round and once after it: neither is a statement.
  return { ...round, mainMs, otherMs, sql: (after.sql - before.sql) / count };
}

/** The instance's resident memory now, and its peak (the kernel's high-water mark). */
function instanceMemory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kB = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kB('VmRSS'), peak: kB('VmHWM') };
}

/**
 * The V8 heap in use of the instance's main thread and of each render thread, asked of the
 * instance directly: rendering /metrics every half second cost its main thread CPU and a database
 * query, which are the observer's, not the path's.
 */
async function instanceHeaps(instance: Instance): Promise<{ main: number; threads: number[] }> {
  return (await ask(instance, 'heaps')).heaps!;
}

function graphqlOver(instance: Instance) {
  return async (query: string, variables?: Record<string, unknown>) => {
    const send = () =>
      fetch(`${instance.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `lekhapadi_session=${instance.cookie}` },
        body: JSON.stringify({ query, variables }),
      });
    // Between rounds the kept-alive sockets idle past the server's keep-alive timeout; a request
    // that meets a socket the server is just closing never reached it, and is sent again.
    const response = await send().catch((error: { cause?: { code?: string } }) => {
      if (error.cause?.code === 'UND_ERR_SOCKET') return send();
      throw error;
    });
    const body = (await response.json()) as {
      data?: Record<string, { id: string; status: string }>;
      errors?: unknown;
    };
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
}

/** One document as a client follows it: mutate, then documentUpdated(documentId); done at READY. */
async function oneDocument(instance: Instance, ws: Client, values: Record<string, unknown>) {
  const graphql = graphqlOver(instance);
  const t = performance.now();
  const { generateDocument } = await graphql(
    'mutation G($input: GenerateDocumentInput!) { generateDocument(input: $input) { id status } }',
    { input: { workKey: WORK, values } },
  );
  const id = generateDocument!.id;
  await new Promise<void>((resolve, reject) => {
    let status = generateDocument!.status;
    ws.subscribe<{ documentUpdated: { id: string; status: string } }>(
      {
        query: 'subscription U($id: ID!) { documentUpdated(documentId: $id) { id status } }',
        variables: { id },
      },
      {
        next: ({ data, errors }) => {
          if (errors) reject(new Error(JSON.stringify(errors)));
          status = data?.documentUpdated.status ?? status;
        },
        error: reject,
        // The subscription ends once the document is READY or FAILED.
        complete: () =>
          status === 'READY' ? resolve() : reject(new Error(`document ${id} ended ${status}`)),
      },
    );
  });
  return performance.now() - t;
}

async function wholeRound(instance: Instance, ws: Client, count: number, nextWord: () => string) {
  const inputs = Array.from({ length: count }, () => valuesFrom(nextWord));
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < inputs.length) {
        const values = inputs[next++]!;
        latencies.push(await oneDocument(instance, ws, values));
      }
    }),
  );
  return { rate: count / ((performance.now() - started) / 1000), latencies };
}

// ---- the run ---------------------------------------------------------------------------------------
const instance = await startInstance();
const settle = () => new Promise((resolve) => setTimeout(resolve, 2_000));
await settle();
const idleAtStart = instanceMemory(instance.child.pid!).rss;
const ws = createClient({
  url: `${instance.url.replace('http', 'ws')}/graphql`,
  webSocketImpl: class extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie: `lekhapadi_session=${instance.cookie}` } });
    }
  },
});

let peakMainRss = 0;
let peakInstanceMainHeap = 0;
const peakThreadHeap: number[] = [];
const sampler = setInterval(() => {
  peakMainRss = Math.max(peakMainRss, process.memoryUsage().rss);
  instanceHeaps(instance).then(
    (heaps) => {
      peakInstanceMainHeap = Math.max(peakInstanceMainHeap, heaps.main);
      for (const [i, heap] of heaps.threads.entries())
        peakThreadHeap[i] = Math.max(peakThreadHeap[i] ?? 0, heap);
    },
    () => undefined,
  );
}, 500);

try {
  // Untimed: each thread compiles its hot code and parses its fonts first.
  const warmWords = wordSource(999, VOCABULARY);
  await bareRound(WARMUP, warmWords);
  await wholeRound(instance, ws, WARMUP, warmWords);

  const rounds: {
    bare: number;
    whole: number;
    cold: number;
    p50: number;
    p99: number;
    mainMs: number;
    otherMs: number;
    coldMainMs: number;
    sql: number;
  }[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    await renewPlan(instance);
    const bare = await bareRound(BARE_DOCUMENTS, wordSource(round, VOCABULARY));
    const whole = await measuredRound(instance, ws, WHOLE_DOCUMENTS, wordSource(100 + round, VOCABULARY));
    const cold = await measuredRound(instance, ws, BARE_DOCUMENTS, wordSource(200 + round, 0));
    rounds.push({
      bare: bare.rate,
      whole: whole.rate,
      cold: cold.rate,
      p50: percentile(whole.latencies, 50),
      p99: percentile(whole.latencies, 99),
      mainMs: whole.mainMs,
      otherMs: whole.otherMs,
      coldMainMs: cold.mainMs,
      sql: whole.sql,
    });
    console.log(
      `round ${round}: bare ${bare.rate.toFixed(1)}  whole ${whole.rate.toFixed(1)}  cold ${cold.rate.toFixed(1)} docs/s  ratio ${(whole.rate / bare.rate).toFixed(2)}  main thread ${whole.mainMs.toFixed(1)} ms/doc`,
    );
  }
  if (MAIN_PROFILE) {
    await renewPlan(instance);
    await ask(instance, 'profile-start');
    await wholeRound(instance, ws, WHOLE_DOCUMENTS, wordSource(300, VOCABULARY));
    await ask(instance, `profile-stop ${MAIN_PROFILE}`);
    const { cpuPerRequest } = await import('./cpu-profile-summary.js');
    console.log(
      `main thread profiled over ${WHOLE_DOCUMENTS} documents: ${cpuPerRequest(MAIN_PROFILE, WHOLE_DOCUMENTS).toFixed(1)} ms busy / document, ${MAIN_PROFILE}`,
    );
  }
  await settle();
  const memory = instanceMemory(instance.child.pid!);
  const heaps = await instanceHeaps(instance);

  const column = (pick: (r: (typeof rounds)[number]) => number) => {
    const values = rounds.map(pick);
    const mid = median(values);
    const spread = ((Math.max(...values) - Math.min(...values)) / mid) * 100;
    return {
      mid,
      text: `${mid.toFixed(2)} (${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)}, ±${(spread / 2).toFixed(0)} %)`,
    };
  };
  console.log('');
  console.log(
    `database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; instance on node ${INSTANCE_NODE_FLAGS.join(' ')}; ${ROUNDS} rounds; median (min–max, ± half the range)`,
  );
  console.log(`| measure | value |`);
  console.log(`|---|---|`);
  console.log(`| bare pdfmake loop (docs/s, ${BARE_DOCUMENTS}/round) | ${column((r) => r.bare).text} |`);
  console.log(
    `| whole path (docs/s, ${WHOLE_DOCUMENTS}/round, ${CONCURRENCY} in flight) | ${column((r) => r.whole).text} |`,
  );
  console.log(`| whole path, cold word cache (docs/s) | ${column((r) => r.cold).text} |`);
  console.log(
    `| whole path p50 / p99 (ms) | ${column((r) => r.p50).mid.toFixed(0)} / ${column((r) => r.p99).mid.toFixed(0)} |`,
  );
  console.log(`| ratio (whole / bare, per round) | ${column((r) => r.whole / r.bare).text} |`);
  console.log(`| ratio, cold word cache | ${column((r) => r.cold / r.bare).text} |`);
  console.log(
    `| instance main thread's CPU per document (ms, per-thread CPU time) | ${column((r) => r.mainMs).text} |`,
  );
  console.log(`| the same, cold word cache (ms) | ${column((r) => r.coldMainMs).text} |`);
  console.log(
    `| instance's other threads' CPU per document (ms: render threads, V8 and libuv helpers) | ${column((r) => r.otherMs).text} |`,
  );
  console.log(`| SQL statements per document (instance's ORM connection) | ${column((r) => r.sql).text} |`);
  console.log(
    `| instance RSS idle at start / after load / peak | ${MiB(idleAtStart)} / ${MiB(memory.rss)} / ${MiB(memory.peak)} |`,
  );
  console.log(
    `| instance main thread's heap, peak | ${MiB(peakInstanceMainHeap)} (now ${MiB(heaps.main)}) |`,
  );
  console.log(
    `| render threads' heap, peak (per thread) | ${peakThreadHeap.map(MiB).join(', ')} (now ${heaps.threads.map(MiB).join(', ')}) |`,
  );
  console.log(`| benchmark process RSS, peak (bare loop) | ${MiB(peakMainRss)} |`);
} finally {
  clearInterval(sampler);
  await ws.dispose();
  instance.child.kill('SIGTERM');
  await new Promise((resolve) => instance.child.once('exit', resolve));
}
process.exit(0);
