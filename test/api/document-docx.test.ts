import { readDocx } from '../support/docx-text.js';
import type { ApiClient } from '../support/client.js';
import { signedInUser } from '../support/builders.js';
import { setLocation, validValues } from '../support/documents.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// The Word copy of a document: made by the same render as the PDF, downloaded through its own
// signed link under the PDF's name with .docx, and only by the document's owner.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const GENERATE = `mutation G($input: GenerateDocumentInput!) { generateDocument(input: $input) { id } }`;
const DOCUMENT = `query D($id: ID!) {
  document(id: $id) { id status fileName verificationCode downloadUrl docxDownloadUrl }
}`;
const HISTORY = `query H { documents(first: 20) { edges { node { id docxDownloadUrl } } } }`;

async function generated(client: ApiClient, values: Record<string, unknown>) {
  const result = await client.graphql(GENERATE, { input: { workKey: 'birth-date-verification', values } });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  const id = result.data.generateDocument.id as string;
  for (let i = 0; i < 400; i += 1) {
    const document = (await client.graphql(DOCUMENT, { id })).data?.document;
    if (document?.status === 'READY') return document as Record<string, string>;
    if (document?.status === 'FAILED') throw new Error('the document failed');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('document did not settle');
}

const local = (link: string) => {
  const signed = new URL(link);
  return new URL(`${signed.pathname}${signed.search}`, server.url);
};

let owner: { client: ApiClient; userId: string };
let document: Record<string, string>;
beforeAll(async () => {
  owner = await signedInUser(server);
  await setLocation(server, owner.client, owner.userId);
  document = await generated(owner.client, {
    ...validValues('birth-date-verification'),
    fullName: 'झलकमान गन्धर्व',
  });
});

test('a READY document links its Word copy: a DOCX named as the PDF, with what the PDF prints', async () => {
  expect(document.docxDownloadUrl).toEqual(expect.any(String));
  const response = await fetch(local(document.docxDownloadUrl!));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe(DOCX_TYPE);
  const name = /filename\*=UTF-8''([^;]+)/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  expect(decodeURIComponent(name ?? '')).toBe(document.fileName!.replace(/\.pdf$/, '.docx'));

  const docx = readDocx(Buffer.from(await response.arrayBuffer()));
  expect(docx.body.join('\n')).toContain('झलकमान गन्धर्व');
  expect(docx.footer.join('\n')).toContain(document.verificationCode);
  expect(docx.part('word/styles.xml')).toContain('w:cs="Noto Serif Devanagari"');
});

test('another user gets no link to it, and a link to the PDF opens no Word copy', async () => {
  const stranger = (await signedInUser(server)).client;
  const theirs = await stranger.graphql(DOCUMENT, { id: document.id });
  expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  expect(theirs.data?.document ?? null).toBeNull();
  const history = (await stranger.graphql(HISTORY, {})).data.documents.edges;
  expect(history.map((edge: { node: { id: string } }) => edge.node.id)).not.toContain(document.id);
  // The signature covers the key: the PDF's link turned toward the .docx is refused.
  const forged = local(document.downloadUrl!);
  forged.pathname = forged.pathname.replace(/\.pdf$/, '.docx');
  expect((await fetch(forged)).status).toBe(403);
});

test('the history links each READY document’s Word copy', async () => {
  const edges = (await owner.client.graphql(HISTORY, {})).data.documents.edges;
  const row = edges.find((edge: { node: { id: string } }) => edge.node.id === document.id);
  expect(row.node.docxDownloadUrl).toEqual(expect.any(String));
});

test('a document whose Word copy could not be made is READY with its PDF, and links no copy', async () => {
  const pool = server.services.renderPool;
  const render = pool.render;
  pool.render = async (task) => {
    const { pdf } = await render(task);
    return { pdf, docxError: 'the converter broke' };
  };
  try {
    const plain = await generated(owner.client, validValues('birth-date-verification'));
    expect(plain.docxDownloadUrl).toBeNull();
    expect((await fetch(local(plain.downloadUrl!))).status).toBe(200);
  } finally {
    pool.render = render;
  }
});
