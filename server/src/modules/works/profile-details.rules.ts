// The rules of the reusable profile details. They are the rules of the same fields on the works'
// forms (modules/works/fields.ts), so a saved detail always passes when it prefills a form: Nepali
// names must be written in Devanagari, dates are BS (YYYY/MM/DD, checked against the calendar),
// gender is male/female/other, the issuing district is stored as a district slug.
import { type BsDate, todayBs } from '../../shared/nepali/index.js';
import { findDistrict } from '../locations/locations.catalog.js';
import { NAME_MAX_LENGTH, applicantFields, text } from './fields.js';
import { type Message, type MessageCode, type MessageParams, englishText } from '../../shared/messages.js';
import { cleanFieldValue } from './values.js';
import { PROFILE_KEYS, type ProfileKey, type WorkField } from './work.types.js';

/** The profile keys kept as details; mobile and e-mail belong to the account itself. */
const ACCOUNT_KEYS = ['mobile', 'email'] as const;
export type DetailKey = Exclude<ProfileKey, (typeof ACCOUNT_KEYS)[number]>;
const DETAIL_KEYS: readonly DetailKey[] = PROFILE_KEYS.filter(
  (key): key is DetailKey => !(ACCOUNT_KEYS as readonly string[]).includes(key),
);
export type ProfileDetailValues = Partial<Record<DetailKey, string>>;

export interface DetailProblem {
  field: DetailKey;
  /** English; messageCode and params say it in any language. */
  message: string;
  messageCode: MessageCode;
  params: MessageParams;
}

const detailProblem = (field: DetailKey, said: Message): DetailProblem => ({
  field,
  message: englishText(said),
  messageCode: said.code,
  params: said.params ?? {},
});

const isDetailKey = (key: string | undefined): key is DetailKey =>
  (DETAIL_KEYS as readonly string[]).includes(key ?? '');

/** The profile's fields: the works' applicant fields under their profile keys, none required. */
const DETAIL_FIELDS: ReadonlyMap<DetailKey, WorkField> = new Map<DetailKey, WorkField>([
  // Every detail, those only some papers print included.
  ...applicantFields({ include: ['motherName'] })
    .filter((f) => isDetailKey(f.profileKey))
    .map((f): [DetailKey, WorkField] => [
      f.profileKey as DetailKey,
      {
        ...f,
        key: f.profileKey as string,
        required: false,
        labelEn: f.profileKey === 'fullNameNe' ? 'Full name in Nepali' : f.labelEn,
      },
    ]),
  [
    'fullNameEn',
    text('fullNameEn', 'पूरा नाम (अंग्रेजीमा)', 'Full name in English', {
      maxLength: NAME_MAX_LENGTH,
      pattern: "^[A-Za-z][A-Za-z .'-]*$",
      patternMessage: 'Full name in English must be written in English letters',
    }),
  ],
]);

const detailLabel = (key: DetailKey) => DETAIL_FIELDS.get(key)?.labelEn ?? key;

/**
 * One detail checked and cleaned; '' means "clear it". The district may be given by id, slug or name
 * (English or Nepali) and is kept as its slug, the value the works' district options use.
 */
function cleanDetail(key: DetailKey, raw: string): { value: string } | { error: Message } {
  const labels = { label: detailLabel(key), labelNe: DETAIL_FIELDS.get(key)?.labelNe ?? key };
  if (/[<>]/.test(raw)) return { error: { code: 'details.noAngleBrackets', params: labels } };
  if (key === 'citizenshipIssueDistrict') {
    if (raw.trim() === '') return { value: '' };
    const district = findDistrict(raw.trim());
    return district
      ? { value: district.slug }
      : { error: { code: 'details.noDistrict', params: { ...labels, value: raw.trim() } } };
  }
  const field = DETAIL_FIELDS.get(key);
  if (!field) return { error: { code: 'details.unknown', params: labels } };
  const outcome = cleanFieldValue(field, raw);
  if ('error' in outcome) return { error: outcome.error };
  return { value: 'empty' in outcome ? '' : String(outcome.value) };
}

const bsOf = (text: string | undefined): BsDate | undefined => {
  const [year, month, day] = (text ?? '').split('/').map(Number);
  return year && month && day ? { year, month, day } : undefined;
};
const compareBs = (a: BsDate, b: BsDate) => a.year - b.year || a.month - b.month || a.day - b.day;

/** Dates that exist in the calendar can still be impossible: born tomorrow, issued before birth. */
function checkDateOrder(details: ProfileDetailValues, today: BsDate): DetailProblem[] {
  const problems: DetailProblem[] = [];
  const born = bsOf(details.dateOfBirthBs);
  const issued = bsOf(details.citizenshipIssueDateBs);
  if (born && compareBs(born, today) > 0) {
    problems.push(detailProblem('dateOfBirthBs', { code: 'details.birthInFuture' }));
  }
  if (issued && compareBs(issued, today) > 0) {
    problems.push(detailProblem('citizenshipIssueDateBs', { code: 'details.issueInFuture' }));
  }
  if (born && issued && compareBs(issued, born) < 0) {
    problems.push(detailProblem('citizenshipIssueDateBs', { code: 'details.issueBeforeBirth' }));
  }
  return problems;
}

/**
 * Applies changes to stored details: keys left out (or null) stay, an empty string clears. Answers
 * the new details, or every problem found, each naming its field.
 */
export function mergeProfileDetails(
  stored: ProfileDetailValues,
  changes: Partial<Record<DetailKey, string | null | undefined>>,
  today: BsDate = todayBs(),
): { ok: true; details: ProfileDetailValues } | { ok: false; problems: DetailProblem[] } {
  const details: ProfileDetailValues = {};
  for (const key of DETAIL_KEYS) if (stored[key]) details[key] = stored[key];
  const problems: DetailProblem[] = [];
  for (const key of DETAIL_KEYS) {
    const raw = changes[key];
    if (raw === undefined || raw === null) continue;
    if (typeof raw !== 'string') {
      problems.push(
        detailProblem(key, { code: 'field.text', params: { label: detailLabel(key), labelNe: key } }),
      );
      continue;
    }
    const result = cleanDetail(key, raw);
    if ('error' in result) problems.push(detailProblem(key, result.error));
    else if (result.value === '') delete details[key];
    else details[key] = result.value;
  }
  if (changes.dateOfBirthBs != null || changes.citizenshipIssueDateBs != null) {
    problems.push(...checkDateOrder(details, today));
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, details };
}
