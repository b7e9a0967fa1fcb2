// The code printed on every generated document that leads to its public verification page. Pure
// (the client reads it too); the server makes new codes in modules/documents/verification.ts.

/**
 * Crockford's base32: no I, L, O or U, so a code read off paper and typed again cannot be
 * mistaken for another (1/I/L and 0/O are read as the same character).
 */
export const VERIFICATION_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 20 characters of 5 random bits each: 100 bits, far beyond guessing one by trying. */
export const VERIFICATION_CODE_LENGTH = 20;

const GROUP = 4;

/**
 * The code as typed or scanned, in its stored form, or null when it cannot be one: separators and
 * case are ignored and the look-alikes read as Crockford reads them.
 */
export function normalizeVerificationCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  if (code.length !== VERIFICATION_CODE_LENGTH) return null;
  return [...code].every((c) => VERIFICATION_ALPHABET.includes(c)) ? code : null;
}

/** 'ABCD-EFGH-JKMN-PQRS-TVWX': short groups are easier to read out and type. */
export function groupedVerificationCode(code: string): string {
  return code.match(new RegExp(`.{1,${GROUP}}`, 'g'))?.join('-') ?? code;
}

/** The verification page's path under the public address. */
export const verificationPath = (code: string) => `/verify/${code}`;
