// Every paged field takes a page of 1 to 100 and refuses anything else (BAD_USER_INPUT naming the
// range), never quietly answering one item for 0 or 100 for 101; and the website's own operations
// never ask for a size outside the range.
import { readFileSync } from 'node:fs';
import { Kind, parse, visit } from 'graphql';
import { buildAppSchema } from '../../server/src/graphql/schema.js';
import type { ApiClient } from '../support/client.js';
import { generate, locatedUser, validBirthDateValues } from '../support/documents.js';
import { createOffice, sitaClient } from '../support/offices.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

let server: TestServer;
let client: ApiClient;
let officeId: string;
let documentId: string;
beforeAll(async () => {
  server = await startTestServer();
  ({ client } = await locatedUser(server));
  officeId = await createOffice(client);
  const created = await client.graphql(
    'mutation ($officeId: ID!, $input: OfficeClientInput!) { createOfficeClient(officeId: $officeId, input: $input) { id } }',
    { officeId, input: sitaClient },
  );
  if (created.errors) throw new Error(JSON.stringify(created.errors));
  documentId = (
    await generate(client, { workKey: 'birth-date-verification', values: validBirthDateValues() })
  ).id;
});
afterAll(() => server.stop());

/** Each paged field, asked with `$first`, and what it answers. */
const PAGED: Record<string, { query: string; variables: () => Record<string, unknown> }> = {
  'Query.documents': {
    query: 'query ($first: Int!) { documents(first: $first) { totalCount } }',
    variables: () => ({}),
  },
  'Query.officeDocuments': {
    query:
      'query ($officeId: ID!, $first: Int!) { officeDocuments(officeId: $officeId, first: $first) { totalCount } }',
    variables: () => ({ officeId }),
  },
  'Query.officeClients': {
    query:
      'query ($officeId: ID!, $first: Int!) { officeClients(officeId: $officeId, first: $first) { totalCount } }',
    variables: () => ({ officeId }),
  },
  'Query.webhookDeliveries': {
    query: 'query ($first: Int!) { webhookDeliveries(first: $first) { id } }',
    variables: () => ({}),
  },
  'Query.webhookEvents': {
    query: 'query ($first: Int!) { webhookEvents(first: $first) { pageInfo { hasNextPage } } }',
    variables: () => ({}),
  },
  'GeneratedDocument.versions': {
    query: 'query ($id: ID!, $first: Int!) { document(id: $id) { versions(first: $first) { id } } }',
    variables: () => ({ id: documentId }),
  },
};

test('the cases below cover every field of the schema that takes a page size', async () => {
  const schema = await buildAppSchema();
  const paged: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || !('getFields' in type)) continue;
    for (const field of Object.values(type.getFields())) {
      const args: readonly { name: string }[] = 'args' in field ? field.args : [];
      if (args.some((arg) => ['first', 'last', 'limit', 'size'].includes(arg.name))) {
        paged.push(`${type.name}.${field.name}`);
      }
    }
  }
  expect(paged.sort()).toEqual(Object.keys(PAGED).sort());
});

describe.each(Object.entries(PAGED))('%s', (_name, { query, variables }) => {
  test.each([0, -1, 101])('first: %i is BAD_USER_INPUT naming the range', async (first) => {
    const result = await client.graphql(query, { ...variables(), first });
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'first',
      messageCode: 'request.pageSize',
      params: { field: 'first', min: 1, max: 100 },
    });
    expect(result.errors?.[0]?.message).toBe('first must be from 1 to 100');
  });

  test.each([1, 100])('first: %i is answered', async (first) => {
    const result = await client.graphql(query, { ...variables(), first });
    expect(result.errors).toBeUndefined();
    expect(result.data).toBeTruthy();
  });
});

test('a size written into the operation (not a variable) is refused the same way', async () => {
  const result = await client.graphql('{ documents(first: 0) { totalCount } }');
  expect(result.errors?.[0]?.extensions).toMatchObject({
    code: 'BAD_USER_INPUT',
    messageCode: 'request.pageSize',
  });
});

test('one page of one holds one item and says more follow', async () => {
  await generate(client, { workKey: 'birth-date-verification', values: validBirthDateValues() });
  const result = await client.graphql(
    '{ documents(first: 1) { edges { cursor } pageInfo { hasNextPage } } }',
  );
  expect(result.data.documents.edges).toHaveLength(1);
  expect(result.data.documents.pageInfo.hasNextPage).toBe(true);
});

test('the website’s own operations never ask for a page size outside 1–100', () => {
  const operations: Record<string, string> = JSON.parse(
    readFileSync(new URL('../../client/src/gql/persisted-documents.json', import.meta.url), 'utf8'),
  );
  const sizes: number[] = [];
  for (const text of Object.values(operations)) {
    visit(parse(text), {
      Argument(node) {
        if (node.name.value !== 'first') return;
        // A variable would let a screen send anything: the website writes its sizes in.
        expect(node.value.kind).toBe(Kind.INT);
        if (node.value.kind === Kind.INT) sizes.push(Number(node.value.value));
      },
    });
  }
  expect(sizes.length).toBeGreaterThan(3);
  for (const size of sizes) {
    expect(size).toBeGreaterThanOrEqual(1);
    expect(size).toBeLessThanOrEqual(100);
  }
});
