// Contact Us form rules and their messages, defined once for the server, the REST shim and the
// browser form. The name, e-mail and mobile rules are the register form's own (account-rules.ts);
// only the lengths and the message field are the contact form's. Pure TypeScript: no node or DOM
// imports, so the Vite bundle can include it.
import {
  type RuleResult,
  isBlank,
  validateFirstName,
  validateLastName,
  validateRegisterEmail,
  validateRegisterMobile,
} from './account-rules.js';
import { EMAIL_MAX_LENGTH, limitMessages } from './input-limits.js';
import type { Message } from './messages.js';

export const CONTACT_NAME_MAX = 60;
export const CONTACT_MESSAGE_MAX = 2000;

export const contactMessages = {
  firstNameTooLong: { code: 'contact.firstNameTooLong', params: { max: CONTACT_NAME_MAX } },
  lastNameTooLong: { code: 'contact.lastNameTooLong', params: { max: CONTACT_NAME_MAX } },
  messageRequired: { code: 'contact.messageRequired' },
  messageTooLong: { code: 'contact.messageTooLong', params: { max: CONTACT_MESSAGE_MAX } },
  sent: { code: 'contact.sent' },
} as const satisfies Record<string, Message>;

/** The form's fields in the order the visitor meets them; also the keys of the API's input. */
export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'mobile', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

const atMost = (value: string, max: number, message: Message): RuleResult =>
  value.trim().length > max ? message : null;

/** One check per field (a Mantine form's `validate` takes this object as it is). */
export const contactRules: { readonly [F in ContactField]: (value: string) => RuleResult } = {
  firstName: (value) =>
    validateFirstName(value) ?? atMost(value, CONTACT_NAME_MAX, contactMessages.firstNameTooLong),
  lastName: (value) =>
    validateLastName(value) ?? atMost(value, CONTACT_NAME_MAX, contactMessages.lastNameTooLong),
  email: (value) =>
    atMost(value, EMAIL_MAX_LENGTH, limitMessages.emailTooLong) ?? validateRegisterEmail(value),
  mobile: validateRegisterMobile,
  message: (value) =>
    isBlank(value)
      ? contactMessages.messageRequired
      : atMost(value, CONTACT_MESSAGE_MAX, contactMessages.messageTooLong),
};

/** The first field at fault, in form order, with its message; null when the form may be sent. */
export function firstContactProblem(
  values: Partial<Record<ContactField, string | null>>,
): { field: ContactField; message: Message } | null {
  for (const field of CONTACT_FIELDS) {
    const message = contactRules[field](values[field] ?? '');
    if (message) return { field, message };
  }
  return null;
}
