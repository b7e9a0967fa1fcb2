import { defineTexts } from '../../i18n/texts';

/** Words the account forms share: the login and register popups and the account pages. */
export const accountTexts = defineTexts({
  en: {
    emailTab: 'Email',
    mobileTab: 'Mobile',
    email: 'Email',
    mobileNumber: 'Mobile number',
    emailOrMobile: 'Email or mobile number',
    password: 'Password',
    // Examples of what to type: addresses and mobile numbers are written in Latin letters and digits.
    emailPlaceholder: 'you@example.com',
    mobilePlaceholder: '98XXXXXXXX',
    goHome: 'Go to Home',
  },
  ne: {
    emailTab: 'इमेल',
    mobileTab: 'मोबाइल',
    email: 'इमेल',
    mobileNumber: 'मोबाइल नम्बर',
    emailOrMobile: 'इमेल वा मोबाइल नम्बर',
    password: 'पासवर्ड',
    emailPlaceholder: 'you@example.com',
    mobilePlaceholder: '98XXXXXXXX',
    goHome: 'गृहपृष्ठमा जानुहोस्',
  },
});
