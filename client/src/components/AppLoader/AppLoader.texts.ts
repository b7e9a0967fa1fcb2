import { defineTexts } from '../../i18n/texts';

export const appLoaderTexts = defineTexts({
  en: { loading: 'Loading Lekhapadi…' },
  ne: { loading: 'लेखापढी खुल्दैछ…' },
});
