import { defineTexts } from '../../i18n/texts';

export const dashboardTexts = defineTexts({
  en: {
    title: 'Generate Document',
    comingSoon: 'Coming Soon',
    makeAgain: 'Make again',
  },
  ne: {
    title: 'कागजात बनाउनुहोस्',
    comingSoon: 'छिट्टै आउँदैछ',
    makeAgain: 'फेरि बनाउनुहोस्',
  },
});
