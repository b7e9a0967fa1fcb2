// Roman → Devanagari as people type Nepali on a Latin keyboard ("namaste" → नमस्ते), offline.
// Greedy longest match over a small table; a consonant followed by another takes a halant (so
// conjuncts form), one followed by a vowel takes its sign. Because Roman spelling is ambiguous
// (t/ट, s/श, short/long i, a final "a" that may be आ), a few alternative readings are offered.

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
  R: ['ऋ', 'ृ'],
  a: ['अ', ''],
  i: ['इ', 'ि'],
  u: ['उ', 'ु'],
  e: ['ए', 'े'],
  o: ['ओ', 'ो'],
};

const CONSONANTS: Record<string, string> = {
  ksh: 'क्ष',
  chh: 'छ',
  kh: 'ख',
  gh: 'घ',
  ng: 'ङ',
  ch: 'च',
  jh: 'झ',
  ny: 'ञ',
  Th: 'ठ',
  Dh: 'ढ',
  th: 'थ',
  dh: 'ध',
  ph: 'फ',
  bh: 'भ',
  sh: 'श',
  Sh: 'ष',
  gy: 'ज्ञ',
  tr: 'त्र',
  k: 'क',
  g: 'ग',
  c: 'च',
  j: 'ज',
  T: 'ट',
  D: 'ड',
  N: 'ण',
  t: 'त',
  d: 'द',
  n: 'न',
  p: 'प',
  f: 'फ',
  b: 'ब',
  m: 'म',
  y: 'य',
  r: 'र',
  l: 'ल',
  w: 'व',
  v: 'व',
  s: 'स',
  h: 'ह',
  x: 'क्ष',
  z: 'ज',
  q: 'क',
};

const MARKS: Record<string, string> = { M: 'ं', '~': 'ँ', H: 'ः', '|': '।' };
const DIGITS = '०१२३४५६७८९';
const HALANT = '्';

const longest = (table: Record<string, unknown>) => Object.keys(table).sort((a, b) => b.length - a.length);
const VOWEL_KEYS = longest(VOWELS);
const CONSONANT_KEYS = longest(CONSONANTS);

function match(keys: string[], text: string, at: number): string | undefined {
  return keys.find((key) => text.startsWith(key, at));
}

/** One reading of a Roman word (or text) in Devanagari. */
export function transliterate(roman: string): string {
  let out = '';
  let afterConsonant = false;
  let i = 0;
  while (i < roman.length) {
    const char = roman[i] as string;
    const vowel = match(VOWEL_KEYS, roman, i);
    if (vowel) {
      const [independent, sign] = VOWELS[vowel] as [string, string];
      out += afterConsonant ? sign : independent;
      afterConsonant = false;
      i += vowel.length;
      continue;
    }
    const consonant = match(CONSONANT_KEYS, roman, i);
    if (consonant) {
      if (afterConsonant) out += HALANT;
      out += CONSONANTS[consonant];
      afterConsonant = true;
      i += consonant.length;
      continue;
    }
    afterConsonant = false;
    if (MARKS[char]) out += MARKS[char];
    else if (/[0-9]/.test(char)) out += DIGITS[Number(char)];
    else out += char;
    i += 1;
  }
  return out;
}

/** Alternative spellings of the same Roman word, applied before transliterating. */
const READINGS: ((word: string) => string)[] = [
  (w) => w,
  // A final "a" is usually आ in names (sharma → शर्मा), and so is the "a" of a last closed
  // syllable (nepal → नेपाल).
  (w) => w.replace(/([^aeiou])a$/, '$1aa').replace(/([^aeiou])a([^aeiou])$/, '$1aa$2'),
  // Long final i / u (didi → दिदी).
  (w) => w.replace(/([^aeiou])i$/, '$1ii').replace(/([^aeiou])u$/, '$1uu'),
  // Retroflex t/d and ṣ for s (kathmandu → काठमाडु, shrestha → श्रेष्ठ).
  (w) =>
    w
      .replace(/st/g, 'ShT')
      .replace(/th/g, 'Th')
      .replace(/(?<![a-z])d|d(?=[aeiou])/g, 'D'),
  // श for s, and a nasal final n.
  (w) => w.replace(/s(?!h)/g, 'sh').replace(/n$/, 'M'),
  (w) => w.replace(/n(?=[td])/g, 'N'),
];

/**
 * Up to `count` distinct candidates for the last word typed; the rest of the text stays as it is.
 * Blank input gives none.
 */
export function candidates(text: string, count = 4): string[] {
  const match = /([A-Za-z~|]+)$/.exec(text);
  if (!match || text.trim() === '') return [];
  const word = match[1] as string;
  const before = text.slice(0, text.length - word.length);
  const seen = new Set<string>();
  for (const reading of READINGS) {
    seen.add(before + transliterate(reading(word)));
    if (seen.size >= count) break;
  }
  // Short words have fewer readings: fill up with the nasal and the half-letter endings.
  const base = before + transliterate(word);
  for (const ending of ['ं', '्', 'ँ', 'ः']) {
    if (seen.size >= count) break;
    seen.add(base + ending);
  }
  return [...seen].slice(0, count);
}
