import { toDevanagariDigits } from '@nepali/digits';
import type { CurrentUser } from '../../auth/auth-context';
import type { Language } from '../../i18n/texts';

/** A ward number as the reader writes it: 32, or ३२ in Nepali. */
export const wardNumber = (ward: number | string, language: Language) =>
  language === 'ne' ? toDevanagariDigits(String(ward)) : String(ward);

/**
 * The user's place on one line, 'बागमती, काठमाडौं, काठमाडौं - ३२' (the names are kept in Nepali;
 * the ward follows the reader's digits). `withType` adds the municipality's type.
 */
export function placeLine(
  user: CurrentUser | null | undefined,
  language: Language,
  withType = false,
): string {
  if (!user) return '';
  const municipality = withType ? `${user.municipality} (${user.municipalityType})` : user.municipality;
  return `${user.province}, ${user.district}, ${municipality} - ${wardNumber(user.ward ?? '', language)}`;
}
