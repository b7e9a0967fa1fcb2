import { formatNumber } from '../../i18n/numbers';
import { defineTexts } from '../../i18n/texts';

export const otpVerificationTexts = defineTexts({
  en: {
    title: 'OTP Verification',
    sentTo: (digits: number, to: string) => `Enter the ${digits}-digit code we sent to ${to}.`,
    askBoth: (digits: number) =>
      `Enter the e-mail or mobile number you registered with and the ${digits}-digit code we sent to it.`,
    code: 'Verification code',
    codeInvalid: (digits: number) => `Please enter the ${digits}-digit code.`,
    verify: 'Verify',
    failed: '❌ An error occurred.',
    verifiedTitle: 'Verified',
    /** On to the work chosen before registering. */
    continueOn: 'Continue',
  },
  ne: {
    title: 'OTP प्रमाणीकरण',
    sentTo: (digits: number, to: string) =>
      `हामीले ${to} मा पठाएको ${formatNumber(digits, 'ne')} अंकको कोड लेख्नुहोस्।`,
    askBoth: (digits: number) =>
      `दर्ता गर्दा दिनुभएको इमेल वा मोबाइल नम्बर र हामीले त्यसमा पठाएको ${formatNumber(digits, 'ne')} अंकको कोड लेख्नुहोस्।`,
    code: 'प्रमाणीकरण कोड',
    codeInvalid: (digits: number) => `कृपया ${formatNumber(digits, 'ne')} अंकको कोड लेख्नुहोस्।`,
    verify: 'प्रमाणित गर्नुहोस्',
    failed: '❌ त्रुटि भयो।',
    verifiedTitle: 'प्रमाणित भयो',
    continueOn: 'अगाडि बढ्नुहोस्',
  },
});
