import { formatNumber } from '../../i18n/numbers';
import { defineTexts } from '../../i18n/texts';

export const paymentPanelTexts = defineTexts({
  en: {
    price: (rupees: number) => `Rs ${rupees}`,
    paymentNeeded: (documentCount: number, price: number) =>
      `You have generated ${documentCount} documents. Please pay ${price} rupees for each additional document.`,
    or: 'OR',
    takePlans: 'Take Plans',
    goToPricing: 'Go to Pricing',
  },
  ne: {
    price: (rupees: number) => `रु. ${formatNumber(rupees, 'ne')}`,
    paymentNeeded: (documentCount: number, price: number) =>
      `तपाईंले ${formatNumber(documentCount, 'ne')} कागजात बनाइसक्नुभयो। थप प्रत्येक कागजातका लागि कृपया रु. ${formatNumber(price, 'ne')} तिर्नुहोस्।`,
    or: 'वा',
    takePlans: 'मासिक योजना लिनुहोस्',
    goToPricing: 'शुल्क र योजना हेर्नुहोस्',
  },
});
