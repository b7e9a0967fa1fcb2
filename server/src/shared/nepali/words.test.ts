import { amountInWords, NEPALI_NUMBER_WORDS, numberInWords, WORDS_LIMIT } from './words.js';

describe('the 0–99 table', () => {
  test('has exactly 100 distinct, NFC, single Devanagari words', () => {
    expect(NEPALI_NUMBER_WORDS).toHaveLength(100);
    expect(new Set(NEPALI_NUMBER_WORDS).size).toBe(100);
    for (const word of NEPALI_NUMBER_WORDS) {
      expect(word).toBe(word.normalize('NFC'));
      expect(word).toMatch(/^[\u0900-\u097F]+$/u);
    }
  });

  test.each([
    [0, 'शून्य'],
    [5, 'पाँच'],
    [12, 'बाह्र'],
    [19, 'उन्नाइस'],
    [25, 'पच्चीस'],
    [29, 'उनन्तीस'],
    [35, 'पैँतीस'],
    [39, 'उनन्चालीस'],
    [45, 'पैँतालीस'],
    [49, 'उनन्चास'],
    [59, 'उनन्साठी'],
    [69, 'उनन्सत्तरी'],
    [79, 'उनासी'],
    [80, 'असी'],
    [89, 'उनान्नब्बे'],
    [95, 'पन्चानब्बे'],
    [99, 'उनान्सय'],
  ])('%i is %s', (n, word) => {
    expect(NEPALI_NUMBER_WORDS[n]).toBe(word);
  });

  // Every "nine" before a ten is formed with उन-: a neighbour's word pasted in would break this.
  test('19, 29 … 99 all start with उन', () => {
    for (let n = 19; n < 100; n += 10) expect(NEPALI_NUMBER_WORDS[n]!.startsWith('उन')).toBe(true);
  });
});

describe('numberInWords', () => {
  test.each([
    [0, 'शून्य'],
    [1, 'एक'],
    [10, 'दस'],
    [49, 'उनन्चास'],
    [80, 'असी'],
    [99, 'उनान्सय'],
    [100, 'एक सय'],
    [101, 'एक सय एक'],
    [999, 'नौ सय उनान्सय'],
    [1000, 'एक हजार'],
    [1001, 'एक हजार एक'],
    [2500, 'दुई हजार पाँच सय'],
    [150000, 'एक लाख पचास हजार'],
    [1000000, 'दस लाख'],
    [12345678, 'एक करोड तेइस लाख पैँतालीस हजार छ सय अठहत्तर'],
    [100000000, 'दस करोड'],
    [1000000000, 'एक अर्ब'],
    [2000000305, 'दुई अर्ब तीन सय पाँच'],
    [99_99_99_99_999, 'उनान्सय अर्ब उनान्सय करोड उनान्सय लाख उनान्सय हजार नौ सय उनान्सय'],
  ])('%i → %s', (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });

  // Reads words back with the same scales, so a composition slip (a dropped or doubled unit, a
  // stray शून्य) shows up for any number, not only the listed ones.
  function readBack(words: string): number {
    const units: Record<string, number> = { सय: 100, हजार: 1e3, लाख: 1e5, करोड: 1e7, अर्ब: 1e9 };
    let total = 0;
    let pending = 0;
    for (const token of words.split(' ')) {
      if (token in units) {
        total += pending * units[token]!;
        pending = 0;
      } else {
        pending = NEPALI_NUMBER_WORDS.indexOf(token);
        if (pending < 0) throw new Error(`unknown word ${token}`);
      }
    }
    return total + pending;
  }

  test('reads back to the same number', () => {
    const samples = [0, 7, 100, 110, 1010, 10101, 100001, 1010101, 10000001, 999999999, 1000000001];
    let x = 12345;
    for (let i = 0; i < 2000; i++) {
      x = (x * 1103515245 + 12345) % 2 ** 31;
      samples.push(x % 10 ** (1 + (i % 11)));
    }
    for (const n of samples) {
      const words = numberInWords(n);
      expect(words).not.toMatch(/ {2}|^ | $/);
      if (n !== 0) expect(words).not.toContain('शून्य');
      expect(readBack(words)).toBe(n);
    }
  });

  test('refuses negative, fractional and too large numbers', () => {
    expect(() => numberInWords(-1)).toThrow(RangeError);
    expect(() => numberInWords(1.5)).toThrow(RangeError);
    expect(() => numberInWords(WORDS_LIMIT)).toThrow(RangeError);
  });
});

describe('amountInWords', () => {
  test.each([
    [0, 'शून्य रुपैयाँ मात्र'],
    [1, 'एक रुपैयाँ मात्र'],
    [150000, 'एक लाख पचास हजार रुपैयाँ मात्र'],
    [1000000, 'दस लाख रुपैयाँ मात्र'],
    [12345678, 'एक करोड तेइस लाख पैँतालीस हजार छ सय अठहत्तर रुपैयाँ मात्र'],
    [150000.5, 'एक लाख पचास हजार रुपैयाँ पचास पैसा मात्र'],
    [1234.05, 'एक हजार दुई सय चौँतीस रुपैयाँ पाँच पैसा मात्र'],
    [0.75, 'पचहत्तर पैसा मात्र'],
    [99.999, 'एक सय रुपैयाँ मात्र'],
  ])('%d → %s', (n, words) => {
    expect(amountInWords(n)).toBe(words);
  });

  test('refuses negative or non-finite amounts', () => {
    expect(() => amountInWords(-5)).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN)).toThrow(RangeError);
  });
});
