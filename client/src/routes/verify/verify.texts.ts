import { toDevanagariDigits } from '@nepali/digits';
import { defineTexts } from '../../i18n/texts';

/** The API's '2082-08-06' as the paper writes its date: '2082/08/06'. */
const asOnPaper = (bs: string) => bs.replace(/-/g, '/');

export const verifyTexts = defineTexts({
  en: {
    title: 'Document verification',
    loading: 'Looking the code up',
    lead: 'This document was generated on Lekhapadi.',
    specimen:
      'This is a SPECIMEN, made to try Lekhapadi’s API: it is not a valid document and must not be accepted as one.',
    code: 'Verification code',
    work: 'Document',
    issuedOn: 'Generated on',
    date: (bs: string) => `${asOnPaper(bs)} BS`,
    applicant: 'Applicant',
    hash: 'SHA-256 of the issued PDF',
    notFoundTitle: 'Code not found',
    notFoundText:
      'No document on Lekhapadi has this verification code. Check the code on the paper; its owner may also have withdrawn it.',
    checkTitle: 'Check a downloaded file',
    checkText:
      'Choose or drop the PDF here to check that it is the file that was issued, unchanged. The file stays on this device.',
    choose: 'Choose PDF',
    drop: 'Drop the PDF here',
    checking: 'Checking the file…',
    matches: (name: string) => `${name} is the issued file, unchanged.`,
    differs: (name: string) => `${name} is not the issued file: it was changed, or it is another document.`,
    unreadable: 'The file could not be read.',
    lookupFailedTitle: 'The code could not be looked up now',
    lookupFailed: 'Please try again in a moment.',
  },
  ne: {
    title: 'कागजात प्रमाणीकरण',
    loading: 'कोड खोजिँदैछ',
    lead: 'यो कागजात लेखापढीमा बनाइएको हो।',
    specimen:
      'यो लेखापढीको API परीक्षण गर्न बनाइएको नमुना हो: यो मान्य कागजात होइन, यसलाई कागजातका रूपमा स्वीकार नगर्नुहोस्।',
    code: 'प्रमाणीकरण कोड',
    work: 'कागजात',
    issuedOn: 'बनाइएको मिति',
    date: (bs: string) => `वि.सं. ${toDevanagariDigits(asOnPaper(bs))}`,
    applicant: 'निवेदक',
    hash: 'जारी गरिएको PDF को SHA-256',
    notFoundTitle: 'कोड भेटिएन',
    notFoundText:
      'लेखापढीमा यो प्रमाणीकरण कोड भएको कुनै कागजात छैन। कागजमा छापिएको कोड जाँच्नुहोस्; कागजातधनीले कोड फिर्ता लिएको पनि हुन सक्छ।',
    checkTitle: 'डाउनलोड गरिएको फाइल जाँच्नुहोस्',
    checkText:
      'जारी गरिएकै फाइल हो र केही फेरिएको छैन भनी जाँच्न PDF यहाँ छान्नुहोस् वा खसाल्नुहोस्। फाइल यही उपकरणमा रहन्छ।',
    choose: 'PDF छान्नुहोस्',
    drop: 'PDF यहाँ खसाल्नुहोस्',
    checking: 'फाइल जाँचिँदैछ…',
    matches: (name: string) => `${name} जारी गरिएकै फाइल हो, केही फेरिएको छैन।`,
    differs: (name: string) => `${name} जारी गरिएको फाइल होइन: यो फेरिएको छ वा अर्कै कागजात हो।`,
    unreadable: 'फाइल पढ्न सकिएन।',
    lookupFailedTitle: 'अहिले कोड खोज्न सकिएन',
    lookupFailed: 'केही बेरपछि फेरि प्रयास गर्नुहोस्।',
  },
});
