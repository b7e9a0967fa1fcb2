// Limits the server enforces on account input beyond the form rules in account-rules.ts: sizes
// (a 1 MB name is refused by name, not by a crash) and which characters make a name.
import type { Message } from './messages.js';

const NAME_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 128;
export const OTP_PATTERN = /^\d{6}$/;
/** Letters and combining marks of any script (Devanagari needs the marks), spaces, . ' - */
const NAME_CHARACTERS = /^[\p{L}\p{M}][\p{L}\p{M}\s.'-]*$/u;

export const limitMessages = {
  nameTooLong: { code: 'limit.nameTooLong', params: { max: NAME_MAX_LENGTH } },
  nameCharacters: { code: 'limit.nameCharacters' },
  emailTooLong: { code: 'limit.emailTooLong', params: { max: EMAIL_MAX_LENGTH } },
  passwordTooLong: { code: 'limit.passwordTooLong', params: { max: PASSWORD_MAX_LENGTH } },
  otpFormat: { code: 'otp.format' },
} as const satisfies Record<string, Message>;

export function checkNameLimits(value: string): Message | null {
  if (value.length > NAME_MAX_LENGTH) return limitMessages.nameTooLong;
  return NAME_CHARACTERS.test(value) ? null : limitMessages.nameCharacters;
}

/** E-mail addresses are compared and stored trimmed and lower-cased: one account per address. */
export const normaliseEmail = (value: string) => value.trim().toLowerCase();
