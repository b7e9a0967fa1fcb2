import { defineTexts } from '../../i18n/texts';

export const brandLogoTexts = defineTexts({
  en: { home: 'Lekhapadi home' },
  // The name as the logo writes it comes first: a spoken command names what is seen.
  ne: { home: 'Lekhapadi गृहपृष्ठ' },
});
