// The rules of an office's client that the browser can say before a round trip, defined once for
// the server (offices/office-client-details.ts) and the office's client form. What they leave out
// (lengths, dates, the district, the English name's letters) is the profile's rules, which the
// server checks after these and says at the field too.
// Pure TypeScript: no node or DOM imports, so the Vite bundle can include it.
import { type RuleResult, isBlank, normaliseMobile, validateRegisterMobile } from './account-rules.js';
import type { Message } from './messages.js';
import { isNepaliText } from './nepali/text.js';

interface ClientTextField {
  label: string;
  labelNe: string;
  required: boolean;
  /** Written in Nepali: the work forms' Nepali-text rule (isNepaliText). */
  nepali: boolean;
}

/**
 * The client's text fields these rules check, in form order, under the works' applicant field keys
 * and labels; required are the three generations and the gender, as on every work's form.
 */
const CLIENT_TEXT_FIELDS = {
  fullName: { label: 'Full name in Nepali', labelNe: 'पूरा नाम थर', required: true, nepali: true },
  gender: { label: 'Gender', labelNe: 'लिङ्ग', required: true, nepali: false },
  fatherName: { label: "Father's name", labelNe: 'बाबुको नाम थर', required: true, nepali: true },
  motherName: { label: "Mother's name", labelNe: 'आमाको नाम थर', required: false, nepali: true },
  grandfatherName: { label: "Grandfather's name", labelNe: 'बाजेको नाम थर', required: true, nepali: true },
  spouseName: { label: "Spouse's name", labelNe: 'पति/पत्नीको नाम थर', required: false, nepali: true },
  tole: { label: 'Tole (street or village)', labelNe: 'टोल', required: false, nepali: true },
} as const satisfies Record<string, ClientTextField>;

type ClientTextKey = keyof typeof CLIENT_TEXT_FIELDS;
type OfficeClientRuleKey = ClientTextKey | 'mobile';
export type OfficeClientRuleValues = Partial<Record<OfficeClientRuleKey, string | null | undefined>>;

const labelsOf = (key: ClientTextKey) => ({
  label: CLIENT_TEXT_FIELDS[key].label,
  labelNe: CLIENT_TEXT_FIELDS[key].labelNe,
});

const missing = (key: ClientTextKey, value: string | null | undefined): RuleResult =>
  CLIENT_TEXT_FIELDS[key].required && isBlank(value)
    ? { code: 'field.required', params: labelsOf(key) }
    : null;

/** Latin letters in a Nepali name ('Sita', 'सीता Sharma') are refused; a blank is left to `missing`. */
const notNepali = (key: ClientTextKey, value: string | null | undefined): RuleResult =>
  CLIENT_TEXT_FIELDS[key].nepali && !isBlank(value) && !isNepaliText((value as string).normalize('NFC'))
    ? { code: 'field.nepali', params: labelsOf(key) }
    : null;

/** A mobile is optional; given, it is ten digits, Devanagari digits read as digits (९८४१२३४५६७). */
export const validateClientMobile = (value: string | null | undefined): RuleResult =>
  isBlank(value) ? null : validateRegisterMobile(normaliseMobile(value as string));

export interface OfficeClientProblem {
  field: OfficeClientRuleKey;
  said: Message;
}

/**
 * Every problem these rules find, one per field: what is missing first (the server's error names
 * the first problem), then what is written wrong. A key left out of `values` is not checked unless
 * the field is required.
 */
export function officeClientProblems(values: OfficeClientRuleValues): OfficeClientProblem[] {
  const problems: OfficeClientProblem[] = [];
  const keys = Object.keys(CLIENT_TEXT_FIELDS) as ClientTextKey[];
  for (const key of keys) {
    const said = missing(key, values[key]);
    if (said) problems.push({ field: key, said });
  }
  for (const key of keys) {
    const said = problems.some((p) => p.field === key) ? null : notNepali(key, values[key]);
    if (said) problems.push({ field: key, said });
  }
  const mobile = validateClientMobile(values.mobile);
  if (mobile) problems.push({ field: 'mobile', said: mobile });
  return problems;
}
