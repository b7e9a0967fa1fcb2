// Account form rules and their messages, defined once for the server, the REST shim and the
// browser forms, so a rule and its text can never drift apart. Pure TypeScript on purpose: no
// node or DOM imports, so both the server build and the Vite bundle can include it.
import type { Message, MessageCode } from './messages.js';
import { toLatinDigits } from './nepali/digits.js';

const MOBILE_DIGITS = 10;
const PASSWORD_MIN = 8;

/**
 * Exactly ten ASCII digits: the shape of a Nepali mobile number as the product stores it. Devanagari
 * digits (९८४१२३४५६७) are read as the same digits first (normaliseMobile).
 */
const MOBILE_PATTERN = /^[0-9]{10}$/;
/** Deliberately simple: one @, no spaces, a dot in the domain. The server's mail is the real check. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** ASCII digits and Devanagari digits (० to ९): names typed in either script must not contain them. */
const NAME_DIGIT_PATTERN = /[0-9\u0966-\u096F]/;

const say = (code: MessageCode): Message => ({ code });

const registerMessages = {
  firstNameRequired: say('register.firstNameRequired'),
  firstNameDigits: say('register.firstNameDigits'),
  lastNameRequired: say('register.lastNameRequired'),
  lastNameDigits: say('register.lastNameDigits'),
  /** The server receives first and last name joined into one `name`. */
  nameRequired: say('register.nameRequired'),
  nameDigits: say('register.nameDigits'),
  emailRequired: say('register.emailRequired'),
  emailInvalid: say('register.emailInvalid'),
  mobileRequired: say('register.mobileRequired'),
  mobileDigits: say('register.mobileDigits'),
  passwordRequired: say('register.passwordRequired'),
  passwordTooShort: say('register.passwordTooShort'),
  confirmPasswordRequired: say('register.confirmPasswordRequired'),
  passwordsDiffer: say('register.passwordsDiffer'),
} as const;

export const loginMessages = {
  emailRequired: say('login.emailRequired'),
  mobileRequired: say('login.mobileRequired'),
  passwordRequired: say('login.passwordRequired'),
  /** The login answers with these when the account still needs its OTP. */
  emailNotVerified: say('login.emailNotVerified'),
  mobileNotVerified: say('login.mobileNotVerified'),
} as const;

export const passwordResetMessages = {
  emailInvalid: say('reset.emailInvalid'),
  mobileInvalid: say('reset.mobileInvalid'),
  tokenRequired: say('reset.tokenRequired'),
  fieldsRequired: say('reset.fieldsRequired'),
  passwordTooShort: say('reset.passwordTooShort'),
  passwordsDiffer: say('reset.passwordsDiffer'),
} as const;

/** The message at fault (a code, rendered in the reader's language), or null when the value passes. */
export type RuleResult = Message | null;

export const isBlank = (value: string | null | undefined): boolean => !value || value.trim() === '';

const hasDigits = (value: string): boolean => NAME_DIGIT_PATTERN.test(value);
const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

/**
 * A mobile number as stored and looked up: trimmed, in ASCII digits. An account's mobile is an
 * identifier (sign-in, codes, invitations), so ९८४१२३४५६७ and 9841234567 must be one number.
 */
export const normaliseMobile = (value: string): string => toLatinDigits(value.trim());

const isValidMobile = (value: string): boolean => MOBILE_PATTERN.test(normaliseMobile(value));

function checkName(value: string, required: Message, digits: Message): RuleResult {
  if (isBlank(value)) return required;
  return hasDigits(value) ? digits : null;
}

export const validateFirstName = (value: string): RuleResult =>
  checkName(value, registerMessages.firstNameRequired, registerMessages.firstNameDigits);

export const validateLastName = (value: string): RuleResult =>
  checkName(value, registerMessages.lastNameRequired, registerMessages.lastNameDigits);

/** The joined name as the server receives it. */
export const validateFullName = (value: string): RuleResult =>
  checkName(value, registerMessages.nameRequired, registerMessages.nameDigits);

export function validateRegisterEmail(value: string): RuleResult {
  if (isBlank(value)) return registerMessages.emailRequired;
  return isValidEmail(value) ? null : registerMessages.emailInvalid;
}

export function validateRegisterMobile(value: string): RuleResult {
  if (isBlank(value)) return registerMessages.mobileRequired;
  return isValidMobile(value) ? null : registerMessages.mobileDigits;
}

export function validateRegisterPassword(value: string): RuleResult {
  if (!value) return registerMessages.passwordRequired;
  return value.length < PASSWORD_MIN ? registerMessages.passwordTooShort : null;
}

export function validateConfirmPassword(confirmPassword: string, password: string): RuleResult {
  if (!confirmPassword) return registerMessages.confirmPasswordRequired;
  return confirmPassword === password ? null : registerMessages.passwordsDiffer;
}

/** Login checks presence only: a wrong shape is answered by the credentials check. */
export const validateLoginEmail = (value: string): RuleResult =>
  isBlank(value) ? loginMessages.emailRequired : null;

export const validateLoginMobile = (value: string): RuleResult =>
  isBlank(value) ? loginMessages.mobileRequired : null;

export const validateLoginPassword = (value: string): RuleResult =>
  value ? null : loginMessages.passwordRequired;

export const validateResetRequestEmail = (value: string): RuleResult =>
  isValidEmail(value) ? null : passwordResetMessages.emailInvalid;

export const validateResetRequestMobile = (value: string): RuleResult =>
  isValidMobile(value) ? null : passwordResetMessages.mobileInvalid;

/** The server's check of the new password alone (the confirmation never leaves the browser). */
export function validateNewPassword(value: string): RuleResult {
  if (!value) return passwordResetMessages.fieldsRequired;
  return value.length < PASSWORD_MIN ? passwordResetMessages.passwordTooShort : null;
}

/** The reset-password screen's checks, in the order the user meets them. */
export function validatePasswordReset(input: {
  token: string;
  newPassword: string;
  confirmPassword: string;
}): RuleResult {
  if (isBlank(input.token)) return passwordResetMessages.tokenRequired;
  if (!input.confirmPassword) return passwordResetMessages.fieldsRequired;
  const passwordProblem = validateNewPassword(input.newPassword);
  if (passwordProblem) return passwordProblem;
  return input.newPassword === input.confirmPassword ? null : passwordResetMessages.passwordsDiffer;
}
