import { defineTexts } from '../../i18n/texts';

export const developerTexts = defineTexts({
  en: {
    title: 'For developers',
    intro:
      'Connect other software to your account: API tokens let a program make and read your documents, and webhooks tell it when a document is ready. Most people never need this page.',
    guide: 'Explore the API',
    back: 'Back to your profile',
    cardTitle: 'For developers',
    cardText: 'API tokens and webhooks, to connect other software to your account.',
    open: 'Open',
  },
  ne: {
    title: 'विकासकर्ताका लागि',
    intro:
      'अरू सफ्टवेयरलाई तपाईंको खातासँग जोड्न: API टोकनले कुनै प्रोग्रामलाई तपाईंका कागजात बनाउन र पढ्न दिन्छ, वेबहुकले कागजात तयार भएपछि त्यसलाई खबर गर्छ। धेरैजसोलाई यो पृष्ठ चाहिँदैन।',
    guide: 'API हेर्नुहोस्',
    back: 'प्रोफाइलमा फर्कनुहोस्',
    cardTitle: 'विकासकर्ताका लागि',
    cardText: 'API टोकन र वेबहुक: अरू सफ्टवेयरलाई तपाईंको खातासँग जोड्न।',
    open: 'खोल्नुहोस्',
  },
});
