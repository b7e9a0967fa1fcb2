import { toDevanagariDigits } from '@nepali/digits';
import { defineTexts } from '../../i18n/texts';

// The three lists of a date field, named after the field ('Date of birth: year').
export const bsDateTexts = defineTexts({
  en: {
    year: (field: string) => `${field}: year`,
    month: (field: string) => `${field}: month`,
    day: (field: string) => `${field}: day`,
    range: (from: string, to: string) => `From ${from} to ${to} (BS)`,
  },
  ne: {
    year: (field: string) => `${field}: साल`,
    month: (field: string) => `${field}: महिना`,
    day: (field: string) => `${field}: गते`,
    range: (from: string, to: string) =>
      `वि.सं. ${toDevanagariDigits(from)} देखि ${toDevanagariDigits(to)} सम्म`,
  },
});
