import { candidates, transliterate } from './transliterate';

test.each([
  ['namaste', 'नमस्ते'],
  ['nepaal', 'नेपाल'],
  ['kathmandu', 'कथ्मन्दु'],
  ['ghar', 'घर'],
  ['bikram', 'बिक्रम'],
  ['prahari', 'प्रहरि'],
  ['2082', '२०८२'],
])('%s → %s', (roman, devanagari) => {
  expect(transliterate(roman)).toBe(devanagari);
});

test('offers four distinct candidates, the likely spelling among them', () => {
  for (const [roman, expected] of [
    ['sharma', 'शर्मा'],
    ['didi', 'दिदी'],
    ['namaste', 'नमस्ते'],
    ['shrestha', 'श्रेष्ठ'],
    ['nepal', 'नेपाल'],
  ] as const) {
    const list = candidates(roman);
    expect(list).toHaveLength(4);
    expect(new Set(list).size).toBe(4);
    expect(list).toContain(expected);
  }
});

test('only the last word is transliterated, and blank text gives nothing', () => {
  expect(candidates('राम bahadur')[0]).toBe('राम बहदुर');
  expect(candidates('   ')).toEqual([]);
  expect(candidates('')).toEqual([]);
});
