// Bikram Sambat (BS) dates: conversion to and from AD, today's date in Nepal, formatting, parsing.

import { BS_CALENDAR, BS_CONFIRMED_UNTIL } from './bs-calendar.data.js';
import { toDevanagariDigits, toLatinDigits } from './digits.js';

/** A BS calendar date; month 1 is Baisakh, 12 is Chaitra. */
export interface BsDate {
  year: number;
  month: number;
  day: number;
}

/** An AD (Gregorian) calendar date; month 1 is January. */
export interface AdDate {
  year: number;
  month: number;
  day: number;
}

// The one place for month and weekday names. Spellings of the Nepal Academy dictionary.
export const BS_MONTH_NAMES = [
  'वैशाख',
  'जेठ',
  'असार',
  'साउन',
  'भदौ',
  'असोज',
  'कात्तिक',
  'मङ्सिर',
  'पुस',
  'माघ',
  'फागुन',
  'चैत',
] as const;

/** Index 0 is Sunday, as Date.getUTCDay() counts. */
export const NEPALI_WEEKDAY_NAMES = [
  'आइतबार',
  'सोमबार',
  'मङ्गलबार',
  'बुधबार',
  'बिहीबार',
  'शुक्रबार',
  'शनिबार',
] as const;

/** Shrawan (साउन), the month the fiscal year starts on its 1st. */
const FISCAL_YEAR_FIRST_MONTH = 4;

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of an AD date; plain integers make calendar arithmetic exact. */
function dayNumber(ad: AdDate): number {
  return Date.UTC(ad.year, ad.month - 1, ad.day) / DAY_MS;
}

