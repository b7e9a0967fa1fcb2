import type { Client } from 'graphql-ws';
import { signedInUser } from '../support/builders.js';
import type { ApiResponse } from '../support/client.js';
import { fetchLink, generate, holdRenders, locatedUser, validBirthDateValues } from '../support/documents.js';
import { documentTopic } from '../../server/src/modules/documents/document-events.js';
import { fromRequests, recordSql } from '../support/sql-counter.js';
import { socketOf } from '../support/subscriptions.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// @pglite: the in-process event bus (PostgreSQL uses LISTEN/NOTIFY)
// What a browser sees of a generation: the mutation's answer, then documentUpdated over a real
// graphql-ws WebSocket until READY, with a link that serves the PDF.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const UPDATES = 'subscription { documentUpdated { id status downloadUrl } }';
const UPDATES_OF = `subscription U($id: ID!) { documentUpdated(documentId: $id) { id status downloadUrl } }`;

interface Update {
  id: string;
  status: string;
  downloadUrl: string | null;
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
  const response = await fetchLink(server, link);
  return {
    status: response.status,
    head: Buffer.from(await response.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  };
}

test('the mutation returns the queued document, and its READY event arrives over the WebSocket', async () => {
  const { client } = await locatedUser(server);
  const socket = socketOf(server, client);
  // Hold the render a moment so that the progress in between can be seen.
  const release = holdRenders(server);
  try {
    const subscription = collect(socket, UPDATES);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the subscription is registered
    const document = await generate(client, {
      workKey: 'birth-date-verification',
      values: validBirthDateValues(),
    });
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
    release();
    await socket.dispose();
  }
});

test('a subscriber that comes after a fast render still hears it is READY, then the subscription ends', async () => {
  const { client } = await locatedUser(server);
  const { id } = await generate(client, {
    workKey: 'birth-date-verification',
    values: validBirthDateValues(),
  });
  await server.services.renderScheduler.idle(); // rendered before anyone listens
  const socket = socketOf(server, client);
  try {
    const updates = await collect(socket, UPDATES_OF, { id }).until(id);
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ id, status: 'READY' });
    expect(await pdfAt(updates[0]!.downloadUrl!)).toEqual({ status: 200, head: '%PDF-' });
  } finally {
    await socket.dispose();
  }
});

test('following one’s own document reads its row once: the access check is the state it starts from', async () => {
  const { client } = await locatedUser(server);
  const { id } = await generate(client, {
    workKey: 'birth-date-verification',
    values: validBirthDateValues(),
  });
  await server.services.renderScheduler.idle();
  const socket = socketOf(server, client);
  try {
    let updates: Update[] = [];
    const statements = await recordSql(server.services.orm, async () => {
      updates = await collect(socket, UPDATES_OF, { id }).until(id);
    });
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ id, status: 'READY' });
    const reads = fromRequests(statements).filter(
      (sql) => /^select/i.test(sql) && /generated_document/.test(sql),
    );
    expect(reads).toHaveLength(1);
  } finally {
    await socket.dispose();
  }
});

test('subscribing to a document right after the mutation follows it to READY', async () => {
  const { client } = await locatedUser(server);
  const socket = socketOf(server, client);
  try {
    const { id } = await generate(client, {
      workKey: 'birth-date-verification',
      values: validBirthDateValues(),
    });
    const updates = await collect(socket, UPDATES_OF, { id }).until(id);
    expect(updates.at(-1)).toMatchObject({ id, status: 'READY' });
  } finally {
    await socket.dispose();
  }
});

test('three open tabs hear each event with one read of the row between them', async () => {
  const { client } = await locatedUser(server);
  const tabs = [socketOf(server, client), socketOf(server, client), socketOf(server, client)];
  const heard: Update[][] = tabs.map(() => []);
  const stops = tabs.map((tab, i) =>
    tab.subscribe<{ documentUpdated: Update }>(
      { query: UPDATES },
      {
        next: ({ data }) => heard[i]!.push(data!.documentUpdated),
        error: () => undefined,
        complete: () => {},
      },
    ),
  );
  const release = holdRenders(server);
  try {
    await new Promise((resolve) => setTimeout(resolve, 300)); // the subscriptions are registered
    const { id } = await generate(client, {
      workKey: 'birth-date-verification',
      values: validBirthDateValues(),
    });
    const everyTab = async (heardEnough: (updates: Update[]) => boolean) => {
      const until = Date.now() + 20_000;
      while (!heard.every((updates) => heardEnough(updates.filter((u) => u.id === id)))) {
        if (Date.now() > until) throw new Error(`the tabs heard ${JSON.stringify(heard)}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    // QUEUED and RENDERING are out (the render is held after its claim), each heard by every tab.
    await everyTab((updates) => updates.length === 2);
    const statements = await recordSql(server.services.orm, async () => {
      release();
      await everyTab((updates) => updates.some((u) => u.status === 'READY'));
    });
    // One event in the window (READY): its row is read once, not once per tab.
    const reads = fromRequests(statements).filter(
      (sql) => /^select/i.test(sql) && /generated_document/.test(sql),
    );
    expect(reads).toHaveLength(1);
    for (const updates of heard) {
      const ready = updates.find((u) => u.id === id && u.status === 'READY')!;
      expect(await pdfAt(ready.downloadUrl!)).toEqual({ status: 200, head: '%PDF-' });
    }
  } finally {
    release();
    for (const stop of stops) stop();
    await Promise.all(tabs.map((tab) => tab.dispose()));
  }
});

test('another user’s document cannot be followed', async () => {
  const owner = await locatedUser(server);
  const stranger = await signedInUser(server);
  const { id } = await generate(owner.client, {
    workKey: 'birth-date-verification',
    values: validBirthDateValues(),
  });
  const socket = socketOf(server, stranger.client);
  try {
    await expect(collect(socket, UPDATES_OF, { id }).until(id)).rejects.toThrow(/not found/i);
  } finally {
    await socket.dispose();
  }
});

test('POST /genpdf waits on the document’s event, not by reading its row again and again', async () => {
  const { client } = await locatedUser(server);
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
  const reads = fromRequests(statements).filter(
    (sql) => /^select/i.test(sql) && /generated_document/.test(sql),
  );
  console.info(
    `POST /genpdf: ${statements.length} SQL statements, ${reads.length} SELECTs of generated_document`,
  );
  expect(reads.length).toBeLessThanOrEqual(2);
});

test('a finished render announces what it already knows: it never reads the document row again', async () => {
  const { client, userId } = await locatedUser(server);
  // Warm: the first render on a thread parses the fonts.
  await generate(client, { workKey: 'birth-date-verification', values: validBirthDateValues() });
  const release = holdRenders(server);
  const { id } = await generate(client, {
    workKey: 'birth-date-verification',
    values: validBirthDateValues(),
  });
  const events = server.services.events.subscribe<{ documentId: string; status: string }>(
    documentTopic(userId),
  );
  const statements = await recordSql(server.services.orm, async (seen) => {
    release();
    for await (const event of events) if (event.documentId === id && event.status === 'READY') break;
    // The webhook announcement follows the event; its look-up of the endpoints is the path's end.
    while (!seen.some((sql) => /"webhook_endpoint"/.test(sql))) await new Promise((r) => setTimeout(r, 10));
  });
  // The claim returns the row; settling is one UPDATE; the webhook look-up reads the endpoints.
  const reads = statements.filter((sql) => /^select/i.test(sql) && /"generated_document"/.test(sql));
  expect(reads).toEqual([]);
});
