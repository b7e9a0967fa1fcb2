#!/usr/bin/env node
// Checks a deployed set of Lekhapadi instances end to end:
//
//   node deploy/smoke.mjs http://10.0.0.11:4000 http://10.0.0.12:4000 [https://lekhapadi.example]
//
// Run it from the app's folder (it uses the app's own `ws` and `graphql-ws`). For each address:
// /livez and /readyz answer, the built page is served, GraphQL answers, the WebSocket accepts.
// With SMOKE_SESSION set (the lekhapadi_session cookie of an account kept for this, with its place
// set and documents left to generate) it also asks for a document on the FIRST address, waits for
// READY on a WebSocket to the LAST one (the event crossed instances through PostgreSQL), and
// downloads the PDF through the signed link as the browser would (from the bucket, with CORS for
// PUBLIC_URL's origin when SMOKE_ORIGIN is set). Exit code 0 when every check passed.
//
// A production server runs only the website's operations, by id (GRAPHQL_TRUSTED_DOCUMENTS=only),
// so the checks send the website's own trusted documents, from this folder's build
// (dist/server/persisted-documents.json): build the release that is deployed.
import { readFileSync } from 'node:fs';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

const addresses = process.argv.slice(2).map((address) => address.replace(/\/$/, ''));
if (addresses.length === 0) {
  console.error('usage: node deploy/smoke.mjs <instance URL>... (SMOKE_SESSION=<cookie> for generation)');
  process.exit(2);
}
const session = process.env.SMOKE_SESSION;
const origin = process.env.SMOKE_ORIGIN;
const work = process.env.SMOKE_WORK ?? 'birth-date-verification';
const values = JSON.parse(
  process.env.SMOKE_VALUES ??
    JSON.stringify({
      fullName: 'सीता शर्मा',
      gender: 'female',
      dateOfBirthBs: '2055/04/12',
      fatherName: 'हरि शर्मा',
      grandfatherName: 'राम शर्मा',
    }),
);
const TIMEOUT_MS = Number(process.env.SMOKE_TIMEOUT_MS ?? 60_000);

const FINAL_STATUSES = new Set(['READY', 'FAILED']);

let failures = 0;
async function check(name, run) {
  const started = Date.now();
  try {
    const detail = await run();
    console.log(`ok    ${name} (${Date.now() - started} ms)${detail ? ` ${detail}` : ''}`);
  } catch (error) {
    failures += 1;
    console.log(`FAIL  ${name}: ${error instanceof Error ? error.message : error}`);
  }
}

const cookie = session ? { cookie: `lekhapadi_session=${session}` } : {};

async function get(url, expected = 200) {
  const response = await fetch(url, { headers: cookie, signal: AbortSignal.timeout(10_000) });
  if (response.status !== expected) throw new Error(`${url} answered ${response.status}`);
  return response;
}

const trustedDocuments = JSON.parse(
  readFileSync(new URL('../dist/server/persisted-documents.json', import.meta.url), 'utf8'),
);

/** The extensions that name the website's operation of this name, as the browser sends them. */
function trustedDocument(operationName) {
  const named = new RegExp(`(^|\\s)(query|mutation|subscription) ${operationName}\\b`);
  const id = Object.keys(trustedDocuments).find((key) => named.test(trustedDocuments[key]));
  if (!id) throw new Error(`${operationName} is not one of this build's trusted documents`);
  return { persistedQuery: { version: 1, sha256Hash: id } };
}

async function graphql(address, operationName, variables) {
  const response = await fetch(`${address}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...cookie },
    body: JSON.stringify({ variables, extensions: trustedDocument(operationName) }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = await response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

function socket(address) {
  return createClient({
    url: `${address.replace(/^http/, 'ws')}/graphql`,
    lazy: false,
    retryAttempts: 0,
    webSocketImpl: class extends WebSocket {
      constructor(url, protocols) {
        super(url, protocols, { headers: cookie });
      }
    },
  });
}

for (const address of addresses) {
  await check(`${address} /livez`, async () => {
    await get(`${address}/livez`);
  });
  await check(`${address} /readyz`, async () =>
    JSON.stringify(await (await get(`${address}/readyz`)).json()),
  );
  await check(`${address} page`, async () => {
    const html = await (await get(`${address}/`)).text();
    if (!html.includes('<div id="root">')) throw new Error('not the app page');
  });
  await check(`${address} GraphQL`, async () => {
    const { provinces } = await graphql(address, 'Provinces');
    if (provinces.length !== 7) throw new Error(`${provinces.length} provinces`);
  });
  await check(`${address} WebSocket`, async () => {
    const client = socket(address);
    await new Promise((resolve, reject) => {
      client.on('connected', resolve);
      client.on('closed', (event) => reject(new Error(`closed (${event?.code})`)));
      setTimeout(() => reject(new Error('no connection_ack')), 10_000);
    });
    await client.dispose();
  });
}

if (session) {
  const first = addresses[0];
  const last = addresses.at(-1);
  await check(`generate on ${first}, READY on ${last}, PDF through the signed link`, async () => {
    const client = socket(last);
    const ready = new Map();
    // A fast render can be announced before the mutation's answer arrives: keep what was seen.
    const settled = new Map();
    const subscribed = new Promise((resolve, reject) => {
      client.on('connected', resolve);
      setTimeout(() => reject(new Error('no WebSocket')), 10_000);
    });
    const stop = client.subscribe(
      { query: '', extensions: trustedDocument('DocumentUpdated') },
      {
        // Progress (QUEUED, RENDERING) is announced too; the check waits for the final state.
        next: ({ data }) => {
          const update = data?.documentUpdated;
          if (!update || !FINAL_STATUSES.has(update.status)) return;
          settled.set(update.id, update.status);
          ready.get(update.id)?.(update.status);
        },
        error: () => undefined,
        complete: () => undefined,
      },
    );
    await subscribed;
    // The subscription is registered once the server has the operation; give it a moment.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const { generateDocument } = await graphql(first, 'GenerateDocument', {
      input: { workKey: work, values },
    });
    const status = await new Promise((resolve, reject) => {
      if (settled.has(generateDocument.id)) resolve(settled.get(generateDocument.id));
      ready.set(generateDocument.id, resolve);
      setTimeout(() => reject(new Error(`no READY within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
    });
    stop();
    await client.dispose();
    if (status !== 'READY') throw new Error(`the document became ${status}`);
    const { document } = await graphql(last, 'DocumentById', { id: generateDocument.id });
    const pdf = await fetch(document.downloadUrl, {
      headers: origin ? { origin } : {},
      signal: AbortSignal.timeout(10_000),
    });
    if (!pdf.ok) throw new Error(`the signed link answered ${pdf.status}`);
    if (
      origin &&
      pdf.headers.get('access-control-allow-origin') === null &&
      !document.downloadUrl.startsWith(origin)
    ) {
      throw new Error(`the bucket sent no CORS header for ${origin}`);
    }
    const bytes = Buffer.from(await pdf.arrayBuffer());
    if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error('the link did not give a PDF');
    return `${generateDocument.id}, ${bytes.length} bytes from ${new URL(document.downloadUrl).host}`;
  });
}

console.log(failures === 0 ? 'smoke: all checks passed' : `smoke: ${failures} check(s) failed`);
process.exit(failures === 0 ? 0 : 1);
