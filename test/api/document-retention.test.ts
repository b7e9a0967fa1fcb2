import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { entityManager } from '../../server/src/db/orm.js';
import { User } from '../../server/src/modules/accounts/user.entity.js';
import { removeOrphanFiles } from '../../server/src/modules/documents/document-retention.js';
import { runDocumentRetention } from '../../server/src/modules/retention/document-files-retention.js';
import { GeneratedDocument } from '../../server/src/modules/documents/generated-document.entity.js';
import { signedInUser } from '../support/builders.js';
import type { ApiClient } from '../support/client.js';
import { setLocation, validBirthDateValues } from '../support/documents.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// @pglite: the retention job on the job queue over the one connection
// Document files follow their rows: nothing stays in storage that no document points at.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const GENERATE = `mutation G($input: GenerateDocumentInput!) { generateDocument(input: $input) { id } }`;
const DOCUMENT = `query D($id: ID!) { document(id: $id) { id status } }`;

async function generated(client: ApiClient) {
  const { data } = await client.graphql(GENERATE, {
    input: { workKey: 'birth-date-verification', values: validBirthDateValues() },
  });
  const id = data.generateDocument.id as string;
  for (let i = 0; i < 400; i += 1) {
    const status = (await client.graphql(DOCUMENT, { id })).data.document.status;
    if (status === 'READY' || status === 'FAILED') return { id, status };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('document did not settle');
}

/** The document's stored files: its PDF and its Word copy (made by following its link). */
async function filesOf(client: ApiClient, id: string): Promise<string[]> {
  const query = `query W($id: ID!) { document(id: $id) { docxDownloadUrl } }`;
  const link = new URL((await client.graphql(query, { id })).data.document.docxDownloadUrl);
  expect((await fetch(new URL(`${link.pathname}${link.search}`, server.url))).status).toBe(200);
  const document = await entityManager(server.services.orm).findOneOrFail(GeneratedDocument, id);
  return [document.fileKey!, document.docxKey!];
}
const stored = async (key: string) => {
  const file = await server.services.storage.getStream(key);
  // Only whether it is there: the open file is let go at once.
  file?.body.destroy();
  return Boolean(file);
};

/** Makes a stored file look `hours` old, as the retention job judges age. */
async function age(key: string, hours: number) {
  const when = new Date(Date.now() - hours * 3_600_000);
  await utimes(path.join(server.dataDir, 'files', ...key.split('/')), when, when);
}

test('a deleted user’s document files are removed by the retention job; others are kept', async () => {
  const leaving = await signedInUser(server);
  const staying = await signedInUser(server);
  for (const user of [leaving, staying]) await setLocation(server, user.client, user.userId);
  const gone = await generated(leaving.client);
  const kept = await generated(staying.client);
  const goneKeys = await filesOf(leaving.client, gone.id);
  const keptKeys = await filesOf(staying.client, kept.id);
  expect(goneKeys.map((key) => path.extname(key))).toEqual(['.pdf', '.docx']);
  for (const key of [...goneKeys, ...keptKeys]) await age(key, 2);

  await entityManager(server.services.orm).nativeDelete(User, { id: leaving.userId });
  for (const key of goneKeys) expect(await stored(key)).toBe(true);
  await runDocumentRetention(server.services);
  for (const key of goneKeys) expect(await stored(key)).toBe(false);
  for (const key of keptKeys) expect(await stored(key)).toBe(true);
});

test('a file stored moments ago is left alone: its render may not have marked its row yet', async () => {
  await server.services.storage.put('documents/someone/just-now.pdf', Buffer.from('%PDF-'), {
    contentType: 'application/pdf',
  });
  await removeOrphanFiles(entityManager(server.services.orm), server.services.storage);
  expect(await stored('documents/someone/just-now.pdf')).toBe(true);
  await age('documents/someone/just-now.pdf', 2);
  expect(await removeOrphanFiles(entityManager(server.services.orm), server.services.storage)).toBe(1);
  expect(await stored('documents/someone/just-now.pdf')).toBe(false);
});

test('a render that fails after storing its file leaves no file behind', async () => {
  const { client, userId } = await signedInUser(server);
  await setLocation(server, client, userId);
  const storage = server.services.storage;
  const put = storage.put;
  const keys: string[] = [];
  storage.put = async (key, data, metadata) => {
    await put.call(storage, key, data, metadata);
    keys.push(key);
    throw new Error('the disk went away after the write');
  };
  try {
    expect((await generated(client)).status).toBe('FAILED');
  } finally {
    storage.put = put;
  }
  // The PDF (its Word copy is made later, when asked for).
  expect(keys.map((key) => path.extname(key))).toEqual(['.pdf']);
  // The row says FAILED first, then its files go (in that order, so that an instance that lost the
  // lease never deletes a file its successor stored): give the deletion a moment.
  const deadline = Date.now() + 5_000;
  const anyStored = async () => (await Promise.all(keys.map(stored))).some(Boolean);
  while ((await anyStored()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  for (const key of keys) expect(await stored(key)).toBe(false);
});
