import { spawn } from 'node:child_process';
import path from 'node:path';
import { type Client, createClient } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import {
  findDistrict,
  findLocalLevel,
  findProvince,
} from '../../server/src/modules/locations/locations.catalog.js';
import { signedUpUser } from '../support/builders.js';
import type { ApiClient } from '../support/client.js';
import { createTestDatabase } from '../support/database.js';
import { validValues } from '../support/documents.js';
import { type LocalS3, startLocalS3 } from '../support/s3-server.js';
import { type ServerProcess, freePort, startServerProcess } from '../support/server-process.js';

// Two built server processes (A and B) on one PostgreSQL database and one S3-compatible bucket,
// as deploy/ lays them out: a document asked for on A is announced on B's WebSocket (LISTEN/NOTIFY),
// its PDF comes from the bucket through the signed link; when A dies mid-render, B renders what A
// left behind (the pg-boss safety net).
const WORK = 'birth-date-verification';
/**
 * How long B may take to finish what A left: A's render leases lapse 10 s after its last renewal
 * and B's render scheduler takes expired leases at once; the crash-recovery promise is 35 s.
 */
const RECOVERY_TIMEOUT_MS = 35_000;

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) throw new Error('The multi-instance test runs on PostgreSQL: set DATABASE_URL');

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let s3: LocalS3;
let a: ServerProcess;
let b: ServerProcess;
let user: { client: ApiClient; userId: string };

beforeAll(async () => {
  database = await createTestDatabase();
  const [portA, portB] = [await freePort(), await freePort()];
  const origins = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
  s3 = await startLocalS3(origins);
  const shared = {
    ...s3.env,
    DATABASE_URL: database.target.kind === 'postgres' ? database.target.url : '',
    URL_SIGNING_SECRET: 'multi-instance-test-secret-of-enough-length-0123456789',
    RENDER_THREADS: '1',
  };
  // One after the other: the first runs the migrations, the second finds them done.
  a = await startServerProcess(shared, { port: portA });
  b = await startServerProcess(shared, { port: portB });
  user = await signedUpUser(a);
  await placeAndPlan(user.userId);
});

afterAll(async () => {
  await Promise.allSettled([a?.stop(), b?.stop()]);
  await s3?.close();
  await database?.drop();
});

/** Kathmandu ward 32 and a premium plan, straight in the shared database. */
async function placeAndPlan(userId: string) {
  const province = findProvince('bagmati')!;
  const district = findDistrict('kathmandu', province)!;
  const localLevel = findLocalLevel('Kathmandu', district)!;
  const client = new pg.Client({ connectionString: (database.target as { url: string }).url });
  await client.connect();
  try {
    await client.query(
      `update app_user set province_id = $2, district_id = $3, local_level_id = $4, ward = 32,
         subscription_plan = 'premium', subscription_starts_at = now(),
         subscription_expires_at = now() + interval '1 day'
       where id = $1`,
      [userId, province.id, district.id, localLevel.id],
    );
  } finally {
    await client.end();
  }
}

/** A WebSocket like the browser's (its Origin and session cookie) to one instance. */
function socketTo(instance: ServerProcess): Client {
  const cookie = `lekhapadi_session=${user.client.sessionCookie}`;
  return createClient({
    url: `${instance.url.replace('http', 'ws')}/graphql`,
    lazy: false,
    retryAttempts: 0,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie, origin: instance.url } });
      }
    },
  });
}

/** documentUpdated on one instance: the ids seen per status, and a way to wait for some. */
async function documentUpdates(instance: ServerProcess) {
  const client = socketTo(instance);
  const seen = new Map<string, string>();
  const waiters: (() => void)[] = [];
  await new Promise<void>((resolve, reject) => {
    client.on('connected', () => resolve());
    setTimeout(() => reject(new Error('no WebSocket connection')), 10_000);
  });
  const stop = client.subscribe<{ documentUpdated: { id: string; status: string } }>(
    { query: 'subscription { documentUpdated { id status } }' },
    {
      next: ({ data }) => {
        if (!data) return;
        seen.set(data.documentUpdated.id, data.documentUpdated.status);
        for (const wake of waiters.splice(0)) wake();
      },
      error: () => undefined,
      complete: () => undefined,
    },
  );
  return {
    seen,
    async waitFor(ids: string[], timeoutMs: number) {
      const deadline = Date.now() + timeoutMs;
      while (!ids.every((id) => seen.get(id) === 'READY')) {
        const left = deadline - Date.now();
        if (left <= 0) return false;
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, Math.min(left, 5_000));
        });
      }
      return true;
    },
    async close() {
      stop();
      await client.dispose();
    },
  };
}

