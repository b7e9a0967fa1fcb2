import { toDevanagariDigits } from '@nepali/digits';
import { defineTexts } from '../../../i18n/texts';

export const guidedTexts = defineTexts({
  en: {
    progress: (step: number, total: number) => `Step ${step} of ${total}`,
    next: 'Next',
    back: 'Back',
    toCheck: 'Check your answers',
    backToCheck: 'Back to your answers',
    checkHeading: 'Check your answers before generating',
    checkHint: 'This is what your document will say. Change anything that is not right.',
    change: 'Change',
    changeField: (label: string) => `Change ${label}`,
    notGiven: 'Not given',
    rowOf: (n: number) => `${n}.`,
    offline:
      'You are offline. Your answers are kept on this device; Generate sends the document when the connection returns.',
    signedOut:
      'You were signed out (perhaps in another tab). Sign in again: your answers are kept on this device.',
    signInAgain: 'Sign in again',
  },
  ne: {
    progress: (step: number, total: number) =>
      `चरण ${toDevanagariDigits(step)} / ${toDevanagariDigits(total)}`,
    next: 'अर्को',
    back: 'पछाडि',
    toCheck: 'विवरण जाँच्नुहोस्',
    backToCheck: 'विवरण जाँच्ने पृष्ठमा फर्कनुहोस्',
    checkHeading: 'कागजात बनाउनुअघि विवरण जाँच्नुहोस्',
    checkHint: 'तपाईंको कागजातमा यही लेखिनेछ। नमिलेको विवरण परिवर्तन गर्नुहोस्।',
    change: 'परिवर्तन',
    changeField: (label: string) => `${label} परिवर्तन गर्नुहोस्`,
    notGiven: 'दिइएको छैन',
    rowOf: (n: number) => `${toDevanagariDigits(n)}.`,
    offline: 'तपाईं अफलाइन हुनुहुन्छ। तपाईंका विवरण यही उपकरणमा सुरक्षित छन्; इन्टरनेट फर्केपछि कागजात पठाइनेछ।',
    signedOut: 'तपाईं लग आउट हुनुभयो (सायद अर्को ट्याबमा)। फेरि लग इन गर्नुहोस्: तपाईंका विवरण यही उपकरणमा सुरक्षित छन्।',
    signInAgain: 'फेरि लग इन गर्नुहोस्',
  },
});
