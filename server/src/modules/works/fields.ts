// Field builders and the field sets many works share (the applicant, witnesses, the deed writer).
import { mostWards } from '../locations/locations.catalog.js';
import { DISTRICT_OPTIONS, GENDER_OPTIONS } from './options.js';
import type { FieldType, ProfileKey, SelectOption, WorkField } from './work.types.js';

// The form's placeholders (spec §2, document generation screen): a few field names have their own,
// every other field reads 'Enter <its English label>'.
const NAMED_PLACEHOLDERS: Readonly<Record<string, string>> = {
  parentName: "Enter Parent's Name",
  parent: "Enter Parent's Name",
  wardno: 'Enter ward',
  fullName: 'Enter Full Name',
  municipality: 'Enter municipality',
};

export function placeholderFor(key: string, labelEn: string): string {
  return NAMED_PLACEHOLDERS[key] ?? `Enter ${labelEn}`;
}

export const TEXT_MAX_LENGTH = 300;
export const LONG_TEXT_MAX_LENGTH = 2000;
const NUMBER_MAX_LENGTH = 20;
const DATE_MAX_LENGTH = 20;
const SELECT_MAX_LENGTH = 100;

function defaultMaxLength(type: FieldType, multiline: boolean | undefined): number | undefined {
  switch (type) {
    case 'text':
    case 'nepaliText':
      return multiline ? LONG_TEXT_MAX_LENGTH : TEXT_MAX_LENGTH;
    case 'number':
    case 'amount':
      return NUMBER_MAX_LENGTH;
    case 'bsDate':
      return DATE_MAX_LENGTH;
    case 'select':
      return SELECT_MAX_LENGTH;
    case 'table':
      return undefined;
  }
}

type FieldOptions = Partial<Omit<WorkField, 'key' | 'type' | 'labelNe' | 'labelEn' | 'placeholder'>>;

function field(
  key: string,
  type: FieldType,
  labelNe: string,
  labelEn: string,
  options: FieldOptions = {},
): WorkField {
  const maxLength = options.maxLength ?? defaultMaxLength(type, options.multiline);
  return Object.freeze({
    key,
    type,
    labelNe,
    labelEn,
    required: false,
    placeholder: placeholderFor(key, labelEn),
    ...(maxLength === undefined ? {} : { maxLength }),
    ...options,
  });
}

export const nepali = (key: string, labelNe: string, labelEn: string, o: FieldOptions = {}) =>
  field(key, 'nepaliText', labelNe, labelEn, o);
export const NAME_MAX_LENGTH = 100;
/** A person's name in Nepali. */
export const personName = (key: string, labelNe: string, labelEn: string, o: FieldOptions = {}) =>
  nepali(key, labelNe, labelEn, { maxLength: NAME_MAX_LENGTH, ...o });
export const longNepali = (key: string, labelNe: string, labelEn: string, o: FieldOptions = {}) =>
  field(key, 'nepaliText', labelNe, labelEn, { multiline: true, ...o });
export const text = (key: string, labelNe: string, labelEn: string, o: FieldOptions = {}) =>
  field(key, 'text', labelNe, labelEn, o);
export const number = (key: string, labelNe: string, labelEn: string, o: FieldOptions = {}) =>
  field(key, 'number', labelNe, labelEn, { min: 0, ...o });
/**
 * A ward number, 1 to the most wards a local level has; `ofThePlace` when the ward is in the
 * paper's own local level, whose own count then bounds it (wardLimits in catalog.ts).
 */
export const ward = (
  key: string,
  labelNe: string,
  labelEn: string,
  o: FieldOptions & { ofThePlace?: boolean } = {},
) => {
  const { ofThePlace, ...rest } = o;
  return number(key, labelNe, labelEn, {
    integer: true,
    min: 1,
    max: mostWards(),
    ...(ofThePlace ? { wardOfThePlace: true } : {}),
    ...rest,
  });
};
export const amount = (key: string, labelNe: string, labelEn: string, o: FieldOptions = {}) =>
  field(key, 'amount', labelNe, labelEn, o);
export const bsDate = (key: string, labelNe: string, labelEn: string, o: FieldOptions = {}) =>
  field(key, 'bsDate', labelNe, labelEn, o);
