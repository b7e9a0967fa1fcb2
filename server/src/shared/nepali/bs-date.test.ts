import { readFileSync } from 'node:fs';
import {
  adToBs,
  BS_FIRST_YEAR,
  BS_LAST_YEAR,
  BsDateError,
  type BsDate,
  bsToAd,
  daysInBsMonth,
  fiscalYearOf,
  formatBs,
  isBsDate,
  isoAd,
  kathmanduDate,
  parseBs,
  todayBs,
  weekdayOf,
} from './bs-date.js';

const crosscheck = JSON.parse(
  readFileSync(new URL('./fixtures/bs-crosscheck-1970-2099.json', import.meta.url), 'utf8'),
) as { years: Record<string, { month_lengths: number[]; baisakh_1_ad: string; support: number }[]> };

function majority(year: number) {
  return crosscheck.years[String(year)]!.reduce((a, b) => (b.support > a.support ? b : a));
}

function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function bs(year: number, month: number, day: number): BsDate {
  return { year, month, day };
}

describe('conversion', () => {
  test('known dates', () => {
    expect(isoAd(bsToAd(bs(2083, 1, 1)))).toBe('2026-04-14');
    expect(adToBs({ year: 2026, month: 4, day: 14 })).toEqual(bs(2083, 1, 1));
    expect(adToBs({ year: 2026, month: 4, day: 13 })).toEqual(bs(2082, 12, 30));
    expect(adToBs({ year: 2025, month: 11, day: 22 })).toEqual(bs(2082, 8, 6));
    expect(adToBs({ year: 2024, month: 4, day: 13 })).toEqual(bs(2081, 1, 1));
    expect(adToBs({ year: 1943, month: 4, day: 14 })).toEqual(bs(2000, 1, 1));
    expect(adToBs({ year: 2000, month: 1, day: 1 })).toEqual(bs(2056, 9, 17));
  });

  test('every month start 1970–2083 falls where the cross-check puts it', () => {
    for (let year = 1970; year <= 2083; year++) {
      const { month_lengths, baisakh_1_ad } = majority(year);
      let offset = 0;
      for (let month = 1; month <= 12; month++) {
        const ad = addDays(baisakh_1_ad, offset);
        expect({ year, month, ad: isoAd(bsToAd(bs(year, month, 1))) }).toEqual({ year, month, ad });
        const [y, m, d] = ad.split('-').map(Number) as [number, number, number];
        expect(adToBs({ year: y, month: m, day: d })).toEqual(bs(year, month, 1));
        offset += month_lengths[month - 1]!;
      }
    }
  });

  test('every day of 1970–2099 round-trips and follows the day before', () => {
    let previous: string | undefined;
    let days = 0;
    for (let year = BS_FIRST_YEAR; year <= BS_LAST_YEAR; year++) {
      for (let month = 1; month <= 12; month++) {
        for (let day = 1; day <= daysInBsMonth(year, month); day++) {
          const ad = bsToAd(bs(year, month, day));
          const back = adToBs(ad);
          if (back.year !== year || back.month !== month || back.day !== day) {
            throw new Error(
              `${year}/${month}/${day} → ${isoAd(ad)} → ${back.year}/${back.month}/${back.day}`,
            );
          }
          if (previous !== undefined && addDays(previous, 1) !== isoAd(ad)) {
            throw new Error(`${year}/${month}/${day} is ${isoAd(ad)}, not the day after ${previous}`);
          }
          previous = isoAd(ad);
          days++;
        }
      }
    }
    expect(days).toBeGreaterThan(91 * 365);
  });

  test('dates outside the table or not in the AD calendar are refused', () => {
    expect(() => adToBs({ year: 1913, month: 4, day: 12 })).toThrow(/outside the BS calendar/);
    const lastDay = bsToAd(bs(BS_LAST_YEAR, 12, daysInBsMonth(BS_LAST_YEAR, 12)));
    expect(() => adToBs({ year: lastDay.year, month: lastDay.month, day: lastDay.day + 1 })).toThrow(
      /outside the BS calendar/,
    );
    expect(() => adToBs({ year: 2025, month: 2, day: 29 })).toThrow(/Not an AD date/);
    expect(() => bsToAd(bs(1969, 12, 30))).toThrow(BsDateError);
    expect(() => bsToAd(bs(2082, 8, 30))).toThrow(/has 29 days/);
  });

  test('a Date is read as the date in Nepal at that instant', () => {
    expect(adToBs(new Date('2026-04-14'))).toEqual(bs(2083, 1, 1));
    expect(adToBs(new Date('2026-04-13T18:14:59.999Z'))).toEqual(bs(2082, 12, 30));
    expect(adToBs(new Date('2026-04-13T18:15:00Z'))).toEqual(bs(2083, 1, 1));
  });
});

