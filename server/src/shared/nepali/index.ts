// Nepali text helpers for the document templates: BS dates, Devanagari numbers, amounts in words,
// gender-dependent words, and text preparation for layout.

export { BS_CONFIRMED_UNTIL } from './bs-calendar.data.js';
export {
  type AdDate,
  adToBs,
  assertBsDate,
  BIRTH_YEARS_BACK,
  BS_FIRST_YEAR,
  BS_LAST_YEAR,
  BS_MONTH_NAMES,
  type BsDate,
  bsDateBounds,
  BsDateError,
  bsDateOutOfRange,
  type BsDateRange,
  bsDateText,
  type BsDateErrorReason,
  type BsFormatStyle,
  bsToAd,
  daysInBsMonth,
  fiscalYearOf,
  formatBs,
  isBsDate,
  isoAd,
  kathmanduDate,
  NEPALI_WEEKDAY_NAMES,
  parseBs,
  todayBs,
  weekdayOf,
} from './bs-date.js';
export {
  type BsMonth,
  bsMonthKey,
  bsMonthSpan,
  bsMonthTitle,
  currentBsMonth,
  parseBsMonth,
} from './bs-month.js';
export { formatAmount, formatNepaliNumber, toDevanagariDigits, toLatinDigits } from './digits.js';
export { agePhrase, type Gender, type GenderWords, genderWords } from './gender.js';
export { isNepaliText, keepTogether, nfc } from './text.js';
export { amountInWords, NEPALI_NUMBER_WORDS, numberInWords, WORDS_LIMIT } from './words.js';