async function generateOn(instance: ServerProcess): Promise<string> {
  const response = await fetch(`${instance.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `lekhapadi_session=${user.client.sessionCookie}` },
    body: JSON.stringify({
      query: 'mutation G($input: GenerateDocumentInput!) { generateDocument(input: $input) { id } }',
      variables: { input: { workKey: WORK, values: validValues(WORK) } },
    }),
  });
  const body = (await response.json()) as { data?: { generateDocument: { id: string } }; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.generateDocument.id;
}

async function documentOn(instance: ServerProcess, id: string) {
  const response = await fetch(`${instance.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `lekhapadi_session=${user.client.sessionCookie}` },
    body: JSON.stringify({
      query: 'query D($id: ID!) { document(id: $id) { status downloadUrl } }',
      variables: { id },
    }),
  });
  const body = (await response.json()) as {
    data: { document: { status: string; downloadUrl: string | null } };
  };
  return body.data.document;
}

test('a document asked for on A is announced on B, and its PDF comes from the bucket', async () => {
  // The browser's order: the mutation first, then the subscription, then a read of the row (an
  // event sent in between is not lost: the row says READY).
  const id = await generateOn(a);
  const updates = await documentUpdates(b);
  try {
    const announced = updates.waitFor([id], 30_000);
    const { status } = await documentOn(b, id);
    if (status !== 'READY') expect(await announced).toBe(true);
  } finally {
    await updates.close();
  }

  // And with B listening first, the READY event itself crosses from A to B.
  const listening = await documentUpdates(b);
  try {
    await new Promise((resolve) => setTimeout(resolve, 300)); // the subscription reaches B
    const second = await generateOn(a);
    expect(await listening.waitFor([second], 30_000)).toBe(true);
  } finally {
    await listening.close();
  }

  const { downloadUrl } = await documentOn(b, id);
  expect(downloadUrl?.startsWith(`${s3.endpoint}/${s3.bucket}/`)).toBe(true);
  const pdf = await fetch(downloadUrl!, { headers: { origin: b.url } });
  expect(pdf.status).toBe(200);
  expect(pdf.headers.get('access-control-allow-origin')).toBe(b.url);
  expect(
    Buffer.from(await pdf.arrayBuffer())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
});

test('the deploy smoke script passes against both instances', async () => {
  const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
    let output = '';
    const child = spawn(process.execPath, ['deploy/smoke.mjs', a.url, b.url], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, SMOKE_SESSION: user.client.sessionCookie, SMOKE_ORIGIN: b.url },
    });
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (exitCode) => resolve({ code: exitCode, output }));
  });
  expect(output).toContain('smoke: all checks passed');
  expect(code).toBe(0);
});

test('when A dies with documents in flight, B renders them', async () => {
  const updates = await documentUpdates(b);
  try {
    const ids = await Promise.all(Array.from({ length: 8 }, () => generateOn(a)));
    await a.stop('SIGKILL');
    const left = [];
    for (const id of ids) if ((await documentOn(b, id)).status !== 'READY') left.push(id);
    // A crash that left nothing to do would prove nothing.
    expect(left.length).toBeGreaterThan(0);

    const killedAt = Date.now();
    expect(await updates.waitFor(left, RECOVERY_TIMEOUT_MS)).toBe(true);
    console.info(
      `${left.length} documents A left behind were READY on B ${Date.now() - killedAt} ms after the kill`,
    );
    for (const id of ids) {
      const document = await documentOn(b, id);
      expect(document.status).toBe('READY');
      const pdf = await fetch(document.downloadUrl!);
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');
    }
  } finally {
    await updates.close();
  }
});
