import { BS_FIRST_YEAR, BS_LAST_YEAR, BS_MONTH_NAMES, bsToAd, daysInBsMonth, todayBs } from './bs-date.js';
import { toDevanagariDigits } from './digits.js';

// An office keeps its books by Bikram Sambat months, as everyone in Nepal does: its usage and its
// statement are for मङ्सिर २०८३, not for a Gregorian month that starts halfway through it.

/** A Bikram Sambat month: its year and month (1 = वैशाख). */
export interface BsMonth {
  year: number;
  month: number;
}

/** Nepal Standard Time is UTC+5:45: a month begins and ends at Nepal's midnight. */
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;
const DAY_MS = 86_400_000;

/** 'YYYY-MM', as the API names a month. */
export const bsMonthKey = ({ year, month }: BsMonth): string => `${year}-${String(month).padStart(2, '0')}`;

/** The month a 'YYYY-MM' key names; null for another shape or a year outside the kept calendar. */
export function parseBsMonth(key: string): BsMonth | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(key.trim());
  if (!match) return null;
  const year = Number(match[1]);
  if (year < BS_FIRST_YEAR || year > BS_LAST_YEAR) return null;
  return { year, month: Number(match[2]) };
}

/** The month Nepal is in at `now`. */
export function currentBsMonth(now: Date = new Date()): BsMonth {
  const { year, month } = todayBs(now);
  return { year, month };
}

/** The instants the month's days cover in Nepal: from its first midnight to the next month's. */
export function bsMonthSpan({ year, month }: BsMonth): { from: Date; to: Date } {
  const first = bsToAd({ year, month, day: 1 });
  const start = Date.UTC(first.year, first.month - 1, first.day) - NEPAL_OFFSET_MS;
  return { from: new Date(start), to: new Date(start + daysInBsMonth(year, month) * DAY_MS) };
}

/** The month as Nepali writes it: 'मङ्सिर २०८३'. */
export const bsMonthTitle = ({ year, month }: BsMonth): string =>
  `${BS_MONTH_NAMES[month - 1]} ${toDevanagariDigits(year)}`;
