// What a template body reads: the form values as Nepali text, the applicant, and the place, with
// the gender words that agree with the applicant.
import {
  amountInWords,
  type BsDate,
  bsToAd,
  type BsFormatStyle,
  formatAmount,
  formatBs,
  type Gender,
  type GenderWords,
  genderWords,
  keepTogether,
  nfc,
  parseBs,
  toDevanagariDigits,
} from '../../shared/nepali/index.js';
import type { OptionLabels, TemplateInput, TemplatePlace, TemplateRow, TemplateValues } from './types.js';

/** A dotted line left for the citizen to fill in by hand when an optional detail was not given. */
export const BLANK = '..............................';

const ZERO_WIDTH_SPACE = '\u200B';
const VIRAMA_OR_JOINER = /[\u094D\u200C\u200D]/u;
const MARK = /\p{M}/u;

/**
 * pdfmake breaks lines only at spaces and similar opportunities, so a long unbroken string typed
 * into a form (a pasted code, words without spaces) would run past its column. Words longer than
 * `longest` characters get a ZERO WIDTH SPACE (a glyph of both Noto Devanagari fonts) every few
 * characters, at akshara boundaries: before a letter that is not a mark and does not follow a
 * virama or joiner, where a break cannot change how a cluster is shaped. Justified lines put their
 * slack at these points too, so in running text the limit stays above any real word; table cells,
 * which are not justified, use a low one.
 */
export function breakLongWords(text: string, longest = 40): string {
  return text.replace(/[^\s\u200B]+/gu, (word) => {
    const chars = [...word];
    if (chars.length <= longest) return word;
    let out = '';
    let run = 0;
    chars.forEach((ch, i) => {
      const safe =
        i > 0 && !MARK.test(ch) && !VIRAMA_OR_JOINER.test(ch) && !VIRAMA_OR_JOINER.test(chars[i - 1]!);
      if (safe && run >= longest / 2) {
        out += ZERO_WIDTH_SPACE;
        run = 0;
      }
      out += ch;
      run += 1;
    });
    return out;
  });
}

const LATIN_LETTER = /[A-Za-z]/;

/**
 * Devanagari digits, except in a value that holds Latin letters: a code, a document's number or an
 * address is printed exactly as its issuer wrote it ('PA1234567', '12890 Civil A').
 */
const nepaliDigits = (s: string): string => (LATIN_LETTER.test(s) ? s : toDevanagariDigits(s));

/** User text in the Nepali body: NFC, with Devanagari digits (see nepaliDigits), long words breakable. */
export const ne = (s: string | number): string => breakLongWords(nepaliDigits(nfc(String(s))));

/** Numbers, dates and codes: Devanagari digits, one unbreakable word. */
export const tight = (s: string | number): string => keepTogether(ne(s));

/** Typed access to validated values, each rendered for the Nepali body; undefined when absent. */
export class ValueReader {
  /** `prefix` is 'table.' for a table's row: its columns' labels are filed under that. */
  constructor(
    private readonly values: TemplateValues | TemplateRow,
    private readonly labels: OptionLabels = {},
    private readonly prefix = '',
  ) {}

  private scalar(key: string): string | number | undefined {
    const value = this.values[key];
    return typeof value === 'string' || typeof value === 'number' ? value : undefined;
  }

  has(key: string): boolean {
    return this.values[key] !== undefined;
  }

  /** As stored (select values, Latin digits). */
  raw(key: string): string | undefined {
    const value = this.scalar(key);
    return value === undefined ? undefined : String(value);
  }

  text(key: string): string | undefined {
    const value = this.scalar(key);
    return value === undefined ? undefined : ne(value);
  }

  /**
   * An identifier the person typed (citizenship, passport, कित्ता, map sheet, registration and
   * licence numbers, PAN): printed exactly as typed, Latin or Devanagari digits, dashes and all,
   * and the same everywhere on the paper and in its Word copy. Such a number is checked against
   * the issuing office's records character by character, and a reader searching the PDF for what
   * they typed finds it. Kept on one line. A number field (a count, a ward) is a quantity, not an
   * identifier: it gets Devanagari digits like the rest of the text.
   */
  code(key: string): string | undefined {
    const value = this.scalar(key);
    if (value === undefined) return undefined;
    return typeof value === 'number' ? tight(value) : keepTogether(breakLongWords(nfc(value)));
  }

  number(key: string): number | undefined {
    const value = this.scalar(key);
    return typeof value === 'number' ? value : undefined;
  }

  bs(key: string): BsDate | undefined {
    const value = this.scalar(key);
    return typeof value === 'string' ? parseBs(value) : undefined;
  }