function adOfDayNumber(n: number): AdDate {
  const d = new Date(n * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

interface YearSpan {
  year: number;
  /** Day number of 1 Baisakh. */
  start: number;
  months: readonly number[];
  length: number;
}

const YEARS: readonly YearSpan[] = BS_CALENDAR.map(([year, baisakh1Ad, months]) => {
  const [y, m, d] = baisakh1Ad.split('-').map(Number) as [number, number, number];
  const length = months.reduce((a, b) => a + b, 0);
  return { year, start: dayNumber({ year: y, month: m, day: d }), months, length };
});

export const BS_FIRST_YEAR = YEARS[0]!.year;
export const BS_LAST_YEAR = YEARS[YEARS.length - 1]!.year;

export type BsDateErrorReason = 'format' | 'year' | 'month' | 'day';

/** A BS date that is malformed or does not exist; `reason` says which part is wrong. */
export class BsDateError extends RangeError {
  constructor(
    readonly reason: BsDateErrorReason,
    message: string,
  ) {
    super(message);
    this.name = 'BsDateError';
  }
}

function spanOf(year: number): YearSpan | undefined {
  return YEARS[year - BS_FIRST_YEAR];
}

/** Number of days in a BS month. Throws BsDateError for a year outside the table or a bad month. */
export function daysInBsMonth(year: number, month: number): number {
  const span = spanOf(year);
  if (!Number.isInteger(year) || !span) {
    throw new BsDateError(
      'year',
      `BS year ${year} is outside the calendar (${BS_FIRST_YEAR}–${BS_LAST_YEAR})`,
    );
  }
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new BsDateError('month', `BS month must be 1–12, got ${month}`);
  }
  return span.months[month - 1]!;
}

/** Throws BsDateError unless the date exists in the BS calendar table. */
export function assertBsDate(bs: BsDate): void {
  const length = daysInBsMonth(bs.year, bs.month);
  if (!Number.isInteger(bs.day) || bs.day < 1 || bs.day > length) {
    const name = BS_MONTH_NAMES[bs.month - 1];
    throw new BsDateError('day', `${name} ${bs.year} has ${length} days; day ${bs.day} does not exist`);
  }
}

export function isBsDate(bs: BsDate): boolean {
  try {
    assertBsDate(bs);
    return true;
  } catch {
    return false;
  }
}

const kathmanduParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Kathmandu',
  numberingSystem: 'latn',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** The calendar date in Nepal (UTC+05:45, no daylight saving) at an instant. */
export function kathmanduDate(instant: Date): AdDate {
  const parts = kathmanduParts.formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

function checkAd(ad: AdDate): AdDate {
  const back = adOfDayNumber(dayNumber(ad));
  if (back.year !== ad.year || back.month !== ad.month || back.day !== ad.day) {
    throw new RangeError(`Not an AD date: ${ad.year}-${ad.month}-${ad.day}`);
  }
  return ad;
}

/**
 * AD → BS. A Date is an instant and is read as the date in Nepal at that instant, so
 * adToBs(new Date()) is today in Nepal; `new Date('2026-04-14')` (UTC midnight) is 14 April there too.
 * Pass {year, month, day} for a calendar date that has no time.
 */
export function adToBs(date: Date | AdDate): BsDate {
  const n = dayNumber(date instanceof Date ? kathmanduDate(date) : checkAd(date));
  for (const span of YEARS) {
    let offset = n - span.start;
    if (offset < 0 || offset >= span.length) continue;
    let month = 1;
    for (const length of span.months) {
      if (offset < length) break;
      offset -= length;
      month += 1;
    }
    return { year: span.year, month, day: offset + 1 };
  }
  const first = adOfDayNumber(YEARS[0]!.start);
  const last = YEARS[YEARS.length - 1]!;
  const end = adOfDayNumber(last.start + last.length - 1);
  throw new RangeError(
    `AD date ${isoAd(adOfDayNumber(n))} is outside the BS calendar (AD ${isoAd(first)} to ${isoAd(end)})`,
  );
}

/** BS → AD calendar date. Throws BsDateError for a date that does not exist. */
export function bsToAd(bs: BsDate): AdDate {
  assertBsDate(bs);
  const span = spanOf(bs.year)!;
  let n = span.start + bs.day - 1;
  for (let m = 1; m < bs.month; m++) n += span.months[m - 1]!;
  return adOfDayNumber(n);
}

/** Today's BS date in Nepal, whatever the server's time zone. */
export function todayBs(now: Date = new Date()): BsDate {
  return adToBs(kathmanduDate(now));
}

/** 'YYYY-MM-DD' of an AD date. */
export function isoAd(ad: AdDate): string {
  return `${ad.year}-${pad2(ad.month)}-${pad2(ad.day)}`;
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

export type BsFormatStyle = 'short' | 'long';

/** 'short': '२०८२/०८/०६' (as after मिति:); 'long': '२०८२ साल मङ्सिर ६ गते'. */
export function formatBs(bs: BsDate, style: BsFormatStyle = 'short'): string {
  assertBsDate(bs);
  if (style === 'long') {
    return `${toDevanagariDigits(bs.year)} साल ${BS_MONTH_NAMES[bs.month - 1]} ${toDevanagariDigits(bs.day)} गते`;
  }
  return toDevanagariDigits(`${bs.year}/${pad2(bs.month)}/${pad2(bs.day)}`);
}

/** The Nepali weekday of a BS date: 'शनिबार'. */
export function weekdayOf(bs: BsDate): string {
  const sunday0 = new Date(dayNumber(bsToAd(bs)) * DAY_MS).getUTCDay();
  return NEPALI_WEEKDAY_NAMES[sunday0]!;
}

/**
 * Reads 'YYYY/MM/DD' in Latin or Devanagari digits, with '/', '-' or '.' between the parts:
 * '2082/08/06', '२०८२-०८-०६', '2082.8.6'. Throws BsDateError saying what is wrong.
 */
export function parseBs(input: string): BsDate {
  const text = toLatinDigits(input.normalize('NFC').trim());
  const match = /^(\d{4})([/.-])(\d{1,2})\2(\d{1,2})$/.exec(text);
  if (!match) {
    throw new BsDateError('format', `"${input}" is not a BS date written as YYYY/MM/DD`);
  }
  const bs = { year: Number(match[1]), month: Number(match[3]), day: Number(match[4]) };
  assertBsDate(bs);
  return bs;
}

/** The fiscal year (आर्थिक वर्ष, from 1 Shrawan) a date falls in: 2082/08/06 → '२०८२/८३'. */
export function fiscalYearOf(bs: BsDate): string {
  assertBsDate(bs);
  const first = bs.month >= FISCAL_YEAR_FIRST_MONTH ? bs.year : bs.year - 1;
  return toDevanagariDigits(`${first}/${pad2((first + 1) % 100)}`);
}

/**
 * Which dates a BS date field accepts. 'birth': from 125 years back (or the calendar's first day)
 * to today; 'past': an event that has happened, up to today and never in a year the calendar only
 * projects; 'any': the whole calendar (a lease that starts next month).
 */
export type BsDateRange = 'birth' | 'past' | 'any';

/** Nobody alive was born longer ago than this. */
export const BIRTH_YEARS_BACK = 125;

const compareBs = (a: BsDate, b: BsDate) => a.year - b.year || a.month - b.month || a.day - b.day;
const laterOf = (a: BsDate, b: BsDate) => (compareBs(a, b) >= 0 ? a : b);
const earlierOf = (a: BsDate, b: BsDate) => (compareBs(a, b) <= 0 ? a : b);
const lastDayOf = (year: number): BsDate => ({ year, month: 12, day: daysInBsMonth(year, 12) });

/** The first and last date a field of that range accepts on `today`. */
export function bsDateBounds(range: BsDateRange, today: BsDate): { earliest: BsDate; latest: BsDate } {
  const first: BsDate = { year: BS_FIRST_YEAR, month: 1, day: 1 };
  const last = lastDayOf(BS_LAST_YEAR);
  switch (range) {
    case 'any':
      return { earliest: first, latest: last };
    case 'past':
      return {
        earliest: first,
        latest: earlierOf(today, lastDayOf(Math.min(BS_CONFIRMED_UNTIL, BS_LAST_YEAR))),
      };
    case 'birth': {
      const year = today.year - BIRTH_YEARS_BACK;
      const back =
        year < BS_FIRST_YEAR
          ? first
          : { year, month: today.month, day: Math.min(today.day, daysInBsMonth(year, today.month)) };
      return { earliest: laterOf(first, back), latest: today };
    }
  }
}

/** 'YYYY/MM/DD' in Latin digits, as forms and messages write a date. */
export const bsDateText = (bs: BsDate): string => `${bs.year}/${pad2(bs.month)}/${pad2(bs.day)}`;

/** Why a date falls outside its field's range ('must be from 1970/01/01 to 2082/08/06'), or undefined. */
export type BsDateRangeProblem =
  | { kind: 'projected'; year: number }
  | { kind: 'outside'; from: string; to: string };

export function bsDateOutOfRange(
  bs: BsDate,
  range: BsDateRange,
  today: BsDate,
): BsDateRangeProblem | undefined {
  const { earliest, latest } = bsDateBounds(range, today);
  if (compareBs(bs, earliest) >= 0 && compareBs(bs, latest) <= 0) return undefined;
  const projected = range !== 'any' && bs.year > BS_CONFIRMED_UNTIL && compareBs(bs, today) <= 0;
  return projected
    ? { kind: 'projected', year: bs.year }
    : { kind: 'outside', from: bsDateText(earliest), to: bsDateText(latest) };
}
