import { defineTexts } from '../i18n/texts';

/** Words every payment screen shares (the wallet buttons and the way back to the dashboard). */
export const paymentsTexts = defineTexts({
  en: {
    payWithEsewa: 'Pay with eSewa',
    payWithKhalti: 'Pay with Khalti',
    goToDashboard: 'Go to Dashboard',
  },
  ne: {
    payWithEsewa: 'eSewa बाट तिर्नुहोस्',
    payWithKhalti: 'Khalti बाट तिर्नुहोस्',
    goToDashboard: 'ड्यासबोर्डमा जानुहोस्',
  },
});
