import { countMatches, highlightMatches } from './text-search';

describe('text search', () => {
  test('counts Latin words without case and Devanagari ones in any normal form', () => {
    expect(countMatches('Date of birth, DATE of issue', 'date')).toBe(2);
    // क़ composed (U+0958) and decomposed (क + ़) are one letter.
    expect(countMatches('क़लम', 'क\u093Cलम')).toBe(1);
    expect(countMatches('सीता शर्मा र सीता', 'सीता')).toBe(2);
    expect(countMatches('anything', '   ')).toBe(0);
  });

  test('marks each match and escapes the rest', () => {
    expect(highlightMatches('<b>Sita</b> sita', 'SITA')).toBe(
      '&#60;b&#62;<mark>Sita</mark>&#60;/b&#62; <mark>sita</mark>',
    );
    expect(highlightMatches('मिति: २०८३', 'मिति')).toBe('<mark>मिति</mark>: २०८३');
  });
});
