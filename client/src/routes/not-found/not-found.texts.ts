import { defineTexts } from '../../i18n/texts';

export const notFoundTexts = defineTexts({
  en: {
    title: 'Page not found',
    text: 'The address you opened does not exist on Lekhapadi.',
    goHome: 'Go to Home',
  },
  ne: {
    title: 'पृष्ठ भेटिएन',
    text: 'तपाईंले खोल्नुभएको ठेगाना लेखापढीमा छैन।',
    goHome: 'गृहपृष्ठमा जानुहोस्',
  },
});
