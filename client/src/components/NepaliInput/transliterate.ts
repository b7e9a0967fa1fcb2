// Roman → Devanagari as people type Nepali on a Latin keyboard ("namaste" → नमस्ते), offline.
//
// Roman spelling of Nepali is ambiguous: "t" may be त or ट, "a" may be the inherent vowel or आ,
// two consonants may form a conjunct (स्त) or keep the vowel between them (सत), a final "a" is आ in
// शर्मा but अ in धर्म. So instead of one fixed reading, every reading is scored (a cost per unlikely
// choice, ITRANS capitals such as T, D, N, Sh, A, I, U pinning the choice) and the cheapest few are
// offered. A small word list (lexicon.ts) puts spellings no rule can guess (काठमाडौं) first.

import { LEXICON } from './lexicon';

interface Option {
  text: string;
  cost: number;
}

type Unit =
  | { kind: 'consonant'; length: number; options: Option[]; nasal?: 'n' | 'm' }
  | { kind: 'vowel'; length: number; key: string; fromRi?: boolean }
  | { kind: 'mark'; length: number; text: string }
  | { kind: 'other'; length: number; text: string };

const HALANT = '्';
const DIGITS = '०१२३४५६७८९';
const one = (text: string): Option[] => [{ text, cost: 0 }];

// Consonants, longest keys first when matching. Costs rank the readings of an ambiguous letter.
const CONSONANTS: Record<string, Option[]> = {
  ksh: one('क्ष'),
  kSh: one('क्ष'),
  chh: one('छ'),
  kh: one('ख'),
  gh: one('घ'),
  ch: [
    { text: 'च', cost: 0 },
    { text: 'छ', cost: 0.5 },
  ],
  Ch: one('छ'),
  jh: one('झ'),
  Th: one('ठ'),
  Dh: one('ढ'),
  th: [
    { text: 'थ', cost: 0 },
    { text: 'ठ', cost: 0.6 },
  ],
  dh: [
    { text: 'ध', cost: 0 },
    { text: 'ढ', cost: 0.8 },
  ],
  ph: one('फ'),
  bh: one('भ'),
  sh: [
    { text: 'श', cost: 0 },
    { text: 'ष', cost: 0.5 },
  ],
  Sh: one('ष'),
  gy: [
    { text: 'ज्ञ', cost: 0 },
    { text: 'ग्य', cost: 0.5 },
  ],
  'n~': one('ञ'),
  k: one('क'),
  g: one('ग'),
  c: one('च'),
  j: one('ज'),
  T: one('ट'),
  D: one('ड'),
  N: one('ण'),
  t: [
    { text: 'त', cost: 0 },
    { text: 'ट', cost: 0.7 },
  ],
  d: [
    { text: 'द', cost: 0 },
    { text: 'ड', cost: 0.7 },
  ],
  n: [
    { text: 'न', cost: 0 },
    { text: 'ण', cost: 1 },
  ],
  p: one('प'),
  f: one('फ'),
  b: one('ब'),
  m: one('म'),
  y: one('य'),
  r: one('र'),
  l: one('ल'),
  w: one('व'),
  v: one('व'),
  s: [
    { text: 'स', cost: 0 },
    { text: 'श', cost: 0.6 },
    { text: 'ष', cost: 0.9 },
  ],
  S: one('श'),
  h: one('ह'),
  x: one('क्ष'),
  z: one('ज'),
  q: one('क'),
};

// Vowels: the independent letter (word start, after a vowel) and the sign after a consonant.
const VOWELS: Record<string, [independent: string, sign: string]> = {
  aa: ['आ', 'ा'],
  A: ['आ', 'ा'],
  ai: ['ऐ', 'ै'],
  au: ['औ', 'ौ'],
  ou: ['औ', 'ौ'],
  ii: ['ई', 'ी'],
  ee: ['ई', 'ी'],
  I: ['ई', 'ी'],
  uu: ['ऊ', 'ू'],
  oo: ['ऊ', 'ू'],
  U: ['ऊ', 'ू'],
  RRi: ['ऋ', 'ृ'],
  R: ['ऋ', 'ृ'],
  a: ['अ', ''],
  i: ['इ', 'ि'],
  u: ['उ', 'ु'],
  e: ['ए', 'े'],
  o: ['ओ', 'ो'],
};

const MARKS: Record<string, string> = { M: 'ं', '~': 'ँ', H: 'ः', '|': '।' };

const byLength = (table: Record<string, unknown>) => Object.keys(table).sort((a, b) => b.length - a.length);
const CONSONANT_KEYS = byLength(CONSONANTS);
const VOWEL_KEYS = byLength(VOWELS);

// Clusters that read better than their parts suggest: ष्ट/ष्ठ/ष्ण (श्रेष्ठ, कृष्ण) and ण्ड/ण्ट (गण्डकी).
const CLUSTER_BONUS: Record<string, Record<string, number>> = {
  ष: { ट: 1.3, ठ: 1.3, ण: 1.3 },
  ण: { ट: 0.9, ठ: 0.9, ड: 0.9, ढ: 0.9 },
};
const VELARS = new Set(['क', 'ख', 'ग', 'घ']);
const LABIALS = new Set(['प', 'फ', 'ब', 'भ', 'म']);

