import { entityManager } from '../../server/src/db/orm.js';
import { User } from '../../server/src/modules/accounts/user.entity.js';
import {
  DocumentStatus,
  GeneratedDocument,
} from '../../server/src/modules/documents/generated-document.entity.js';
import { QUEUED_GRACE_MS } from '../../server/src/modules/documents/render-lease.js';
import { WorkPermission } from '../../server/src/modules/entitlements/work-permission.entity.js';
import { INCOMPLETE_PAPER_REASON } from '../../server/src/pdf/paper-check.js';
import { closingOf } from '../../server/src/pdf/templates/parts.js';
import { renderPdf } from '../../server/src/pdf/render.js';
import type { ApiClient } from '../support/client.js';
import { generate, holdRenders, locatedUser, settled, validBirthDateValues } from '../support/documents.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// @pglite: the render safety net on a database this process owns alone
// What happens when a render fails or the instance that took the request never renders.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const WORK = 'birth-date-verification';
const DOCUMENT = `query D($id: ID!) { document(id: $id) { id status failureReason downloadUrl } }`;

/** Generates the work as a user's own document, with the entitlement it was taken on. */
const generateOne = (client: ApiClient) =>
  generate(client, { workKey: WORK, values: validBirthDateValues() }, 'id status entitlement');

async function documentCount(userId: string) {
  const user = await entityManager(server.services.orm).findOneOrFail(User, userId);
  return user.documentCount;
}

/** Makes the render pool fail until the returned function is called. */
function breakRendering() {
  const pool = server.services.renderPool;
  const render = pool.render;
  pool.render = async () => {
    throw new Error('layout engine crashed');
  };
  return () => {
    pool.render = render;
  };
}

test('a failed free document does not count toward the ten free ones', async () => {
  const { client, userId } = await locatedUser(server);
  await entityManager(server.services.orm).nativeUpdate(User, { id: userId }, { documentCount: 9 });
  const repair = breakRendering();
  try {
    const document = await settled(client, (await generateOne(client)).id, DOCUMENT);
    expect(document).toMatchObject({ status: 'FAILED', failureReason: 'layout engine crashed' });
    expect(document.downloadUrl).toBeNull();
  } finally {
    repair();
  }
  expect(await documentCount(userId)).toBe(9);
  // The tenth free document is still there to take.
  const again = await generateOne(client);
  expect(again.entitlement).toBe('FREE');
  expect((await settled(client, again.id, DOCUMENT)).status).toBe('READY');
});

test('a paper that would lose its closing is FAILED with the reason the person reads, and not counted', async () => {
  const { client, userId } = await locatedUser(server);
  await entityManager(server.services.orm).nativeUpdate(User, { id: userId }, { documentCount: 9 });
  const pool = server.services.renderPool;
  const render = pool.render;
  // The engine itself, given a closing no page can hold: its layout check refuses the paper.
  const lines = Array.from({ length: 80 }, (_, i) => ({ text: `साक्षी नं. ${i} को हस्ताक्षर` }));
  pool.render = async () => ({
    pdf: await renderPdf({ content: [closingOf([{ unbreakable: true, stack: lines }])] }),
  });
  try {
    const document = await settled(client, (await generateOne(client)).id, DOCUMENT);
    expect(document).toMatchObject({ status: 'FAILED', failureReason: INCOMPLETE_PAPER_REASON });
    expect(document.downloadUrl).toBeNull();
  } finally {
    pool.render = render;
  }
  expect(await documentCount(userId)).toBe(9);
});

test('a failed paid document gives its purchase back', async () => {
  const { client, userId } = await locatedUser(server);
  const em = entityManager(server.services.orm);
  await em.nativeUpdate(User, { id: userId }, { documentCount: 12 });
  em.create(WorkPermission, { user: em.getReference(User, userId), workKey: WORK });
  await em.flush();
  const permission = () => client.rest('GET', `/getDetails/getDocumentPermission/${WORK}`);

  const repair = breakRendering();
  try {
    const first = await generateOne(client);
    expect(first.entitlement).toBe('PERMISSION');
    expect((await settled(client, first.id, DOCUMENT)).status).toBe('FAILED');
  } finally {
    repair();
  }
  expect(await documentCount(userId)).toBe(12);
  expect((await permission()).body).toEqual({ accessGranted: true });

  const second = await generateOne(client);
  expect(second.entitlement).toBe('PERMISSION');
  expect((await settled(client, second.id, DOCUMENT)).status).toBe('READY');
  expect((await permission()).body).toEqual({ accessGranted: false });
});

const usingPostgres = Boolean(process.env.DATABASE_URL);

