import { defineTexts } from './texts';

/** Labels Mantine's own buttons carry (visible only to screen readers and voice control). */
export const localizedDefaultsTexts = defineTexts({
  en: { togglePassword: 'Show or hide the password', closeMessage: 'Close this message' },
  ne: { togglePassword: 'पासवर्ड देखाउनुहोस् वा लुकाउनुहोस्', closeMessage: 'यो सन्देश बन्द गर्नुहोस्' },
});
