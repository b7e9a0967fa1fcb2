import { defineTexts } from '../i18n/texts';

/** Words every payment screen shares (the wallet buttons and the way back to the dashboard). */
export const paymentsTexts = defineTexts({
  en: {
    payWith: (wallet: string) => `Pay with ${wallet}`,
    goToDashboard: 'Go to Dashboard',
  },
  ne: {
    payWith: (wallet: string) => `${wallet} बाट तिर्नुहोस्`,
    goToDashboard: 'ड्यासबोर्डमा जानुहोस्',
  },
});
