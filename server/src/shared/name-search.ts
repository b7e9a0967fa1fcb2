// A search key for people's names that matches Devanagari and Roman spellings of the same name:
// "Sita Sharma", "seeta sarma" and "सीता शर्मा" share the key "sit srm". Roman spelling of Nepali is
// loose (vowel length, aspiration, श/ष/स, व/ब, the inherent vowel), so the key keeps only what both
// scripts agree on: consonants without aspiration and the vowels other than a/आ, folded. It is
// lossy on purpose: a search lists candidates, a person picks the right one. Pure; the browser
// bundle may use it too.

const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  व: 'b',
  श: 's',
  ष: 's',
  स: 's',
  ह: 'h',
  क़: 'k',
  ख़: 'kh',
  ग़: 'g',
  ज़: 'j',
  ड़: 'd',
  ढ़: 'dh',
  फ़: 'ph',
  य़: 'y',
};
const VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'a',
  इ: 'i',
  ई: 'i',
  उ: 'u',
  ऊ: 'u',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
};
const VOWEL_SIGNS: Record<string, string> = {
  'ा': 'a',
  'ि': 'i',
  'ी': 'i',
  'ु': 'u',
  'ू': 'u',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
};
const NASALS = new Set(['ं', 'ँ']);
const HALANT = '्';

/** Devanagari letters spelled in plain Latin letters; anything else is kept as it is. */
export function romanise(text: string): string {
  let out = '';
  const chars = [...text.normalize('NFC')];
  for (let i = 0; i < chars.length; i += 1) {
    const c = chars[i] as string;
    const next = chars[i + 1];
    if (c in CONSONANTS) {
      out += CONSONANTS[c];
      // The inherent vowel, unless a sign or a halant replaces it.
      if (!(next && (next in VOWEL_SIGNS || next === HALANT))) out += 'a';
    } else if (c in VOWELS) out += VOWELS[c];
    else if (c in VOWEL_SIGNS) out += VOWEL_SIGNS[c];
    else if (NASALS.has(c)) out += 'n';
    else if (c === HALANT || c === 'ः' || c === '़') continue;
    else out += c;
  }
  return out;
}

/** The folded key of one word in either script. */
function wordKey(word: string): string {
  return (
    word
      .replace(/x/g, 'ks')
      .replace(/[wv]/g, 'b')
      .replace(/z/g, 'j')
      .replace(/q/g, 'k')
      .replace(/f/g, 'ph')
      .replace(/ee/g, 'i')
      .replace(/oo/g, 'u')
      .replace(/y/g, 'i')
      // aspiration and the second letter of sh/ch are not told apart in Roman spellings
      .replace(/([bcdgjklmnprst])h+/g, '$1')
      .replace(/a/g, '')
      .replace(/(.)\1+/g, '$1')
  );
}

/** The search key of a name (or a query for one): space-separated word keys, empty words dropped. */
export function nameSearchKey(text: string): string {
  const latin = romanise(text)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return latin
    .split(/[^a-z]+/)
    .map(wordKey)
    .filter(Boolean)
    .join(' ');
}

const DEVANAGARI_DIGITS = '०१२३४५६७८९';

/**
 * A citizenship number as it is compared: Nepali digits as ASCII, only letters and digits kept
 * ("२७-०१-७४/१२३४५" and "27 01 74 12345" are the same number).
 */
export function citizenshipKey(text: string): string {
  return [...text]
    .map((c) => {
      const digit = DEVANAGARI_DIGITS.indexOf(c);
      return digit >= 0 ? String(digit) : c;
    })
    .join('')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}
