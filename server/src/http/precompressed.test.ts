import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import { accepts, servePrecompressed } from './precompressed.js';

const script = 'console.log("नमस्ते");'.repeat(200);
let folder: string;
let base: string;
let close: () => void;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'precompressed-'));
  await writeFile(path.join(folder, 'app.js'), script);
  await writeFile(path.join(folder, 'app.js.br'), brotliCompressSync(script));
  await writeFile(path.join(folder, 'app.js.gz'), gzipSync(script));
  await writeFile(path.join(folder, 'only-plain.css'), 'body{}');
  const app = express();
  app.use('/assets', servePrecompressed(folder));
  app.use('/assets', express.static(folder));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(async () => {
  close();
  await rm(folder, { recursive: true, force: true });
});

// Raw bytes as sent: node's fetch would decode them, so ask with a plain http request.
async function get(file: string, acceptEncoding: string) {
  const { request } = await import('node:http');
  return new Promise<{ headers: Record<string, unknown>; body: Buffer; status: number }>(
    (resolve, reject) => {
      request(`${base}/assets/${file}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part) => parts.push(part));
        res.on('end', () =>
          resolve({ headers: res.headers, body: Buffer.concat(parts), status: res.statusCode ?? 0 }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

test('a browser that takes brotli gets the .br file as JavaScript', async () => {
  const response = await get('app.js', 'gzip, deflate, br');
  expect(response.headers['content-encoding']).toBe('br');
  expect(response.headers['content-type']).toMatch(/javascript/);
  expect(response.headers.vary).toMatch(/Accept-Encoding/);
  expect(brotliDecompressSync(response.body).toString()).toBe(script);
});

test('gzip when brotli is not accepted, the plain file when neither is', async () => {
  const gz = await get('app.js', 'gzip');
  expect(gz.headers['content-encoding']).toBe('gzip');
  const plain = await get('app.js', 'identity');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(script);
  const refused = await get('app.js', 'br;q=0, gzip;q=0');
  expect(refused.headers['content-encoding']).toBeUndefined();
});

test('files without compressed copies, and paths leaving the folder, fall through', async () => {
  const css = await get('only-plain.css', 'br, gzip');
  expect(css.headers['content-encoding']).toBeUndefined();
  expect(css.body.toString()).toBe('body{}');
  const outside = await get('..%2F..%2Fetc%2Fpasswd', 'br');
  expect(outside.status).toBe(404);
});

test('reads Accept-Encoding with its weights', () => {
  expect(accepts('gzip, br;q=0.8', 'br')).toBe(true);
  expect(accepts('gzip, br;q=0', 'br')).toBe(false);
  expect(accepts(undefined, 'gzip')).toBe(false);
  expect(accepts('GZIP', 'gzip')).toBe(true);
});
