import { formatDay } from './dates';

describe('formatDay', () => {
  test.each([
    ['2026-11-20', '20 November 2026'],
    ['2026-04-14', '14 April 2026'],
    ['2027-01-01', '1 January 2027'],
  ])('%s in English is %s', (iso, expected) => {
    expect(formatDay(iso, 'en')).toBe(expected);
  });

  test.each([
    // 1 Baisakh 2083 fell on 14 April 2026; Mangsir 2083 began on 17 November 2026.
    ['2026-04-14', 'वैशाख १, २०८३'],
    ['2026-04-13', 'चैत ३०, २०८२'],
    ['2026-11-20', 'मङ्सिर ४, २०८३'],
    ['2026-11-16', 'कात्तिक ३०, २०८३'],
  ])('%s in Nepali is the BS date %s', (iso, expected) => {
    expect(formatDay(iso, 'ne')).toBe(expected);
  });

  test('a day is a calendar day whatever the time zone of the reader', () => {
    // Read as a calendar date, not an instant: no shift to the previous day west of UTC.
    expect(formatDay('2026-01-01', 'en')).toBe('1 January 2026');
    expect(formatDay('2026-01-01', 'ne')).toBe('पुस १७, २०८२');
  });

  test('outside the kept calendar, Nepali falls back to the AD date in Devanagari digits', () => {
    expect(formatDay('1900-01-01', 'ne')).toBe('१९००-०१-०१');
  });

  test('anything but YYYY-MM-DD is refused', () => {
    expect(() => formatDay('20/11/2026', 'en')).toThrow(RangeError);
  });
});
