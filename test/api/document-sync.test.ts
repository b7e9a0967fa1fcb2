// A partner syncs its copy of the documents by state and by what changed since its last read:
// `status` and `updatedSince` on the personal history and on an office's, combined with each other
// and with paging, and never reaching anyone else's documents.
import { entityManager } from '../../server/src/db/orm.js';
import { GeneratedDocument } from '../../server/src/modules/documents/generated-document.entity.js';
import type { ApiClient } from '../support/client.js';
import { generate, locatedUser, ready, validBirthDateValues } from '../support/documents.js';
import { createOffice, sitaClient } from '../support/offices.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const HISTORY = `query H($first: Int!, $after: String, $status: [DocumentStatus!], $updatedSince: DateTimeISO) {
  documents(first: $first, after: $after, status: $status, updatedSince: $updatedSince) {
    totalCount edges { node { id status updatedAt } } pageInfo { hasNextPage endCursor } } }`;
const OFFICE = `query O($officeId: ID!, $first: Int!, $after: String, $filter: OfficeDocumentsFilter) {
  officeDocuments(officeId: $officeId, first: $first, after: $after, filter: $filter) {
    totalCount edges { node { id status updatedAt } } pageInfo { hasNextPage endCursor } } }`;

const T0 = new Date('2026-11-01T00:00:00.000Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

interface Page {
  totalCount: number;
  edges: { node: { id: string } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/** The documents' ids as `query` lists them a page of `first` at a time, every page read. */
async function allPages(
  client: ApiClient,
  query: string,
  variables: Record<string, unknown>,
  first: number,
): Promise<{ ids: string[]; totalCount: number }> {
  const ids: string[] = [];
  let after: string | null = null;
  let totalCount = 0;
  for (let page = 0; page < 50; page += 1) {
    const result: { data?: Record<string, Page>; errors?: unknown } = await client.graphql(query, {
      ...variables,
      first,
      after,
    });
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    const list = Object.values(result.data ?? {})[0]!;
    totalCount = list.totalCount;
    ids.push(...list.edges.map((edge) => edge.node.id));
    if (!list.pageInfo.hasNextPage) return { ids, totalCount };
    after = list.pageInfo.endCursor;
  }
  throw new Error('too many pages');
}

/**
 * Five settled documents of `client`'s (or its office's), each put in a known state, changed at a
 * known minute: READY at 0, 10, 20; FAILED at 10, 30.
 */
async function fiveDocuments(client: ApiClient, input: Record<string, unknown> = {}) {
  const made: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const { id } = await generate(client, {
      workKey: 'birth-date-verification',
      values: validBirthDateValues(),
      ...input,
    });
    await ready(client, id);
    made.push(id);
  }
  const states = [
    { status: 'READY', updatedAt: at(0) },
    { status: 'READY', updatedAt: at(10) },
    { status: 'READY', updatedAt: at(20) },
    { status: 'FAILED', updatedAt: at(10) },
    { status: 'FAILED', updatedAt: at(30) },
  ] as const;
  const em = entityManager(server.services.orm);
  for (const [i, id] of made.entries()) {
    await em.nativeUpdate(GeneratedDocument, { id }, states[i] as Partial<GeneratedDocument>);
  }
  const [ready0, ready10, ready20, failed10, failed30] = made as [string, string, string, string, string];
  return { ready0, ready10, ready20, failed10, failed30 };
}

const sorted = (ids: string[]) => [...ids].sort();

describe('the personal history', () => {
  let owner: ApiClient;
  let mine: Awaited<ReturnType<typeof fiveDocuments>>;
  beforeAll(async () => {
    ({ client: owner } = await locatedUser(server));
    mine = await fiveDocuments(owner);
    // Someone else's documents in the very same states and minutes.
    const { client: other } = await locatedUser(server);
    await fiveDocuments(other);
  });

  test('status: one state, several, and combined with updatedSince, a page of one at a time', async () => {
    const failed = await allPages(owner, HISTORY, { status: ['FAILED'] }, 1);
    expect(sorted(failed.ids)).toEqual(sorted([mine.failed10, mine.failed30]));
    expect(failed.totalCount).toBe(2);

    const both = await allPages(owner, HISTORY, { status: ['READY', 'FAILED'] }, 2);
    expect(both.ids).toHaveLength(5);
    expect(new Set(both.ids).size).toBe(5);

    const since10 = await allPages(owner, HISTORY, { updatedSince: at(10).toISOString() }, 1);
    // At or after the instant: a document changed exactly then is not lost between two syncs.
    expect(sorted(since10.ids)).toEqual(sorted([mine.ready10, mine.ready20, mine.failed10, mine.failed30]));

    const readySince10 = await allPages(
      owner,
      HISTORY,
      { status: ['READY'], updatedSince: at(10).toISOString() },
      1,
    );
    expect(sorted(readySince10.ids)).toEqual(sorted([mine.ready10, mine.ready20]));
    expect(readySince10.totalCount).toBe(2);
  });

  test('the answer says updatedAt, and the newest one read starts the next sync', async () => {
    const result = await owner.graphql(HISTORY, { first: 100, updatedSince: at(25).toISOString() });
    expect(result.data.documents.edges).toEqual([
      { node: { id: mine.failed30, status: 'FAILED', updatedAt: at(30).toISOString() } },
    ]);
  });

  test('a document’s updatedAt follows its generation to READY', async () => {
    const before = new Date();
    const { id } = await generate(owner, {
      workKey: 'birth-date-verification',
      values: validBirthDateValues(),
    });
    await ready(owner, id);
    const result = await owner.graphql(HISTORY, {
      first: 10,
      status: ['READY'],
      updatedSince: before.toISOString(),
    });
    expect(result.data.documents.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([id]);
    const updatedAt = new Date(result.data.documents.edges[0].node.updatedAt);
    const later = await owner.graphql(HISTORY, {
      first: 10,
      updatedSince: new Date(updatedAt.getTime() + 1).toISOString(),
    });
    expect(later.data.documents.totalCount).toBe(0);
  });

  test('worst inputs: a long repeated list, an empty one, a far date, a date that is not one', async () => {
    const repeated = await owner.graphql(HISTORY, { first: 100, status: Array(5000).fill('FAILED') });
    expect(repeated.errors).toBeUndefined();
    expect(repeated.data.documents.totalCount).toBe(2);

    const none = await owner.graphql(HISTORY, { first: 100, status: [] });
    expect(none.data.documents.totalCount).toBe(0);

    const future = await owner.graphql(HISTORY, { first: 100, updatedSince: '9999-12-31T23:59:59.999Z' });
    expect(future.data.documents.totalCount).toBe(0);

    const notADate = await owner.graphql(HISTORY, {
      first: 100,
      updatedSince: "2026-01-01'; drop table x; --",
    });
    expect(notADate.data ?? null).toBeNull();
    expect(notADate.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const notAState = await owner.graphql(HISTORY, { first: 100, status: ['DELETED'] });
    expect(notAState.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('an office’s documents', () => {
  let owner: ApiClient;
  let officeId: string;
  let theirs: Awaited<ReturnType<typeof fiveDocuments>>;
  beforeAll(async () => {
    ({ client: owner } = await locatedUser(server));
    officeId = await createOffice(owner);
    const created = await owner.graphql(
      'mutation ($officeId: ID!, $input: OfficeClientInput!) { createOfficeClient(officeId: $officeId, input: $input) { id } }',
      { officeId, input: sitaClient },
    );
    theirs = await fiveDocuments(owner, { officeId, clientId: created.data.createOfficeClient.id });
    // The owner's personal documents and another office's, in the same states and minutes.
    await fiveDocuments(owner);
    const { client: other } = await locatedUser(server);
    const otherOffice = await createOffice(other, 'Another Office');
    const otherClient = await other.graphql(
      'mutation ($officeId: ID!, $input: OfficeClientInput!) { createOfficeClient(officeId: $officeId, input: $input) { id } }',
      { officeId: otherOffice, input: sitaClient },
    );
    await fiveDocuments(other, { officeId: otherOffice, clientId: otherClient.data.createOfficeClient.id });
  });

  test('status and updatedSince in the filter, with each other and with paging', async () => {
    const failed = await allPages(owner, OFFICE, { officeId, filter: { status: ['FAILED'] } }, 1);
    expect(sorted(failed.ids)).toEqual(sorted([theirs.failed10, theirs.failed30]));

    const since20 = await allPages(
      owner,
      OFFICE,
      { officeId, filter: { updatedSince: at(20).toISOString() } },
      1,
    );
    expect(sorted(since20.ids)).toEqual(sorted([theirs.ready20, theirs.failed30]));

    const readySince10 = await allPages(
      owner,
      OFFICE,
      {
        officeId,
        filter: { status: ['READY'], updatedSince: at(10).toISOString(), workKey: 'birth-date-verification' },
      },
      1,
    );
    expect(sorted(readySince10.ids)).toEqual(sorted([theirs.ready10, theirs.ready20]));
    expect(readySince10.totalCount).toBe(2);

    const all = await allPages(
      owner,
      OFFICE,
      { officeId, filter: { status: ['READY', 'FAILED', 'QUEUED'] } },
      3,
    );
    expect(sorted(all.ids)).toEqual(sorted(Object.values(theirs)));
  });

  test('the personal history with the same filters holds none of the office’s', async () => {
    const personal = await allPages(
      owner,
      HISTORY,
      { status: ['READY', 'FAILED'], updatedSince: at(0).toISOString() },
      100,
    );
    expect(personal.ids).toHaveLength(5);
    for (const id of Object.values(theirs)) expect(personal.ids).not.toContain(id);
  });
});
