import { defineTexts } from '../../i18n/texts';

export const homeTexts = defineTexts({
  en: {
    hero: {
      eyebrow: 'लेखापढी · Lekhapadi',
      title: 'Your official papers, written right, in Nepali',
      tagline: 'Affordable, Quick, Hassle-free & Accepted by All Nepali Organizations.',
      intro:
        'Fill in a short form and get a correct Devanagari application, deed or police report as a PDF to print and sign. Your first 10 documents are free.',
      generate: 'Generate Your Own',
      watchVideo: 'Watch Video',
      highlights: ['Ward and municipality applications', 'Deeds and agreements', 'Police reports'],
    },
    trustedBy: {
      title: 'Trusted By',
      intro: 'Papers written the way these offices ask for them',
      offices: {
        ward: 'Ward offices',
        municipality: 'Municipalities',
        dao: 'District Administration Offices',
        police: 'Nepal Police',
        landRevenue: 'Land Revenue Offices',
      },
    },
    catalogue: {
      title: "Document's we serve",
      intro: 'Every paper you can generate today, and how many have been made.',
      tabs: { all: 'All Documents', ward: 'Wards Documents', municipality: 'Municipality Documents' },
      search: 'Search by Document Name...',
      searchLabel: 'Search documents',
      columns: { sn: 'S.N', name: 'Documents Name', serviceArea: 'Service Area', generated: 'Generated No' },
      serviceAreas: {
        ward: 'Ward Office',
        municipality: 'Municipality',
        deed: 'Deeds and Agreements',
        police: 'Police Office',
      },
      empty: 'No document matches your search.',
      loading: 'Loading documents…',
      failed: 'The list of documents could not be loaded. Please try again later.',
      tableLabel: 'Documents we serve',
    },
    impacts: {
      title: 'Making Impacts',
      intro: 'Services that take the queue out of paperwork',
      services: {
        lekhapadhi: {
          name: 'Lekhapadhi',
          text: 'Applications, deeds and reports written in correct Nepali, ready to sign.',
        },
        yatayat: {
          name: 'Yatayat',
          text: 'Transport office papers: licences and vehicle documents. Coming soon.',
        },
        parliyament: {
          name: 'Parliyament',
          text: 'Petitions and letters to elected representatives. Coming soon.',
        },
      },
    },
    contact: {
      title: 'Contact Us',
      intro: 'Questions, a document we should add, or a problem? Write to us.',
      mapTitle: 'Where to find us',
      mapAlt: 'A map marking our office in Kathmandu',
      defaultAddress: 'Kathmandu, Nepal',
    },
  },
  ne: {
    hero: {
      eyebrow: 'लेखापढी · Lekhapadi',
      title: 'तपाईंका सरकारी कागजात, शुद्ध नेपालीमा',
      tagline: 'सस्तो, छिटो, झन्झटरहित र नेपालका सबै निकायमा मान्य।',
      intro:
        'छोटो फारम भर्नुहोस् र शुद्ध देवनागरीमा निवेदन, लिखत वा प्रहरी उजुरी PDF मा पाउनुहोस्, छापेर सही गर्न तयार। पहिलो १० कागजात निःशुल्क।',
      generate: 'आफैं बनाउनुहोस्',
      watchVideo: 'भिडियो हेर्नुहोस्',
      highlights: ['वडा र नगरपालिकाका निवेदन', 'लिखत र सम्झौता', 'प्रहरी उजुरी'],
    },
    trustedBy: {
      title: 'विश्वास गर्ने निकाय',
      intro: 'यी कार्यालयले माग्ने ढाँचामा लेखिएका कागजात',
      offices: {
        ward: 'वडा कार्यालय',
        municipality: 'नगरपालिका / गाउँपालिका',
        dao: 'जिल्ला प्रशासन कार्यालय',
        police: 'नेपाल प्रहरी',
        landRevenue: 'मालपोत कार्यालय',
      },
    },
    catalogue: {
      title: 'हामीले बनाउने कागजात',
      intro: 'आज बनाउन सकिने सबै कागजात, र अहिलेसम्म बनेको सङ्ख्या।',
      tabs: { all: 'सबै कागजात', ward: 'वडाका कागजात', municipality: 'नगरपालिकाका कागजात' },
      search: 'कागजातको नामले खोज्नुहोस्...',
      searchLabel: 'कागजात खोज्नुहोस्',
      columns: { sn: 'क्र.सं.', name: 'कागजातको नाम', serviceArea: 'सेवा दिने निकाय', generated: 'बनेको सङ्ख्या' },
      serviceAreas: {
        ward: 'वडा कार्यालय',
        municipality: 'नगरपालिका',
        deed: 'लिखत तथा सम्झौता',
        police: 'प्रहरी कार्यालय',
      },
      empty: 'खोजेअनुसारको कागजात भेटिएन।',
      loading: 'कागजात लोड हुँदैछ…',
      failed: 'कागजातको सूची लोड हुन सकेन। कृपया केहीबेरपछि फेरि प्रयास गर्नुहोस्।',
      tableLabel: 'कागजातको तालिका',
    },
    impacts: {
      title: 'हाम्रो प्रभाव',
      intro: 'कागजी कामबाट लाइन हटाउने सेवाहरू',
      services: {
        lekhapadhi: { name: 'लेखापढी', text: 'शुद्ध नेपालीमा लेखिएका निवेदन, लिखत र उजुरी, सही गर्न तयार।' },
        yatayat: {
          name: 'यातायात',
          text: 'यातायात कार्यालयका कागजात: लाइसेन्स र सवारी साधनका कागज। छिट्टै आउँदैछ।',
        },
        parliyament: { name: 'संसद', text: 'जनप्रतिनिधिलाई निवेदन र पत्र। छिट्टै आउँदैछ।' },
      },
    },
    contact: {
      title: 'सम्पर्क गर्नुहोस्',
      intro: 'प्रश्न, थप्नुपर्ने कागजात वा कुनै समस्या? हामीलाई लेख्नुहोस्।',
      mapTitle: 'हामीलाई कहाँ भेट्ने',
      mapAlt: 'काठमाडौंमा हाम्रो कार्यालय देखाउने नक्सा',
      defaultAddress: 'काठमाडौं, नेपाल',
    },
  },
});
