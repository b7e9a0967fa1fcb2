import { toDevanagariDigits } from '@nepali/digits';
import { defineTexts } from '../../i18n/texts';

export const workFormTexts = defineTexts({
  en: {
    optionalDivider: 'Optional details (ऐच्छिक विवरण)',
    optional: (labelEn: string) => `${labelEn} (optional)`,
    // The spec's placeholders ('Enter Full Name' …) come with the field; a list reads 'Select …'.
    selectPlaceholder: (labelEn: string) => `Select ${labelEn.charAt(0).toLowerCase()}${labelEn.slice(1)}`,
    textPlaceholder: (_labelNe: string, fromServer: string) => fromServer,
    addRow: 'Add row',
    removeRow: (row: number) => `Remove row ${row}`,
    row: (row: number) => String(row),
    nothingFound: 'Nothing matches',
  },
  ne: {
    optionalDivider: 'ऐच्छिक विवरण',
    optional: (_labelEn: string) => '(ऐच्छिक)',
    selectPlaceholder: (_labelEn: string) => 'छान्नुहोस्',
    textPlaceholder: (labelNe: string, _fromServer: string) => `${labelNe} लेख्नुहोस्`,
    addRow: 'अर्को हरफ थप्नुहोस्',
    removeRow: (row: number) => `हरफ ${toDevanagariDigits(row)} हटाउनुहोस्`,
    row: (row: number) => toDevanagariDigits(row),
    nothingFound: 'केही भेटिएन',
  },
});
