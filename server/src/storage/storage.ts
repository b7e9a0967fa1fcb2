import type { Readable } from 'node:stream';

/** What is kept beside a stored file and served with it. */
export interface FileMetadata {
  contentType: string;
  /** Offered as the download name (Content-Disposition); optional. */
  fileName?: string;
}

export interface StoredFile extends FileMetadata {
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

/** The header that names a download; the name is reduced to safe characters (it is not user text). */
export function contentDisposition(fileName: string, kind: 'inline' | 'attachment' = 'inline'): string {
  const safe = fileName.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 100) || 'file';
  return `${kind}; filename="${safe}"`;
}
