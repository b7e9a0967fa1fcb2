import { defineTexts } from '../../i18n/texts';

export const routeErrorTexts = defineTexts({
  en: {
    title: 'Unexpected Application Error!',
    technicalDetails: 'Technical details',
    goHome: 'Go to Home',
  },
  ne: {
    title: 'अप्रत्याशित त्रुटि भयो!',
    technicalDetails: 'प्राविधिक विवरण',
    goHome: 'गृहपृष्ठमा जानुहोस्',
  },
});
