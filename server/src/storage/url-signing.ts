import { createHmac, timingSafeEqual } from 'node:crypto';

// Signed links to locally stored files: /files/<key>?expires=<unix seconds>[&filename=..]&signature=..
// The signature is HMAC-SHA256 (base64url) over the key, the expiry and the download name, so
// none of the three can be changed without the secret.

export interface SignedFileQuery {
  expires: string;
  signature: string;
  filename?: string;
}

/** The signed-link parts of a request's query string; anything not a string is absent. */
export function signedFileQuery(query: Record<string, unknown>): Partial<SignedFileQuery> {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return { expires: text(query.expires), signature: text(query.signature), filename: text(query.filename) };
}

const payload = (key: string, expires: number, fileName: string | undefined) =>
  `${key}\n${expires}\n${fileName ?? ''}`;

export function signFileUrl(
  secret: string,
  key: string,
  expires: number,
  fileName?: string,
): { expires: string; signature: string; filename?: string } {
  const signature = createHmac('sha256', secret)
    .update(payload(key, expires, fileName))
    .digest('base64url');
  return { expires: String(expires), signature, ...(fileName ? { filename: fileName } : {}) };
}

/** True only for an unexpired link whose signature matches; never throws. */
export function verifyFileUrl(
  secret: string,
  key: string,
  query: Partial<SignedFileQuery>,
  nowSeconds = Date.now() / 1000,
): boolean {
  if (typeof query.expires !== 'string' || typeof query.signature !== 'string') return false;
  if (!/^\d{1,12}$/.test(query.expires)) return false;
  const expires = Number(query.expires);
  if (expires < nowSeconds) return false;
  const fileName = typeof query.filename === 'string' && query.filename !== '' ? query.filename : undefined;
  const expected = Buffer.from(signFileUrl(secret, key, expires, fileName).signature);
  const given = Buffer.from(query.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
