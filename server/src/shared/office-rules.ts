// An office's form rules and their messages, defined once for the server and the browser form.
// Pure TypeScript: no node or DOM imports, so the Vite bundle can include it.
import type { RuleResult } from './account-rules.js';
import type { Message } from './messages.js';
import { toLatinDigits } from './nepali/digits.js';
import { isNepaliText } from './nepali/text.js';

const OFFICE_NAME_MAX = 150;

/**
 * A Nepali landline with its area code (0 and one or two digits, then the number: nine digits in
 * all, 01-5550101, 061-520000), the code's dash or a space optional; or a mobile number (ten digits
 * starting with 9). Checked after normaliseContactNumber.
 */
const LANDLINE = /^(?=(?:\D*\d){9}$)0\d{1,2}-?\d{6,7}$/;
const MOBILE = /^9\d{9}$/;

const officeMessages = {
  nameNeRequired: { code: 'office.nameNeRequired' },
  nameEnRequired: { code: 'office.nameEnRequired' },
  nameTooLong: { code: 'office.nameTooLong', params: { max: OFFICE_NAME_MAX } },
  /** The work forms' rule for Nepali text, said with the office's name as its field. */
  nameNeNotNepali: {
    code: 'field.nepali',
    params: { label: "The office's name in Nepali", labelNe: 'कार्यालयको नेपाली नाम' },
  },
  contactNumber: { code: 'office.contactNumber' },
} as const satisfies Record<string, Message>;

/** An office's name as stored: NFC, trimmed, inner runs of spaces made one. */
export const normaliseOfficeName = (value: string): string =>
  value.normalize('NFC').trim().replace(/\s+/g, ' ');

/**
 * The contact number as stored: ASCII digits however it was typed (०१-५५५०१०१ is 01-5550101), a
 * space after the area code made the dash.
 */
export const normaliseContactNumber = (value: string): string =>
  toLatinDigits(value.trim()).replace(/\s+/g, '-');

function checkName(text: string, required: Message): RuleResult {
  if (!text) return required;
  return text.length > OFFICE_NAME_MAX ? officeMessages.nameTooLong : null;
}

export const validateOfficeNameNe = (value: string): RuleResult => {
  const text = normaliseOfficeName(value);
  return (
    checkName(text, officeMessages.nameNeRequired) ??
    (isNepaliText(text) ? null : officeMessages.nameNeNotNepali)
  );
};

export const validateOfficeNameEn = (value: string): RuleResult =>
  checkName(normaliseOfficeName(value), officeMessages.nameEnRequired);

export function validateOfficeContact(value: string): RuleResult {
  const text = normaliseContactNumber(value);
  return LANDLINE.test(text) || MOBILE.test(text) ? null : officeMessages.contactNumber;
}
