import { defineTexts } from '../../i18n/texts';

export const verifyEmailTexts = defineTexts({
  en: {
    verifyingTitle: 'Verifying your email',
    verifying: 'Verifying…',
    verifiedTitle: 'Email verified',
    failedTitle: 'Verification failed',
    failed: 'Verification failed.',
  },
  ne: {
    verifyingTitle: 'तपाईंको इमेल प्रमाणित गरिँदैछ',
    verifying: 'प्रमाणित गरिँदैछ…',
    verifiedTitle: 'इमेल प्रमाणित भयो',
    failedTitle: 'प्रमाणीकरण असफल भयो',
    failed: 'प्रमाणीकरण असफल भयो।',
  },
});
