import { randomBytes } from 'node:crypto';
import { VERIFICATION_ALPHABET, VERIFICATION_CODE_LENGTH } from '../../shared/verification-code.js';

/** A fresh verification code. Each random byte gives one character: 256 is a multiple of 32, so none is likelier. */
export function newVerificationCode(): string {
  return [...randomBytes(VERIFICATION_CODE_LENGTH)].map((byte) => VERIFICATION_ALPHABET[byte & 31]).join('');
}
