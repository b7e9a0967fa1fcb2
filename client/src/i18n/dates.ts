import { adToBs, BS_MONTH_NAMES } from '@nepali/bs-date';
import { toDevanagariDigits } from '@nepali/digits';
import type { Language } from './texts';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const englishDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A calendar day ('2026-11-20') as readers of the language expect it: '20 November 2026' in
 * English; in Nepali the Bikram Sambat date with Devanagari digits, 'मङ्सिर ४, २०८३'.
 */
export function formatDay(isoDay: string, language: Language): string {
  const match = ISO_DAY.exec(isoDay);
  if (!match) throw new RangeError(`Not a day written YYYY-MM-DD: "${isoDay}"`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (language === 'en') return englishDay.format(new Date(Date.UTC(year, month - 1, day)));
  try {
    const bs = adToBs({ year, month, day });
    return `${BS_MONTH_NAMES[bs.month - 1]} ${toDevanagariDigits(bs.day)}, ${toDevanagariDigits(bs.year)}`;
  } catch {
    // Outside the kept BS calendar: the AD date, still in Devanagari digits.
    return toDevanagariDigits(isoDay);
  }
}
