import { defineTexts } from '../../i18n/texts';

export const comingSoonTexts = defineTexts({
  en: {
    title: 'Coming Soon',
    text: (service: string) => `${service} will be available here soon.`,
    kuruwa: 'Kuruwa',
    notaryPublic: 'Notary Public',
    noDocuments: 'This service has no documents yet.',
  },
  ne: {
    title: 'छिट्टै आउँदैछ',
    text: (service: string) => `${service} सेवा छिट्टै यहाँ उपलब्ध हुनेछ।`,
    kuruwa: 'कुरुवा',
    notaryPublic: 'नोटरी पब्लिक',
    noDocuments: 'यो सेवामा अहिलेसम्म कुनै कागजात छैन।',
  },
});
