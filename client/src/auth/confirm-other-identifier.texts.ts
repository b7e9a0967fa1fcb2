import { formatNumber } from '../i18n/numbers';
import { defineTexts } from '../i18n/texts';

export const confirmOtherIdentifierTexts = defineTexts({
  en: {
    title: (mobile: boolean): string =>
      mobile ? 'Confirm your mobile number too' : 'Confirm your e-mail too',
    why: (mobile: boolean, to: string) =>
      mobile
        ? `Your mobile number ${to} is not confirmed yet, so it does not sign you in. Confirm it now: we send a code to it.`
        : `Your e-mail ${to} is not confirmed yet, so it does not sign you in. Confirm it now: we send a code to it.`,
    send: 'Send code',
    sent: (digits: number, to: string) => `Enter the ${digits}-digit code we sent to ${to}.`,
    code: 'Verification code',
    codeInvalid: (digits: number) => `Please enter the ${digits}-digit code.`,
    confirm: 'Confirm',
    failed: 'Something went wrong. Please try again.',
  },
  ne: {
    title: (mobile: boolean) => (mobile ? 'मोबाइल नम्बर पनि पुष्टि गर्नुहोस्' : 'इमेल पनि पुष्टि गर्नुहोस्'),
    why: (mobile: boolean, to: string) =>
      mobile
        ? `तपाईंको मोबाइल नम्बर ${to} अझै पुष्टि भएको छैन, त्यसैले यसबाट लगइन हुँदैन। अहिले पुष्टि गर्नुहोस्: हामी यसमा कोड पठाउँछौं।`
        : `तपाईंको इमेल ${to} अझै पुष्टि भएको छैन, त्यसैले यसबाट लगइन हुँदैन। अहिले पुष्टि गर्नुहोस्: हामी यसमा कोड पठाउँछौं।`,
    send: 'कोड पठाउनुहोस्',
    sent: (digits: number, to: string) =>
      `हामीले ${to} मा पठाएको ${formatNumber(digits, 'ne')} अंकको कोड लेख्नुहोस्।`,
    code: 'प्रमाणीकरण कोड',
    codeInvalid: (digits: number) => `कृपया ${formatNumber(digits, 'ne')} अंकको कोड लेख्नुहोस्।`,
    confirm: 'पुष्टि गर्नुहोस्',
    failed: 'केही गडबड भयो। फेरि प्रयास गर्नुहोस्।',
  },
});
