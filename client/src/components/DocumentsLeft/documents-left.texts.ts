import { toDevanagariDigits as ne } from '@nepali/digits';
import { defineTexts } from '../../i18n/texts';
import { nepaliPlanName } from '../../payments/plan-names';

const englishPlanNames: Record<string, string> = { basic: 'Basic', silver: 'Silver', premium: 'Premium' };

export const documentsLeftTexts = defineTexts({
  en: {
    label: 'Documents left',
    free: (left: number, total: number) => `Free documents: ${left} of ${total} left`,
    plan: (plan: string | null, left: number, total: number) =>
      `${plan ? `${englishPlanNames[plan] ?? plan} plan` : 'Plan'}: ${left} of ${total} left this month`,
    paidFor: 'This document is paid for.',
    noneLeft: 'No free documents left.',
    seePlans: 'See plans',
  },
  ne: {
    label: 'बाँकी कागजात',
    free: (left: number, total: number) => `निःशुल्क कागजात: ${ne(total)} मध्ये ${ne(left)} बाँकी`,
    plan: (plan: string | null, left: number, total: number) =>
      `${plan ? `${nepaliPlanName(plan)} योजना` : 'योजना'}: यो महिना ${ne(total)} मध्ये ${ne(left)} बाँकी`,
    paidFor: 'यो कागजातको शुल्क तिरिसकिएको छ।',
    noneLeft: 'निःशुल्क कागजात सकियो।',
    seePlans: 'योजनाहरू हेर्नुहोस्',
  },
});
