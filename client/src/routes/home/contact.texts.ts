import { defineTexts } from '../../i18n/texts';

export const contactTexts = defineTexts({
  en: {
    formLabel: 'Contact form',
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email Address',
    mobile: 'Mobile Number',
    message: 'Message',
    submit: 'Submit',
    sentTitle: 'Message sent',
    sendAnother: 'Send another message',
    failed: 'Your message could not be sent. Please try again.',
    tooMany: 'You have sent several messages already. Please try again later.',
  },
  ne: {
    formLabel: 'सम्पर्क फारम',
    firstName: 'पहिलो नाम',
    lastName: 'थर',
    email: 'इमेल ठेगाना',
    mobile: 'मोबाइल नम्बर',
    message: 'सन्देश',
    submit: 'पठाउनुहोस्',
    sentTitle: 'सन्देश पठाइयो',
    sendAnother: 'अर्को सन्देश पठाउनुहोस्',
    failed: 'तपाईंको सन्देश पठाउन सकिएन। कृपया फेरि प्रयास गर्नुहोस्।',
    tooMany: 'तपाईंले धेरै सन्देश पठाइसक्नुभयो। कृपया केहीबेरपछि प्रयास गर्नुहोस्।',
  },
});
