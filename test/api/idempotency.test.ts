import { entityManager } from '../../server/src/db/orm.js';
import { User } from '../../server/src/modules/accounts/user.entity.js';
import { IdempotencyKey } from '../../server/src/modules/documents/idempotency-key.entity.js';
import { deleteExpiredKeys } from '../../server/src/modules/documents/idempotency.js';
import { signedInUser } from '../support/builders.js';
import type { ApiClient } from '../support/client.js';
import { setLocation, validBirthDateValues } from '../support/documents.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// @pglite: concurrent requests with one key; the retention job
// A client that lost the answer may ask again with the same Idempotency-Key: it gets the same
// document back and pays once.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const WORK = 'birth-date-verification';
const GENERATE = `mutation G($input: GenerateDocumentInput!) {
  generateDocument(input: $input) { id status entitlement }
}`;
const STATE = '{ me { documentCount } documents(first: 50) { totalCount } }';
const GENPDF = `/np/api/v1/genpdf/bagmati/kathmandu/${WORK}`;

async function locatedUser() {
  const user = await signedInUser(server);
  await setLocation(server, user.client, user.userId);
  return user;
}

const generate = (client: ApiClient, idempotencyKey: string | null, values = validBirthDateValues()) =>
  client.graphql(GENERATE, { input: { workKey: WORK, values, idempotencyKey } });

/** The same form for another person. */
const otherValues = () => ({ ...validBirthDateValues(), fullName: 'गीता थापा' });

async function counts(client: ApiClient) {
  const { data } = await client.graphql(STATE);
  return { documentCount: data.me.documentCount, documents: data.documents.totalCount };
}

test('a retry with the same key returns the same document and spends nothing more', async () => {
  const { client } = await locatedUser();
  const first = await generate(client, 'order-7-attempt');
  const again = await generate(client, 'order-7-attempt');
  expect(first.errors).toBeUndefined();
  expect(again.data.generateDocument.id).toBe(first.data.generateDocument.id);
  expect(await counts(client)).toEqual({ documentCount: 1, documents: 1 });
  // Without a key (or with another one) each request is a new document.
  await generate(client, null);
  await generate(client, 'order-8-attempt');
  expect(await counts(client)).toEqual({ documentCount: 3, documents: 3 });
});

test('the same key with other values is a conflict', async () => {
  const { client } = await locatedUser();
  await generate(client, 'k-1');
  const conflict = await generate(client, 'k-1', otherValues());
  expect(conflict.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', field: 'idempotencyKey' });
  expect(await counts(client)).toEqual({ documentCount: 1, documents: 1 });
});

test('keys belong to their user', async () => {
  const alice = await locatedUser();
  const bob = await locatedUser();
  const mine = await generate(alice.client, 'shared-looking-key');
  const theirs = await generate(bob.client, 'shared-looking-key');
  expect(theirs.data.generateDocument.id).not.toBe(mine.data.generateDocument.id);
  expect(await counts(bob.client)).toEqual({ documentCount: 1, documents: 1 });
});

test('ten concurrent requests with one key make one document, all answered with it', async () => {
  const { client } = await locatedUser();
  const results = await Promise.all(Array.from({ length: 10 }, () => generate(client, 'double-tap')));
  expect(results.flatMap((result) => result.errors ?? [])).toEqual([]);
  expect(new Set(results.map((result) => result.data.generateDocument.id)).size).toBe(1);
  expect(await counts(client)).toEqual({ documentCount: 1, documents: 1 });
});

test('the last free document, asked for twice with one key, is not asked to be paid for', async () => {
  const { client, userId } = await locatedUser();
  await entityManager(server.services.orm).nativeUpdate(User, { id: userId }, { documentCount: 9 });
  const first = await generate(client, 'last-free');
  const again = await generate(client, 'last-free');
  expect(first.data.generateDocument.entitlement).toBe('FREE');
  expect(again.errors).toBeUndefined();
  expect(again.data.generateDocument.id).toBe(first.data.generateDocument.id);
});

test('a key is forgotten after a day, and the retention job removes it', async () => {
  const { client, userId } = await locatedUser();
  const first = await generate(client, 'yesterday');
  const em = entityManager(server.services.orm);
  await em.nativeUpdate(IdempotencyKey, { user: userId }, { expiresAt: new Date(Date.now() - 1000) });
  const later = await generate(client, 'yesterday');
  expect(later.data.generateDocument.id).not.toBe(first.data.generateDocument.id);

  await em.nativeUpdate(IdempotencyKey, { user: userId }, { expiresAt: new Date(Date.now() - 1000) });
  expect(await deleteExpiredKeys(em)).toBeGreaterThanOrEqual(1);
  expect(await em.count(IdempotencyKey, { user: userId })).toBe(0);
});

test('a malformed key is refused, naming the field', async () => {
  const { client } = await locatedUser();
  const result = await generate(client, 'x'.repeat(201));
  expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'idempotencyKey' });
  expect(await counts(client)).toEqual({ documentCount: 0, documents: 0 });
});

describe('POST /genpdf with an Idempotency-Key header', () => {
  const genpdf = (client: ApiClient, key: string, values = validBirthDateValues()) =>
    client.request('POST', GENPDF, { data: values }, { headers: { 'idempotency-key': key } });

  test('a client that gave up and retries gets the same document, paid once', async () => {
    const { client } = await locatedUser();
    const first = await genpdf(client, 'sync-1');
    const again = await genpdf(client, 'sync-1');
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.document.id).toBe(first.body.document.id);
    expect(again.body.document.presignedUrl).toMatch(/\/files\//);
    expect(await counts(client)).toEqual({ documentCount: 1, documents: 1 });
  });

  test('another body with the same key is a 409', async () => {
    const { client } = await locatedUser();
    await genpdf(client, 'sync-2');
    const conflict = await genpdf(client, 'sync-2', otherValues());
    expect(conflict.status).toBe(409);
    expect(await counts(client)).toEqual({ documentCount: 1, documents: 1 });
  });
});
