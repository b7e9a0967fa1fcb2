import { defineTexts } from '../../i18n/texts';

export const accountModalsTexts = defineTexts({
  en: {
    loginTitle: 'Login',
    registerTitle: 'Create your account',
    login: {
      passwordPlaceholder: 'Your password',
      forgotPassword: 'Forgot password?',
      submit: 'Login',
      noAccount: "Don't have an account?",
      register: 'Register',
      failed: 'Something went wrong.',
    },
    register: {
      firstName: 'First Name',
      lastName: 'Last Name',
      mobileNumber: 'Mobile Number',
      confirmPassword: 'Confirm Password',
      submit: 'Register',
      haveAccount: 'Already have an account?',
      login: 'Login',
      failed: 'Something went wrong',
    },
  },
  ne: {
    loginTitle: 'लगइन',
    registerTitle: 'आफ्नो खाता खोल्नुहोस्',
    login: {
      passwordPlaceholder: 'तपाईंको पासवर्ड',
      forgotPassword: 'पासवर्ड बिर्सनुभयो?',
      submit: 'लगइन गर्नुहोस्',
      noAccount: 'खाता छैन?',
      register: 'दर्ता गर्नुहोस्',
      failed: 'केही गडबड भयो।',
    },
    register: {
      firstName: 'पहिलो नाम',
      lastName: 'थर',
      mobileNumber: 'मोबाइल नम्बर',
      confirmPassword: 'पासवर्ड पुष्टि गर्नुहोस्',
      submit: 'दर्ता गर्नुहोस्',
      haveAccount: 'पहिले नै खाता छ?',
      login: 'लगइन गर्नुहोस्',
      failed: 'केही गडबड भयो',
    },
  },
});
