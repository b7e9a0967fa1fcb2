import { generatedAt } from './generated-at';

describe('when a document was generated', () => {
  // 2026-11-24 10:40 UTC is 16:25 in Nepal (UTC+05:45), 8 Mangsir 2083.
  const iso = '2026-11-24T10:40:00.000Z';

  test('in Nepali: BS date, month name and time in Devanagari digits', () => {
    expect(generatedAt(iso, 'ne')).toBe('२०८३ मङ्सिर ८, १६:२५');
  });

  test('in English: the same BS date and time in Latin digits', () => {
    expect(generatedAt(iso, 'en')).toBe('8 Mangsir 2083, 16:25');
  });

  test("Nepal's date, not the reader's: 20:00 UTC is already the next day in Nepal", () => {
    expect(generatedAt('2026-11-24T20:00:00.000Z', 'en')).toBe('9 Mangsir 2083, 01:45');
  });
});
