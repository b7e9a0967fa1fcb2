import { defineTexts } from '../../i18n/texts';

export const officeSwitcherTexts = defineTexts({
  en: {
    personal: 'Personal',
    choose: (current: string) => `Working as: ${current}. Switch`,
    heading: 'Work as',
    roles: { owner: 'Owner', writer: 'Writer', viewer: 'Viewer' } as Record<string, string>,
  },
  ne: {
    personal: 'व्यक्तिगत',
    choose: (current: string) => `अहिले: ${current}। बदल्नुहोस्`,
    heading: 'कसको रूपमा काम गर्ने',
    roles: { owner: 'सञ्चालक', writer: 'लेखक', viewer: 'दर्शक' } as Record<string, string>,
  },
});
