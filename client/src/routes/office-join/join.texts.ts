import { defineTexts } from '../../i18n/texts';

export const joinTexts = defineTexts({
  en: {
    title: 'Join an office',
    explain: 'You were invited to join an office on Lekhapadi. Accepting makes you a member.',
    accept: 'Accept the invitation',
    noToken: 'This link has no invitation in it. Open the link from the message again.',
    joined: (name: string) => `You are now a member of ${name}.`,
    failed: 'The invitation could not be accepted.',
  },
  ne: {
    title: 'कार्यालयमा सामेल हुनुहोस्',
    explain: 'तपाईंलाई Lekhapadi मा एउटा कार्यालयमा बोलाइएको छ। स्वीकार गरेपछि तपाईं सदस्य हुनुहुन्छ।',
    accept: 'निमन्त्रणा स्वीकार गर्नुहोस्',
    noToken: 'यो लिङ्कमा निमन्त्रणा छैन। सन्देशको लिङ्क फेरि खोल्नुहोस्।',
    joined: (name: string) => `तपाईं अब ${name} को सदस्य हुनुभयो।`,
    failed: 'निमन्त्रणा स्वीकार गर्न सकिएन।',
  },
});
