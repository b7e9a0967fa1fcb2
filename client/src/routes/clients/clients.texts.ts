import { formatNumber } from '../../i18n/numbers';
import { defineTexts } from '../../i18n/texts';

export const clientsTexts = defineTexts({
  en: {
    title: 'Clients',
    personal: 'Clients belong to an office. Choose one of your offices in the header to see its clients.',
    search: 'Search by name (Nepali or English) or citizenship number',
    none: 'No clients found.',
    count: (n: number) => (n === 1 ? '1 client' : `${n} clients`),
    father: 'Father',
    citizenship: 'Citizenship no.',
    duplicate: 'Possible duplicate',
  },
  ne: {
    title: 'ग्राहकहरू',
    personal: 'ग्राहकहरू कार्यालयका हुन्छन्। तिनलाई हेर्न माथिबाट आफ्नो कार्यालय छान्नुहोस्।',
    search: 'नाम (नेपाली वा अंग्रेजी) वा नागरिकता नम्बरले खोज्नुहोस्',
    none: 'कुनै ग्राहक भेटिएन।',
    count: (n: number) => `${formatNumber(n, 'ne')} ग्राहक`,
    father: 'बाबु',
    citizenship: 'नागरिकता नं.',
    duplicate: 'दोहोरिएको हुन सक्छ',
  },
});
