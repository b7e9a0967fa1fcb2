import { mkdir, open, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type FileMetadata, type FileStorage, assertSafeKey } from './storage.js';
import { type SignedFileQuery, signFileUrl, verifyFileUrl } from './url-signing.js';

export interface LocalFileStorage extends FileStorage {
  readonly kind: 'local';
  /** Whether a /files/<key> request carries a valid, unexpired signature. */
  verify(key: string, query: Partial<SignedFileQuery>): boolean;
  /** The file on disk and its metadata, for serving with range support; null when missing. */
  locate(key: string): Promise<{ path: string; metadata: FileMetadata } | null>;
}

/**
 * Files under a folder (DATA_DIR/files), each with a small .meta.json beside it, served by
 * GET /files/<key> only with a valid, unexpired HMAC signature (see files.route.ts).
 */
export function createLocalStorage(options: {
  folder: string;
  secret: string;
  publicUrl: string;
}): LocalFileStorage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(options.folder, ...key.split('/'));
  };
  const readMetadata = async (file: string): Promise<FileMetadata | null> => {
    try {
      return JSON.parse(await readFile(`${file}.meta.json`, 'utf8')) as FileMetadata;
    } catch {
      return null;
    }
  };

  return {
    kind: 'local',
    async put(key, data, metadata) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Data first (written aside, then renamed into place), then its metadata: a reader that
      // finds the metadata finds the whole file.
      await writeFile(`${file}.part`, data);
      await rename(`${file}.part`, file);
      const meta: FileMetadata = { contentType: metadata.contentType, fileName: metadata.fileName };
      await writeFile(`${file}.meta.json`, JSON.stringify(meta));
    },
    async getStream(key) {
      const found = await this.locate(key);
      if (!found) return null;
      // The file is opened here, not when the stream is first read: a file deleted after its
      // metadata was read is absent (null), never a stream that fails later with nobody listening.
      const handle = await open(found.path, 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (!handle) return null;
      try {
        const { size } = await handle.stat();
        // The stream closes the handle when it ends or is destroyed.
        return { ...found.metadata, size, body: handle.createReadStream() };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async locate(key) {
      const file = fileOf(key);
      const metadata = await readMetadata(file);
      return metadata ? { path: file, metadata } : null;
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(`${file}.meta.json`, { force: true });
      await rm(file, { force: true });
    },
    async *list(prefix) {
      const entries = await readdir(options.folder, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.endsWith('.meta.json') || entry.name.endsWith('.part')) continue;
        const file = path.join(entry.parentPath, entry.name);
        const key = path.relative(options.folder, file).split(path.sep).join('/');
        if (!key.startsWith(prefix)) continue;
        const stats = await stat(file).catch(() => null);
        if (stats) yield { key, modifiedAt: stats.mtime };
      }
    },
    async signedUrl(key, { expiresInSeconds, fileName }) {
      assertSafeKey(key);
      const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
      const url = new URL(`/files/${key}`, options.publicUrl);
      for (const [name, value] of Object.entries(signFileUrl(options.secret, key, expires, fileName))) {
        url.searchParams.set(name, value);
      }
      return url.toString();
    },
    verify(key, query) {
      return verifyFileUrl(options.secret, key, query);
    },
  };
}

export const isLocalStorage = (storage: FileStorage): storage is LocalFileStorage => storage.kind === 'local';
