import { createHash } from 'node:crypto';
import { entityManager } from '../../server/src/db/orm.js';
import { User } from '../../server/src/modules/accounts/user.entity.js';
import { DocumentVersion, StampImage } from '../../server/src/modules/annotations/annotation.entities.js';
import {
  removeOrphanAnnotationFiles,
  VERSIONS_KEPT,
} from '../../server/src/modules/annotations/annotation-retention.js';
import { appearanceStreams, pdfJsAnnotations } from '../support/pdf-annotations.js';
import type { ApiClient } from '../support/client.js';
import { signedInUser } from '../support/builders.js';
import { setLocation, validValues } from '../support/documents.js';
import { tinyPng } from '../support/images.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// Annotations are saved as a new version of the PDF, under the document's own read rule.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const GENERATE = `mutation G($input: GenerateDocumentInput!) { generateDocument(input: $input) { id } }`;
const DOCUMENT = `query D($id: ID!) {
  document(id: $id) { id status downloadUrl versions { id number sha256 downloadUrl annotations } }
}`;
const SAVE = `mutation S($documentId: ID!, $annotations: [AnnotationInput!]!) {
  saveDocumentAnnotations(documentId: $documentId, annotations: $annotations) { id number sha256 downloadUrl annotations }
}`;
const VERSION = `query V($id: ID!) { documentVersion(id: $id) { id number } }`;
const UPLOAD = `mutation U($image: String!) { uploadStampImage(imageBase64: $image) { id width height imageUrl } }`;
const STAMPS = `query { myStampImages { id } }`;

const TEXT = 'वडा अध्यक्ष श्री सम्‍झना क्षेत्री';

