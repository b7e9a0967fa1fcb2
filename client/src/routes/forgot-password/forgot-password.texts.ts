import { defineTexts } from '../../i18n/texts';

export const forgotPasswordTexts = defineTexts({
  en: {
    title: 'Forgot Password',
    intro: 'We will send you a code to set a new password.',
    send: 'Send Reset Code',
    sending: 'Sending...',
    remembered: 'Remembered it?',
    backHome: 'Back to Home',
    failed: 'Request failed.',
  },
  ne: {
    title: 'पासवर्ड बिर्सनुभयो',
    intro: 'नयाँ पासवर्ड राख्न हामी तपाईंलाई एउटा कोड पठाउनेछौं।',
    send: 'रिसेट कोड पठाउनुहोस्',
    sending: 'पठाउँदै...',
    remembered: 'सम्झनुभयो?',
    backHome: 'गृहपृष्ठमा फर्कनुहोस्',
    failed: 'अनुरोध असफल भयो।',
  },
});