export const select = (
  key: string,
  labelNe: string,
  labelEn: string,
  options: readonly SelectOption[],
  o: FieldOptions = {},
) => field(key, 'select', labelNe, labelEn, { options, ...o });
export const table = (
  key: string,
  labelNe: string,
  labelEn: string,
  columns: readonly WorkField[],
  o: FieldOptions = {},
) => field(key, 'table', labelNe, labelEn, { columns, minRows: o.required ? 1 : 0, maxRows: 10, ...o });

export const required = (f: WorkField): WorkField => Object.freeze({ ...f, required: true });

// ---- the applicant ---------------------------------------------------------------------------------

const MOBILE_PATTERN = '^[0-9०-९]{10}$';
/** The spec's message for a mobile number that is not 10 digits. */
export const MOBILE_MESSAGE = 'Mobile should contain 10 digits';

const profiled = (f: WorkField, profileKey: ProfileKey): WorkField => Object.freeze({ ...f, profileKey });

/** Every detail a paper may say about the applicant, in form order; all prefilled from the profile. */
const APPLICANT_FIELDS = {
  fullName: profiled(personName('fullName', 'पूरा नाम थर', 'Full name'), 'fullNameNe'),
  gender: profiled(select('gender', 'लिङ्ग', 'Gender', GENDER_OPTIONS), 'gender'),
  dateOfBirthBs: profiled(
    bsDate('dateOfBirthBs', 'जन्म मिति (वि.सं.)', 'Date of birth (BS)', { dateRange: 'birth' }),
    'dateOfBirthBs',
  ),
  fatherName: profiled(personName('fatherName', 'बाबुको नाम थर', "Father's name"), 'fatherName'),
  motherName: profiled(personName('motherName', 'आमाको नाम थर', "Mother's name"), 'motherName'),
  grandfatherName: profiled(
    personName('grandfatherName', 'बाजेको नाम थर', "Grandfather's name"),
    'grandfatherName',
  ),
  spouseName: profiled(personName('spouseName', 'पति/पत्नीको नाम थर', "Spouse's name"), 'spouseName'),
  tole: profiled(nepali('tole', 'टोल', 'Tole (street or village)', { maxLength: NAME_MAX_LENGTH }), 'tole'),
  citizenshipNumber: profiled(
    text('citizenshipNumber', 'नागरिकता प्रमाणपत्र नं.', 'Citizenship certificate number', { maxLength: 40 }),
    'citizenshipNumber',
  ),
  citizenshipIssueDistrict: profiled(
    select(
      'citizenshipIssueDistrict',
      'नागरिकता जारी जिल्ला',
      'Citizenship issuing district',
      DISTRICT_OPTIONS,
    ),
    'citizenshipIssueDistrict',
  ),
  citizenshipIssueDateBs: profiled(
    bsDate('citizenshipIssueDateBs', 'नागरिकता जारी मिति (वि.सं.)', 'Citizenship issue date (BS)', {
      dateRange: 'past',
    }),
    'citizenshipIssueDateBs',
  ),
  mobile: profiled(
    text('mobile', 'सम्पर्क नं.', 'Mobile number', { pattern: MOBILE_PATTERN, patternMessage: MOBILE_MESSAGE }),
    'mobile',
  ),
} satisfies Record<string, WorkField>;

export type ApplicantFieldKey = keyof typeof APPLICANT_FIELDS;

/** Three-generation identity: what nearly every paper needs to name a person. */
const ALWAYS_REQUIRED: readonly ApplicantFieldKey[] = ['fullName', 'gender', 'fatherName', 'grandfatherName'];

/**
 * Details only some papers carry (the mother's name: a citizenship recommendation, a police
 * report's particulars). A form asks them only of a work that prints them (`include` or `require`).
 */
const ONLY_WHERE_PRINTED: ReadonlySet<ApplicantFieldKey> = new Set(['motherName']);

/**
 * The applicant's fields in form order. Name, gender, father and grandfather are always required;
 * `require` makes others required, `include` adds a detail only some papers carry (see
 * ONLY_WHERE_PRINTED), `omit` drops those the paper must not carry (an unmarried person's spouse).
 */
