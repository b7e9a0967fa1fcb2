import { defineTexts } from '../../i18n/texts';

export const pageLoaderTexts = defineTexts({
  en: { loading: 'Loading page' },
  ne: { loading: 'पृष्ठ खुल्दैछ' },
});