async function generate(client: ApiClient) {
  const result = await client.graphql(GENERATE, {
    input: { workKey: 'birth-date-verification', values: validValues('birth-date-verification') },
  });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  const id = result.data.generateDocument.id as string;
  for (let i = 0; i < 400; i += 1) {
    const document = (await client.graphql(DOCUMENT, { id })).data?.document;
    if (document?.status === 'READY') return document;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('document did not settle');
}

async function download(url: string): Promise<Uint8Array> {
  const signed = new URL(url);
  const response = await fetch(new URL(`${signed.pathname}${signed.search}`, server.url));
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

let owner: { client: ApiClient; userId: string };
let other: { client: ApiClient; userId: string };
let document: { id: string; downloadUrl: string };
let stampId: string;
const annotations = () => [
  { kind: 'FREE_TEXT', page: 1, rect: { x: 60, y: 700, width: 300, height: 40 }, text: TEXT, fontSize: 14 },
  { kind: 'HIGHLIGHT', page: 1, rect: { x: 60, y: 600, width: 200, height: 14 } },
  { kind: 'INK', page: 1, rect: { x: 100, y: 100, width: 50, height: 50 }, inkPaths: [[100, 100, 150, 150]] },
  { kind: 'STAMP', page: 1, rect: { x: 300, y: 100, width: 60, height: 60 }, stampImageId: stampId },
];

beforeAll(async () => {
  owner = await signedInUser(server);
  other = await signedInUser(server);
  await setLocation(server, owner.client, owner.userId);
  document = await generate(owner.client);
  const upload = await owner.client.graphql(UPLOAD, { image: tinyPng().toString('base64') });
  expect(upload.errors).toBeUndefined();
  expect(upload.data.uploadStampImage).toMatchObject({ width: 1, height: 1 });
  stampId = upload.data.uploadStampImage.id;
});

test('a save writes the four standard annotations into a new version and keeps the original', async () => {
  const originalBytes = await download(document.downloadUrl);
  const saved = await owner.client.graphql(SAVE, { documentId: document.id, annotations: annotations() });
  expect(saved.errors).toBeUndefined();
  const version = saved.data.saveDocumentAnnotations;
  expect(version.number).toBe(1);
  expect(version.annotations[0]).toMatchObject({
    kind: 'FREE_TEXT',
    text: TEXT.normalize('NFC'),
    color: '#000000',
  });

  const pdf = await download(version.downloadUrl);
  expect(createHash('sha256').update(pdf).digest('hex')).toBe(version.sha256);
  const found = await pdfJsAnnotations(pdf);
  expect(found.map((a) => a.subtype).sort()).toEqual(['FreeText', 'Highlight', 'Ink', 'Stamp']);
  expect(found.find((a) => a.subtype === 'FreeText')?.contents).toBe(TEXT.normalize('NFC'));
  const [freeText] = await appearanceStreams(pdf, 'FreeText');
  expect(freeText).toMatch(/<[0-9a-f]{4}> Tj/);
  expect(freeText).not.toMatch(/<0000> Tj/);

  // The original is untouched and still what its link serves.
  const after = (await owner.client.graphql(DOCUMENT, { id: document.id })).data.document;
  expect(Buffer.from(await download(after.downloadUrl)).equals(Buffer.from(originalBytes))).toBe(true);
  expect(await pdfJsAnnotations(originalBytes)).toEqual([]);

  // A second save is version 2, written on the original again, listed first.
  const second = await owner.client.graphql(SAVE, {
    documentId: document.id,
    annotations: annotations().slice(0, 1),
  });
  expect(second.data.saveDocumentAnnotations.number).toBe(2);
  expect(
    (await pdfJsAnnotations(await download(second.data.saveDocumentAnnotations.downloadUrl))).length,
  ).toBe(1);
  const listed = (await owner.client.graphql(DOCUMENT, { id: document.id })).data.document.versions;
  expect(listed.map((v: { number: number }) => v.number)).toEqual([2, 1]);

  // A version's annotations, sent back as they came, make the next version (editing again).
  const again = await owner.client.graphql(SAVE, {
    documentId: document.id,
    annotations: listed[1].annotations,
  });
  expect(again.errors).toBeUndefined();
  expect(again.data.saveDocumentAnnotations.annotations).toEqual(listed[1].annotations);
});

test("another user's document, version or stamp image is refused as not found", async () => {
  const saved = await owner.client.graphql(SAVE, {
    documentId: document.id,
    annotations: annotations().slice(0, 1),
  });
  const versionId = saved.data.saveDocumentAnnotations.id;

  const foreignSave = await other.client.graphql(SAVE, {
    documentId: document.id,
    annotations: annotations().slice(0, 1),
  });
  expect(foreignSave.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  const foreignVersion = await other.client.graphql(VERSION, { id: versionId });
  expect(foreignVersion.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  expect((await owner.client.graphql(VERSION, { id: versionId })).data.documentVersion.id).toBe(versionId);
  expect((await other.client.graphql(STAMPS)).data.myStampImages).toEqual([]);

  // Stamping someone else's image on one's own document is refused too.
  await setLocation(server, other.client, other.userId);
  const theirs = await generate(other.client);
  const borrowed = await other.client.graphql(SAVE, {
    documentId: theirs.id,
    annotations: annotations().slice(3),
  });
  expect(borrowed.errors?.[0]?.extensions).toMatchObject({
    code: 'BAD_USER_INPUT',
    field: 'annotations.0.stampImageId',
  });
});

test('invalid annotations are refused with the field that is wrong', async () => {
  const cases: [object, string][] = [
    [{ ...annotations()[0], page: 9 }, 'annotations.0.page'],
    [{ ...annotations()[0], rect: { x: 500, y: 800, width: 300, height: 100 } }, 'annotations.0.rect'],
    [{ ...annotations()[0], text: '' }, 'annotations.0.text'],
    [{ ...annotations()[0], text: 'क'.repeat(1001) }, 'annotations.0.text'],
    [{ ...annotations()[2], inkPaths: [[1, 2, 3]] }, 'annotations.0.inkPaths.0'],
    [{ ...annotations()[0], color: 'red' }, 'annotations.0.color'],
  ];
  for (const [annotation, field] of cases) {
    const result = await owner.client.graphql(SAVE, { documentId: document.id, annotations: [annotation] });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
  }
  const notImage = await owner.client.graphql(UPLOAD, {
    image: Buffer.from('GIF89a....').toString('base64'),
  });
  expect(notImage.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'imageBase64' });
});

test("a deleted user's versions and stamp images leave storage with the retention sweep; others stay", async () => {
  const leaving = await signedInUser(server);
  await setLocation(server, leaving.client, leaving.userId);
  const theirs = await generate(leaving.client);
  const upload = await leaving.client.graphql(UPLOAD, { image: tinyPng().toString('base64') });
  const saved = await leaving.client.graphql(SAVE, {
    documentId: theirs.id,
    annotations: [{ ...annotations()[3], stampImageId: upload.data.uploadStampImage.id }],
  });
  expect(saved.errors).toBeUndefined();
  const em = entityManager(server.services.orm);
  const keys = async (userId: string) => [
    ...(await em.find(DocumentVersion, { document: { user: userId } })).map((v) => v.fileKey),
    ...(await em.find(StampImage, { user: userId })).map((s) => s.fileKey),
  ];
  const goneKeys = await keys(leaving.userId);
  const keptKeys = await keys(owner.userId);
  expect(goneKeys).toHaveLength(2);
  expect(keptKeys.length).toBeGreaterThan(1);

  await em.nativeDelete(User, { id: leaving.userId });
  // Young files are left alone (a save may be storing one right now).
  expect(await removeOrphanAnnotationFiles(em, server.services.storage)).toBe(0);
  expect(await removeOrphanAnnotationFiles(em, server.services.storage, { minAgeMs: 0 })).toBe(2);
  const stored = async (key: string) => {
    const file = await server.services.storage.getStream(key);
    // Only whether it is there: the open file is let go at once.
    file?.body.destroy();
    return Boolean(file);
  };
  for (const key of goneKeys) expect(await stored(key)).toBe(false);
  for (const key of keptKeys) expect(await stored(key)).toBe(true);
});

test('a document keeps its newest 20 versions: older ones and their files go, the original stays', async () => {
  const client = owner.client;
  await setLocation(server, client, owner.userId);
  const paper = await generate(client);
  const em = entityManager(server.services.orm);
  const saved: { number: number; fileKey: string }[] = [];
  for (let i = 0; i < VERSIONS_KEPT + 3; i += 1) {
    const result = await client.graphql(SAVE, {
      documentId: paper.id,
      annotations: annotations().slice(0, 1),
    });
    expect(result.errors).toBeUndefined();
    const row = await em
      .fork()
      .findOneOrFail(DocumentVersion, { id: result.data.saveDocumentAnnotations.id });
    saved.push({ number: row.number, fileKey: row.fileKey });
  }
  const listed = (await client.graphql(DOCUMENT, { id: paper.id })).data.document.versions;
  expect(listed.map((v: { number: number }) => v.number)).toEqual(
    Array.from({ length: VERSIONS_KEPT }, (_, i) => VERSIONS_KEPT + 3 - i),
  );
  const present = async (key: string) => {
    const file = await server.services.storage.getStream(key);
    file?.body.destroy();
    return Boolean(file);
  };
  for (const { number, fileKey } of saved)
    expect({ number, kept: await present(fileKey) }).toEqual({ number, kept: number > 3 });
  expect((await download(paper.downloadUrl)).length).toBeGreaterThan(1000);
});
