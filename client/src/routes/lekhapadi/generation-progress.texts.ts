import { defineTexts } from '../../i18n/texts';

export const generationProgressTexts = defineTexts({
  en: {
    OFFLINE: 'You are offline. Your document will be sent when the connection returns.',
    SENDING: 'Sending…',
    QUEUED: 'Queued: waiting to start…',
    RENDERING: 'Writing your document…',
    READY: 'Ready: opening it…',
    progressLabel: 'Progress of your document',
  },
  ne: {
    OFFLINE: 'तपाईं अफलाइन हुनुहुन्छ। इन्टरनेट फर्केपछि कागजात पठाइनेछ।',
    SENDING: 'पठाउँदै…',
    QUEUED: 'लाइनमा: सुरु हुन पर्खँदै…',
    RENDERING: 'तपाईंको कागजात लेख्दै…',
    READY: 'तयार: खोल्दै…',
    progressLabel: 'तपाईंको कागजातको प्रगति',
  },
});
