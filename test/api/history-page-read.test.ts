import { entityManager } from '../../server/src/db/orm.js';
import { User } from '../../server/src/modules/accounts/user.entity.js';
import { readOnlyDocuments } from '../../server/src/modules/documents/documents.queries.js';
import {
  DocumentStatus,
  GeneratedDocument,
} from '../../server/src/modules/documents/generated-document.entity.js';
import { generate, locatedUser, validBirthDateValues } from '../support/documents.js';
import { fromRequests, recordSql } from '../support/sql-counter.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// A history page reads its rows for reading only (documents.queries.ts): the same statement and
// the same entities as em.find, without the identity map's snapshot of each row. These hold it to
// em.find's answer for the filters a page takes: none, a work, a search in the JSON values, a
// state, a cursor.

let server: TestServer;
let userId: string;
beforeAll(async () => {
  server = await startTestServer();
  const user = await locatedUser(server);
  userId = user.userId;
  for (let i = 0; i < 3; i += 1)
    await generate(user.client, { workKey: 'birth-date-verification', values: validBirthDateValues() });
  await server.services.renderScheduler.idle();
}, 300_000);
afterAll(() => server.stop());

/** What a document holds, its relations by id. */
const plain = (document: GeneratedDocument) => ({
  ...document,
  user: document.user.id,
  office: document.office?.id ?? null,
  client: document.client?.id ?? null,
  secondClient: document.secondClient?.id ?? null,
  permission: document.permission?.id ?? null,
});

const ORDER = { createdAt: 'desc', id: 'desc' } as const;

test('every filter a page takes finds exactly what em.find finds, field for field', async () => {
  const em = entityManager(server.services.orm);
  const user = em.getReference(User, userId);
  const all = await entityManager(server.services.orm).find(
    GeneratedDocument,
    { user: userId, office: null },
    { orderBy: ORDER },
  );
  expect(all.length).toBeGreaterThanOrEqual(3);
  const [newest] = all;
  const filters: Record<string, unknown>[] = [
    { user, office: null },
    { user, office: null, workKey: 'birth-date-verification' },
    { user, office: null, workKey: 'no-such-work' },
    { user, office: null, $or: [{ workKey: { $in: [] } }, { values: { fullName: { $ilike: '%' } } }] },
    { user, office: null, status: { $in: [DocumentStatus.READY, DocumentStatus.FAILED] } },
    { user, office: null, updatedAt: { $gte: new Date(Date.now() - 86_400_000) } },
    {
      user,
      office: null,
      $and: [
        {
          $or: [
            { createdAt: { $lt: newest!.createdAt } },
            { createdAt: newest!.createdAt, id: { $lt: newest!.id } },
          ],
        },
      ],
    },
  ];
  for (const where of filters) {
    for (const limit of [1, 2, 21]) {
      const read = await readOnlyDocuments(entityManager(server.services.orm), where, limit);
      const found = await entityManager(server.services.orm).find(GeneratedDocument, where, {
        orderBy: ORDER,
        limit,
      });
      expect(read.map(plain)).toEqual(found.map(plain));
      for (const document of read) {
        expect(document).toBeInstanceOf(GeneratedDocument);
        expect(document.createdAt).toBeInstanceOf(Date);
        expect(typeof document.values).toBe('object');
      }
    }
  }
});

test('a document the request already holds is that same entity; the page sends one statement and no flush', async () => {
  const em = entityManager(server.services.orm);
  const [held] = await em.find(
    GeneratedDocument,
    { user: userId, office: null },
    { orderBy: ORDER, limit: 1 },
  );
  let page: GeneratedDocument[] = [];
  const statements = await recordSql(server.services.orm, async () => {
    page = await readOnlyDocuments(em, { user: em.getReference(User, userId), office: null }, 21);
    await em.flush();
  });
  expect(page[0]).toBe(held);
  expect(fromRequests(statements).filter((sql) => /generated_document/.test(sql))).toHaveLength(1);
});