describe('todayBs', () => {
  // Nepal is UTC+05:45: its midnight before 14 April 2026 (1 Baisakh 2083) is 18:15 UTC on 13 April.
  test('changes day at midnight in Kathmandu, not in UTC', () => {
    expect(todayBs(new Date('2026-04-13T18:14:00Z'))).toEqual(bs(2082, 12, 30));
    expect(todayBs(new Date('2026-04-13T18:15:00Z'))).toEqual(bs(2083, 1, 1));
    // Still 13 April in UTC (and in a server zone west of it), already 14 April in Nepal.
    expect(todayBs(new Date('2026-04-13T23:59:00Z'))).toEqual(bs(2083, 1, 1));
    expect(kathmanduDate(new Date('2026-04-13T23:59:00Z'))).toEqual({ year: 2026, month: 4, day: 14 });
  });

  test('defaults to now', () => {
    const before = todayBs();
    expect(isBsDate(before)).toBe(true);
    expect(before.year).toBeGreaterThanOrEqual(2082);
  });
});

describe('formatBs', () => {
  test('short form: Devanagari digits, zero-padded', () => {
    expect(formatBs(bs(2082, 8, 6))).toBe('२०८२/०८/०६');
    expect(formatBs(bs(2082, 12, 30), 'short')).toBe('२०८२/१२/३०');
  });

  test('long form with the Nepali month name', () => {
    expect(formatBs(bs(2082, 8, 6), 'long')).toBe('२०८२ साल मङ्सिर ६ गते');
    expect(formatBs(bs(2083, 1, 1), 'long')).toBe('२०८३ साल वैशाख १ गते');
    expect(formatBs(bs(2082, 3, 32), 'long')).toBe('२०८२ साल असार ३२ गते');
    expect(formatBs(bs(2082, 11, 15), 'long')).toBe('२०८२ साल फागुन १५ गते');
  });

  test('refuses a date that does not exist', () => {
    expect(() => formatBs(bs(2082, 8, 30))).toThrow(BsDateError);
    expect(() => formatBs(bs(2082, 13, 1))).toThrow(BsDateError);
  });
});

describe('parseBs', () => {
  test('Latin or Devanagari digits, /, - or . separators', () => {
    expect(parseBs('2082/08/06')).toEqual(bs(2082, 8, 6));
    expect(parseBs('२०८२-०८-०६')).toEqual(bs(2082, 8, 6));
    expect(parseBs(' 2082.8.6 ')).toEqual(bs(2082, 8, 6));
    expect(parseBs('२०८२/३/३२')).toEqual(bs(2082, 3, 32));
  });

  test.each([
    ['2082/13/01', 'month'],
    ['2082/00/10', 'month'],
    ['2082/08/30', 'day'],
    ['2082/08/00', 'day'],
    ['2082/12/31', 'day'],
    ['2081/12/32', 'day'],
    ['1969/01/01', 'year'],
    ['2100/01/01', 'year'],
    ['2082/08', 'format'],
    ['2082/08-06', 'format'],
    ['20820806', 'format'],
    ['82/08/06', 'format'],
    ['', 'format'],
    ['२०८२ साल मङ्सिर ६ गते', 'format'],
  ])('%s is refused (%s)', (input, reason) => {
    let error: unknown;
    try {
      parseBs(input);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(BsDateError);
    expect((error as BsDateError).reason).toBe(reason);
  });

  test('the message names what is wrong', () => {
    expect(() => parseBs('2082/13/01')).toThrow('BS month must be 1–12, got 13');
    expect(() => parseBs('2082/08/30')).toThrow('मङ्सिर 2082 has 29 days; day 30 does not exist');
    expect(() => parseBs('1969/01/01')).toThrow('BS year 1969 is outside the calendar (1970–2099)');
  });

  test('parses what formatBs writes', () => {
    for (const date of [bs(2000, 1, 1), bs(2082, 8, 6), bs(2099, 12, daysInBsMonth(2099, 12))]) {
      expect(parseBs(formatBs(date))).toEqual(date);
    }
  });
});

describe('fiscalYearOf', () => {
  test('the fiscal year starts on 1 Shrawan', () => {
    expect(fiscalYearOf(bs(2082, 8, 6))).toBe('२०८२/८३');
    expect(fiscalYearOf(bs(2082, 4, 1))).toBe('२०८२/८३');
    expect(fiscalYearOf(bs(2082, 3, 32))).toBe('२०८१/८२');
    expect(fiscalYearOf(bs(2083, 1, 1))).toBe('२०८२/८३');
    expect(fiscalYearOf(bs(2000, 2, 1))).toBe('१९९९/००');
    expect(fiscalYearOf(bs(2009, 5, 1))).toBe('२००९/१०');
  });
});

describe('weekdayOf', () => {
  test('Nepali weekday names', () => {
    expect(weekdayOf(bs(2082, 8, 6))).toBe('शनिबार'); // 22 November 2025
    expect(weekdayOf(bs(2083, 1, 1))).toBe('मङ्गलबार'); // 14 April 2026
    expect(weekdayOf(bs(2082, 8, 7))).toBe('आइतबार');
  });
});
