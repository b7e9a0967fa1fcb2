import { text } from 'node:stream/consumers';
import { createS3Storage } from '../../server/src/storage/s3-storage.js';
import { type LocalS3, startLocalS3 } from '../support/s3-server.js';

// The S3 storage against a real S3-compatible server (s3rver: it checks a link's key id and expiry
// but, unlike AWS and MinIO, not the SigV4 signature itself), and
// its presigned links as a browser on the app's page uses them (CORS from deploy/s3-cors.xml).
const APP_ORIGIN = 'http://127.0.0.1:4000';
let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3([APP_ORIGIN]);
});
afterAll(() => s3?.close());

const storage = () =>
  createS3Storage({
    bucket: s3.bucket,
    region: s3.env.S3_REGION!,
    endpoint: s3.endpoint,
    accessKeyId: s3.env.S3_ACCESS_KEY_ID,
    secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: true,
  });

test('put, read back, delete', async () => {
  const files = storage();
  await files.put('documents/u1/d1.pdf', Buffer.from('%PDF-1.7 stored'), {
    contentType: 'application/pdf',
    fileName: 'document.pdf',
  });
  const stored = await files.getStream('documents/u1/d1.pdf');
  expect(stored).toMatchObject({ contentType: 'application/pdf', size: 15, fileName: 'document.pdf' });
  expect(await text(stored!.body)).toBe('%PDF-1.7 stored');
  await files.delete('documents/u1/d1.pdf');
  expect(await files.getStream('documents/u1/d1.pdf')).toBeNull();
  await files.delete('documents/u1/d1.pdf'); // deleting twice is fine
});

test("a presigned link serves the PDF to the app's page, with its download name, and ranges", async () => {
  const files = storage();
  await files.put('documents/u1/d2.pdf', Buffer.from('%PDF-1.7 in the bucket'), {
    contentType: 'application/pdf',
  });
  const link = await files.signedUrl('documents/u1/d2.pdf', {
    expiresInSeconds: 60,
    fileName: 'document.pdf',
  });
  expect(link.startsWith(`${s3.endpoint}/${s3.bucket}/documents/u1/d2.pdf?`)).toBe(true);

  const response = await fetch(link, { headers: { Origin: APP_ORIGIN } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(response.headers.get('content-disposition')).toBe('inline; filename="document.pdf"');
  expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
  expect(await response.text()).toBe('%PDF-1.7 in the bucket');

  // A viewer reading the file in pieces: the preflight for Range passes, the range comes back.
  const preflight = await fetch(link, {
    method: 'OPTIONS',
    headers: {
      Origin: APP_ORIGIN,
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'range',
    },
  });
  expect(preflight.status).toBe(200);
  expect(preflight.headers.get('access-control-allow-headers')).toBe('range');
  const piece = await fetch(link, { headers: { Origin: APP_ORIGIN, Range: 'bytes=0-7' } });
  expect(piece.status).toBe(206);
  expect(await piece.text()).toBe('%PDF-1.7');
});

test('the Word copy beside it is served with its own type and a Nepali .docx name', async () => {
  const files = storage();
  const type = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  await files.put('documents/u1/d2.docx', Buffer.from('PK\x03\x04 a docx'), {
    contentType: type,
    fileName: 'document.docx',
  });
  const name = 'जन्म-मिति-प्रमाणित-२०८३-०८-०८.docx';
  const link = await files.signedUrl('documents/u1/d2.docx', { expiresInSeconds: 60, fileName: name });
  const response = await fetch(link, { headers: { Origin: APP_ORIGIN } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe(type);
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  expect(decodeURIComponent(encoded ?? '')).toBe(name);
  expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
  expect(
    Buffer.from(await response.arrayBuffer())
      .subarray(0, 4)
      .toString('latin1'),
  ).toBe('PK\x03\x04');
});

test('an expired link, or a page from another origin, is refused', async () => {
  const files = storage();
  await files.put('documents/u1/d3.pdf', Buffer.from('%PDF-1.7'), { contentType: 'application/pdf' });
  const link = new URL(await files.signedUrl('documents/u1/d3.pdf', { expiresInSeconds: 60 }));
  const expired = new URL(link);
  expired.searchParams.set('X-Amz-Date', '20200101T000000Z');
  expect((await fetch(expired)).status).toBe(403);

  const elsewhere = await fetch(link, { headers: { Origin: 'https://evil.example' } });
  expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
  const preflight = await fetch(link, {
    method: 'OPTIONS',
    headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
  });
  expect(preflight.status).toBe(403);
});
