import { readFileSync } from 'node:fs';
import { BS_CALENDAR, BS_CONFIRMED_UNTIL } from './bs-calendar.data.js';

interface Variant {
  month_lengths: number[];
  baisakh_1_ad: string;
  support: number;
}

// What eight BS libraries implement for 2000–2083, grouped by agreement (see the fixture's _source).
const crosscheck = JSON.parse(
  readFileSync(new URL('./fixtures/bs-crosscheck-2000-2083.json', import.meta.url), 'utf8'),
) as { years: Record<string, Variant[]> };

const rows = new Map(BS_CALENDAR.map(([year, baisakh1Ad, months]) => [year, { baisakh1Ad, months }]));

function daysBetween(isoA: string, isoB: string): number {
  return (Date.parse(`${isoB}T00:00:00Z`) - Date.parse(`${isoA}T00:00:00Z`)) / 86_400_000;
}

describe('kept BS calendar table', () => {
  test('covers 2000–2090 in order, one row per year', () => {
    expect(BS_CALENDAR.map(([year]) => year)).toEqual(Array.from({ length: 91 }, (_, i) => 2000 + i));
  });

  const years = Object.keys(crosscheck.years).map(Number);
  test('the fixture has every year 2000–2083', () => {
    expect(years).toEqual(Array.from({ length: 84 }, (_, i) => 2000 + i));
    expect(BS_CONFIRMED_UNTIL).toBe(2083);
  });

  test.each(years)('%i equals the most-supported variant of the cross-check', (year) => {
    const variants = crosscheck.years[String(year)]!;
    const best = Math.max(...variants.map((v) => v.support));
    const majority = variants.filter((v) => v.support === best);
    expect(majority).toHaveLength(1); // a tie would need a decision, not a silent pick
    const row = rows.get(year)!;
    expect(row.months).toEqual(majority[0]!.month_lengths);
    expect(row.baisakh1Ad).toBe(majority[0]!.baisakh_1_ad);
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

  test('months are 29–32 days, years 365 or 366, 1 Baisakh in mid-April', () => {
    for (const [year, start, months] of BS_CALENDAR) {
      expect(months).toHaveLength(12);
      for (const m of months) expect(m >= 29 && m <= 32).toBe(true);
      expect([365, 366]).toContain(months.reduce((a, b) => a + b, 0));
      expect(start).toMatch(new RegExp(`^${year - 57}-04-1[2-5]$`));
    }
  });
});
