import { formatNepaliNumber } from '@nepali/digits';
import type { Language } from './texts';

/** A number as people read it in the language: 1,234 or १,२३४ (lakh grouping in Nepali). */
export function formatNumber(value: number, language: Language): string {
  return language === 'ne' ? formatNepaliNumber(value) : value.toLocaleString('en-US');
}
