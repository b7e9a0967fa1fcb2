import { formatNumber } from '../../i18n/numbers';
import { defineTexts } from '../../i18n/texts';
import { nepaliPlanName } from '../../payments/plan-names';

interface PlanNames {
  plan: string;
  nameEn: string;
}

export const pricingTexts = defineTexts({
  en: {
    title: 'Pricing',
    intro: 'Your first 10 documents are free. After that, pay per document or take a monthly plan.',
    planName: (plan: PlanNames) => plan.nameEn,
    price: (rupees: number) => `Rs${rupees}`,
    perMonth: 'per month',
    documentsPerMonth: (documents: number) => `${documents} documents a month`,
    everyWork: 'Every ward, municipality, deed and police work',
    wallets: 'Pay with eSewa or Khalti',
    choose: (planName: string) => `Choose ${planName}`,
  },
  ne: {
    title: 'शुल्क र योजना',
    intro: 'तपाईंका पहिला १० कागजात निःशुल्क छन्। त्यसपछि प्रति कागजात शुल्क तिर्नुहोस् वा मासिक योजना लिनुहोस्।',
    planName: (plan: PlanNames) => nepaliPlanName(plan.plan),
    price: (rupees: number) => `रु. ${formatNumber(rupees, 'ne')}`,
    perMonth: 'प्रति महिना',
    documentsPerMonth: (documents: number) => `महिनामा ${formatNumber(documents, 'ne')} कागजात`,
    everyWork: 'वडा, नगरपालिका, लिखत र प्रहरीका सबै कागजात',
    wallets: 'eSewa वा Khalti बाट भुक्तानी',
    choose: (planName: string) => `${planName} योजना छान्नुहोस्`,
  },
});
