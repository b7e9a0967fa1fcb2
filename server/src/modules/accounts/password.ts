import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

// scrypt is memory-hard and built into Node (no native add-on). At N=2^15 (the setting
// PASSWORD_SCRYPT_LOG2_N's default, and production's floor), r=8 uses 32 MiB per hash, about 60 ms
// on an idle core: slow for an attacker with a stolen table, fine for a login. Each hash records
// its own parameters, so a stored hash is checked with the cost it was made with.
const R = 8;
const P = 1;
const MAX_MEMORY = 64 * 1024 * 1024;
const KEY_LENGTH = 32;

export async function hashPassword(password: string, log2N: number): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** log2N;
  const key = await scrypt(password.normalize('NFC'), salt, KEY_LENGTH, {
    N,
    r: R,
    p: P,
    maxmem: MAX_MEMORY,
  });
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64');
  const actual = await scrypt(password.normalize('NFC'), Buffer.from(saltText, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  });
  return timingSafeEqual(actual, expected);
}

/**
 * Hash of a password nobody has, made at the accounts' cost, so an unknown account takes as long
 * to refuse as a known one.
 */
const decoyHashes = new Map<number, Promise<string>>();
export function decoyPasswordHash(log2N: number): Promise<string> {
  let decoy = decoyHashes.get(log2N);
  if (!decoy) {
    decoy = hashPassword(randomBytes(16).toString('hex'), log2N);
    decoyHashes.set(log2N, decoy);
  }
  return decoy;
}
