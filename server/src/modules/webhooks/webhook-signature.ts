import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`; while a rotated secret
 * still signs, one `v1=` per secret, the newest first (`t=…,v1=<new>,v1=<old>`), as Stripe does:
 * a receiver accepts the delivery when any of them is its secret's.
 */
export const SIGNATURE_HEADER = 'Lekhapadi-Signature';
/** Receivers should refuse a delivery whose timestamp is further than this from their clock. */
const REPLAY_WINDOW_SECONDS = 300;
/** A header is a timestamp and a few signatures: anything longer is not read. */
const MAX_HEADER_LENGTH = 1_000;

const mac = (secret: string, body: string, timestamp: number) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

export function signatureFor(secrets: string | readonly string[], body: string, timestamp: number): string {
  const all = typeof secrets === 'string' ? [secrets] : secrets;
  return [`t=${timestamp}`, ...all.map((secret) => `v1=${mac(secret, body, timestamp)}`)].join(',');
}

/** What a receiver does (the partner guide shows the same in a few lines of shell). */
export function verifySignature(
  secret: string,
  body: string,
  header: string | null | undefined,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const text = header ?? '';
  if (text.length > MAX_HEADER_LENGTH) return false;
  const parts = text.split(',').map((part) => {
    const at = part.indexOf('=');
    return at < 0 ? ['', ''] : [part.slice(0, at), part.slice(at + 1)];
  });
  const timestamps = parts.filter(([key]) => key === 't');
  const timestamp = timestamps.length === 1 ? Number(timestamps[0]![1]) : Number.NaN;
  if (!Number.isInteger(timestamp)) return false;
  if (Math.abs(nowSeconds - timestamp) > REPLAY_WINDOW_SECONDS) return false;
  const expected = Buffer.from(mac(secret, body, timestamp), 'hex');
  return parts
    .filter(([key]) => key === 'v1')
    .some(([, value]) => {
      const given = Buffer.from(value!, 'hex');
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
}
