import { defineTexts } from '../../i18n/texts';

export const brandLogoTexts = defineTexts({
  en: { home: 'Lekhapadi home' },
  ne: { home: 'लेखापढी गृहपृष्ठ' },
});
