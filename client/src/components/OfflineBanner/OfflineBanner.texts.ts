import { defineTexts } from '../../i18n/texts';

export const offlineBannerTexts = defineTexts({
  en: {
    offline:
      'You are offline. What you type is kept on this phone; it will be sent when the connection returns.',
    retry: 'Try again',
  },
  ne: {
    offline: 'तपाईं अफलाइन हुनुहुन्छ। तपाईंले लेखेको कुरा यही फोनमा राखिन्छ; इन्टरनेट फर्केपछि पठाइन्छ।',
    retry: 'फेरि प्रयास गर्नुहोस्',
  },
});
