import { defineTexts } from '../../i18n/texts';

export const resetPasswordTexts = defineTexts({
  en: {
    title: 'Reset Password',
    sentTo: (to: string) => `Enter the code we sent to ${to} and choose a new password.`,
    askAll: 'Enter your e-mail or mobile number, the code we sent you and a new password.',
    code: 'Reset code',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    submit: 'Reset Password',
    resetting: 'Resetting...',
    goingHome: 'Taking you to the home page…',
    failed: 'Password reset failed.',
  },
  ne: {
    title: 'पासवर्ड रिसेट गर्नुहोस्',
    sentTo: (to: string) => `हामीले ${to} मा पठाएको कोड लेख्नुहोस् र नयाँ पासवर्ड छान्नुहोस्।`,
    askAll: 'तपाईंको इमेल वा मोबाइल नम्बर, हामीले पठाएको कोड र नयाँ पासवर्ड लेख्नुहोस्।',
    code: 'रिसेट कोड',
    newPassword: 'नयाँ पासवर्ड',
    confirmPassword: 'नयाँ पासवर्ड पुष्टि गर्नुहोस्',
    submit: 'पासवर्ड रिसेट गर्नुहोस्',
    resetting: 'रिसेट गरिँदैछ...',
    goingHome: 'तपाईंलाई गृहपृष्ठमा लगिँदैछ…',
    failed: 'पासवर्ड रिसेट हुन सकेन।',
  },
});
