import { defineTexts } from '../../i18n/texts';

export const EVENT_ORDER = ['DOCUMENT_READY', 'DOCUMENT_FAILED', 'PAYMENT_COMPLETED'] as const;
export type EventKey = (typeof EVENT_ORDER)[number];

/** The event's type as deliveries name it, shown beside its description, in English. */
export const EVENT_IDS: Record<EventKey, string> = {
  DOCUMENT_READY: 'document.ready',
  DOCUMENT_FAILED: 'document.failed',
  PAYMENT_COMPLETED: 'payment.completed',
};

export const webhookTexts = defineTexts({
  en: {
    title: 'Webhooks',
    intro: 'Lekhapadi POSTs a signed notice to your HTTPS address when these happen (see the partner guide).',
    url: 'Endpoint URL',
    events: 'Events',
    event: {
      DOCUMENT_READY: 'Document ready',
      DOCUMENT_FAILED: 'Document failed',
      PAYMENT_COMPLETED: 'Payment completed',
    } as Record<EventKey, string>,
    add: 'Add endpoint',
    secretTitle: 'Copy the signing secret now',
    secretText: 'It is shown only this once; it checks the Lekhapadi-Signature header.',
    copy: 'Copy secret',
    copied: 'Copied',
    done: 'Done',
    none: 'No webhook endpoints yet.',
    endpointsLabel: 'Your webhook endpoints',
    remove: 'Remove',
    removeLabel: (url: string) => `Remove ${url}`,
    deliveriesLabel: 'Recent deliveries',
    columns: { event: 'Event', status: 'Status', attempts: 'Attempts', code: 'Last answer', when: 'When' },
    status: {
      PENDING: 'Pending',
      RETRYING: 'Retrying',
      SUCCEEDED: 'Delivered',
      FAILED: 'Failed',
    } as Record<string, string>,
    nextAttempt: (when: string) => `Next attempt ${when}`,
    resend: 'Send again',
    resent: 'Sent again.',
    added: 'Endpoint added.',
  },
  ne: {
    title: 'वेबहुकहरू',
    intro:
      'यी घटना हुँदा लेखापढीले तपाईंको सुरक्षित (https) वेब ठेगानामा हस्ताक्षरसहितको सूचना पठाउँछ (साझेदार निर्देशिका हेर्नुहोस्)।',
    url: 'ठेगाना (URL)',
    events: 'घटनाहरू',
    event: {
      DOCUMENT_READY: 'कागजात तयार',
      DOCUMENT_FAILED: 'कागजात बन्न सकेन',
      PAYMENT_COMPLETED: 'भुक्तानी पूरा',
    } as Record<EventKey, string>,
    add: 'ठेगाना थप्नुहोस्',
    secretTitle: 'हस्ताक्षर गोप्य साँचो अहिले नै कपी गर्नुहोस्',
    secretText: 'यो एक पटक मात्र देखाइन्छ; यसले Lekhapadi-Signature हेडर जाँच्छ।',
    copy: 'साँचो कपी गर्नुहोस्',
    copied: 'कपी भयो',
    done: 'सकियो',
    none: 'अहिलेसम्म कुनै वेबहुक ठेगाना छैन।',
    endpointsLabel: 'तपाईंका वेबहुक ठेगानाहरू',
    remove: 'हटाउनुहोस्',
    removeLabel: (url: string) => `${url} हटाउनुहोस्`,
    deliveriesLabel: 'हालैका पठाइहरू',
    columns: { event: 'घटना', status: 'अवस्था', attempts: 'प्रयास', code: 'अन्तिम जवाफ', when: 'कहिले' },
    status: {
      PENDING: 'पठाउन बाँकी',
      RETRYING: 'फेरि प्रयास हुँदै',
      SUCCEEDED: 'पुग्यो',
      FAILED: 'पुगेन',
    } as Record<string, string>,
    nextAttempt: (when: string) => `अर्को प्रयास ${when}`,
    resend: 'फेरि पठाउनुहोस्',
    resent: 'फेरि पठाइयो।',
    added: 'ठेगाना थपियो।',
  },
});
