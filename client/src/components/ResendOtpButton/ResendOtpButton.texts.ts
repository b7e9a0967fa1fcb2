import { defineTexts } from '../../i18n/texts';

export const resendOtpTexts = defineTexts({
  en: {
    resend: 'Resend OTP',
    resentByEmail: 'OTP resent successfully! Please check your email.',
    failed: 'Failed to resend OTP. Please try again.',
  },
  ne: {
    resend: 'OTP फेरि पठाउनुहोस्',
    resentByEmail: 'OTP फेरि पठाइयो! कृपया आफ्नो इमेल हेर्नुहोस्।',
    failed: 'OTP फेरि पठाउन सकिएन। कृपया फेरि प्रयास गर्नुहोस्।',
  },
});
