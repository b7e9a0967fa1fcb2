import { formatNumber } from '../../i18n/numbers';
import { defineTexts } from '../../i18n/texts';

export const paymentPanelTexts = defineTexts({
  en: {
    price: (rupees: number) => `Rs ${rupees}`,
    paymentNeeded: (documentCount: number, price: number) =>
      `You have generated ${documentCount} documents. Please pay ${price} rupees for each additional document.`,
    planUsedUp: (price: number) =>
      `Your plan's documents for this month are used. Please pay ${price} rupees for this document, or take a bigger plan.`,
    planExpired: (documentCount: number, price: number) =>
      `Your plan's month has ended and you have generated ${documentCount} documents. Please pay ${price} rupees for this document, or renew a plan.`,
    or: 'OR',
    takePlans: 'Take Plans',
    goToPricing: 'Go to Pricing',
    officeTitle: 'The office’s allowance is used',
    officeSpent:
      'The office’s free documents or its plan’s documents for this month are used. The office’s owners buy a plan on the office screen.',
    goToOffice: 'Open the office screen',
  },
  ne: {
    price: (rupees: number) => `रु. ${formatNumber(rupees, 'ne')}`,
    paymentNeeded: (documentCount: number, price: number) =>
      `तपाईंले ${formatNumber(documentCount, 'ne')} कागजात बनाइसक्नुभयो। थप प्रत्येक कागजातका लागि कृपया रु. ${formatNumber(price, 'ne')} तिर्नुहोस्।`,
    planUsedUp: (price: number) =>
      `तपाईंको योजनाका यस महिनाका कागजात सकिए। यो कागजातका लागि कृपया रु. ${formatNumber(price, 'ne')} तिर्नुहोस्, वा ठूलो योजना लिनुहोस्।`,
    planExpired: (documentCount: number, price: number) =>
      `तपाईंको योजनाको महिना सकियो र तपाईंले ${formatNumber(documentCount, 'ne')} कागजात बनाइसक्नुभयो। यो कागजातका लागि कृपया रु. ${formatNumber(price, 'ne')} तिर्नुहोस्, वा योजना नवीकरण गर्नुहोस्।`,
    or: 'वा',
    takePlans: 'मासिक योजना लिनुहोस्',
    goToPricing: 'शुल्क र योजना हेर्नुहोस्',
    officeTitle: 'कार्यालयको कोटा सकियो',
    officeSpent:
      'कार्यालयका निःशुल्क कागजात वा योजनाका यस महिनाका कागजात सकिए। कार्यालयका सञ्चालकले कार्यालय पृष्ठबाट योजना किन्नुहुन्छ।',
    goToOffice: 'कार्यालय पृष्ठ खोल्नुहोस्',
  },
});
