// `npm run bench:generate`: documents per second through the whole path (GraphQL mutation → job
// → render on the worker pool → PDF stored → subscription event), against a bare pdfmake loop that
// loads the fonts for every document as pdfmake does by default, in the same run.
import { performance } from 'node:perf_hooks';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { findWork } from '../../server/src/modules/works/index.js';
import { renderPdfBare } from '../../server/src/pdf/render.js';
import { sampleInput, SAMPLE_CASES } from '../../server/src/pdf/templates/index.js';
import { signedInUser } from '../support/builders.js';
import { setLocation, validValues } from '../support/documents.js';
import { startTestServer } from '../support/test-server.js';
import { entityManager } from '../../server/src/db/orm.js';
import { User } from '../../server/src/modules/accounts/user.entity.js';

const WORK = 'birth-date-verification';
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
// Both paths first run this many documents untimed, so each thread compiles its hot code first.
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50);

async function bareLoop(count: number) {
  const work = findWork(WORK)!;
  const input = sampleInput(work, SAMPLE_CASES[0]!);
  const latencies: number[] = [];
  for (let i = 0; i < WARMUP; i += 1) await renderPdfBare(work.template(input));
  const started = performance.now();
  for (let i = 0; i < count; i += 1) {
    const t = performance.now();
    await renderPdfBare(work.template(input));
    latencies.push(performance.now() - t);
  }
  return { seconds: (performance.now() - started) / 1000, latencies };
}

async function wholePath(count: number) {
  const server = await startTestServer({ LOG_LEVEL: 'silent' });
  try {
    const { client, userId } = await signedInUser(server);
    await setLocation(server, client, userId);
    const values = validValues(WORK);
    // Enough plan allowance for every document of the run.
    await entityManager(server.services.orm).nativeUpdate(
      User,
      { id: userId },
      {
        subscriptionPlan: 'premium' as never,
        subscriptionStartsAt: new Date(),
        subscriptionExpiresAt: new Date(Date.now() + 86_400_000),
      },
    );
    const ws = createClient({
      url: `${server.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie: `lekhapadi_session=${client.sessionCookie}` } });
        }
      },
    });
    const waiting = new Map<string, () => void>();
    const early = new Set<string>();
    const unsubscribe = ws.subscribe<{ documentUpdated: { id: string; status: string } }>(
      { query: 'subscription { documentUpdated { id status } }' },
      {
        next: ({ data }) => {
          const update = data?.documentUpdated;
          if (!update || update.status !== 'READY') return;
          const done = waiting.get(update.id);
          if (done) done();
          else early.add(update.id);
        },
        error: (error) => console.error(error),
        complete: () => undefined,
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const one = async () => {
      const t = performance.now();
      const result = await client.graphql(
        'mutation G($input: GenerateDocumentInput!) { generateDocument(input: $input) { id } }',
        { input: { workKey: WORK, values } },
      );
      const id = result.data?.generateDocument?.id as string;
      if (!id) throw new Error(JSON.stringify(result.errors));
      if (!early.delete(id)) await new Promise<void>((resolve) => waiting.set(id, resolve));
      waiting.delete(id);
      return performance.now() - t;
    };
    for (let i = 0; i < WARMUP; i += 1) await one();
    const latencies: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < count) {
          next += 1;
          latencies.push(await one());
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    unsubscribe();
    await ws.dispose();
    return { seconds, latencies };
  } finally {
    await server.stop();
  }
}

const bare = await bareLoop(DOCUMENTS);
const whole = await wholePath(DOCUMENTS);
clearInterval(sampler);
const rate = (run: { seconds: number }) => DOCUMENTS / run.seconds;
const ms = (value: number) => `${value.toFixed(1)} ms`;
console.log(`documents per run: ${DOCUMENTS} (whole path with ${CONCURRENCY} requests in flight)`);
console.log(
  `bare pdfmake loop:  ${rate(bare).toFixed(1)} docs/s  p50 ${ms(percentile(bare.latencies, 50))}  p99 ${ms(percentile(bare.latencies, 99))}`,
);
console.log(
  `whole path:         ${rate(whole).toFixed(1)} docs/s  p50 ${ms(percentile(whole.latencies, 50))}  p99 ${ms(percentile(whole.latencies, 99))}`,
);
console.log(`peak RSS: ${(peakRss / 1024 / 1024).toFixed(0)} MiB`);
console.log(`ratio: ${(rate(whole) / rate(bare)).toFixed(2)}`);
process.exit(0);