export function applicantFields(
  options: {
    require?: readonly ApplicantFieldKey[];
    include?: readonly ApplicantFieldKey[];
    omit?: readonly ApplicantFieldKey[];
  } = {},
): WorkField[] {
  const mustHave = new Set([...ALWAYS_REQUIRED, ...(options.require ?? [])]);
  const wanted = new Set([...mustHave, ...(options.include ?? [])]);
  const omit = new Set(options.omit ?? []);
  return (Object.keys(APPLICANT_FIELDS) as ApplicantFieldKey[])
    .filter((key) => !omit.has(key) && (wanted.has(key) || !ONLY_WHERE_PRINTED.has(key)))
    .map((key) => (mustHave.has(key) ? required(APPLICANT_FIELDS[key]) : APPLICANT_FIELDS[key]));
}

/**
 * Another party of a deed named as the applicant is: three generations, gender (for the words that
 * describe them), age, address and citizenship. Keys start with `prefix` (otherPartyName ...).
 */
export function partyFields(prefix: string, labelNe: string, labelEn: string): WorkField[] {
  const of = (key: string) => `${prefix}${key}`;
  return [
    required(personName(of('Name'), `${labelNe}को नाम थर`, `${labelEn}'s name`)),
    required(select(of('Gender'), `${labelNe}को लिङ्ग`, `${labelEn}'s gender`, GENDER_OPTIONS)),
    required(personName(of('FatherName'), `${labelNe}को बाबुको नाम थर`, `${labelEn}'s father's name`)),
    required(
      personName(of('GrandfatherName'), `${labelNe}को बाजेको नाम थर`, `${labelEn}'s grandfather's name`),
    ),
    personName(of('SpouseName'), `${labelNe}को पति/पत्नीको नाम थर`, `${labelEn}'s spouse's name`),
    number(of('Age'), `${labelNe}को उमेर`, `${labelEn}'s age`, { integer: true, min: 16, max: 120 }),
    required(nepali(of('Address'), `${labelNe}को ठेगाना`, `${labelEn}'s address`, { maxLength: 150 })),
    required(
      text(of('CitizenshipNumber'), `${labelNe}को नागरिकता प्रमाणपत्र नं.`, `${labelEn}'s citizenship number`, {
        maxLength: 40,
      }),
    ),
    select(
      of('CitizenshipDistrict'),
      `${labelNe}को नागरिकता जारी जिल्ला`,
      `${labelEn}'s citizenship issuing district`,
      DISTRICT_OPTIONS,
    ),
  ];
}

// ---- shared by several works -------------------------------------------------------------------

export const purposeField = (o: FieldOptions = {}) =>
  nepali('purpose', 'प्रयोजन (केका लागि चाहिएको)', 'Purpose', { maxLength: 150, ...o });

/** Deeds are witnessed: each witness signs under their name and address. */
export const witnessesField = (o: FieldOptions = {}) =>
  table(
    'witnesses',
    'साक्षीहरू',
    'Witnesses',
    [
      required(personName('name', 'नाम थर', 'Name')),
      required(nepali('address', 'ठेगाना', 'Address', { maxLength: 150 })),
      number('age', 'उमेर', 'Age', { integer: true, min: 16, max: 120 }),
      // The age phrase agrees with the witness: 'वर्ष ४० को' / 'वर्ष ४० की'.
      select('gender', 'लिङ्ग', 'Gender', GENDER_OPTIONS),
    ],
    { maxRows: 4, ...o },
  );

/** The licensed deed writer (लेखापढी व्यवसायी) who drafted a deed, if one did. */
export const deedWriterFields = (): WorkField[] => [
  personName('writerName', 'कागज लेखिदिने लेखापढी व्यवसायीको नाम', "Deed writer's name"),
  text('writerLicenceNumber', 'लेखापढी व्यवसायीको इजाजतपत्र नं.', "Deed writer's licence number", {
    maxLength: 40,
  }),
];

/** Police papers are addressed to the office the citizen goes to; the template has a default. */
export const policeOfficeField = () =>
  nepali('policeOffice', 'प्रहरी कार्यालयको नाम र ठेगाना', 'Police office', { maxLength: 150 });
