import { toDevanagariDigits } from '@nepali/digits';
import { ruleMessage } from '../../i18n/rule-messages';
import { defineTexts, type Language } from '../../i18n/texts';
import { avatarMessages } from './avatar-upload';

export const NO_CHANGES = 'No changes in username or email';

export const profileTexts = defineTexts({
  en: {
    title: 'Profile',
    location: 'Location',
    notSet: 'Not set',
    change: 'Change',
    details: 'Details for your documents',
    history: 'Generated Document History',
    avatar: {
      alt: 'Profile picture',
      upload: 'Upload',
      save: 'Save Image',
      notSaved: (file: string) => `${file}: not saved yet`,
      hint: 'JPEG, PNG, GIF or WebP, up to 2 MB',
    },
    account: {
      name: 'Name',
      email: 'Email',
      currentPassword: 'Current password',
      mobile: 'Mobile',
      save: 'Save Changes',
      confirmTitle: 'Confirm your new email',
      confirmText: (email: string) => `We sent a code to ${email}. Enter it to make it your email.`,
      code: 'Email change code',
      confirm: 'Confirm',
      changed: 'Email changed.',
    },
    detailsForm: {
      gloss: (labelEn: string) => labelEn as string | undefined,
      enter: (_labelNe: string, labelEn: string) => `Enter ${labelEn}`,
      gender: 'Select gender',
      district: 'Select district',
      save: 'Save Details',
      saved: 'Details saved.',
    },
    historyList: {
      label: 'Generated documents',
      empty: 'No documents generated yet.',
      count: (n: number) => `${n} ${n === 1 ? 'document' : 'documents'}`,
      status: { QUEUED: 'Queued', RENDERING: 'Writing', FAILED: 'Failed' } as Record<string, string>,
      download: 'Download',
      downloadLabel: (work: string, day: string) => `Download ${work} of ${day}`,
      loading: 'Loading the history',
      more: 'Load more',
    },
    somethingWrong: 'Something went wrong',
    messages: {} as Record<string, string>,
  },
  ne: {
    title: 'प्रोफाइल',
    location: 'ठेगाना',
    notSet: 'राखिएको छैन',
    change: 'बदल्नुहोस्',
    details: 'कागजातका लागि तपाईंको विवरण',
    history: 'बनाइएका कागजातहरू',
    avatar: {
      alt: 'प्रोफाइल तस्बिर',
      upload: 'तस्बिर छान्नुहोस्',
      save: 'तस्बिर सुरक्षित गर्नुहोस्',
      notSaved: (file: string) => `${file}: अझै सुरक्षित भएको छैन`,
      hint: 'JPEG, PNG, GIF वा WebP, बढीमा २ MB',
    },
    account: {
      name: 'नाम',
      email: 'इमेल',
      currentPassword: 'हालको पासवर्ड',
      mobile: 'मोबाइल',
      save: 'परिवर्तन सुरक्षित गर्नुहोस्',
      confirmTitle: 'नयाँ इमेल पुष्टि गर्नुहोस्',
      confirmText: (email: string) => `हामीले ${email} मा कोड पठायौं। त्यो इमेल राख्न कोड लेख्नुहोस्।`,
      code: 'इमेल परिवर्तन कोड',
      confirm: 'पुष्टि गर्नुहोस्',
      changed: 'इमेल परिवर्तन भयो।',
    },
    detailsForm: {
      gloss: (_labelEn: string) => undefined as string | undefined,
      enter: (labelNe: string, _labelEn: string) => `${labelNe} लेख्नुहोस्`,
      gender: 'छान्नुहोस्',
      district: 'जिल्ला छान्नुहोस्',
      save: 'विवरण सुरक्षित गर्नुहोस्',
      saved: 'विवरण सुरक्षित भयो।',
    },
    historyList: {
      label: 'बनाइएका कागजातहरू',
      empty: 'अहिलेसम्म कुनै कागजात बनाइएको छैन।',
      count: (n: number) => `${toDevanagariDigits(n)} कागजात`,
      status: { QUEUED: 'पालोमा', RENDERING: 'लेखिँदै', FAILED: 'बन्न सकेन' } as Record<string, string>,
      download: 'डाउनलोड',
      downloadLabel: (work: string, day: string) => `${day} को ${work} डाउनलोड गर्नुहोस्`,
      loading: 'सूची खुल्दैछ',
      more: 'अरू देखाउनुहोस्',
    },
    somethingWrong: 'केही गडबड भयो',
    messages: {
      [NO_CHANGES]: 'प्रयोगकर्ता नाम वा इमेलमा कुनै परिवर्तन छैन',
      [avatarMessages.invalid]: 'कृपया मान्य तस्बिर फाइल छान्नुहोस्।',
      [avatarMessages.none]: 'नयाँ प्रोफाइल तस्बिर छानिएको छैन',
      [avatarMessages.tooLarge]: 'तस्बिर बढीमा २ MB को हुनुपर्छ',
      [avatarMessages.failed]: 'प्रोफाइल तस्बिर बदल्न सकिएन',
      [avatarMessages.saved]: 'प्रोफाइल तस्बिर बदलियो',
      'Could not retrieve presigned URL.': 'कागजात डाउनलोड गर्ने लिंक पाउन सकिएन।',
    } as Record<string, string>,
  },
});

/** A message of this screen or of the server, in the reader's language where known. */
export function profileMessage(message: string, language: Language): string {
  return profileTexts[language].messages[message] ?? ruleMessage(message, language);
}
