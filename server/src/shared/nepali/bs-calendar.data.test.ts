import { readFileSync } from 'node:fs';
import { BS_CALENDAR, BS_CONFIRMED_UNTIL } from './bs-calendar.data.js';

interface Variant {
  month_lengths: number[];
  baisakh_1_ad: string;
  support: number;
}

// What eight BS libraries implement for 1970–2099, grouped by agreement (see the fixture's _source).
const crosscheck = JSON.parse(
  readFileSync(new URL('./fixtures/bs-crosscheck-1970-2099.json', import.meta.url), 'utf8'),
) as { years: Record<string, Variant[]> };

const rows = new Map(
  BS_CALENDAR.map(([year, baisakh1Ad, months, agreeing]) => [year, { baisakh1Ad, months, agreeing }]),
);

// Years whose variants tie (one library each); the table's choice is documented in its header.
const TIED_YEARS = [1971, 1973, 1974, 1975, 1977, 2099];

function daysBetween(isoA: string, isoB: string): number {
  return (Date.parse(`${isoB}T00:00:00Z`) - Date.parse(`${isoA}T00:00:00Z`)) / 86_400_000;
}

describe('kept BS calendar table', () => {
  test('covers 1970–2099 in order, one row per year', () => {
    expect(BS_CALENDAR.map(([year]) => year)).toEqual(Array.from({ length: 130 }, (_, i) => 1970 + i));
  });

  const years = Object.keys(crosscheck.years).map(Number);
  test('the cross-check has every year 1970–2099; 2083 is the last confirmed', () => {
    expect(years).toEqual(Array.from({ length: 130 }, (_, i) => 1970 + i));
    expect(BS_CONFIRMED_UNTIL).toBe(2083);
  });

  test.each(years)('%i is a most-supported variant of the cross-check', (year) => {
    const variants = crosscheck.years[String(year)]!;
    const best = Math.max(...variants.map((v) => v.support));
    const majority = variants.filter((v) => v.support === best);
    // A tie needs a decision, not a silent pick: only the documented years have one.
    expect(majority.length > 1).toBe(TIED_YEARS.includes(year));
    const row = rows.get(year)!;
    const chosen = majority.find(
      (v) => v.baisakh_1_ad === row.baisakh1Ad && `${v.month_lengths}` === `${row.months}`,
    );
    expect(chosen).toBeDefined();
    expect(row.agreeing).toBe(best);
  });

  test('every confirmed year (2000–2083) is implemented alike by at least two libraries', () => {
    for (let year = 2000; year <= BS_CONFIRMED_UNTIL; year++)
      expect(rows.get(year)!.agreeing).toBeGreaterThanOrEqual(2);
  });

  test('2000–2080 are years every library agrees on', () => {
    for (let year = 2000; year <= 2080; year++) expect(crosscheck.years[String(year)]).toHaveLength(1);
  });

  test('each year starts the day after the previous one ends', () => {
    for (let i = 1; i < BS_CALENDAR.length; i++) {
      const [, prevStart, prevMonths] = BS_CALENDAR[i - 1]!;
      const [year, start] = BS_CALENDAR[i]!;
      const prevLength = prevMonths.reduce((a, b) => a + b, 0);
      expect({ year, days: daysBetween(prevStart, start) }).toEqual({ year, days: prevLength });
    }
  });

  test('months are 29–32 days, years 365 or 366 (projections 364–366), 1 Baisakh in mid-April', () => {
    for (const [year, start, months] of BS_CALENDAR) {
      expect(months).toHaveLength(12);
      for (const m of months) expect(m >= 29 && m <= 32).toBe(true);
      const lengths = year <= BS_CONFIRMED_UNTIL ? [365, 366] : [364, 365, 366];
      expect(lengths).toContain(months.reduce((a, b) => a + b, 0));
      expect(start).toMatch(new RegExp(`^${year - 57}-04-1[2-5]$`));
    }
  });
});
