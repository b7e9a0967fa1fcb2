// Account form rules and their messages, defined once for the server, the REST shim and the
// browser forms, so a rule and its text can never drift apart. Pure TypeScript on purpose: no
// node or DOM imports, so both the server build and the Vite bundle can include it.

export const MOBILE_DIGITS = 10;
export const PASSWORD_MIN = 8;

/** Exactly ten ASCII digits: the shape of a Nepali mobile number as the product stores it. */
export const MOBILE_PATTERN = /^[0-9]{10}$/;
/** Deliberately simple: one @, no spaces, a dot in the domain. The server's mail is the real check. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** ASCII digits and Devanagari digits (० to ९): names typed in either script must not contain them. */
export const NAME_DIGIT_PATTERN = /[0-9\u0966-\u096F]/;

export const registerMessages = {
  firstNameRequired: 'firstName is required',
  firstNameDigits: "First name shouldn't contain numbers",
  lastNameRequired: 'lastName is required',
  lastNameDigits: "Last name shouldn't contain numbers",
  /** The server receives first and last name joined into one `name`. */
  nameRequired: 'name is required',
  nameDigits: "Name shouldn't contain numbers",
  emailRequired: 'email is required',
  emailInvalid: 'Enter a valid email',
  mobileRequired: 'mobile is required',
  mobileDigits: 'Mobile should contain 10 digits',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters long',
  confirmPasswordRequired: 'confirmPassword is required',
  passwordsDiffer: 'Passwords do not match',
} as const;

export const loginMessages = {
  emailRequired: 'Email is required',
  mobileRequired: 'Mobile number is required',
  passwordRequired: 'Password is required',
  /** Exact texts the login answers with when the account still needs its OTP. */
  emailNotVerified: 'Email not verified. OTP sent to your email',
  mobileNotVerified: 'Mobile not verified. OTP sent to your mobile number.',
} as const;

export const passwordResetMessages = {
  emailInvalid: 'Please enter a valid email address.',
  mobileInvalid: 'Please enter a valid 10-digit mobile number.',
  tokenRequired: 'Please provide a valid token.',
  fieldsRequired: 'Please fill in all fields.',
  passwordTooShort: 'Password must be at least 8 characters long.',
  passwordsDiffer: 'Passwords do not match.',
} as const;

/** A message, or null when the value passes. */
export type RuleResult = string | null;

export const isBlank = (value: string | null | undefined): boolean => !value || value.trim() === '';

export const hasDigits = (value: string): boolean => NAME_DIGIT_PATTERN.test(value);
export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());
export const isValidMobile = (value: string): boolean => MOBILE_PATTERN.test(value.trim());

function checkName(value: string, required: string, digits: string): RuleResult {
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
