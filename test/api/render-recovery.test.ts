import { entityManager } from '../../server/src/db/orm.js';
import { User } from '../../server/src/modules/accounts/user.entity.js';
import {
  DocumentStatus,
  GeneratedDocument,
} from '../../server/src/modules/documents/generated-document.entity.js';
import { RENDER_QUEUE } from '../../server/src/modules/documents/render-queue.js';
import { renderJobHandler } from '../../server/src/modules/documents/render-worker.js';
import { WorkPermission } from '../../server/src/modules/entitlements/work-permission.entity.js';
import type { ApiClient } from '../support/client.js';
import { signedInUser } from '../support/builders.js';
import { setLocation, validBirthDateValues } from '../support/documents.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// What happens when a render fails or the instance that took the request never renders.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const WORK = 'birth-date-verification';
const GENERATE = `mutation G($input: GenerateDocumentInput!) {
  generateDocument(input: $input) { id status entitlement }
}`;
const DOCUMENT = `query D($id: ID!) { document(id: $id) { id status failureReason downloadUrl } }`;

async function generate(client: ApiClient) {
  const result = await client.graphql(GENERATE, {
    input: { workKey: WORK, values: validBirthDateValues() },
  });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data.generateDocument as { id: string; entitlement: string };
}

async function settled(client: ApiClient, id: string) {
  for (let i = 0; i < 400; i += 1) {
    const { data } = await client.graphql(DOCUMENT, { id });
    if (data?.document?.status === 'READY' || data?.document?.status === 'FAILED') return data.document;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('document did not settle');
}

async function documentCount(userId: string) {
  const user = await entityManager(server.services.orm).findOneOrFail(User, userId);
  return user.documentCount;
}

/** The render jobs pg-boss holds for a document, in any state. */
async function renderJobsOf(documentId: string): Promise<{ state: string; start_after: Date }[]> {
  return entityManager(server.services.orm)
    .getConnection()
    .execute(`select state, start_after from pgboss.job where name = ? and data->>'documentId' = ?`, [
      RENDER_QUEUE,
      documentId,
    ]);
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
  const { client, userId } = await signedInUser(server);
  await setLocation(server, client, userId);
  await entityManager(server.services.orm).nativeUpdate(User, { id: userId }, { documentCount: 9 });
  const repair = breakRendering();
  try {
    const document = await settled(client, (await generate(client)).id);
    expect(document).toMatchObject({ status: 'FAILED', failureReason: 'layout engine crashed' });
    expect(document.downloadUrl).toBeNull();
  } finally {
    repair();
  }
  expect(await documentCount(userId)).toBe(9);
  // The tenth free document is still there to take.
  const again = await generate(client);
  expect(again.entitlement).toBe('FREE');
  expect((await settled(client, again.id)).status).toBe('READY');
});

test('a failed paid document gives its purchase back', async () => {
  const { client, userId } = await signedInUser(server);
  await setLocation(server, client, userId);
  const em = entityManager(server.services.orm);
  await em.nativeUpdate(User, { id: userId }, { documentCount: 12 });
  em.create(WorkPermission, { user: em.getReference(User, userId), workKey: WORK });
  await em.flush();
  const permission = () => client.rest('GET', `/getDetails/getDocumentPermission/${WORK}`);

  const repair = breakRendering();
  try {
    const first = await generate(client);
    expect(first.entitlement).toBe('PERMISSION');
    expect((await settled(client, first.id)).status).toBe('FAILED');
  } finally {
    repair();
  }
  expect(await documentCount(userId)).toBe(12);
  expect((await permission()).body).toEqual({ accessGranted: true });

  const second = await generate(client);
  expect(second.entitlement).toBe('PERMISSION');
  expect((await settled(client, second.id)).status).toBe('READY');
  expect((await permission()).body).toEqual({ accessGranted: false });
});

test('once rendered here, the safety-net job is gone', async () => {
  const { client, userId } = await signedInUser(server);
  await setLocation(server, client, userId);
  const { id } = await generate(client);
  expect((await settled(client, id)).status).toBe('READY');
  // The render is settled before the job is deleted; give the deletion its moment.
  for (let i = 0; i < 40 && (await renderJobsOf(id)).length > 0; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  expect(await renderJobsOf(id)).toEqual([]);
});

test('a document whose instance died before rendering is rendered by its job when it comes due', async () => {
  const { client, userId } = await signedInUser(server);
  await setLocation(server, client, userId);
  // The instance that takes the request "dies" before it starts the render.
  const renderer = server.services.documentRenderer;
  const startNow = renderer.startNow;
  renderer.startNow = () => undefined;
  let id: string;
  try {
    id = (await generate(client)).id;
  } finally {
    renderer.startNow = startNow;
  }
  const [job] = await renderJobsOf(id);
  expect(job?.state).toBe('created');
  // Held back: workers only see it once the taking instance had its chance.
  expect(new Date(job!.start_after).getTime()).toBeGreaterThan(Date.now() + 20_000);

  const handle = renderJobHandler(server.services);
  await handle({ documentId: id });
  expect((await settled(client, id)).status).toBe('READY');
  // Run again (a retry, a duplicate delivery): nothing more happens.
  await handle({ documentId: id });
  const em = entityManager(server.services.orm);
  expect((await em.findOneOrFail(GeneratedDocument, id)).attempts).toBe(1);
});

test('a job for a document another renderer is busy with fails, so pg-boss retries it later', async () => {
  const { client, userId } = await signedInUser(server);
  await setLocation(server, client, userId);
  const { id } = await generate(client);
  await settled(client, id);
  const em = entityManager(server.services.orm);
  await em.nativeUpdate(
    GeneratedDocument,
    { id },
    { status: DocumentStatus.RENDERING, updatedAt: new Date() },
  );
  await expect(renderJobHandler(server.services)({ documentId: id })).rejects.toThrow(
    'still rendering elsewhere',
  );
});
