// Seeded Devanagari words for benchmarks: names, places and reasons a form might carry, so the
// render threads' shaped-word cache meets new words the way it does in real use.

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CONSONANTS = [...'कखगघचछजझटठडढणतथदधनपफबभमयरलवशषसह'];
// No sign (the inherent a), ा ि ी ु ू े ै ो ौ, and the anusvara form ं after a vowel sign.
const VOWEL_SIGNS = ['', '', 'ा', 'ि', 'ी', 'ु', 'ू', 'े', 'ै', 'ो', 'ौ'];
const CONJUNCTS = ['क्ष', 'त्र', 'ज्ञ', 'श्र', 'स्थ', 'न्द', 'म्ब', 'प्र', 'द्व', 'ङ्ग'];

/** A word of 2–4 syllables, now and then with a conjunct or a final anusvara. */
export function devanagariWord(random: () => number): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const syllables = 2 + Math.floor(random() * 3);
  let word = '';
  for (let i = 0; i < syllables; i += 1) {
    word += (i > 0 && random() < 0.15 ? pick(CONJUNCTS) : pick(CONSONANTS)) + pick(VOWEL_SIGNS);
  }
  return random() < 0.1 ? `${word}ं` : word;
}

/**
 * Words for form values. `vocabulary`: drawn from a fixed list of that many words (names and
 * places recur, as they do across a town's applicants); 0: every word new (a cold word cache).
 */
export function wordSource(seed: number, vocabulary: number): () => string {
  const random = seededRandom(seed);
  if (vocabulary === 0) return () => devanagariWord(random);
  const listRandom = seededRandom(1);
  const words = Array.from({ length: vocabulary }, () => devanagariWord(listRandom));
  return () => words[Math.floor(random() * words.length)] as string;
}

/** The same values with every Nepali text replaced by as many generated words (same length cap). */
export function variedValues(
  values: Record<string, unknown>,
  nepaliKeys: ReadonlySet<string>,
  nextWord: () => string,
  maxLength: (key: string) => number,
): Record<string, unknown> {
  const varied: Record<string, unknown> = { ...values };
  for (const key of nepaliKeys) {
    const original = values[key];
    if (typeof original !== 'string') continue;
    const words = original.split(/\s+/).length;
    let text = Array.from({ length: words }, nextWord).join(' ');
    while ([...text].length > maxLength(key))
      text = text.split(' ').slice(0, -1).join(' ') || nextWord().slice(0, 4);
    varied[key] = text;
  }
  return varied;
}
