import { defineTexts } from '../i18n/texts';

export const sessionGoneTexts = defineTexts({
  en: {
    signedOut: 'You were signed out (perhaps in another tab). Log in again to go on.',
    logIn: 'Log in again',
  },
  ne: {
    signedOut: 'तपाईं लग आउट हुनुभयो (सायद अर्को ट्याबमा)। अघि बढ्न फेरि लग इन गर्नुहोस्।',
    logIn: 'फेरि लग इन गर्नुहोस्',
  },
});
