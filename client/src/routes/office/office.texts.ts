import { defineTexts } from '../../i18n/texts';

const rolesEn: Record<string, string> = { owner: 'Owner', writer: 'Writer', viewer: 'Viewer' };
const rolesNe: Record<string, string> = { owner: 'सञ्चालक', writer: 'लेखक', viewer: 'दर्शक' };

export const officeTexts = defineTexts({
  en: {
    title: 'Office',
    members: 'Members',
    roles: rolesEn,
    invite: 'Invite a member',
    inviteEmail: 'E-mail address',
    inviteRole: 'Role',
    send: 'Send invitation',
    invited: (email: string) => `Invitation sent to ${email}.`,
    ownersOnly: 'Only the office’s owners invite members.',
    create: 'Create an office',
    createAnother: 'Create another office',
    nameNe: 'Name in Nepali',
    nameEn: 'Name in English',
    contact: 'Contact number',
    registration: 'PAN or registration number (optional)',
    placeMissing: 'Choose the office’s province, district, local level and ward.',
    submit: 'Create office',
    created: (name: string) => `${name} is created and chosen.`,
    failed: 'That did not work. Please try again.',
  },
  ne: {
    title: 'कार्यालय',
    members: 'सदस्यहरू',
    roles: rolesNe,
    invite: 'सदस्य बोलाउनुहोस्',
    inviteEmail: 'इमेल ठेगाना',
    inviteRole: 'भूमिका',
    send: 'निमन्त्रणा पठाउनुहोस्',
    invited: (email: string) => `${email} मा निमन्त्रणा पठाइयो।`,
    ownersOnly: 'कार्यालयका सञ्चालकले मात्र सदस्य बोलाउन सक्नुहुन्छ।',
    create: 'कार्यालय खोल्नुहोस्',
    createAnother: 'अर्को कार्यालय खोल्नुहोस्',
    nameNe: 'नेपालीमा नाम',
    nameEn: 'अंग्रेजीमा नाम',
    contact: 'सम्पर्क नम्बर',
    registration: 'प्यान वा दर्ता नम्बर (नभए पनि हुन्छ)',
    placeMissing: 'कार्यालयको प्रदेश, जिल्ला, स्थानीय तह र वडा छान्नुहोस्।',
    submit: 'कार्यालय खोल्नुहोस्',
    created: (name: string) => `${name} खोलियो र छानियो।`,
    failed: 'भएन। फेरि प्रयास गर्नुहोस्।',
  },
});
