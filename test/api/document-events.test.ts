import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { signedInUser } from '../support/builders.js';
import type { ApiClient, ApiResponse } from '../support/client.js';
import { setLocation, validBirthDateValues } from '../support/documents.js';
import { recordSql } from '../support/sql-counter.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// What a browser sees of a generation: the mutation's answer, then documentUpdated over a real
// graphql-ws WebSocket until READY, with a link that serves the PDF.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const GENERATE = `mutation G($input: GenerateDocumentInput!) {
  generateDocument(input: $input) { id status workKey }
}`;
const UPDATES = 'subscription { documentUpdated { id status downloadUrl } }';
const UPDATES_OF = `subscription U($id: ID!) { documentUpdated(documentId: $id) { id status downloadUrl } }`;

interface Update {
  id: string;
  status: string;
  downloadUrl: string | null;
}

function socketOf(client: ApiClient): Client {
  const host = new URL(server.url).host;
  const headers = { cookie: `lekhapadi_session=${client.sessionCookie}`, origin: `http://${host}` };
  return createClient({
    url: `${server.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    },
    retryAttempts: 0,
  });
}

/** Collects updates until one for `id` is READY or FAILED (or the subscription completes). */
function collect(socket: Client, query: string, variables: Record<string, unknown> = {}) {
  const updates: Update[] = [];
  let wanted = '';
  let finish!: () => void;
  let fail!: (error: unknown) => void;
  const done = new Promise<Update[]>((resolve, reject) => {
    finish = () => resolve(updates);
    fail = reject;
  });
  const timer = setTimeout(() => fail(new Error(`no final update: ${JSON.stringify(updates)}`)), 30_000);
  const stop = socket.subscribe<{ documentUpdated: Update }>(
    { query, variables },
    {
      next: ({ data, errors }) => {
        if (errors) return fail(new Error(JSON.stringify(errors)));
        const update = data!.documentUpdated;
        updates.push(update);
        if ((!wanted || update.id === wanted) && ['READY', 'FAILED'].includes(update.status)) finish();
      },
      error: fail,
      complete: () => finish(),
    },
  );
  return {
    until(id: string) {
      wanted = id;
      if (updates.some((u) => u.id === id && ['READY', 'FAILED'].includes(u.status))) finish();
      return done.finally(() => {
        clearTimeout(timer);
        stop();
      });
    },
  };
}

async function pdfAt(link: string) {
  const signed = new URL(link);
  const response = await fetch(new URL(`${signed.pathname}${signed.search}`, server.url));
  return {
    status: response.status,
    head: Buffer.from(await response.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  };
}

async function locatedUser() {
  const user = await signedInUser(server);
  await setLocation(server, user.client, user.userId);
  return user;
}

test('the mutation returns the queued document, and its READY event arrives over the WebSocket', async () => {
  const { client } = await locatedUser();
  const socket = socketOf(client);
  // Hold the render a moment so that the progress in between can be seen.
  const pool = server.services.renderPool;
  const render = pool.render;
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  pool.render = async (task) => {
    await held;
    return render(task);
  };
  try {
    const subscription = collect(socket, UPDATES);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the subscription is registered
    const result = await client.graphql(GENERATE, {
      input: { workKey: 'birth-date-verification', values: validBirthDateValues() },
    });
    expect(result.errors).toBeUndefined();
    const document = result.data.generateDocument;
    expect(['QUEUED', 'RENDERING']).toContain(document.status);
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    const updates = (await subscription.until(document.id)).filter((u) => u.id === document.id);

    const order = ['QUEUED', 'RENDERING', 'READY'];
    const statuses = updates.map((u) => u.status);
    expect(statuses).toContain('RENDERING');
    expect(statuses.at(-1)).toBe('READY');
    // Never backwards: each update is the row as it is when the event is delivered.
    expect([...statuses].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(statuses);
    expect(await pdfAt(updates.at(-1)!.downloadUrl!)).toEqual({ status: 200, head: '%PDF-' });
  } finally {
    pool.render = render;
    release();
    await socket.dispose();
  }
});

test('a subscriber that comes after a fast render still hears it is READY, then the subscription ends', async () => {
  const { client } = await locatedUser();
  const result = await client.graphql(GENERATE, {
    input: { workKey: 'birth-date-verification', values: validBirthDateValues() },
  });
  const { id } = result.data.generateDocument;
  await server.services.renderScheduler.idle(); // rendered before anyone listens
  const socket = socketOf(client);
  try {
    const updates = await collect(socket, UPDATES_OF, { id }).until(id);
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ id, status: 'READY' });
    expect(await pdfAt(updates[0]!.downloadUrl!)).toEqual({ status: 200, head: '%PDF-' });
  } finally {
    await socket.dispose();
  }
});

test('subscribing to a document right after the mutation follows it to READY', async () => {
  const { client } = await locatedUser();
  const socket = socketOf(client);
  try {
    const result = await client.graphql(GENERATE, {
      input: { workKey: 'birth-date-verification', values: validBirthDateValues() },
    });
    const { id } = result.data.generateDocument;
    const updates = await collect(socket, UPDATES_OF, { id }).until(id);
    expect(updates.at(-1)).toMatchObject({ id, status: 'READY' });
  } finally {
    await socket.dispose();
  }
});

test('another user’s document cannot be followed', async () => {
  const owner = await locatedUser();
  const stranger = await signedInUser(server);
  const result = await owner.client.graphql(GENERATE, {
    input: { workKey: 'birth-date-verification', values: validBirthDateValues() },
  });
  const socket = socketOf(stranger.client);
  try {
    await expect(
      collect(socket, UPDATES_OF, { id: result.data.generateDocument.id }).until(
        result.data.generateDocument.id,
      ),
    ).rejects.toThrow(/not found/i);
  } finally {
    await socket.dispose();
  }
});

test('POST /genpdf waits on the document’s event, not by reading its row again and again', async () => {
  const { client } = await locatedUser();
  // Warm: the first render on a thread parses the fonts.
  await client.rest('POST', '/genpdf/bagmati/kathmandu/birth-date-verification', {
    data: validBirthDateValues(),
  });
  let response: ApiResponse<{ document: { status: string } }> | undefined;
  const statements = await recordSql(server.services.orm, async () => {
    response = await client.rest('POST', '/genpdf/bagmati/kathmandu/birth-date-verification', {
      data: validBirthDateValues(),
    });
  });
  expect(response?.status).toBe(200);
  expect(response?.body.document.status).toBe('READY');
  // The safety net's periodic look for orphans is not part of the request.
  const reads = statements.filter(
    (sql) =>
      /^select/i.test(sql) &&
      /generated_document/.test(sql) &&
      !/^select id from generated_document/.test(sql),
  );
  console.info(
    `POST /genpdf: ${statements.length} SQL statements, ${reads.length} SELECTs of generated_document`,
  );
  expect(reads.length).toBeLessThanOrEqual(2);
});