  date(key: string, style: BsFormatStyle = 'short'): string | undefined {
    const bs = this.bs(key);
    return bs && keepTogether(formatBs(bs, style));
  }

  /** 'रु. १,५०,०००/- (अक्षरेपी एक लाख पचास हजार रुपैयाँ मात्र)': figures and words, as papers write amounts. */
  amountInFull(key: string): string | undefined {
    const n = this.number(key);
    return n === undefined ? undefined : `${keepTogether(formatAmount(n))} (अक्षरेपी ${amountInWords(n)})`;
  }

  /** A select field's value as its Nepali label, which the caller resolved (TemplateInput.labels). */
  option(key: string): string | undefined {
    const value = this.scalar(key);
    return value === undefined ? undefined : this.labels[`${this.prefix}${key}`]?.[String(value)];
  }

  rows(key: string): ValueReader[] {
    const value = this.values[key];
    return Array.isArray(value)
      ? value.map((row: TemplateRow) => new ValueReader(row, this.labels, `${key}.`))
      : [];
  }
}

export interface Person {
  name: string;
  gender: Gender;
  father?: string;
  mother?: string;
  grandfather?: string;
  spouse?: string;
  dateOfBirth?: BsDate;
  /** Age in years where a paper gives it instead of a date of birth (another party of a deed). */
  age?: number;
  tole?: string;
  citizenshipNumber?: string;
  citizenshipDistrict?: string;
  citizenshipDate?: string;
  mobile?: string;
}

const GENDERS: readonly Gender[] = ['male', 'female', 'other'];

/** A stored gender value, 'other' when absent or unknown (its words are the unmarked ones). */
export const genderOf = (value: string | undefined): Gender =>
  value && (GENDERS as readonly string[]).includes(value) ? (value as Gender) : 'other';

/** The applicant as the standard applicant fields describe them; the mobile falls back to the account's. */
function applicantOf(input: TemplateInput): Person {
  const v = new ValueReader(input.values, input.labels);
  const mobile = v.raw('mobile') ?? input.profile.mobile;
  return {
    name: v.text('fullName') ?? ne(input.profile.details.fullNameNe ?? input.profile.name),
    gender: genderOf(v.raw('gender')),
    father: v.text('fatherName'),
    mother: v.text('motherName'),
    grandfather: v.text('grandfatherName'),
    spouse: v.text('spouseName'),
    dateOfBirth: v.bs('dateOfBirthBs'),
    tole: v.text('tole'),
    citizenshipNumber: v.code('citizenshipNumber'),
    citizenshipDistrict: v.option('citizenshipIssueDistrict'),
    citizenshipDate: v.date('citizenshipIssueDateBs'),
    mobile: mobile ? tight(mobile) : undefined,
  };
}

/** Another person of a paper, from the fields partyFields(prefix) asks (otherPartyName ...). */
export function partyOf(v: ValueReader, prefix: string): Person {
  return {
    name: v.text(`${prefix}Name`) ?? BLANK,
    gender: genderOf(v.raw(`${prefix}Gender`)),
    father: v.text(`${prefix}FatherName`),
    grandfather: v.text(`${prefix}GrandfatherName`),
    spouse: v.text(`${prefix}SpouseName`),
    age: v.number(`${prefix}Age`),
    citizenshipNumber: v.code(`${prefix}CitizenshipNumber`),
    citizenshipDistrict: v.option(`${prefix}CitizenshipDistrict`),
  };
}

/** Completed years of age on a BS date (birthdays are kept in BS). */
export function ageOn(dateOfBirth: BsDate, today: BsDate): number {
  const beforeBirthday =
    today.month < dateOfBirth.month || (today.month === dateOfBirth.month && today.day < dateOfBirth.day);
  return today.year - dateOfBirth.year - (beforeBirthday ? 1 : 0);
}

/** Completed months of age on a BS date. */
function monthsOn(dateOfBirth: BsDate, today: BsDate): number {
  const months = (today.year - dateOfBirth.year) * 12 + today.month - dateOfBirth.month;
  return months - (today.day < dateOfBirth.day ? 1 : 0);
}

const DAY_MS = 86_400_000;
const dayNumber = (bs: BsDate) => {
  const ad = bsToAd(bs);
  return Date.UTC(ad.year, ad.month - 1, ad.day) / DAY_MS;
};

/**
 * 'वर्ष ३५ को' / 'वर्ष ३० की'; under a year as a Nepali paper writes a baby's age: 'महिना ५ को',
 * under a month 'दिन १२ को', born that day 'आजै जन्मेको'. '' without a date of birth or an age.
 */