/** The units that may start at `at`: the longest match, plus the few readings of a shorter one. */
function unitsAt(word: string, at: number): Unit[] {
  const vowel = VOWEL_KEYS.find((key) => word.startsWith(key, at));
  if (vowel) return [{ kind: 'vowel', length: vowel.length, key: vowel }];
  const consonant = CONSONANT_KEYS.find((key) => word.startsWith(key, at));
  if (consonant) {
    const units: Unit[] = [
      {
        kind: 'consonant',
        length: consonant.length,
        options: CONSONANTS[consonant] as Option[],
        nasal: consonant === 'n' ? 'n' : consonant === 'm' ? 'm' : undefined,
      },
    ];
    // "ri" after a consonant may be the vowel sign ृ (kri → कृ as well as क्रि).
    if (consonant === 'r' && word[at + 1] === 'i' && word[at + 2] !== 'i') {
      units.push({ kind: 'vowel', length: 2, key: 'R', fromRi: true });
    }
    return units;
  }
  const char = word[at] as string;
  if (MARKS[char]) return [{ kind: 'mark', length: 1, text: MARKS[char] }];
  if (/[0-9]/.test(char)) return [{ kind: 'other', length: 1, text: DIGITS[Number(char)] as string }];
  return [{ kind: 'other', length: 1, text: char }];
}

interface Reading {
  at: number;
  out: string;
  cost: number;
  /** A consonant whose ending (halant, vowel sign, inherent a) depends on what follows. */
  pending: { text: string; nasal?: 'n' | 'm' } | null;
  /** How many consonants the pending one closes (2 in "rm" of sharma): a final a after a cluster is usually अ. */
  cluster: number;
}

/** A pending consonant before another consonant: a conjunct, the inherent a, or a nasal sign. */
function joinConsonants(reading: Reading, next: string): Option[] {
  const pending = reading.pending as NonNullable<Reading['pending']>;
  const bonus = CLUSTER_BONUS[pending.text]?.[next] ?? 0;
  const joins: Option[] = [
    { text: pending.text + HALANT, cost: -bonus },
    { text: pending.text, cost: 0.6 },
  ];
  if (pending.nasal === 'n') {
    joins.push({ text: 'ं', cost: 0.6 });
    if (VELARS.has(next)) joins.push({ text: `ङ${HALANT}`, cost: 0.3 });
  }
  if (pending.nasal === 'm') joins.push({ text: 'ं', cost: LABIALS.has(next) ? 0.4 : 0.9 });
  return joins;
}

/** A pending consonant at the end of the word: Nepali mostly writes it without a halant. */
const endings = (pending: NonNullable<Reading['pending']>): Option[] => [
  { text: pending.text, cost: 0 },
  { text: pending.text + HALANT, cost: 0.8 },
];

/** The readings of a vowel, with costs that depend on where it stands in the word. */
function vowelOptions(
  unit: Extract<Unit, { kind: 'vowel' }>,
  reading: Reading,
  word: string,
  end: number,
): Option[] {
  const { key } = unit;
  const [independent, sign] = VOWELS[key] as [string, string];
  const afterConsonant = reading.pending !== null;
  const final = end === word.length;
  // "nepal", "ram": the a of a last closed syllable is often आ.
  const closedLast = /^(?:[bcdfghjklmnpqrstvwxyz]h?)$/.test(word.slice(end));
  if (!afterConsonant) {
    if (key === 'a')
      return [
        { text: 'अ', cost: 0 },
        { text: 'आ', cost: final ? 0.3 : 0.9 },
      ];
    if (key === 'i')
      return [
        { text: 'इ', cost: 0 },
        { text: 'ई', cost: 0.6 },
      ];
    if (key === 'u')
      return [
        { text: 'उ', cost: 0 },
        { text: 'ऊ', cost: 0.7 },
      ];
    return one(independent);
  }
  switch (key) {
    case 'a':
      if (final) {
        const afterCluster = reading.cluster > 1;
        return [
          { text: 'ा', cost: afterCluster ? 0.2 : 0 },
          { text: '', cost: afterCluster ? 0 : 0.3 },
        ];
      }
      return [
        { text: '', cost: 0 },
        { text: 'ा', cost: closedLast ? 0.5 : 0.9 },
      ];
    case 'i':
      return final
        ? [
            { text: 'ी', cost: 0 },
            { text: 'ि', cost: 0.3 },
          ]
        : [
            { text: 'ि', cost: 0 },
            { text: 'ी', cost: 0.6 },
          ];
    case 'u':
      return final
        ? [
            { text: 'ु', cost: 0 },
            { text: 'ू', cost: 0.5 },
          ]
        : [
            { text: 'ु', cost: 0 },
            { text: 'ू', cost: 0.7 },
          ];
    case 'R':
      // Typed "ri" rather than R: less likely than र + ि.
      return [{ text: sign, cost: unit.fromRi ? 0.7 : 0 }];
    default:
      return one(sign);
  }
}

const BEAM = 48;

