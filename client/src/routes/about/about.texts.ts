import { defineTexts } from '../../i18n/texts';

export const aboutTexts = defineTexts({
  en: {
    title: 'About Lekhapadi',
    mission:
      'Every year, millions of people in Nepal stand in queues and pay for someone to write an application, a deed or a report in the right Nepali wording. Our mission is to let anyone write that paper themselves, correctly, in minutes, for the price of a cup of tea.',
    generate: 'Generate Your Own',
    watchVideo: 'Watch Video',
    howItWorks: {
      title: 'How does it work',
      steps: [
        {
          title: 'Sign up and set your place',
          text: 'Your province, district, municipality and ward decide which office a paper goes to.',
        },
        {
          title: 'Pick a work',
          text: 'Choose the paper you need: a ward application, a deed or a police report.',
        },
        {
          title: 'Fill in the form',
          text: 'Your saved details fill in themselves; type Nepali names in Roman letters if you like.',
        },
        {
          title: 'Print and sign',
          text: 'Get a correct Devanagari PDF to view, print and download, kept in your history.',
        },
      ],
    },
    whyJoin: {
      title: 'Why Join Us',
      reasons: [
        {
          title: 'Correct Nepali',
          text: 'Devanagari set with proper conjuncts, Bikram Sambat dates and amounts in words.',
        },
        {
          title: 'Affordable',
          text: 'The first 10 documents are free; after that, a few rupees a paper or a monthly plan.',
        },
        { title: 'Your data stays yours', text: 'Only you can open your documents; links to them expire.' },
      ],
    },
    solutions: {
      title: 'We Create Solutions',
      text: 'We start with the papers people need most often and add more with every release: tell us which paper you are missing through the contact form.',
    },
    servicesTitle: 'Our services',
    services: { lekhapadhi: 'Lekhapadhi', yatayat: 'Yatayat', parliyament: 'Parliyament', car: 'Car' },
    comingSoon: 'Coming soon',
    faqTitle: 'Frequently asked questions',
    faq: [
      {
        id: 'what-papers',
        question: 'Which papers can I make with Lekhapadi?',
        answer:
          'Applications to your ward office and municipality (recommendations and verifications), deeds and agreements such as consent deeds, powers of attorney, affidavits and rent agreements, and police reports. The Services page lists every one.',
      },
      {
        id: 'official',
        question: 'Is a paper from Lekhapadi accepted by the offices?',
        answer:
          'Lekhapadi writes the application or deed that you sign and hand in, in the wording and layout the offices ask for. The office then issues its own recommendation or certificate; we never print a paper as if an office had issued it.',
      },
      {
        id: 'price',
        question: 'How much does it cost?',
        answer:
          'Your first 10 documents are free. After that you pay the price of each paper (from Rs 15) with eSewa or Khalti, or take a monthly plan: Basic Rs 100 for 100 documents, Silver Rs 150 for 300, Premium Rs 250 for 500.',
      },
      {
        id: 'nepali-typing',
        question: 'I cannot type in Nepali. Can I still use it?',
        answer:
          'Yes. Type names in Roman letters, for example "ram bahadur", and pick the Devanagari spelling offered. It works without an internet connection to any other service.',
      },
      {
        id: 'privacy',
        question: 'Who can see my documents?',
        answer:
          'Only you. Your documents are kept in your history and opened through links that expire; nobody else can list or download them.',
      },
      {
        id: 'mistake',
        question: 'I made a mistake in a paper. What now?',
        answer:
          'Open the work again, correct the form and generate a new paper. Your saved details can be updated from your profile so the next paper starts right.',
      },
    ],
  },
  ne: {
    title: 'लेखापढीको बारेमा',
    mission:
      'नेपालमा हरेक वर्ष लाखौं मानिस लाइनमा बसेर एउटा निवेदन, लिखत वा उजुरी शुद्ध नेपालीमा लेखाउन पैसा तिर्छन्। हाम्रो लक्ष्य हो: जोसुकैले पनि त्यो कागज आफैं, शुद्धसँग, केही मिनेटमै, एक कप चियाको मूल्यमा लेख्न सकून्।',
    generate: 'आफैं बनाउनुहोस्',
    watchVideo: 'भिडियो हेर्नुहोस्',
    howItWorks: {
      title: 'यो कसरी चल्छ',
      steps: [
        {
          title: 'खाता खोलेर ठाउँ छान्नुहोस्',
          text: 'तपाईंको प्रदेश, जिल्ला, पालिका र वडाले कागज कुन कार्यालयमा जाने भन्ने तय गर्छ।',
        },
        { title: 'कागजात छान्नुहोस्', text: 'चाहिएको कागज छान्नुहोस्: वडाको निवेदन, लिखत वा प्रहरी उजुरी।' },
        { title: 'फारम भर्नुहोस्', text: 'सुरक्षित विवरण आफैं भरिन्छ; नेपाली नाम रोमन अक्षरमा पनि टाइप गर्न सकिन्छ।' },
        {
          title: 'छापेर सही गर्नुहोस्',
          text: 'शुद्ध देवनागरी PDF हेर्नुहोस्, छाप्नुहोस्, डाउनलोड गर्नुहोस्; इतिहासमा सुरक्षित रहन्छ।',
        },
      ],
    },
    whyJoin: {
      title: 'किन हामीसँग जोडिने',
      reasons: [
        { title: 'शुद्ध नेपाली', text: 'सही संयुक्ताक्षर, विक्रम संवत् मिति र अक्षरमा रकमसहितको देवनागरी।' },
        { title: 'सस्तो', text: 'पहिलो १० कागजात निःशुल्क; त्यसपछि प्रति कागज केही रुपैयाँ वा मासिक योजना।' },
        { title: 'तपाईंको विवरण तपाईंकै', text: 'तपाईंका कागजात तपाईं मात्र खोल्न सक्नुहुन्छ; लिंकको म्याद सकिन्छ।' },
      ],
    },
    solutions: {
      title: 'हामी समाधान बनाउँछौं',
      text: 'हामी सबैभन्दा धेरै चाहिने कागजबाट सुरु गर्छौं र हरेक संस्करणमा थप्दै जान्छौं: तपाईंलाई चाहिएको कागज छैन भने सम्पर्क फारमबाट भन्नुहोस्।',
    },
    servicesTitle: 'हाम्रा सेवाहरू',
    services: { lekhapadhi: 'लेखापढी', yatayat: 'यातायात', parliyament: 'संसद', car: 'गाडी' },
    comingSoon: 'छिट्टै आउँदैछ',
    faqTitle: 'बारम्बार सोधिने प्रश्न',
    faq: [
      {
        id: 'what-papers',
        question: 'लेखापढीबाट कुन कुन कागज बनाउन सकिन्छ?',
        answer:
          'वडा कार्यालय र पालिकामा दिने निवेदन (सिफारिस र प्रमाणित), मञ्जुरीनामा, वारेसनामा, शपथ पत्र, घरबहाल सम्झौताजस्ता लिखत, र प्रहरी उजुरी। सेवाहरू पृष्ठमा सबैको सूची छ।',
      },
      {
        id: 'official',
        question: 'लेखापढीको कागज कार्यालयले मान्छ?',
        answer:
          'लेखापढीले तपाईंले सही गरेर बुझाउने निवेदन वा लिखत कार्यालयले माग्ने भाषा र ढाँचामा लेख्छ। सिफारिस वा प्रमाणपत्र कार्यालयले आफैं दिन्छ; हामी कार्यालयले जारी गरेजस्तो कागज कहिल्यै छाप्दैनौं।',
      },
      {
        id: 'price',
        question: 'कति खर्च लाग्छ?',
        answer:
          'पहिलो १० कागजात निःशुल्क। त्यसपछि हरेक कागजको मूल्य (रु. १५ देखि) eSewa वा Khalti बाट तिर्नुहोस्, वा मासिक योजना लिनुहोस्: बेसिक रु. १०० मा १०० कागजात, सिल्भर रु. १५० मा ३००, प्रिमियम रु. २५० मा ५००।',
      },
      {
        id: 'nepali-typing',
        question: 'मलाई नेपाली टाइप गर्न आउँदैन। प्रयोग गर्न सक्छु?',
        answer:
          'सक्नुहुन्छ। नाम रोमन अक्षरमा लेख्नुहोस्, जस्तै "ram bahadur", अनि देखाइएको देवनागरी हिज्जे छान्नुहोस्। यो अरू कुनै सेवासँग इन्टरनेट नजोडी चल्छ।',
      },
      {
        id: 'privacy',
        question: 'मेरा कागजात कसले हेर्न सक्छ?',
        answer:
          'तपाईं मात्र। तपाईंका कागजात तपाईंको इतिहासमा रहन्छन् र म्याद सकिने लिंकबाट मात्र खुल्छन्; अरू कसैले सूची हेर्न वा डाउनलोड गर्न सक्दैन।',
      },
      {
        id: 'mistake',
        question: 'कागजमा गल्ती भयो। अब के गर्ने?',
        answer:
          'सोही कागजात फेरि खोल्नुहोस्, फारम सच्याउनुहोस् र नयाँ कागज बनाउनुहोस्। प्रोफाइलबाट सुरक्षित विवरण सच्याउन सकिन्छ, ताकि अर्को कागज सही सुरु होस्।',
      },
    ],
  },
});
