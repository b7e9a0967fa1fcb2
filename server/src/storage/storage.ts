/**
 * Where generated PDFs and avatars live. Files are never public: a client gets a signed URL
 * that expires. The local implementation keeps them under DATA_DIR/files.
 */
export interface FileStorage {
  put(key: string, data: Buffer, options: { contentType: string; fileName?: string }): Promise<void>;
  get(key: string): Promise<{ data: Buffer; contentType: string; fileName?: string } | null>;
  delete(key: string): Promise<void>;
  signedUrl(key: string, options: { expiresInSeconds: number; fileName?: string }): Promise<string>;
}

/** Keys are paths of safe segments: no traversal, no odd characters. */
export function assertSafeKey(key: string): void {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/.test(key) || key.includes('..')) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}
