import { jest } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  findDistrict,
  findLocalLevel,
  findProvince,
} from '../../server/src/modules/locations/locations.catalog.js';
import { fieldsFor, listWorks, validateWorkValues } from '../../server/src/modules/works/index.js';
import { signedUpUser } from '../support/builders.js';
import { type ChildServer, startChildServer } from '../support/child-server.js';
import { ApiClient } from '../support/client.js';
import { createTestDatabase } from '../support/database.js';
import { largestPicture, truncatedPng, zeroPngBomb } from '../support/hostile-images.js';
import type { ProbeReading } from '../support/loop-probe.js';
import { longestValues } from '../support/work-samples.js';

// The request budget (docs/security.md): no single request holds the server's main thread more
// than 50 ms or grows its heap more than 20 MB. Each of the most expensive inputs of every
// mutation and route that takes a file, a list or free text is sent to a server process of its own
// with the loop probe loaded (test/support/loop-probe.ts), which measures, while that request
// runs, the longest single interval the main thread spent busy (in its own CPU time, so that
// waiting for a core on this shared machine does not count) and how far the heap rose.
//
// Each input runs once to warm up (its code is loaded and compiled on first use, once per
// process), then three times measured. Its blocking figure is its best run, since a collection or
// a descheduling can lengthen one run but never shorten the request's own work; its heap figure is
// the median run, since a collection inside one run can hide what that run allocated. Idle
// requests (/livez) measured the same way are the baseline.

jest.setTimeout(20 * 60_000);

const CPU_BUDGET_MS = 50;
const HEAP_BUDGET_MB = 20;
const RUNS = 3;
/** No request here may take longer; a hang fails its input instead of the whole file. */
const ANSWER_TIMEOUT_MS = 30_000;

let server: ChildServer;
let dataDir: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;

interface Figure {
  input: string;
  runs: ProbeReading[];
}
const figures: Figure[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'lekhapadi-budget-'));
  database = await createTestDatabase();
  const env: Record<string, string> =
    database.target.kind === 'postgres' ? { DATABASE_URL: database.target.url } : {};
  server = await startChildServer({ dataDir, env, probe: true });
});

