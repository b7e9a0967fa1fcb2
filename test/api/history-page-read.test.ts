import { entityManager } from '../../server/src/db/orm.js';
import { User } from '../../server/src/modules/accounts/user.entity.js';
import {
  type ListedDocument,
  listedDocuments,
  listedPage,
} from '../../server/src/modules/documents/documents.queries.js';
import {
  DocumentStatus,
  GeneratedDocument,
} from '../../server/src/modules/documents/generated-document.entity.js';
import { generate, locatedUser, validBirthDateValues } from '../support/documents.js';
import type { ApiClient } from '../support/client.js';
import { fromRequests, recordSql } from '../support/sql-counter.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// A history page lists plain rows (documents.queries.ts), not entities: the same statement and the
// same values as em.find. These hold it to em.find's answer for the filters a page takes (none, a
// work, a search in the JSON values, a state, a cursor), and a page's documents to what the
// `document` query shows of each, field for field.

let server: TestServer;
let userId: string;
let client: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  const user = await locatedUser(server);
  userId = user.userId;
  client = user.client;
  for (let i = 0; i < 3; i += 1)
    await generate(user.client, { workKey: 'birth-date-verification', values: validBirthDateValues() });
  await server.services.renderScheduler.idle();
  // One document with an annotated version, so that a page's `versions` has something to show.
  const [newest] = (await client.graphql('{ documents(first: 1) { edges { node { id } } } }')).data.documents
    .edges;
  const saved = await client.graphql(
    'mutation S($documentId: ID!, $annotations: [AnnotationInput!]!) { saveDocumentAnnotations(documentId: $documentId, annotations: $annotations) { id } }',
    {
      documentId: newest.node.id,
      annotations: [{ kind: 'HIGHLIGHT', page: 1, rect: { x: 60, y: 600, width: 200, height: 14 } }],
    },
  );
  if (saved.errors) throw new Error(JSON.stringify(saved.errors));
}, 300_000);
afterAll(() => server.stop());

/** What a document holds, its relations by id. */
const plain = (document: GeneratedDocument | ListedDocument) => ({
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
      const read = await listedDocuments(entityManager(server.services.orm), where, limit);
      const found = await entityManager(server.services.orm).find(GeneratedDocument, where, {
        orderBy: ORDER,
        limit,
      });
      expect(read.map(plain)).toEqual(found.map(plain));
      // A page's rows and its total: the total counts its filter (here as the page's, and as the
      // whole history, which a cursor's page counts), whatever the page holds.
      for (const countWhere of [where, { user, office: null }]) {
        const page = await listedPage(entityManager(server.services.orm), where, limit, countWhere);
        expect(page.rows.map(plain)).toEqual(found.map(plain));
        expect(page.totalCount).toBe(
          await entityManager(server.services.orm).count(GeneratedDocument, countWhere),
        );
      }
      for (const document of read) {
        expect(document).not.toBeInstanceOf(GeneratedDocument);
        expect(document.createdAt).toBeInstanceOf(Date);
        expect(typeof document.values).toBe('object');
      }
    }
  }
});

test('a page sends one statement, keeps nothing in the identity map, and a flush after it writes nothing', async () => {
  const em = entityManager(server.services.orm);
  let page: ListedDocument[] = [];
  const statements = await recordSql(server.services.orm, async () => {
    page = await listedDocuments(em, { user: em.getReference(User, userId), office: null }, 21);
    await em.flush();
  });
  expect(page.length).toBeGreaterThanOrEqual(3);
  expect(
    em
      .getUnitOfWork()
      .getIdentityMap()
      .values()
      .filter((entity) => entity instanceof GeneratedDocument),
  ).toEqual([]);
  expect(fromRequests(statements).filter((sql) => /generated_document/.test(sql))).toHaveLength(1);
  expect(fromRequests(statements).filter((sql) => /^(insert|update|delete)/i.test(sql))).toEqual([]);
});

test('a page and its total are one statement; a page past the last row counts on its own', async () => {
  const em = entityManager(server.services.orm);
  const mine = { user: em.getReference(User, userId), office: null };
  const read = async (where: Record<string, unknown>) => {
    let page = { rows: [] as ListedDocument[], totalCount: -1 };
    const statements = await recordSql(server.services.orm, async () => {
      page = await listedPage(em, where, 21, mine);
    });
    return { page, statements: fromRequests(statements).filter((sql) => /generated_document/.test(sql)) };
  };
  const full = await read(mine);
  expect(full.page.rows.length).toBeGreaterThanOrEqual(3);
  expect(full.page.totalCount).toBe(full.page.rows.length);
  expect(full.statements).toHaveLength(1);
  const past = await read({ ...mine, workKey: 'no-such-work' });
  expect(past.page).toEqual({ rows: [], totalCount: full.page.rows.length });
  expect(past.statements).toHaveLength(2);
});

/** Every field of GeneratedDocument as a selection, each object field by its id; taken from the schema. */
async function everyDocumentField(): Promise<string> {
  const { data } = await client.graphql(
    '{ __type(name: "GeneratedDocument") { fields { name type { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } }',
  );
  type TypeRef = { kind: string; name: string | null; ofType?: TypeRef | null };
  const named = (type: TypeRef): TypeRef => (type.ofType ? named(type.ofType) : type);
  const fields = data.__type.fields as { name: string; type: TypeRef }[];
  return fields
    .map((field) => (named(field.type).kind === 'OBJECT' ? `${field.name} { __typename id }` : field.name))
    .join(' ');
}

test('a page shows each of its documents, every field, as the document query shows it', async () => {
  const selection = await everyDocumentField();
  const page = await client.graphql(`{ documents(first: 20) { edges { node { ${selection} } } } }`);
  expect(page.errors).toBeUndefined();
  const listed = page.data.documents.edges.map((edge: { node: Record<string, unknown> }) => edge.node);
  expect(listed.length).toBeGreaterThanOrEqual(3);
  // A signed link carries its expiry second: the link is compared without its signature.
  const unsigned = (document: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(document).map(([key, value]) => [
        key,
        typeof value === 'string' && key.endsWith('Url') ? new URL(value).pathname : value,
      ]),
    );
  for (const node of listed) {
    const one = await client.graphql(`query D($id: ID!) { document(id: $id) { ${selection} } }`, {
      id: node.id,
    });
    expect(one.errors).toBeUndefined();
    expect(unsigned(node)).toEqual(unsigned(one.data.document));
  }
  expect(Object.keys(listed[0]).length).toBeGreaterThan(15);
  expect(listed[0].versions).toHaveLength(1);
});
