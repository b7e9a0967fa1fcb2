import { defineTexts } from '../../i18n/texts';
import { nepaliPlanName } from '../../payments/plan-names';

export const paymentTexts = defineTexts({
  en: {
    notSignedIn: "Looks like you aren't signed-in.",
    goHome: 'Navigate to Home',
    title: 'Payment',
    plan: (plan: string) => `Plan: ${plan}`,
    oneDocument: (work: string) => `One document: ${work}`,
    nothingChosen: 'Choose what to buy on the pricing page.',
    comingSoon: 'Coming soon',
    khaltiFailed: 'Failed to initiate Khalti payment. Please try again.',
    failed: 'Something went wrong',
  },
  ne: {
    notSignedIn: 'तपाईंले लगइन गर्नुभएको छैन जस्तो छ।',
    goHome: 'गृहपृष्ठमा जानुहोस्',
    title: 'भुक्तानी',
    plan: (plan: string) => `योजना: ${nepaliPlanName(plan)}`,
    oneDocument: (work: string) => `एउटा कागजात: ${work}`,
    nothingChosen: 'के किन्ने हो, शुल्क र योजनाको पृष्ठमा छान्नुहोस्।',
    comingSoon: 'छिट्टै आउँदैछ',
    khaltiFailed: 'Khalti भुक्तानी सुरु गर्न सकिएन। कृपया फेरि प्रयास गर्नुहोस्।',
    failed: 'केही गडबड भयो',
  },
});