/** Generates while this instance "dies" before its render threads get to the document. */
async function generateUnrendered(client: ApiClient) {
  const scheduler = server.services.renderScheduler;
  const startNow = scheduler.startNow;
  scheduler.startNow = () => undefined;
  try {
    return (await generateOne(client)).id;
  } finally {
    scheduler.startNow = startNow;
  }
}

const rowOf = (id: string) =>
  entityManager(server.services.orm).findOneOrFail(GeneratedDocument, id, { refresh: true });

test('a document left QUEUED by an instance that died is rendered by the safety net', async () => {
  const { client, userId } = await locatedUser(server);
  const id = await generateUnrendered(client);
  // Nobody started it. On a slow machine the periodic sweep (documents queued for over 5 s, every
  // 2 s) may already have taken it by now: that is the same safety net at work.
  expect(['QUEUED', 'RENDERING', 'READY']).toContain((await rowOf(id)).status);
  // Past the grace period in which the instance that took it would have started it.
  await entityManager(server.services.orm).nativeUpdate(
    GeneratedDocument,
    { id },
    { createdAt: new Date(Date.now() - QUEUED_GRACE_MS - 1000) },
  );
  // The next sweep, here or the periodic one, finds it.
  await server.services.renderScheduler.sweep();
  expect((await settled(client, id, DOCUMENT)).status).toBe('READY');
  expect((await rowOf(id)).attempts).toBe(1);
  expect(await documentCount(userId)).toBe(1);
});

test('a render cut short by a crash (its lease expired) is rendered again, once', async () => {
  const { client, userId } = await locatedUser(server);
  const id = await generateUnrendered(client);
  await entityManager(server.services.orm).nativeUpdate(
    GeneratedDocument,
    { id },
    {
      status: DocumentStatus.RENDERING,
      attempts: 1,
      leaseOwner: 'instance-that-died',
      leaseExpiresAt: new Date(Date.now() - 1000),
    },
  );
  await server.services.renderScheduler.sweep();
  expect((await settled(client, id, DOCUMENT)).status).toBe('READY');
  const row = await rowOf(id);
  expect(row).toMatchObject({ attempts: 2, leaseOwner: null, leaseExpiresAt: null });
  // Run again (a second sweeper, a duplicate): nothing more happens.
  expect(await server.services.documentRenderer.render(id)).toBe('SKIPPED');
  expect((await rowOf(id)).attempts).toBe(2);
  expect(await documentCount(userId)).toBe(1);
});

test('a live lease on a shared database is left to its holder', async () => {
  const { client } = await locatedUser(server);
  const id = await generateUnrendered(client);
  await entityManager(server.services.orm).nativeUpdate(
    GeneratedDocument,
    { id },
    {
      status: DocumentStatus.RENDERING,
      leaseOwner: 'another-live-instance',
      leaseExpiresAt: new Date(Date.now() + 60_000),
    },
  );
  if (usingPostgres) {
    // Another instance may be rendering it right now.
    expect(await server.services.documentRenderer.render(id)).toBe('SKIPPED');
    expect((await rowOf(id)).leaseOwner).toBe('another-live-instance');
  } else {
    // Embedded PGlite has one process: any other owner is a process that is gone.
    await server.services.renderScheduler.sweep();
    expect((await settled(client, id, DOCUMENT)).status).toBe('READY');
  }
});

test('a render in progress keeps renewing its lease', async () => {
  const { client } = await locatedUser(server);
  const release = holdRenders(server);
  try {
    const { id } = await generateOne(client);
    let row = await rowOf(id);
    for (let i = 0; i < 100 && row.status !== 'RENDERING'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      row = await rowOf(id);
    }
    expect(row.status).toBe('RENDERING');
    const firstExpiry = row.leaseExpiresAt!.getTime();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await server.services.documentRenderer.renewLeases();
    expect((await rowOf(id)).leaseExpiresAt!.getTime()).toBeGreaterThan(firstExpiry);
    release();
    expect((await settled(client, id, DOCUMENT)).status).toBe('READY');
  } finally {
    release();
  }
});

test('a document whose renders keep dying is failed after three attempts and given back', async () => {
  const { client, userId } = await locatedUser(server);
  const id = await generateUnrendered(client);
  await entityManager(server.services.orm).nativeUpdate(
    GeneratedDocument,
    { id },
    {
      status: DocumentStatus.RENDERING,
      attempts: 3,
      leaseOwner: 'instance-that-died',
      leaseExpiresAt: new Date(Date.now() - 1000),
    },
  );
  await server.services.renderScheduler.sweep();
  expect((await settled(client, id, DOCUMENT)).status).toBe('FAILED');
  expect((await rowOf(id)).attempts).toBe(4);
  expect(await documentCount(userId)).toBe(0);
});
