import { badInput } from '../../errors.js';

/** Nepal Standard Time is UTC+5:45: an office's month begins and ends at its own midnight. */
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;

export interface Month {
  /** As asked: YYYY-MM (Gregorian). */
  key: string;
  /** The first instant of the month in Nepal. */
  from: Date;
  /** The first instant of the next month in Nepal. */
  to: Date;
}

/** A YYYY-MM month as the instants its Nepal days cover; BAD_USER_INPUT otherwise. */
export function monthOf(key: string): Month {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(key.trim());
  if (!match) throw badInput('month', 'usage.badMonth');
  const year = Number(match[1]);
  const month = Number(match[2]);
  return {
    key: `${match[1]}-${match[2]}`,
    from: new Date(Date.UTC(year, month - 1, 1) - NEPAL_OFFSET_MS),
    to: new Date(Date.UTC(year, month, 1) - NEPAL_OFFSET_MS),
  };
}
