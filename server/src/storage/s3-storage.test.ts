import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer, text } from 'node:stream/consumers';
import { createS3Storage } from './s3-storage.js';

const settings = {
  bucket: 'lekhapadi-files',
  region: 'ap-south-1',
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
};

describe('presigned URLs', () => {
  test('path style against an S3-compatible endpoint', async () => {
    const storage = createS3Storage({
      ...settings,
      endpoint: 'http://minio.local:9000',
      forcePathStyle: true,
    });
    const url = new URL(
      await storage.signedUrl('documents/u1/d1.pdf', { expiresInSeconds: 900, fileName: 'document.pdf' }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(
      'http://minio.local:9000/lekhapadi-files/documents/u1/d1.pdf',
    );
    const q = Object.fromEntries(url.searchParams);
    expect(q['X-Amz-Algorithm']).toBe('AWS4-HMAC-SHA256');
    expect(q['X-Amz-Credential']).toMatch(/^AKIDEXAMPLE\/\d{8}\/ap-south-1\/s3\/aws4_request$/);
    expect(q['X-Amz-Date']).toMatch(/^\d{8}T\d{6}Z$/);
    expect(q['X-Amz-Expires']).toBe('900');
    expect(q['X-Amz-SignedHeaders']).toBe('host');
    expect(q['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
    expect(q['response-content-disposition']).toBe('inline; filename="document.pdf"');
  });

  test('virtual-host style on AWS', async () => {
    const storage = createS3Storage({ ...settings, forcePathStyle: false });
    const url = new URL(await storage.signedUrl('avatars/u1/a.png', { expiresInSeconds: 3600 }));
    expect(`${url.origin}${url.pathname}`).toBe(
      'https://lekhapadi-files.s3.ap-south-1.amazonaws.com/avatars/u1/a.png',
    );
    expect(url.searchParams.get('X-Amz-Expires')).toBe('3600');
    expect(url.searchParams.has('response-content-disposition')).toBe(false);
  });

  test('refuses unsafe keys', async () => {
    const storage = createS3Storage({ ...settings, forcePathStyle: true });
    await expect(storage.signedUrl('../x', { expiresInSeconds: 60 })).rejects.toThrow(/unsafe/);
  });
});

/** Just enough of S3's object API (path style, no auth check) to see what the client sends. */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string; disposition?: string }>();
  const requests: { method: string; path: string; authorization?: string }[] = [];
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = decodeURIComponent(url.pathname);
    requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization });
    if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
      // ListObjectsV2, one key per page, so that paging is exercised too.
      const bucket = path.replace(/\/$/, '');
      const prefix = url.searchParams.get('prefix') ?? '';
      const keys = [...objects.keys()]
        .filter((name) => name.startsWith(`${bucket}/${prefix}`))
        .map((name) => name.slice(bucket.length + 1))
        .sort();
      const start = Number(url.searchParams.get('continuation-token') ?? 0);
      const key = keys[start];
      const more = start + 1 < keys.length;
      res.writeHead(200, { 'Content-Type': 'application/xml' });
      res.end(
        `<?xml version="1.0"?><ListBucketResult><Name>${bucket.slice(1)}</Name><Prefix>${prefix}</Prefix>` +
          `<KeyCount>${key ? 1 : 0}</KeyCount><IsTruncated>${more}</IsTruncated>` +
          (more ? `<NextContinuationToken>${start + 1}</NextContinuationToken>` : '') +
          (key
            ? `<Contents><Key>${key}</Key><LastModified>2026-01-01T00:00:00.000Z</LastModified></Contents>`
            : '') +
          '</ListBucketResult>',
      );
    } else if (req.method === 'PUT') {
      objects.set(path, {
        body: await buffer(req),
        type: String(req.headers['content-type']),
        disposition: req.headers['content-disposition'],
      });
      res.writeHead(200, { ETag: '"1"' }).end();
    } else if (req.method === 'GET') {
      const object = objects.get(path);
      if (!object) {
        res.writeHead(404, { 'Content-Type': 'application/xml' });
        res.end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
        return;
      }
      const headers: Record<string, string> = {
        'Content-Type': object.type,
        'Content-Length': String(object.body.length),
      };
      if (object.disposition) headers['Content-Disposition'] = object.disposition;
      res.writeHead(200, headers).end(object.body);
    } else if (req.method === 'DELETE') {
      objects.delete(path);
      res.writeHead(204).end();
    } else {
      res.writeHead(405).end();
    }
  });
  return { server, objects, requests };
}

test('put, get as a stream and delete against an S3-compatible server', async () => {
  const fake = fakeS3();
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  const { port } = fake.server.address() as AddressInfo;
  const storage = createS3Storage({
    ...settings,
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
  });
  try {
    await storage.put('documents/u1/d1.pdf', Buffer.from('%PDF-1.7'), {
      contentType: 'application/pdf',
      fileName: 'document.pdf',
    });
    expect(fake.objects.get('/lekhapadi-files/documents/u1/d1.pdf')).toMatchObject({
      type: 'application/pdf',
      disposition: 'inline; filename="document.pdf"',
    });
    expect(fake.requests[0]?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\//);

    const stored = await storage.getStream('documents/u1/d1.pdf');
    expect(stored).toMatchObject({ contentType: 'application/pdf', size: 8, fileName: 'document.pdf' });
    expect(await text(stored!.body)).toBe('%PDF-1.7');

    await storage.put('documents/u2/d2.pdf', Buffer.from('%PDF-1.7'), { contentType: 'application/pdf' });
    await storage.put('avatars/u1.png', Buffer.from('png'), { contentType: 'image/png' });
    const listed: { key: string; modifiedAt: Date }[] = [];
    for await (const file of storage.list('documents/')) listed.push(file);
    expect(listed).toEqual([
      { key: 'documents/u1/d1.pdf', modifiedAt: new Date('2026-01-01T00:00:00.000Z') },
      { key: 'documents/u2/d2.pdf', modifiedAt: new Date('2026-01-01T00:00:00.000Z') },
    ]);

    await storage.delete('documents/u1/d1.pdf');
    expect(await storage.getStream('documents/u1/d1.pdf')).toBeNull();
  } finally {
    await new Promise((resolve) => fake.server.close(resolve));
  }
});
