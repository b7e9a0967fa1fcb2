import { entityManager } from '../../server/src/db/orm.js';
import { GeneratedDocument } from '../../server/src/modules/documents/generated-document.entity.js';
import type { RenderTask } from '../../server/src/pdf/render-task.js';
import { readDocx } from '../support/docx-text.js';
import type { ApiClient } from '../support/client.js';
import { signedInUser } from '../support/builders.js';
import { setLocation, validValues } from '../support/documents.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// The Word copy of a document: made from the same template, values and date as the PDF when its
// signed link is first followed (not with the PDF), kept beside the PDF, downloaded under the PDF's
// name with .docx, and only through a link its owner was given.
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

/** The render threads' tasks while `action` runs, by kind: PDF only, or PDF and Word copy. */
async function tasksDuring(action: () => Promise<void>) {
  const pool = server.services.renderPool;
  const render = pool.render;
  const tasks: RenderTask[] = [];
  pool.render = (task) => {
    tasks.push(task);
    return render(task);
  };
  try {
    await action();
  } finally {
    pool.render = render;
  }
  return { pdfOnly: tasks.filter((t) => !t.docx).length, withWord: tasks.filter((t) => t.docx).length };
}

const row = (id: string) => entityManager(server.services.orm).findOneOrFail(GeneratedDocument, { id });

test('rendering a document makes its PDF only; its Word copy is made when the link is first followed', async () => {
  let fresh: Record<string, string> = {};
  const rendering = await tasksDuring(async () => {
    fresh = await generated(owner.client, validValues('birth-date-verification'));
  });
  expect(rendering).toEqual({ pdfOnly: 1, withWord: 0 });
  expect((await row(fresh.id!)).docxKey).toBeNull();
  expect(fresh.docxDownloadUrl).toEqual(expect.any(String));

  const first = await tasksDuring(async () => {
    expect((await fetch(local(fresh.docxDownloadUrl!))).status).toBe(200);
  });
  expect(first).toEqual({ pdfOnly: 0, withWord: 1 });
  expect((await row(fresh.id!)).docxKey).toMatch(/\.docx$/);
  // Once made, it is kept: following the link again renders nothing.
  const again = await tasksDuring(async () => {
    expect((await fetch(local(fresh.docxDownloadUrl!))).status).toBe(200);
  });
  expect(again).toEqual({ pdfOnly: 0, withWord: 0 });
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
  // The link is the credential: a partner's HTTP client that adds its token header is not refused.
  const withToken = await fetch(local(document.docxDownloadUrl!), {
    headers: { Authorization: 'Bearer lkp_not-looked-at' },
  });
  expect(withToken.status).toBe(200);
});

test('a copy made days later carries the date its PDF was printed with, not the day it is made', async () => {
  const earlier = await generated(owner.client, validValues('birth-date-verification'));
  // As if the PDF had been rendered on 2081/01/15 BS and the copy were asked for today.
  await entityManager(server.services.orm).nativeUpdate(
    GeneratedDocument,
    { id: earlier.id },
    { datedOn: '2081/01/15' },
  );
  const response = await fetch(local(earlier.docxDownloadUrl!));
  expect(response.status).toBe(200);
  const body = readDocx(Buffer.from(await response.arrayBuffer())).body.join('\n');
  expect(body).toContain('२०८१/०१/१५');
});

test('another user gets no link to it, and no link opens a copy it was not signed for', async () => {
  const other = await signedInUser(server);
  await setLocation(server, other.client, other.userId);
  const stranger = other.client;
  const theirs = await stranger.graphql(DOCUMENT, { id: document.id });
  expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  expect(theirs.data?.document ?? null).toBeNull();
  const history = (await stranger.graphql(HISTORY, {})).data.documents.edges;
  expect(history.map((edge: { node: { id: string } }) => edge.node.id)).not.toContain(document.id);
  // The signature covers the key: the PDF's link turned toward the .docx is refused.
  const forged = local(document.downloadUrl!);
  forged.pathname = forged.pathname.replace(/\.pdf$/, '.docx');
  expect((await fetch(forged)).status).toBe(403);
  // A stranger's own Word link turned toward this document, or with its expiry moved, is refused.
  const mine = await generated(stranger, validValues('birth-date-verification'));
  const turned = local(mine.docxDownloadUrl!);
  turned.pathname = `/word-copies/${document.id}`;
  const refused = await fetch(turned);
  expect(refused.status).toBe(403);
  expect((await refused.json()).code).toBe('FORBIDDEN');
  const extended = local(mine.docxDownloadUrl!);
  extended.searchParams.set('expires', String(Number(extended.searchParams.get('expires')) + 3600));
  expect((await fetch(extended)).status).toBe(403);
});

test('the history links each READY document’s Word copy', async () => {
  const edges = (await owner.client.graphql(HISTORY, {})).data.documents.edges;
  const listed = edges.find((edge: { node: { id: string } }) => edge.node.id === document.id);
  expect(listed.node.docxDownloadUrl).toEqual(expect.any(String));
});

test('a Word copy that cannot be made is a 503 to try again; the PDF is untouched', async () => {
  const plain = await generated(owner.client, validValues('birth-date-verification'));
  const pool = server.services.renderPool;
  const render = pool.render;
  pool.render = async (task) => {
    const { pdf } = await render(task);
    return { pdf, docxError: 'the converter broke' };
  };
  try {
    const broken = await fetch(local(plain.docxDownloadUrl!));
    expect(broken.status).toBe(503);
    expect(await broken.json()).toMatchObject({ messageCode: 'document.wordUnavailable' });
    expect((await row(plain.id!)).docxKey).toBeNull();
    expect((await fetch(local(plain.downloadUrl!))).status).toBe(200);
  } finally {
    pool.render = render;
  }
  // Asking again, once the converter works, makes it.
  expect((await fetch(local(plain.docxDownloadUrl!))).status).toBe(200);
});
