import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type FileStorage, assertSafeKey } from './storage.js';

interface Meta {
  contentType: string;
  fileName?: string;
}

/**
 * Files under a folder, each with a small .meta.json beside it; served by GET /files/<key> only
 * with a valid, unexpired HMAC signature (see files.route.ts).
 */
export function createLocalStorage(options: {
  folder: string;
  secret: string;
  publicUrl: string;
}): FileStorage & {
  verify(key: string, expires: string, signature: string): boolean;
} {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(options.folder, ...key.split('/'));
  };
  const sign = (key: string, expires: number) =>
    createHmac('sha256', options.secret).update(`${key}\n${expires}`).digest('base64url');

  return {
    async put(key, data, meta) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Data first (written aside, then renamed into place), then its metadata: a reader that
      // finds the metadata finds the whole file.
      await writeFile(`${file}.part`, data);
      await rename(`${file}.part`, file);
      await writeFile(
        `${file}.meta.json`,
        JSON.stringify({ contentType: meta.contentType, fileName: meta.fileName }),
      );
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const meta = JSON.parse(await readFile(`${file}.meta.json`, 'utf8')) as Meta;
        return { data: await readFile(file), ...meta };
      } catch {
        return null;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(`${file}.meta.json`, { force: true });
    },
    async signedUrl(key, { expiresInSeconds }) {
      assertSafeKey(key);
      const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
      const url = new URL(`/files/${key}`, options.publicUrl);
      url.searchParams.set('expires', String(expires));
      url.searchParams.set('signature', sign(key, expires));
      return url.toString();
    },
    verify(key, expires, signature) {
      const when = Number(expires);
      if (!Number.isInteger(when) || when < Date.now() / 1000) return false;
      const expected = Buffer.from(sign(key, when));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
