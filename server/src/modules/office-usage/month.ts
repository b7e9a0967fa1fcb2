import { badInput } from '../../errors.js';
import { bsMonthKey, bsMonthSpan, bsMonthTitle, parseBsMonth } from '../../shared/nepali/index.js';

export interface Month {
  /** As asked: YYYY-MM, a Bikram Sambat month (2083-08 is मङ्सिर २०८३). */
  key: string;
  /** The month as Nepali writes it: 'मङ्सिर २०८३'. */
  title: string;
  /** The first instant of the month in Nepal. */
  from: Date;
  /** The first instant of the next month in Nepal. */
  to: Date;
}

/** A YYYY-MM Bikram Sambat month as the instants its Nepal days cover; BAD_USER_INPUT otherwise. */
export function monthOf(key: string): Month {
  const month = parseBsMonth(key);
  if (!month) throw badInput('month', 'usage.badMonth');
  return { key: bsMonthKey(month), title: bsMonthTitle(month), ...bsMonthSpan(month) };
}
