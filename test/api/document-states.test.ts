// @pglite: the in-process event bus (PostgreSQL uses LISTEN/NOTIFY)
// The unfiltered documentUpdated subscription shows each state of a document once, in order,
// QUEUED included: the renderer claims a document at once, so the QUEUED event used to be read
// back as RENDERING, and RENDERING came twice.
import type { Client } from 'graphql-ws';
import { documentTopic, publishDocumentEvent } from '../../server/src/modules/documents/document-events.js';
import { DocumentStatus } from '../../server/src/modules/documents/generated-document.entity.js';
import { generate, holdRenders, locatedUser, validBirthDateValues } from '../support/documents.js';
import { socketOf } from '../support/subscriptions.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const UPDATES = 'subscription { documentUpdated { id status completedAt downloadUrl } }';

interface Update {
  id: string;
  status: string;
  completedAt: string | null;
  downloadUrl: string | null;
}

/** Polls `condition` every 10 ms, for at most 20 seconds. */
async function until(condition: () => boolean, what: () => string) {
  const deadline = Date.now() + 20_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** An unfiltered subscription of `userId`'s, registered on the server before this resolves. */
async function listen(socket: Client, userId: string) {
  const heard: Update[] = [];
  const errors: unknown[] = [];
  const before = server.services.events.subscriberCount(documentTopic(userId));
  const stop = socket.subscribe<{ documentUpdated: Update }>(
    { query: UPDATES },
    {
      next: ({ data, errors: failed }) => (failed ? errors.push(failed) : heard.push(data!.documentUpdated)),
      error: (error) => errors.push(error),
      complete: () => undefined,
    },
  );
  await until(
    () => server.services.events.subscriberCount(documentTopic(userId)) > before,
    () => 'the subscription was not registered',
  );
  const of = (id: string) => heard.filter((update) => update.id === id);
  return { heard, errors, of, stop };
}

test('a held render: QUEUED, RENDERING, READY, each once', async () => {
  const { client, userId } = await locatedUser(server);
  const socket = socketOf(server, client);
  const release = holdRenders(server);
  try {
    const updates = await listen(socket, userId);
    const { id } = await generate(client, {
      workKey: 'birth-date-verification',
      values: validBirthDateValues(),
    });
    await until(
      () => updates.of(id).length >= 2,
      () => JSON.stringify(updates.heard),
    );
    // QUEUED as it was, with no completion nor link; the render is claimed and held meanwhile.
    expect(updates.of(id)[0]).toEqual({ id, status: 'QUEUED', completedAt: null, downloadUrl: null });
    expect(updates.of(id)[1]).toMatchObject({ id, status: 'RENDERING', downloadUrl: null });
    release();
    await until(
      () => updates.of(id).some((update) => update.status === 'READY'),
      () => JSON.stringify(updates.heard),
    );
    await server.services.renderScheduler.idle();
    expect(updates.of(id).map((update) => update.status)).toEqual(['QUEUED', 'RENDERING', 'READY']);
    expect(updates.of(id)[2]!.downloadUrl).toMatch(/^https?:\/\//);
    expect(updates.errors).toEqual([]);
    updates.stop();
  } finally {
    release();
    await socket.dispose();
  }
});

test('a fast render: still every state once, in order', async () => {
  const { client, userId } = await locatedUser(server);
  const socket = socketOf(server, client);
  try {
    const updates = await listen(socket, userId);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      ids.push(
        (await generate(client, { workKey: 'birth-date-verification', values: validBirthDateValues() })).id,
      );
    }
    await until(
      () => ids.every((id) => updates.of(id).some((update) => update.status === 'READY')),
      () => JSON.stringify(updates.heard),
    );
    await server.services.renderScheduler.idle();
    for (const id of ids) {
      expect(updates.of(id).map((update) => update.status)).toEqual(['QUEUED', 'RENDERING', 'READY']);
    }
    updates.stop();
  } finally {
    await socket.dispose();
  }
});

test('a repeated or late event (a render taken over, events that crossed) is not heard again', async () => {
  const { client, userId } = await locatedUser(server);
  const socket = socketOf(server, client);
  try {
    const updates = await listen(socket, userId);
    const { id } = await generate(client, {
      workKey: 'birth-date-verification',
      values: validBirthDateValues(),
    });
    await until(
      () => updates.of(id).some((update) => update.status === 'READY'),
      () => JSON.stringify(updates.heard),
    );
    const announce = (status: DocumentStatus) =>
      publishDocumentEvent(server.services.events, { documentId: id, userId, status });
    await announce(DocumentStatus.RENDERING);
    await announce(DocumentStatus.QUEUED);
    await announce(DocumentStatus.READY);
    // A marker after them: once it is heard, anything the three would have brought is in too.
    const marker = await generate(client, {
      workKey: 'birth-date-verification',
      values: validBirthDateValues(),
    });
    await until(
      () => updates.of(marker.id).some((update) => update.status === 'READY'),
      () => JSON.stringify(updates.heard),
    );
    expect(updates.of(id).map((update) => update.status)).toEqual(['QUEUED', 'RENDERING', 'READY']);
    updates.stop();
  } finally {
    await socket.dispose();
  }
});