export function agePhraseOf(p: Person, today: BsDate): string {
  const of = genderWords(p.gender).of;
  if (!p.dateOfBirth) {
    return p.age === undefined ? '' : keepTogether(`वर्ष ${toDevanagariDigits(p.age)} ${of}`);
  }
  const years = ageOn(p.dateOfBirth, today);
  if (years >= 1) return keepTogether(`वर्ष ${toDevanagariDigits(years)} ${of}`);
  const months = monthsOn(p.dateOfBirth, today);
  if (months >= 1) return keepTogether(`महिना ${toDevanagariDigits(months)} ${of}`);
  const days = Math.max(0, dayNumber(today) - dayNumber(p.dateOfBirth));
  return days >= 1 ? keepTogether(`दिन ${toDevanagariDigits(days)} ${of}`) : `आजै जन्मे${of}`;
}

/**
 * The three-generation identity in the first person (no honorific for oneself):
 * 'रामबहादुर थापाको नाति, हरिबहादुर थापाको छोरा वर्ष ३५ को सीताराम थापा'; a spouse is added after the
 * father ('..., श्याम केसीकी श्रीमती वर्ष ३० की सीता केसी').
 */
export function identityOf(p: Person, today: BsDate): string {
  const w = genderWords(p.gender);
  const relations = [
    p.grandfather && `${p.grandfather}${w.of} ${w.grandchild}`,
    p.father && `${p.father}${w.of} ${w.child}`,
    p.spouse && `${p.spouse}${w.of} ${w.spouseOf}`,
  ].filter(Boolean);
  return [relations.join(', '), agePhraseOf(p, today), p.name].filter(Boolean).join(' ');
}

const ward = (loc: TemplatePlace) => keepTogether(`वडा नं. ${toDevanagariDigits(loc.ward)}`);

/** 'काठमाडौं जिल्ला, काठमाडौं महानगरपालिका वडा नं. ५, बानेश्वर' (the place before बस्ने). */
export function placeOf(loc: TemplatePlace, tole?: string): string {
  const place = `${loc.district.nameNe} जिल्ला, ${loc.localLevel.fullNameNe} ${ward(loc)}`;
  return tole ? `${place}, ${tole}` : place;
}

/** 'बानेश्वर, काठमाडौं महानगरपालिका-५, काठमाडौं' (an address line of a signature block). */
export function addressOf(loc: TemplatePlace, tole?: string): string {
  const address = `${loc.localLevel.fullNameNe}-${toDevanagariDigits(loc.ward)}, ${loc.district.nameNe}`;
  return tole ? `${tole}, ${address}` : address;
}

/** 'नं. २७-०१-७४-०५६७८, जारी जिल्ला: काठमाडौं, जारी मिति: २०७४/०१/१५' (no parentheses: callers add them). */
export function citizenshipDetailsOf(p: Person): string | undefined {
  if (!p.citizenshipNumber) return undefined;
  return [
    `नं. ${p.citizenshipNumber}`,
    p.citizenshipDistrict && `जारी जिल्ला: ${p.citizenshipDistrict}`,
    p.citizenshipDate && `जारी मिति: ${p.citizenshipDate}`,
  ]
    .filter(Boolean)
    .join(', ');
}

/** 'नागरिकता प्रमाणपत्र नं. २७-०१-७४-०५६७८, जारी जिल्ला: काठमाडौं, जारी मिति: २०७४/०१/१५'. */
export function citizenshipOf(p: Person): string | undefined {
  const details = citizenshipDetailsOf(p);
  return details && `नागरिकता प्रमाणपत्र ${details}`;
}

export interface Ctx {
  readonly input: TemplateInput;
  readonly v: ValueReader;
  readonly me: Person;
  /** Words agreeing with the applicant: first-person participles take `w.of` (बसेको / बसेकी). */
  readonly w: GenderWords;
  readonly loc: TemplatePlace;
  readonly today: BsDate;
  /** 'काठमाडौं जिल्ला, ... वडा नं. ५, बानेश्वर बस्ने <identity>' */
  readonly whoIAm: string;
}

export function contextOf(input: TemplateInput): Ctx {
  const me = applicantOf(input);
  return {
    input,
    v: new ValueReader(input.values, input.labels),
    me,
    w: genderWords(me.gender, { married: Boolean(me.spouse) }),
    loc: input.location,
    today: input.today,
    whoIAm: `${placeOf(input.location, me.tole)} बस्ने ${identityOf(me, input.today)}`,
  };
}
