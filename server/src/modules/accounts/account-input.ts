import { badInput } from '../../errors.js';
import type { Message } from '../../shared/messages.js';
import {
  loginMessages,
  normaliseMobile,
  validateFullName,
  validateNewPassword,
  validateRegisterEmail,
  validateRegisterMobile,
  validateRegisterPassword,
} from '../../shared/account-rules.js';
import {
  EMAIL_MAX_LENGTH,
  OTP_PATTERN,
  PASSWORD_MAX_LENGTH,
  checkNameLimits,
  limitMessages,
  normaliseEmail,
} from '../../shared/input-limits.js';
import { toLatinDigits } from '../../shared/nepali/digits.js';

// Server-side checks of account input, with the same rules and messages as the client forms.
// Each failure names its field. Values arrive as strings (GraphQL coerces; the REST shim checks).

function requireRule(field: string, message: Message | null): void {
  if (message) throw badInput(field, message);
}

export function cleanEmail(value: string | null | undefined, field = 'email'): string {
  const text = value ?? '';
  requireRule(
    field,
    text.length > EMAIL_MAX_LENGTH ? limitMessages.emailTooLong : validateRegisterEmail(text),
  );
  return normaliseEmail(text);
}

export function cleanMobile(value: string | null | undefined, field = 'mobile'): string {
  requireRule(field, validateRegisterMobile(value ?? ''));
  // Stored and looked up in ASCII digits, however it was typed.
  return normaliseMobile(value as string);
}

export function cleanName(value: string | null | undefined, field = 'name'): string {
  const text = (value ?? '').normalize('NFC').trim().replace(/\s+/g, ' ');
  requireRule(field, validateFullName(text) ?? checkNameLimits(text));
  return text;
}

function checkPasswordLength(value: string): Message | null {
  return value.length > PASSWORD_MAX_LENGTH ? limitMessages.passwordTooLong : null;
}

export function cleanPassword(value: string | null | undefined, field = 'password'): string {
  const text = value ?? '';
  requireRule(field, validateRegisterPassword(text) ?? checkPasswordLength(text));
  return text;
}

export function cleanResetPassword(value: string | null | undefined, field = 'newPassword'): string {
  const text = value ?? '';
  requireRule(field, validateNewPassword(text) ?? checkPasswordLength(text));
  return text;
}

export function cleanOtp(value: string | null | undefined, field = 'otp'): string {
  // A code typed with a Nepali keyboard (४८२९१७) is the same code.
  const text = toLatinDigits((value ?? '').trim());
  requireRule(field, OTP_PATTERN.test(text) ? null : limitMessages.otpFormat);
  return text;
}

export type Identifier = { kind: 'email'; email: string } | { kind: 'mobile'; mobile: string };

/** Exactly one of e-mail or mobile, for sign-in, code resends and password resets. */
export function cleanIdentifier(input: { email?: string | null; mobile?: string | null }): Identifier {
  const hasEmail = input.email != null && input.email.trim() !== '';
  const hasMobile = input.mobile != null && input.mobile.trim() !== '';
  if (hasEmail && hasMobile) throw badInput('email', 'identifier.both');
  if (hasEmail) return { kind: 'email', email: cleanEmail(input.email, 'email') };
  if (hasMobile) return { kind: 'mobile', mobile: cleanMobile(input.mobile, 'mobile') };
  throw badInput('email', loginMessages.emailRequired);
}

/** An identifier given as one string: an e-mail when it has an @, else a mobile number. */
export function parseIdentifier(value: string | null | undefined, field = 'identifier'): Identifier {
  if (value == null || value.trim() === '') throw badInput(field, 'identifier.required');
  return value.includes('@')
    ? { kind: 'email', email: cleanEmail(value, field) }
    : { kind: 'mobile', mobile: cleanMobile(value, field) };
}

export const identifierKey = (id: Identifier) =>
  id.kind === 'email' ? `email:${id.email}` : `mobile:${id.mobile}`;
