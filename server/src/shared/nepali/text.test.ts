import { formatAmount } from './digits.js';
import { keepTogether, nfc } from './text.js';

const NBSP = '\u00A0';
const ZWJ = '\u200D';

// pdfmake's own word splitter: a justified line's slack is spread between the pieces it returns,
// and a line may break between any two of them. Loaded by a computed name because pdfmake ships no
// type declarations for its internals.
type Breaker = { getBreaks(texts: string[]): { text: string }[] };
let breaker: Breaker;
beforeAll(async () => {
  const specifier = 'pdfmake/js/TextBreaker.js';
  const mod = await import(specifier);
  const TextBreaker = mod.default?.default ?? mod.default;
  breaker = new TextBreaker();
});
const pieces = (s: string) => breaker.getBreaks([s]).map((w) => w.text);

describe('nfc', () => {
  test('composes and applies Devanagari composition exclusions', () => {
    expect(nfc('e\u0301')).toBe('\u00E9');
    // क़ (U+0958) is excluded from composition: NFC is क + nukta.
    expect(nfc('\u0958')).toBe('\u0915\u093C');
    expect(nfc('२०८२ साल')).toBe('२०८२ साल');
  });
});

describe('keepTogether', () => {
  const samples = ['२०८२ साल मङ्सिर ६ गते', formatAmount(150000), 'वडा नं. ४', 'क/ख', 'रोपनी-आना', '२०८२/०८/०६'];

  test('the raw samples have break points (so the check below means something)', () => {
    expect(samples.filter((s) => pieces(s).length > 1)).toHaveLength(5);
  });

  test.each(samples)('%s becomes one unbreakable piece', (s) => {
    expect(pieces(keepTogether(s))).toEqual([keepTogether(s)]);
  });

  test('uses only characters the Noto Devanagari fonts can print', () => {
    expect(keepTogether('२०८२ साल मङ्सिर ६ गते')).toBe(`२०८२${NBSP}साल${NBSP}मङ्सिर${NBSP}६${NBSP}गते`);
    expect(keepTogether('रु. १,५०,०००/-')).toBe(`रु.${NBSP}१,५०,०००/-`);
    expect(keepTogether('क/ख')).toBe(`क/${ZWJ}ख`);
    expect(keepTogether('२०८२/०८/०६')).toBe('२०८२/०८/०६');
    for (const s of samples) expect(keepTogether(s)).not.toMatch(/[\u2060\uFEFF\u2011\u202F ]/u);
  });

  test('trims, collapses runs of white space and is idempotent', () => {
    expect(keepTogether('  २०८२\t साल\n')).toBe(`२०८२${NBSP}साल`);
    for (const s of samples) expect(keepTogether(keepTogether(s))).toBe(keepTogether(s));
  });
});
