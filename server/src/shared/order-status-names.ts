/**
 * A payment order's state as a person reads it, in both languages: the office screen and the
 * office's monthly statement (PDF) say the same words. Keyed by the order's status.
 */
const names: Record<'en' | 'ne', Record<string, string>> = {
  en: {
    PENDING: 'pending',
    AMBIGUOUS: 'being confirmed',
    COMPLETED: 'paid',
    FAILED: 'failed',
    REFUSED: 'refused',
    REFUNDED: 'refunded',
    EXPIRED: 'expired',
  },
  ne: {
    PENDING: 'बाँकी',
    AMBIGUOUS: 'पुष्टि हुन बाँकी',
    COMPLETED: 'भुक्तानी भयो',
    FAILED: 'असफल',
    REFUSED: 'अस्वीकृत',
    REFUNDED: 'फिर्ता भयो',
    EXPIRED: 'म्याद सकियो',
  },
};

/** The state's words in the language; an unknown state (a newer server) shows as sent. */
export const orderStatusName = (status: string, language: 'en' | 'ne'): string =>
  names[language][status] ?? status;
