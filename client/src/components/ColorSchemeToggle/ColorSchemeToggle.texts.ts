import { defineTexts } from '../../i18n/texts';

export const colorSchemeToggleTexts = defineTexts({
  en: {
    switchTo: { dark: 'Switch to dark mode', light: 'Switch to light mode' },
    name: { dark: 'Dark mode', light: 'Light mode' },
  },
  ne: {
    switchTo: { dark: 'अँध्यारो मोडमा बदल्नुहोस्', light: 'उज्यालो मोडमा बदल्नुहोस्' },
    name: { dark: 'अँध्यारो मोड', light: 'उज्यालो मोड' },
  },
});
