import { ruleMessage } from '../../i18n/rule-messages';
import { defineTexts, type Language } from '../../i18n/texts';
import { toDevanagariDigits } from '@nepali/digits';
import { type CheckMessages, ENGLISH_CHECKS } from './form-values';
import { CORRECT_THE_FIELDS, SOMETHING_WENT_WRONG } from './generation-failure';
import { FAILED_WITHOUT_REASON } from './use-generation';

export const generationTexts = defineTexts({
  en: {
    lekhapadiTitle: 'Lekhapadi',
    policeReportTitle: 'Police Report',
    locationNotSet: 'Location not set',
    heading: 'Select Required Documents',
    work: 'Work',
    selectWork: 'Select a work',
    noSuchWork: 'No such work',
    allWorks: 'All works',
    noLocation: "You haven't set your province, district, municipality, or ward yet.",
    setNow: 'Set Now',
    loadingForm: 'Loading the form',
    form: 'Document details',
    saveToProfile: 'Save these details to my profile',
    saveToProfileHint: 'Your next documents start with them filled in.',
    generate: 'Generate',
    chooseClient: 'Choose a client',
    chooseClientHint: 'The applicant’s details and the client’s place fill the form.',
    chooseSecondParty: 'Choose the other party (a client)',
    chooseSecondPartyHint: 'Optional: fills the other party’s details.',
    searchClients: 'Search by name or citizenship number',
    noClients: 'No clients found.',
    clientFirst: 'Choose the client this document is for.',
    clientWithoutPlace: 'This client has no address place yet. Add it on the Clients screen first.',
    checks: ENGLISH_CHECKS,
    // The browser's own messages, shown as they are in English.
    messages: {} as Record<string, string>,
  },
  ne: {
    lekhapadiTitle: 'लेखापढी',
    policeReportTitle: 'प्रहरी प्रतिवेदन',
    locationNotSet: 'ठेगाना राखिएको छैन',
    heading: 'आवश्यक कागजात छान्नुहोस्',
    work: 'कागजात',
    selectWork: 'कागजात छान्नुहोस्',
    noSuchWork: 'यस्तो कागजात भेटिएन',
    allWorks: 'सबै कागजात',
    noLocation: 'तपाईंले प्रदेश, जिल्ला, स्थानीय तह वा वडा अझै राख्नुभएको छैन।',
    setNow: 'अहिले राख्नुहोस्',
    loadingForm: 'फारम खुल्दैछ',
    form: 'कागजातको विवरण',
    saveToProfile: 'यी विवरण मेरो प्रोफाइलमा सुरक्षित गर्नुहोस्',
    saveToProfileHint: 'अर्को कागजात बनाउँदा यी विवरण आफैं भरिन्छन्।',
    generate: 'कागजात बनाउनुहोस्',
    chooseClient: 'ग्राहक छान्नुहोस्',
    chooseClientHint: 'निवेदकको विवरण र ग्राहकको ठेगानाले फारम भरिन्छ।',
    chooseSecondParty: 'अर्को पक्ष छान्नुहोस् (ग्राहक)',
    chooseSecondPartyHint: 'ऐच्छिक: अर्को पक्षको विवरण भरिन्छ।',
    searchClients: 'नाम वा नागरिकता नम्बरले खोज्नुहोस्',
    noClients: 'कुनै ग्राहक भेटिएन।',
    clientFirst: 'यो कागजात कुन ग्राहकका लागि हो, छान्नुहोस्।',
    clientWithoutPlace: 'यो ग्राहकको ठेगाना (स्थान) राखिएको छैन। पहिले ग्राहक पृष्ठमा थप्नुहोस्।',
    checks: {
      required: 'यो विवरण आवश्यक छ।',
      pattern: 'कृपया यो विवरण जाँच्नुहोस्।',
      tooLong: (max) => `बढीमा ${toDevanagariDigits(max)} अक्षर, कृपया छोट्याउनुहोस्।`,
      notNumber: 'कृपया अंकमा लेख्नुहोस्, जस्तै १२ वा ३.५।',
      wholeNumber: 'कृपया पूर्ण अंक लेख्नुहोस्।',
      atLeast: (min) => `कम्तीमा ${toDevanagariDigits(min)} हुनुपर्छ।`,
      atMost: (max) => `बढीमा ${toDevanagariDigits(max)} हुनुपर्छ।`,
    } satisfies CheckMessages,
    messages: {
      [ENGLISH_CHECKS.required]: 'यो विवरण आवश्यक छ।',
      [CORRECT_THE_FIELDS]: 'कृपया चिनो लगाइएका विवरण सच्याउनुहोस्।',
      [SOMETHING_WENT_WRONG]: 'केही गडबड भयो। कृपया फेरि प्रयास गर्नुहोस्।',
      [FAILED_WITHOUT_REASON]: 'कागजात बनाउन सकिएन। कुनै शुल्क लागेको छैन।',
      'Please check this value.': 'कृपया यो विवरण जाँच्नुहोस्।',
    } as Record<string, string>,
  },
});

/** A message of the browser's checks or of the server, in the reader's language where known. */
export function generationMessage(message: string, language: Language): string {
  return generationTexts[language].messages[message] ?? ruleMessage(message, language);
}
