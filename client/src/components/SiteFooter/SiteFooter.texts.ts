import { defineTexts } from '../../i18n/texts';

/** Footer entries; those with a page of their own link to it, the rest are plain text. */
export const footerColumns = [
  {
    key: 'company',
    items: [
      { key: 'aboutUs', to: '/about' },
      { key: 'ourTeam' },
      { key: 'careers' },
      { key: 'contact', to: '/#contact' },
    ],
  },
  { key: 'products', items: [{ key: 'kuruwa' }, { key: 'bookLawyer' }] },
  {
    key: 'supports',
    items: [
      { key: 'helpCenter', to: '/blogs' },
      { key: 'howItWorks', to: '/about#how-it-works' },
      { key: 'tutorialVideos' },
      { key: 'faq', to: '/about#faq' },
    ],
  },
  {
    key: 'trust',
    items: [
      { key: 'privacy' },
      { key: 'terms' },
      { key: 'security' },
      { key: 'reportIssue', to: '/#contact' },
    ],
  },
] as const;

export const siteFooterTexts = defineTexts({
  en: {
    columns: {
      company: 'Company',
      products: 'Products',
      supports: 'Supports',
      trust: 'Trust and issues',
    },
    items: {
      aboutUs: 'About Us',
      ourTeam: 'Our Team',
      careers: 'Careers',
      contact: 'Contact',
      kuruwa: 'Kuruwa',
      bookLawyer: 'Book your lawyer',
      helpCenter: 'Help Center',
      howItWorks: 'How it works',
      tutorialVideos: 'Tutorial Videos',
      faq: 'FAQ',
      privacy: 'Privacy Policy',
      terms: 'Terms of Service',
      security: 'Security',
      reportIssue: 'Report an Issue',
    },
    tagline: 'Affordable, Quick, Hassle-free & Accepted by All Nepali Organizations.',
  },
  ne: {
    columns: {
      company: 'कम्पनी',
      products: 'सेवाहरू',
      supports: 'सहयोग',
      trust: 'विश्वास र समस्या',
    },
    items: {
      aboutUs: 'हाम्रोबारे',
      ourTeam: 'हाम्रो टोली',
      careers: 'रोजगारी',
      contact: 'सम्पर्क',
      kuruwa: 'कुरुवा',
      bookLawyer: 'वकिल बुक गर्नुहोस्',
      helpCenter: 'सहायता केन्द्र',
      howItWorks: 'यो कसरी चल्छ',
      tutorialVideos: 'सिकाइ भिडियो',
      faq: 'बारम्बार सोधिने प्रश्न',
      privacy: 'गोपनीयता नीति',
      terms: 'सेवाका सर्त',
      security: 'सुरक्षा',
      reportIssue: 'समस्या जानकारी दिनुहोस्',
    },
    tagline: 'सस्तो, छिटो, झन्झटरहित र नेपालका सबै निकायमा मान्य।',
  },
});
