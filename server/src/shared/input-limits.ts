// Limits the server enforces on account input beyond the form rules in account-rules.ts: sizes
// (a 1 MB name is refused by name, not by a crash) and which characters make a name.

export const NAME_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 128;
export const OTP_PATTERN = /^\d{6}$/;
/** Letters and combining marks of any script (Devanagari needs the marks), spaces, . ' - */
const NAME_CHARACTERS = /^[\p{L}\p{M}][\p{L}\p{M}\s.'-]*$/u;

export const limitMessages = {
  nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters long`,
  nameCharacters: 'Name may contain only letters, spaces, dots, hyphens and apostrophes',
  emailTooLong: `Email must be at most ${EMAIL_MAX_LENGTH} characters long`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  otpFormat: 'Enter the 6-digit code',
} as const;

export function checkNameLimits(value: string): string | null {
  if (value.length > NAME_MAX_LENGTH) return limitMessages.nameTooLong;
  return NAME_CHARACTERS.test(value) ? null : limitMessages.nameCharacters;
}

/** E-mail addresses are compared and stored trimmed and lower-cased: one account per address. */
export const normaliseEmail = (value: string) => value.trim().toLowerCase();
