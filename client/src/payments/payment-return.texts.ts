import { defineTexts } from '../i18n/texts';

export const paymentReturnTexts = defineTexts({
  en: {
    notCompleted: 'Payment not completed',
    noPaymentData: 'No valid payment data found.',
    processFailed: 'Failed to process transaction',
    succeeded: 'Payment Successful!',
    planActive: (plan: string) => `Your ${plan} plan is active for one month.`,
    documentBought: (work: string) => `You can generate ${work} document.`,
    documentBoughtUnnamed: 'You can now generate the document you paid for.',
    generate: 'Generate Document',
    tryAgain: 'Try again',
    checking: (wallet: string) => `Checking your payment with ${wallet}…`,
    checkingUnnamed: 'Checking your payment…',
  },
  ne: {
    notCompleted: 'भुक्तानी पूरा भएन',
    noPaymentData: 'भुक्तानीको मान्य विवरण भेटिएन।',
    processFailed: 'कारोबार प्रक्रिया गर्न सकिएन',
    succeeded: 'भुक्तानी सफल भयो!',
    planActive: (plan: string) => `तपाईंको ${plan} योजना एक महिनाका लागि सक्रिय भयो।`,
    documentBought: (work: string) => `अब तपाईं ${work} कागजात बनाउन सक्नुहुन्छ।`,
    documentBoughtUnnamed: 'अब तपाईं भुक्तानी गरेको कागजात बनाउन सक्नुहुन्छ।',
    generate: 'कागजात बनाउनुहोस्',
    tryAgain: 'फेरि प्रयास गर्नुहोस्',
    checking: (wallet: string) => `तपाईंको भुक्तानी ${wallet}सँग जाँच्दै…`,
    checkingUnnamed: 'तपाईंको भुक्तानी जाँच्दै…',
  },
});
