import { adToBs, BS_MONTH_NAMES } from '@nepali/bs-date';
import { toDevanagariDigits } from '@nepali/digits';
import type { Language } from '../i18n/texts';

/** The BS months as English readers in Nepal spell them. */
const BS_MONTH_NAMES_EN = [
  'Baisakh',
  'Jestha',
  'Asar',
  'Shrawan',
  'Bhadra',
  'Asoj',
  'Kartik',
  'Mangsir',
  'Poush',
  'Magh',
  'Falgun',
  'Chaitra',
] as const;

// Nepal's clock, whatever the reader's own time zone: the BS date is Nepal's date too.
const nepalTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kathmandu',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * When a document was generated, as a BS date with Nepal's time, in the reader's language and
 * digits: '२०८३ मङ्सिर ८, १६:२५' or '8 Mangsir 2083, 16:25'. Two documents of one day differ.
 */
export function generatedAt(iso: string, language: Language): string {
  const instant = new Date(iso);
  const bs = adToBs(instant);
  const time = nepalTime.format(instant);
  if (language === 'ne') {
    return toDevanagariDigits(`${bs.year} ${BS_MONTH_NAMES[bs.month - 1]} ${bs.day}, ${time}`);
  }
  return `${bs.day} ${BS_MONTH_NAMES_EN[bs.month - 1]} ${bs.year}, ${time}`;
}
