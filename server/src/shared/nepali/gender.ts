import { toDevanagariDigits } from './digits.js';

// Words that change with the gender of the person a sentence describes (usually the applicant).
//
// Templates never spell these words themselves; they pick them from here, e.g. the three-generation
// identity and the age phrase of a ward-office application:
//   const w = genderWords(profile.gender, { married: profile.married });
//   `${grandfather}${w.of} ${w.grandchild}, ${father}${w.of} ${w.child} वर्ष ${age} ${w.of} ${w.honorific} ${name}`
//   → 'रामबहादुर थापाको नाति, हरिबहादुर थापाको छोरा वर्ष ३५ को श्री ...'
//   → 'रामबहादुर थापाकी नातिनी, हरिबहादुर थापाकी छोरी वर्ष ३० की सुश्री ...'
// and a third-person statement: `निजले ... गरे${w.participle} हुन् ।` → 'गरेका हुन्' / 'गरेकी हुन्'.
// First-person sentences ('म निवेदक ... बस्ने ... पेश गरेको छु') and बस्ने are the same for every
// gender and need nothing from here. की for a woman follows standard grammar (the genitive agrees
// with the possessed person); spoken usage and some offices write को for everyone.
//
// 'other' uses gender-neutral nouns (सन्तान, जीवनसाथी) and the plural-honorific verb forms, which
// Nepali already uses without marking gender.

export type Gender = 'male' | 'female' | 'other';

export interface GenderWords {
  /** Relation to a parent: "<father>को छोरा". */
  child: string;
  /** Relation to a grandparent: "<grandfather>को नाति". */
  grandchild: string;
  /** Relation to the spouse: "<husband>की श्रीमती". */
  spouseOf: string;
  /** Genitive postposition, agreeing with the person described: "<father>की छोरी", "वर्ष ३० की". */
  of: 'को' | 'की';
  /** Title before the person's name. */
  honorific: string;
  /** Ending of the third-person perfect participle: गरे + 'का' हुन् / गरे + 'की' हुन्. */
  participle: 'का' | 'की';
  /** Third-person present: बस् + 'छन्' / बस् + 'छिन्'. */
  present: 'छन्' | 'छिन्';
  /** Third-person past copula: "बसेका थिए" / "बसेकी थिइन्". */
  was: 'थिए' | 'थिइन्';
}

type Row = Omit<GenderWords, 'honorific'>;

const WORDS: Record<Gender, Row> = {
  male: {
    child: 'छोरा',
    grandchild: 'नाति',
    spouseOf: 'श्रीमान्',
    of: 'को',
    participle: 'का',
    present: 'छन्',
    was: 'थिए',
  },
  female: {
    child: 'छोरी',
    grandchild: 'नातिनी',
    spouseOf: 'श्रीमती',
    of: 'की',
    participle: 'की',
    present: 'छिन्',
    was: 'थिइन्',
  },
  other: {
    child: 'सन्तान',
    grandchild: 'सन्तान',
    spouseOf: 'जीवनसाथी',
    of: 'को',
    participle: 'का',
    present: 'छन्',
    was: 'थिए',
  },
};

/**
 * श्री for men and for anyone whose gender is not marked (श्री is used for every person on official
 * papers); for women सुश्री, or श्रीमती when she is known to be married.
 */
function honorificFor(gender: Gender, married: boolean | undefined): string {
  if (gender !== 'female') return 'श्री';
  return married ? 'श्रीमती' : 'सुश्री';
}

export function genderWords(gender: Gender, options: { married?: boolean } = {}): GenderWords {
  const row = WORDS[gender];
  if (!row) throw new RangeError(`Unknown gender: ${String(gender)}`);
  return { ...row, honorific: honorificFor(gender, options.married) };
}

/** The age phrase before the name: 'वर्ष ३५ को' / 'वर्ष ३० की'. */
export function agePhrase(gender: Gender, years: number): string {
  if (!Number.isInteger(years) || years < 0) throw new RangeError(`Not an age in years: ${years}`);
  return `वर्ष ${toDevanagariDigits(years)} ${genderWords(gender).of}`;
}
