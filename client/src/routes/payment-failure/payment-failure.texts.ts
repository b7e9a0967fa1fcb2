import { defineTexts } from '../../i18n/texts';

export const paymentFailureTexts = defineTexts({
  en: {
    title: 'Transaction Unsuccessful',
    text: 'Unfortunately, your transaction could not be completed. Please try again later or contact support if the issue persists.',
    tryAgain: 'Try again',
  },
  ne: {
    title: 'कारोबार असफल भयो',
    text: 'माफ गर्नुहोस्, तपाईंको कारोबार पूरा हुन सकेन। कृपया केहीबेरपछि फेरि प्रयास गर्नुहोस्, र समस्या रहिरहेमा हाम्रो सहायता टोलीलाई सम्पर्क गर्नुहोस्।',
    tryAgain: 'फेरि प्रयास गर्नुहोस्',
  },
});