afterAll(async () => {
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  const rows = figures.map(({ input, runs }) => {
    const best = (pick: (r: ProbeReading) => number) => Math.min(...runs.map(pick));
    const worst = (pick: (r: ProbeReading) => number) => Math.max(...runs.map(pick));
    return (
      `${input.padEnd(58)} cpu ${best((r) => r.maxBlockedCpuMs).toFixed(1)} ms ` +
      `(worst ${worst((r) => r.maxBlockedCpuMs).toFixed(1)}), gap ${best((r) => r.maxGapMs).toFixed(1)} ms, ` +
      `heap +${mb(median(runs.map((r) => r.heapGrowthBytes)))} MB (worst +${mb(worst((r) => r.heapGrowthBytes))}), ` +
      `rss +${mb(best((r) => r.rssGrowthBytes))} MB`
    );
  });
  console.info(`request budget, best (heap: median) of ${RUNS} runs after a warm-up:\n${rows.join('\n')}`);
  await server?.kill('SIGKILL');
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** Warms `send` up, measures it RUNS times, records the figures and holds them to the budget. */
async function withinBudget(input: string, send: (run: number) => Promise<void>) {
  await send(-1);
  const runs: ProbeReading[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push((await server.measure(() => send(run))).reading);
  figures.push({ input, runs });
  const cpuMs = Math.min(...runs.map((r) => r.maxBlockedCpuMs));
  const heapMb = median(runs.map((r) => r.heapGrowthBytes)) / 1024 / 1024;
  expect({
    input,
    withinCpu: cpuMs <= CPU_BUDGET_MS,
    withinHeap: heapMb <= HEAP_BUDGET_MB,
    cpuMs,
    heapMb,
  }).toEqual({ input, withinCpu: true, withinHeap: true, cpuMs, heapMb });
}

const timeout = () => AbortSignal.timeout(ANSWER_TIMEOUT_MS);

async function graphql(client: ApiClient, query: string, variables: Record<string, unknown>) {
  const response = await fetch(new URL('/graphql', server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...sessionHeaders(client) },
    body: JSON.stringify({ query, variables }),
    signal: timeout(),
  });
  return { status: response.status, body: (await response.json()) as any };
}

const sessionHeaders = (client: ApiClient): Record<string, string> => ({
  'x-forwarded-for': client.ip,
  ...(client.sessionCookie ? { cookie: `lekhapadi_session=${client.sessionCookie}` } : {}),
});

async function post(url: string, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(new URL(url, server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9', ...headers },
    body,
    signal: timeout(),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as any };
}

async function located(): Promise<ApiClient> {
  const { client } = await signedUpUser(server);
  const province = findProvince('bagmati')!;
  const district = findDistrict('kathmandu', province)!;
  const localLevel = findLocalLevel('Kathmandu', district)!;
  const moved = await graphql(
    client,
    'mutation L($input: UpdateLocationInput!) { updateLocation(input: $input) { id } }',
    { input: { provinceId: province.id, districtId: district.id, localLevelId: localLevel.id, ward: 32 } },
  );
  expect(moved.body.errors).toBeUndefined();
  return client;
}

const UPLOAD_STAMP =
  'mutation U($image: String!) { uploadStampImage(imageBase64: $image) { id width height } }';
const GENERATE = 'mutation G($input: GenerateDocumentInput!) { generateDocument(input: $input) { id } }';
const DOCUMENT = 'query D($id: ID!) { document(id: $id) { id status } }';
const SAVE = `mutation S($documentId: ID!, $annotations: [AnnotationInput!]!) {
  saveDocumentAnnotations(documentId: $documentId, annotations: $annotations) { id number }
}`;

async function generated(client: ApiClient, workKey: string, values: Record<string, unknown>) {
  const started = await graphql(client, GENERATE, { input: { workKey, values } });
  expect(started.body.errors).toBeUndefined();
  const id = started.body.data.generateDocument.id as string;
  for (;;) {
    const { status } = (await graphql(client, DOCUMENT, { id })).body.data.document;
    if (status === 'READY') return id;
    if (status === 'FAILED') throw new Error(`document ${id} failed`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const expectRefused = (result: { status: number; body: any }, code: string, messageCode?: string) => {
  const error = result.body?.errors?.[0]?.extensions ?? result.body;
  expect({ code: error?.code, ...(messageCode ? { messageCode: error?.messageCode } : {}) }).toEqual({
    code,
    ...(messageCode ? { messageCode } : {}),
  });
};

test('idle requests: the baseline', async () => {
  await withinBudget('GET /livez (baseline)', async () => {
    const response = await fetch(new URL('/livez', server.url), { signal: timeout() });
    expect(response.status).toBe(200);
  });
});

describe('stamp images', () => {
  let client: ApiClient;
  beforeAll(async () => {
    client = await located();
  });
  afterEach(async () => {
    // The account's 20 stamps would run out: each case starts from an empty list.
    client = await located();
  });

  test('the truncated PNG is refused at once and /livez keeps answering', async () => {
    const bytes = (await truncatedPng()).toString('base64');
    await withinBudget('uploadStampImage: PNG cut inside its first IDAT', async () => {
      const started = performance.now();
      const [upload, live] = await Promise.all([
        graphql(client, UPLOAD_STAMP, { image: bytes }),
        fetch(new URL('/livez', server.url), { signal: timeout() }),
      ]);
      expectRefused(upload, 'BAD_USER_INPUT', 'image.unreadable');
      expect(live.status).toBe(200);
      // The report's figure is 100 ms; before the fix no answer ever came. The CPU is held to the
      // budget above; the wall-clock ceiling only tells "answered" from "never" on a busy machine.
      expect(performance.now() - started).toBeLessThan(20_000);
    });
  });

  test('a 12,000² all-zero PNG (a decompression bomb) is refused', async () => {
    const bytes = (await zeroPngBomb()).toString('base64');
    await withinBudget('uploadStampImage: 12,000² zero PNG bomb', async () => {
      expectRefused(
        await graphql(client, UPLOAD_STAMP, { image: bytes }),
        'BAD_USER_INPUT',
        'image.tooManyPixels',
      );
    });
  });

  test('the largest PNG and JPEG a stamp may be are accepted', async () => {
    for (const format of ['png', 'jpeg'] as const) {
      const bytes = (await largestPicture(format, 1024 * 1024)).toString('base64');
      await withinBudget(`uploadStampImage: 1 MB noise ${format.toUpperCase()}`, async () => {
        const upload = await graphql(client, UPLOAD_STAMP, { image: bytes });
        expect(upload.body.errors).toBeUndefined();
      });
    }
  });
});

describe('avatars (REST, multipart)', () => {
  let client: ApiClient;
  beforeAll(async () => {
    client = (await signedUpUser(server)).client;
  });

  const sendAvatar = async (bytes: Buffer, type: string) => {
    const form = new FormData();
    form.append('profilePic', new Blob([new Uint8Array(bytes)], { type }), 'picture');
    const response = await fetch(new URL('/np/api/v1/updateUser/updateUserProfilePic', server.url), {
      method: 'POST',
      headers: sessionHeaders(client),
      body: form,
      signal: timeout(),
    });
    return { status: response.status, body: (await response.json()) as any };
  };

  test('a truncated PNG, a bomb and the largest JPEG', async () => {
    const truncated = await truncatedPng();
    await withinBudget('avatar: PNG cut inside its first IDAT', async () => {
      const answer = await sendAvatar(truncated, 'image/png');
      expect(answer.status).toBe(400);
      expectRefused(answer, 'BAD_USER_INPUT', 'image.unreadable');
    });
    const bomb = await zeroPngBomb();
    await withinBudget('avatar: 12,000² zero PNG bomb', async () => {
      const answer = await sendAvatar(bomb, 'image/png');
      expect(answer.status).toBe(400);
      expectRefused(answer, 'BAD_USER_INPUT', 'image.tooManyPixels');
    });
    const photo = await largestPicture('jpeg', 2 * 1024 * 1024);
    await withinBudget('avatar: 2 MB noise JPEG', async () => {
      const answer = await sendAvatar(photo, 'image/jpeg');
      expect(answer.body).toMatchObject({ status: true });
    });
  });
});

describe('annotations at their limits', () => {
  let client: ApiClient;
  let documentId: string;
  let stampId: string;
  beforeAll(async () => {
    client = await located();
    documentId = await generated(
      client,
      'birth-date-verification',
      longestValues(fieldsOf('birth-date-verification')),
    );
    const stamp = await graphql(client, UPLOAD_STAMP, {
      image: (await largestPicture('png', 1024 * 1024)).toString('base64'),
    });
    stampId = stamp.body.data.uploadStampImage.id;
  });

  const save = async (annotations: unknown[]) => {
    const saved = await graphql(client, SAVE, { documentId, annotations });
    expect(saved.body.errors).toBeUndefined();
  };
  const TEXT = 'वडा अध्यक्षज्यूको सिफारिस बमोजिम प्रमाणित गरिन्छ। '.repeat(30).slice(0, 1000);
  const rect = { x: 20, y: 20, width: 555, height: 800 };

  test('200 free texts of 1,000 Devanagari characters', async () => {
    const annotations = Array.from({ length: 200 }, () => ({
      kind: 'FREE_TEXT',
      page: 1,
      rect,
      text: TEXT,
      fontSize: 6,
    }));
    await withinBudget('saveDocumentAnnotations: 200 × 1,000-char free text', () => save(annotations));
  });

  const quads = Array.from({ length: 100 }, (_, i) => ({ x: 30, y: 30 + i * 7.5, width: 500, height: 7 }));
  const highlight = { kind: 'HIGHLIGHT', page: 1, rect, quads, text: TEXT };
  const stroke = Array.from({ length: 100 }, (_, i) => [100 + i * 3 + 0.25, 100 + (i % 7) * 20 + 0.5]).flat();
  const ink = { kind: 'INK', page: 1, rect, inkPaths: Array.from({ length: 50 }, () => stroke) };

  test('highlights with the most lines a save may hold', async () => {
    await withinBudget('saveDocumentAnnotations: 10 × 100-quad highlight', () =>
      save(Array(10).fill(highlight)),
    );
  });

  test('ink with the most points a save may hold', async () => {
    await withinBudget('saveDocumentAnnotations: 2 × 5,000-point ink', () => save([ink, ink]));
  });

  test('a save at every limit at once', async () => {
    const freeText = { kind: 'FREE_TEXT', page: 1, rect, text: TEXT, fontSize: 6 };
    const annotations = [ink, ink, ...Array(10).fill(highlight), ...Array(188).fill(freeText)];
    await withinBudget('saveDocumentAnnotations: 200 at every limit', () => save(annotations));
  });

  test('ink as many points as a 2 MB body carries is refused unread', async () => {
    const many = Array.from({ length: 28 }, () => ({
      ...ink,
      inkPaths: Array(25).fill([...stroke, ...stroke]),
    }));
    expect(JSON.stringify(many).length).toBeGreaterThan(1_500_000);
    await withinBudget('saveDocumentAnnotations: 28 × 5,000-point ink (2 MB)', async () => {
      const refused = await graphql(client, SAVE, { documentId, annotations: many });
      expect(refused.status).toBe(400);
      expectRefused(refused, 'BAD_USER_INPUT', 'request.tooManyValues');
    });
  });

  test('200 stamps of the largest stamp image', async () => {
    const annotations = Array.from({ length: 200 }, (_, i) => ({
      kind: 'STAMP',
      page: 1,
      rect: { x: 20 + (i % 10) * 55, y: 20 + Math.floor(i / 10) * 40, width: 50, height: 35 },
      stampImageId: stampId,
    }));
    await withinBudget('saveDocumentAnnotations: 200 stamps of a 1 MB PNG', () => save(annotations));
  });
});

function fieldsOf(workKey: string) {
  const work = listWorks().find((w) => w.key === workKey)!;
  return fieldsFor(work, { provinceSlug: 'bagmati', districtSlug: 'kathmandu', localLevel: 'Kathmandu' });
}

test('the longest form of the work with the most to fill, generated until READY', async () => {
  const longest = listWorks()
    .map((work) => {
      const values = longestValues(fieldsOf(work.key));
      const checked = validateWorkValues(work, fieldsOf(work.key), values);
      return { work, values, size: checked.ok ? JSON.stringify(values).length : 0 };
    })
    .sort((a, b) => b.size - a.size)[0]!;
  const client = await located();
  await withinBudget(`generateDocument: longest ${longest.work.key} form (${longest.size} B)`, async () => {
    await generated(client, longest.work.key, longest.values);
  });
});

describe('webhook endpoints', () => {
  const REGISTER =
    'mutation W($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }';
  const EVERY_EVENT = ['DOCUMENT_READY', 'DOCUMENT_FAILED', 'PAYMENT_COMPLETED'];

  test('the longest address accepted, with every event', async () => {
    // 2,048 characters, the guard's limit (http/outbound-address.ts). A public address written as
    // an IP: accepted with no DNS lookup, so nothing here leaves the machine.
    const base = 'https://93.184.215.14/';
    const path = 'a/'.repeat(1_010);
    await withinBudget('createWebhookEndpoint: 2,048-character address', async (run) => {
      // Each run its own account: ten endpoints is an account's limit.
      const client = (await signedUpUser(server)).client;
      const url = `${base}${path}${run + 1}`.slice(0, 2_048);
      const created = await graphql(client, REGISTER, { input: { url, events: EVERY_EVENT } });
      expect(created.body.errors).toBeUndefined();
    });
  });

  test('a 1 MB address, refused by its length before it is parsed', async () => {
    // Before the limit it was parsed and stored: 115 ms (PGlite), 41 ms (PostgreSQL) of the main thread.
    const url = `https://93.184.215.14/${'a/'.repeat(512 * 1024)}`;
    const client = (await signedUpUser(server)).client;
    await withinBudget('createWebhookEndpoint: 1 MB address', async () => {
      const refused = await graphql(client, REGISTER, { input: { url, events: EVERY_EVENT } });
      expect(refused.body.errors?.[0]?.extensions?.messageCode).toBe('webhook.urlTooLong');
    });
  });
});

test('a contact message at its longest, anonymous', async () => {
  const name = 'क'.repeat(60);
  const message = 'नमस्ते, मेरो कागजमा समस्या छ। '.repeat(80).slice(0, 2000);
  await withinBudget('sendContactMessage: 2,000 characters', async (run) => {
    const sent = await post(
      '/graphql',
      JSON.stringify({
        query: 'mutation C($input: ContactMessageInput!) { sendContactMessage(input: $input) { status } }',
        variables: {
          input: {
            firstName: name,
            lastName: name,
            email: 'sita@example.com',
            mobile: '9841000000',
            message,
          },
        },
      }),
      { 'x-forwarded-for': `198.51.100.${run + 10}` },
    );
    expect(sent.body.errors).toBeUndefined();
  });
});

test('a wallet return with the longest proof a body carries is refused unread', async () => {
  // The proof is the wallet's parameter on the return URL: a real one is a few hundred characters
  // (eSewa's signed data) or 22 (Khalti's pidx). This one is a megabyte of valid base64 JSON with
  // 60,000 fields, which would be decoded, parsed and its signature checked.
  const fields = Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [`f${i}`, 'x']));
  const proof = Buffer.from(JSON.stringify(fields)).toString('base64');
  const { client } = await signedUpUser(server);
  for (const provider of ['ESEWA', 'KHALTI']) {
    await withinBudget(
      `confirmPayment: ${provider}, a ${(proof.length / 1e6).toFixed(1)} MB proof`,
      async () => {
        const answer = await graphql(
          client,
          'mutation C($provider: PaymentProvider!, $proof: String!) { confirmPayment(provider: $provider, proof: $proof) { status } }',
          { provider, proof },
        );
        expect(answer.body.errors?.[0]).toMatchObject({
          message: 'No valid payment data found.',
          extensions: { code: 'BAD_USER_INPUT' },
        });
      },
    );
  }
});

describe('request bodies', () => {
  const deepArray = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
  const deepObject = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;

  test('JSON nested 100,000 deep is a 400 on REST and GraphQL', async () => {
    for (const [name, body] of [
      ['[ × 100,000', deepArray],
      ['{"a": × 100,000', deepObject],
    ] as const) {
      await withinBudget(`REST POST /auth/login: ${name}`, async () => {
        const answer = await post('/np/api/v1/auth/login', body);
        expect(answer.status).toBe(400);
        expectRefused(answer, 'BAD_USER_INPUT', 'request.tooDeep');
      });
      await withinBudget(`POST /graphql: ${name}`, async () => {
        const answer = await post('/graphql', body);
        expect(answer.status).toBe(400);
        expectRefused(answer, 'BAD_USER_INPUT', 'request.tooDeep');
      });
    }
  });

  test('a 2 MB body of many small values is refused unread', async () => {
    const many = JSON.stringify({
      email: 'a@example.com',
      password: 'x',
      pad: Array.from({ length: 900_000 }, (_, i) => i % 10),
    });
    const keys = JSON.stringify(Object.fromEntries(Array.from({ length: 90_000 }, (_, i) => [`k${i}`, 'v'])));
    expect(many.length).toBeGreaterThan(1_700_000);
    for (const [name, body] of [
      ['900,000 numbers', many],
      ['90,000 keys', keys],
    ] as const) {
      await withinBudget(`REST POST /auth/login: ${name}`, async () => {
        expectRefused(await post('/np/api/v1/auth/login', body), 'BAD_USER_INPUT', 'request.tooManyValues');
      });
      await withinBudget(`POST /graphql: ${name}`, async () => {
        expectRefused(await post('/graphql', body), 'BAD_USER_INPUT', 'request.tooManyValues');
      });
    }
  });
});
