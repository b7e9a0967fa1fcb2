import { toDevanagariDigits } from '@nepali/digits';
import { defineTexts } from '../../i18n/texts';

export const printTexts = defineTexts({
  en: {
    title: 'Print Document',
    noDocument: 'There is no generated document to show yet.',
    generate: 'Generate a document',
    notFound: 'This document was not found. It may belong to another account.',
    history: 'Your documents',
    stillWriting: 'This document is still being written. It will open here when it is ready.',
    notGenerated: 'This document could not be generated.',
    print: 'Print',
    download: 'Download',
    word: 'Word (DOCX)',
    /** On a phone, where the three buttons share one row. */
    downloadShort: 'Download',
    wordShort: 'Word',
    wordLabel: 'Word (DOCX): download to edit before printing',
    wordFailed: 'The Word file could not be downloaded. Please try again.',
    generatedAt: (when: string) => `Generated ${when}`,
    // The viewer's texts (spec §2).
    loading: 'Loading PDF…',
    loadingShare: (percent: number) => `Loading PDF… ${percent}%`,
    failed: 'Failed to load PDF file.',
  },
  ne: {
    title: 'कागजात छाप्नुहोस्',
    noDocument: 'देखाउने कुनै कागजात अझै बनेको छैन।',
    generate: 'कागजात बनाउनुहोस्',
    notFound: 'यो कागजात भेटिएन। यो अर्कै खाताको हुन सक्छ।',
    history: 'तपाईंका कागजातहरू',
    stillWriting: 'यो कागजात अझै लेखिँदैछ। तयार भएपछि यहीँ खुल्छ।',
    notGenerated: 'यो कागजात बन्न सकेन।',
    print: 'छाप्नुहोस्',
    download: 'डाउनलोड गर्नुहोस्',
    word: 'वर्ड (DOCX)',
    downloadShort: 'डाउनलोड',
    wordShort: 'वर्ड',
    wordLabel: 'वर्ड (DOCX): छाप्नुअघि सच्याउन डाउनलोड गर्नुहोस्',
    wordFailed: 'वर्ड फाइल डाउनलोड गर्न सकिएन। फेरि प्रयास गर्नुहोस्।',
    generatedAt: (when: string) => `${when} मा बनेको`,
    loading: 'PDF खुल्दैछ…',
    loadingShare: (percent: number) => `PDF खुल्दैछ… ${toDevanagariDigits(percent)}%`,
    failed: 'PDF फाइल खोल्न सकिएन।',
  },
});
