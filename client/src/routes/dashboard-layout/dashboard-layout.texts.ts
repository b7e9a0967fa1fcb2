import { defineTexts } from '../../i18n/texts';
import { nepaliPlanName } from '../../payments/plan-names';

const englishPlanNames: Record<string, string> = { basic: 'Basic', silver: 'Silver', premium: 'Premium' };

export const dashboardLayoutTexts = defineTexts({
  en: {
    openMenu: 'Open menu',
    profile: 'Profile',
    nav: {
      label: 'Dashboard',
      generate: 'Generate Document',
      lekhapadi: 'Lekhapadi',
      kuruwa: 'Kuruwa',
      notaryPublic: 'Notary Public',
      clients: 'Clients',
      officeDocuments: 'Office documents',
      office: 'Office',
      logOut: 'Log out',
    },
    // The spec's tooltip: 'Basic Subscribed', 'Silver Subscribed', 'Premium Subscribed'.
    subscribed: (plan: string) => `${englishPlanNames[plan] ?? plan} Subscribed`,
    notSubscribed: 'Not subscribed: see plans',
    search: 'Search documents',
    noWorkFound: 'No such document',
  },
  ne: {
    openMenu: 'मेनु खोल्नुहोस्',
    profile: 'प्रोफाइल',
    nav: {
      label: 'ड्यासबोर्ड',
      generate: 'कागजात बनाउनुहोस्',
      lekhapadi: 'लेखापढी',
      kuruwa: 'कुरुवा',
      notaryPublic: 'नोटरी पब्लिक',
      clients: 'ग्राहकहरू',
      officeDocuments: 'कार्यालयका कागजात',
      office: 'कार्यालय',
      logOut: 'लग आउट',
    },
    subscribed: (plan: string) => `${nepaliPlanName(plan)} योजना लिइएको`,
    notSubscribed: 'कुनै योजना छैन: योजनाहरू हेर्नुहोस्',
    search: 'कागजात खोज्नुहोस्',
    noWorkFound: 'यस्तो कागजात भेटिएन',
  },
});
