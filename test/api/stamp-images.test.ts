import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { entityManager } from '../../server/src/db/orm.js';
import { StampImage } from '../../server/src/modules/annotations/annotation.entities.js';
import type { ApiClient } from '../support/client.js';
import { locatedUser, generate, settled, validValues } from '../support/documents.js';
import { truncatedPng, zeroPngBomb } from '../support/hostile-images.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// Stamp pictures are untrusted bytes: read by the bounded decoder, kept as its re-encoded PNG, and
// only that copy is ever embedded in a PDF.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const UPLOAD = `mutation U($image: String!) { uploadStampImage(imageBase64: $image) { id width height imageUrl } }`;
const SAVE = `mutation S($documentId: ID!, $annotations: [AnnotationInput!]!) {
  saveDocumentAnnotations(documentId: $documentId, annotations: $annotations) { id downloadUrl }
}`;
const DOCUMENT = 'query D($id: ID!) { document(id: $id) { id status } }';

const upload = (client: ApiClient, bytes: Buffer) =>
  client.graphql(UPLOAD, { image: bytes.toString('base64') });
const onServer = (url: string) => {
  const signed = new URL(url);
  return new URL(`${signed.pathname}${signed.search}`, server.url);
};

async function readyDocument(client: ApiClient) {
  const { id } = await generate(client, {
    workKey: 'birth-date-verification',
    values: validValues('birth-date-verification'),
  });
  await settled(client, id, DOCUMENT);
  return id;
}

/** The pixel sizes of the images a PDF embeds. */
async function embeddedImages(pdf: Uint8Array) {
  const document = await PDFDocument.load(pdf);
  return document.context
    .enumerateIndirectObjects()
    .flatMap(([, object]) => {
      const dict = object instanceof PDFRawStream ? object.dict : object instanceof PDFDict ? object : null;
      if (dict?.get(PDFName.of('Subtype')) !== PDFName.of('Image')) return [];
      const size = (key: string) => (dict.get(PDFName.of(key)) as PDFNumber).asNumber();
      return [{ width: size('Width'), height: size('Height') }];
    })
    .filter((image, _i, all) => all.length > 0 && image.width > 0);
}

test('a PNG cut inside its first IDAT is a 400 at once, and /livez answers meanwhile', async () => {
  const { client } = await locatedUser(server);
  const started = performance.now();
  const [result, live] = await Promise.all([
    upload(client, await truncatedPng()),
    fetch(new URL('/livez', server.url)),
  ]);
  const elapsed = performance.now() - started;
  expect(result.httpStatus).toBe(200);
  expect(result.errors?.[0]?.extensions).toMatchObject({
    code: 'BAD_USER_INPUT',
    field: 'imageBase64',
    messageCode: 'image.unreadable',
  });
  expect(live.status).toBe(200);
  // About 100 ms on an idle machine. Before the fix no answer ever came, so the ceiling only has
  // to tell "answered" from "never": generous, because a busy machine stretches every request.
  expect(elapsed).toBeLessThan(20_000);
  expect((await fetch(new URL('/livez', server.url))).status).toBe(200);
});

test('a 12,000² bomb is refused without decoding it; a stripe too long for a stamp too', async () => {
  const { client } = await locatedUser(server);
  const bomb = await zeroPngBomb();
  const heap = () => {
    const { heapUsed, external } = process.memoryUsage();
    return heapUsed + external;
  };
  const before = { heap: heap(), rss: process.memoryUsage.rss() };
  const refused = await upload(client, bomb);
  expect(refused.errors?.[0]?.extensions).toMatchObject({
    code: 'BAD_USER_INPUT',
    messageCode: 'image.tooManyPixels',
    params: { max: 4 },
  });
  expect(heap() - before.heap).toBeLessThan(20 * 1024 * 1024);
  expect(process.memoryUsage.rss() - before.rss).toBeLessThan(20 * 1024 * 1024);

  const stripe = await sharp({ create: { width: 1800, height: 200, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  expect((await upload(client, stripe)).errors?.[0]?.extensions).toMatchObject({
    messageCode: 'image.badAspect',
    params: { max: 8 },
  });
  expect((await client.graphql('{ myStampImages { id } }')).data.myStampImages).toEqual([]);
});

test('what is kept, and later embedded, is a bounded PNG re-encoded from the upload', async () => {
  const { client } = await locatedUser(server);
  const photo = await sharp({
    create: { width: 2000, height: 1500, channels: 3, background: { r: 20, g: 40, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  const stamp = (await upload(client, photo)).data.uploadStampImage;
  expect(stamp).toMatchObject({ width: 1000, height: 750 });
  const served = await fetch(onServer(stamp.imageUrl));
  expect(served.headers.get('content-type')).toBe('image/png');
  expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
    format: 'png',
    width: 1000,
    height: 750,
  });

  const documentId = await readyDocument(client);
  const saved = await client.graphql(SAVE, {
    documentId,
    annotations: [
      { kind: 'STAMP', page: 1, rect: { x: 300, y: 100, width: 100, height: 75 }, stampImageId: stamp.id },
    ],
  });
  expect(saved.errors).toBeUndefined();
  const pdf = new Uint8Array(
    await (await fetch(onServer(saved.data.saveDocumentAnnotations.downloadUrl))).arrayBuffer(),
  );
  expect(await embeddedImages(pdf)).toContainEqual({ width: 1000, height: 750 });
});

test('a stamp kept before the checks is re-encoded at its first save; a bomb among them cannot be placed', async () => {
  const { client, userId } = await locatedUser(server);
  const em = entityManager(server.services.orm);
  const legacy = async (bytes: Buffer, contentType: string, width: number, height: number) => {
    const fileKey = `stamps/${userId}/legacy-${width}.${contentType === 'image/png' ? 'png' : 'jpg'}`;
    await server.services.storage.put(fileKey, bytes, { contentType });
    const row = em.create(StampImage, {
      user: userId,
      fileKey,
      contentType,
      width,
      height,
      reencoded: false,
    });
    await em.flush();
    return row;
  };
  const oldJpeg = await sharp({ create: { width: 1600, height: 800, channels: 3, background: '#a00' } })
    .jpeg()
    .toBuffer();
  const kept = await legacy(oldJpeg, 'image/jpeg', 1600, 800);
  const bomb = await legacy(await zeroPngBomb(8000), 'image/png', 8000, 8000);
  const documentId = await readyDocument(client);
  const place = (stampImageId: string) => ({
    kind: 'STAMP',
    page: 1,
    rect: { x: 100, y: 100, width: 100, height: 50 },
    stampImageId,
  });

  const refused = await client.graphql(SAVE, { documentId, annotations: [place(kept.id), place(bomb.id)] });
  expect(refused.errors?.[0]?.extensions).toMatchObject({
    code: 'BAD_USER_INPUT',
    field: 'annotations.1.stampImageId',
    messageCode: 'stamp.reupload',
  });

  const saved = await client.graphql(SAVE, { documentId, annotations: [place(kept.id)] });
  expect(saved.errors).toBeUndefined();
  const row = await entityManager(server.services.orm).findOneOrFail(StampImage, { id: kept.id });
  expect(row).toMatchObject({ reencoded: true, contentType: 'image/png', width: 1000, height: 500 });
  expect(row.fileKey).not.toBe(kept.fileKey);
  expect(await server.services.storage.getStream(kept.fileKey)).toBeNull();
  const pdf = new Uint8Array(
    await (await fetch(onServer(saved.data.saveDocumentAnnotations.downloadUrl))).arrayBuffer(),
  );
  expect(await embeddedImages(pdf)).toContainEqual({ width: 1000, height: 500 });
});
