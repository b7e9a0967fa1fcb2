import type { Readable } from 'node:stream';

/** What is kept beside a stored file and served with it. */
export interface FileMetadata {
  contentType: string;
  /** Offered as the download name (Content-Disposition); optional. */
  fileName?: string;
}

interface StoredKey {
  key: string;
  modifiedAt: Date;
}

interface StoredFile extends FileMetadata {
  body: Readable;
  /** Bytes, when the backend knows it up front. */
  size?: number;
}

/**
 * Where generated PDFs and avatars live. Files are never public: a client gets a signed URL that
 * expires. Two implementations: a folder under DATA_DIR (served by GET /files/<key>, see
 * files.route.ts) and an S3-compatible bucket (presigned URLs straight to the bucket).
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer | Uint8Array, metadata: FileMetadata): Promise<void>;
  /** The file as a stream, or null when there is no such key. */
  getStream(key: string): Promise<StoredFile | null>;
  /** Deleting a key that does not exist is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key under `prefix` (e.g. "documents/"), for retention sweeps. */
  list(prefix: string): AsyncIterable<StoredKey>;
  /** A GET link valid for `expiresInSeconds`; `fileName` overrides the stored download name. */
  signedUrl(key: string, options: { expiresInSeconds: number; fileName?: string }): Promise<string>;
}

/** Keys are paths of safe segments: no traversal, no odd characters, nothing to escape in a URL. */
export function assertSafeKey(key: string): void {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/.test(key) || key.includes('..')) {
    throw new Error(`unsafe storage key: ${key}`);
  }
  if (key.length > 500) throw new Error('storage key too long');
}

/**
 * The header that names a download (RFC 6266). A name in plain ASCII goes as `filename`; any other
 * (a Nepali work name) goes as UTF-8 in `filename*`, with an ASCII `filename` for old clients.
 */
export function contentDisposition(fileName: string, kind: 'inline' | 'attachment' = 'inline'): string {
  const name = fileName.slice(0, 150);
  if (/^[A-Za-z0-9._-]+$/.test(name)) return `${kind}; filename="${name}"`;
  return `${kind}; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

/** Devanagari digits as Latin ones, everything else outside safe ASCII dropped: 'document-2083-08-08.pdf'. */
function asciiFallback(fileName: string): string {
  const latin = fileName
    .replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966))
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+/, '');
  // A name left without letters (the Nepali words are gone) gets a word back.
  return /^[A-Za-z]/.test(latin) ? latin : `document-${latin}`.replace(/-(\.|$)/, '$1');
}

/** RFC 5987 value chars: encodeURIComponent leaves ' ( ) * unescaped, which the grammar forbids. */
const encodeRfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
