import { defineTexts } from '../../i18n/texts';

export const servicesTexts = defineTexts({
  en: {
    title: 'Services',
    intro:
      'Every paper Lekhapadi writes, by the office it goes to. Pick one to fill in its form; your first 10 documents are free.',
    areas: { lekhapadi: 'Lekhapadi documents', police: 'Police Report documents' },
    categories: {
      ward: {
        title: 'Ward office applications',
        text: 'Recommendations and verifications you ask your ward office for.',
      },
      municipality: {
        title: 'Municipality applications',
        text: 'Papers for your municipality or rural municipality.',
      },
      deed: {
        title: 'Deeds and agreements',
        text: 'Drafted as a licensed deed writer would, ready for both parties to sign.',
      },
      police: { title: 'Police reports', text: 'Complaints and applications to your local police office.' },
    },
    price: (rupees: string) => `Rs ${rupees} after the free ones`,
    generate: 'Generate',
    generateLabel: (name: string) => `Generate ${name}`,
    loading: 'Loading services…',
    failed: 'The services could not be loaded. Please try again later.',
    comingSoon: 'Coming soon',
    otherServices: 'More services on the way',
  },
  ne: {
    title: 'सेवाहरू',
    intro: 'लेखापढीले लेख्ने सबै कागज, बुझाउने कार्यालयअनुसार। फारम भर्न कुनै एक छान्नुहोस्; पहिलो १० कागजात निःशुल्क।',
    areas: { lekhapadi: 'लेखापढी कागजात', police: 'प्रहरी प्रतिवेदनका कागजात' },
    categories: {
      ward: { title: 'वडा कार्यालयमा दिने निवेदन', text: 'वडा कार्यालयसँग माग्ने सिफारिस र प्रमाणित।' },
      municipality: { title: 'नगरपालिकामा दिने निवेदन', text: 'नगरपालिका वा गाउँपालिकाका लागि कागज।' },
      deed: { title: 'लिखत तथा सम्झौता', text: 'लेखापढी व्यवसायीले लेखेझैं, दुवै पक्षले सही गर्न तयार।' },
      police: { title: 'प्रहरी उजुरी तथा निवेदन', text: 'स्थानीय प्रहरी कार्यालयमा दिने उजुरी र निवेदन।' },
    },
    price: (rupees: string) => `निःशुल्क सकिएपछि रु. ${rupees}`,
    generate: 'बनाउनुहोस्',
    generateLabel: (name: string) => `${name} बनाउनुहोस्`,
    loading: 'सेवाहरू लोड हुँदैछ…',
    failed: 'सेवाहरू लोड हुन सकेनन्। कृपया केहीबेरपछि फेरि प्रयास गर्नुहोस्।',
    comingSoon: 'छिट्टै आउँदैछ',
    otherServices: 'थप सेवा आउँदैछन्',
  },
});