/** Every reading of one Roman word, cheapest first (distinct spellings only). */
function readings(word: string): Option[] {
  let frontier: Reading[] = [{ at: 0, out: '', cost: 0, pending: null, cluster: 0 }];
  const done: Option[] = [];
  while (frontier.length) {
    const next: Reading[] = [];
    for (const reading of frontier) {
      if (reading.at >= word.length) {
        const tails = reading.pending ? endings(reading.pending) : one('');
        for (const tail of tails)
          done.push({ text: reading.out + tail.text, cost: reading.cost + tail.cost });
        continue;
      }
      for (const unit of unitsAt(word, reading.at)) next.push(...advance(reading, unit, word));
    }
    // Readings advance by different lengths; keep the cheapest few, the least advanced first.
    next.sort((a, b) => a.at - b.at || a.cost - b.cost);
    frontier = prune(next);
  }
  done.sort((a, b) => a.cost - b.cost);
  const seen = new Set<string>();
  return done.filter((option) => !seen.has(option.text) && seen.add(option.text));
}

function prune(readingsByPosition: Reading[]): Reading[] {
  const kept: Reading[] = [];
  const perPosition = new Map<number, number>();
  for (const reading of readingsByPosition) {
    const count = perPosition.get(reading.at) ?? 0;
    if (count >= BEAM) continue;
    perPosition.set(reading.at, count + 1);
    kept.push(reading);
  }
  return kept;
}

function advance(reading: Reading, unit: Unit, word: string): Reading[] {
  const at = reading.at + unit.length;
  switch (unit.kind) {
    case 'consonant':
      return unit.options.flatMap((option) => {
        const pending = { text: option.text, nasal: unit.nasal };
        if (!reading.pending) {
          return [{ at, out: reading.out, cost: reading.cost + option.cost, pending, cluster: 1 }];
        }
        return joinConsonants(reading, option.text).map((join) => ({
          at,
          out: reading.out + join.text,
          cost: reading.cost + option.cost + join.cost,
          pending,
          cluster: join.text.endsWith(HALANT) ? reading.cluster + 1 : 1,
        }));
      });
    case 'vowel':
      // "ri" reads as ृ only after a consonant (kri → कृ); elsewhere it is र + ि.
      if (unit.fromRi && !reading.pending) return [];
      return vowelOptions(unit, reading, word, at).map((option) => ({
        at,
        out: reading.out + (reading.pending?.text ?? '') + option.text,
        cost: reading.cost + option.cost,
        pending: null,
        cluster: 0,
      }));
    case 'mark':
      return [
        {
          at,
          out: reading.out + (reading.pending?.text ?? '') + unit.text,
          cost: reading.cost,
          pending: null,
          cluster: 0,
        },
      ];
    default: {
      const tails = reading.pending ? endings(reading.pending) : one('');
      return tails.map((tail) => ({
        at,
        out: reading.out + tail.text + unit.text,
        cost: reading.cost + tail.cost,
        pending: null,
        cluster: 0,
      }));
    }
  }
}

/**
 * The spellings of one Roman word, most likely first. A capital only at the start is taken as a
 * capitalised name (Sharma → शर्मा); capitals inside a word are ITRANS (kaThmaaDauM).
 */
function spellings(word: string): string[] {
  const lower = word.toLowerCase();
  const fromLexicon = LEXICON[lower] ?? [];
  const capitalisedOnly = word !== lower && word.slice(1) === lower.slice(1);
  let ruled: Option[];
  if (word === lower) ruled = readings(word);
  else if (capitalisedOnly) {
    ruled = [
      ...readings(lower),
      ...readings(word).map((option) => ({ ...option, cost: option.cost + 0.3 })),
    ].sort((a, b) => a.cost - b.cost);
  } else ruled = readings(word);
  return [
    ...new Set([...(word === lower || capitalisedOnly ? fromLexicon : []), ...ruled.map((o) => o.text)]),
  ];
}

/** The most likely Devanagari for Roman text, word by word (digits become Devanagari digits). */
export function transliterate(roman: string): string {
  return roman.replace(/[A-Za-z0-9~|]+/g, (word) => spellings(word)[0] ?? word);
}

/**
 * Up to `count` distinct candidates for the last word typed; the text before it stays as it is.
 * Blank input, or input that does not end in a Roman word or digits, gives none.
 */
export function candidates(text: string, count = 4): string[] {
  const match = /([A-Za-z0-9~|]+)$/.exec(text);
  if (!match || text.trim() === '') return [];
  const word = match[1] as string;
  const before = text.slice(0, text.length - word.length);
  const list = spellings(word).slice(0, count);
  if (/^[0-9]+$/.test(word)) return [before + (list[0] as string)];
  // A one-letter word has fewer readings than that: offer its nasalised forms too.
  const base = list[0] as string;
  for (const ending of ['ं', 'ँ', HALANT, 'ः']) {
    if (list.length >= count) break;
    if (!list.includes(base + ending)) list.push(base + ending);
  }
  return list.map((spelling) => before + spelling);
}

/** Whether the text ends in a word still in Roman letters (something to transliterate). */
const endsInRomanWord = (text: string) => /[A-Za-z~|]$/.test(text);
