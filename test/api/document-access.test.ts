import { adToBs } from '../../server/src/shared/nepali/bs-date.js';
import { toDevanagariDigits } from '../../server/src/shared/nepali/digits.js';
import type { ApiClient } from '../support/client.js';
import { signedInUser } from '../support/builders.js';
import { setLocation, validValues } from '../support/documents.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// Every document one tap away: opened by its id (its owner only), saved under its work and BS
// date, found again in the history by work or by name.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const GENERATE = `mutation G($input: GenerateDocumentInput!) { generateDocument(input: $input) { id } }`;
const DOCUMENT = `query D($id: ID!) {
  document(id: $id) { id status workKey fileName place values downloadUrl createdAt }
}`;
const HISTORY = `query H($workKey: String, $search: String, $first: Int!, $after: String) {
  documents(first: $first, after: $after, workKey: $workKey, search: $search) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id workKey } }
  }
}`;

async function generate(client: ApiClient, workKey: string, values = validValues(workKey)) {
  const result = await client.graphql(GENERATE, { input: { workKey, values } });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  const id = result.data.generateDocument.id as string;
  for (let i = 0; i < 400; i += 1) {
    const document = (await client.graphql(DOCUMENT, { id })).data?.document;
    if (document?.status === 'READY') return document;
    if (document?.status === 'FAILED') throw new Error('the document failed');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('document did not settle');
}

/** The name RFC 6266's filename* carries, decoded. */
function extendedFileName(header: string | null): string | undefined {
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(header ?? '')?.[1];
  return encoded === undefined ? undefined : decodeURIComponent(encoded);
}

let owner: { client: ApiClient; userId: string };
let birth: Record<string, string>;
let residence: Record<string, string>;
beforeAll(async () => {
  owner = await signedInUser(server);
  await setLocation(server, owner.client, owner.userId);
  birth = await generate(owner.client, 'birth-date-verification', {
    ...validValues('birth-date-verification'),
    fullName: 'झलकमान गन्धर्व',
  });
  residence = await generate(owner.client, 'permanent-residence');
});

test('a document opened by its id carries its file name, its place and the values it was made from', async () => {
  const bs = adToBs(new Date(birth.createdAt as string));
  const date = toDevanagariDigits(
    `${bs.year}-${String(bs.month).padStart(2, '0')}-${String(bs.day).padStart(2, '0')}`,
  );
  expect(birth.fileName).toBe(`जन्म-मिति-प्रमाणित-${date}.pdf`);
  expect(birth.place).toBe('बागमती, काठमाडौं - 32');
  expect(birth.values).toMatchObject({ fullName: 'झलकमान गन्धर्व' });
});

test('the download link names the file alike: filename* in UTF-8, an ASCII filename beside it', async () => {
  const signed = new URL(birth.downloadUrl as string);
  const response = await fetch(new URL(`${signed.pathname}${signed.search}`, server.url));
  expect(response.status).toBe(200);
  const header = response.headers.get('content-disposition');
  expect(extendedFileName(header)).toBe(birth.fileName);
  // The fallback is plain ASCII (a header cannot carry Devanagari) and keeps the date.
  const fallback = /filename="([^"]+)"/.exec(header ?? '')?.[1];
  expect(fallback).toMatch(/^document-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(header).toMatch(/^[\x20-\x7e]+$/);

  const rest = await owner.client.rest('GET', `/documents/${owner.userId}`);
  expect(rest.body.documents.map((d: { fileName: string }) => d.fileName)).toContain(birth.fileName);
});

test("another user's document is as missing as one that never existed", async () => {
  const stranger = (await signedInUser(server)).client;
  const theirs = await stranger.graphql(DOCUMENT, { id: birth.id });
  const nobody = await stranger.graphql(DOCUMENT, { id: '00000000-0000-4000-8000-000000000000' });
  expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  expect(theirs.errors?.[0]?.message).toBe(nobody.errors?.[0]?.message);
  expect(theirs.data?.document ?? null).toBeNull();
  const stolen = await stranger.rest('POST', '/getpresignedurlforfile', { id: birth.id });
  expect(stolen.status).toBe(404);
});

test.each([
  ['not an id', 'doc-1'],
  ['a path', '../../files/documents/x.pdf'],
  ['SQL', "' OR 1=1 --"],
])('a forged id (%s) is "not found", never a 500', async (_kind, id) => {
  const result = await owner.client.graphql(DOCUMENT, { id });
  expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
});

test('the history filters by work and searches work names and the applicant’s name', async () => {
  const all = await owner.client.graphql(HISTORY, { first: 10 });
  expect(all.data.documents.totalCount).toBe(2);

  const byWork = await owner.client.graphql(HISTORY, { first: 10, workKey: 'permanent-residence' });
  expect(byWork.data.documents.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([residence.id]);
  expect(byWork.data.documents.totalCount).toBe(1);

  const byWorkName = await owner.client.graphql(HISTORY, { first: 10, search: 'date of BIRTH' });
  expect(byWorkName.data.documents.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([birth.id]);

  const byNepaliName = await owner.client.graphql(HISTORY, { first: 10, search: 'झलकमान' });
  expect(byNepaliName.data.documents.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([
    birth.id,
  ]);

  // LIKE's own wildcards are taken literally.
  const wildcard = await owner.client.graphql(HISTORY, { first: 10, search: '%' });
  expect(wildcard.data.documents.totalCount).toBe(0);

  // A page of one, and the next page, under a filter.
  const first = await owner.client.graphql(HISTORY, { first: 1, search: 'a' });
  expect(first.errors).toBeUndefined();
  const after = first.data.documents.pageInfo.endCursor;
  const second = await owner.client.graphql(HISTORY, { first: 1, search: 'a', after });
  const ids = [...first.data.documents.edges, ...second.data.documents.edges].map(
    (e: { node: { id: string } }) => e.node.id,
  );
  expect(new Set(ids).size).toBe(ids.length);
});

test("a search cannot reach another user's documents, and an overlong one is refused", async () => {
  const stranger = (await signedInUser(server)).client;
  const theirs = await stranger.graphql(HISTORY, { first: 10, search: 'झलकमान' });
  expect(theirs.data.documents.totalCount).toBe(0);
  const long = await owner.client.graphql(HISTORY, { first: 10, search: 'क'.repeat(101) });
  expect(long.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'search' });
});
