import { orderStatusName } from '@shared/order-status-names';
import type { OrderStatus } from '../../gql/graphql';
import { formatNumber } from '../../i18n/numbers';
import { defineTexts } from '../../i18n/texts';

const ne = (n: number) => formatNumber(n, 'ne');
import { nepaliPlanName } from '../../payments/plan-names';

const englishPlanNames: Record<string, string> = { basic: 'Basic', silver: 'Silver', premium: 'Premium' };

export const planTexts = defineTexts({
  en: {
    plan: 'The office’s plan',
    planName: (plan: string) => englishPlanNames[plan] ?? plan,
    active: (name: string, left: number, of: number, until: string) =>
      `${name}: ${left} of ${of} documents left, until ${until}.`,
    noPlan: 'No plan yet. The office’s documents are paid from its own allowance, shared by all members.',
    free: (n: number) => `Free documents left: ${n}`,
    buy: (name: string, price: number, documents: number) =>
      `${name}: Rs ${price} a month, ${documents} documents`,
    usage: 'Usage',
    year: 'Year (BS)',
    month: 'Month',
    total: (n: number) => (n === 1 ? '1 document this month' : `${n} documents this month`),
    byMember: 'Per member',
    byWork: 'Per document',
    member: 'Member',
    work: 'Document',
    countHead: 'Documents',
    payments: 'Payments',
    noPayments: 'No payments this month.',
    nothing: 'No documents this month.',
    count: (n: number) => String(n),
    payment: (day: string, plan: string, amount: number, paidBy: string, status: OrderStatus) =>
      `${day}: ${plan}, Rs ${amount}, ${paidBy} (${orderStatusName(status, 'en')})`,
    statement: 'Download the month’s statement (PDF)',
  },
  ne: {
    plan: 'कार्यालयको योजना',
    planName: (plan: string) => `${nepaliPlanName(plan)} योजना`,
    active: (name: string, left: number, of: number, until: string) =>
      `${name}: ${ne(of)} मध्ये ${ne(left)} कागजात बाँकी, ${until} सम्म।`,
    noPlan: 'अहिले कुनै योजना छैन। कार्यालयका कागजात सबै सदस्यको साझा कार्यालय कोटाबाट तिरिन्छन्।',
    free: (n: number) => `बाँकी निःशुल्क कागजात: ${ne(n)}`,
    buy: (name: string, price: number, documents: number) =>
      `${name}: महिनाको रु. ${ne(price)}, ${ne(documents)} कागजात`,
    usage: 'प्रयोग',
    year: 'साल (वि.सं.)',
    month: 'महिना',
    total: (n: number) => `यस महिना ${ne(n)} कागजात`,
    byMember: 'सदस्य अनुसार',
    byWork: 'कागजात अनुसार',
    member: 'सदस्य',
    work: 'कागजात',
    countHead: 'सङ्ख्या',
    payments: 'भुक्तानी',
    noPayments: 'यस महिना कुनै भुक्तानी भएन।',
    nothing: 'यस महिना कुनै कागजात बनेन।',
    count: (n: number) => ne(n),
    payment: (day: string, plan: string, amount: number, paidBy: string, status: OrderStatus) =>
      `${day}: ${plan}, रु. ${ne(amount)}, ${paidBy} (${orderStatusName(status, 'ne')})`,
    statement: 'महिनाको विवरण (PDF) डाउनलोड गर्नुहोस्',
  },
});
