import { registerEnumType } from 'type-graphql';

/** The events a webhook endpoint can receive; the values are the `type` of each delivery's body. */
export enum WebhookEventType {
  DOCUMENT_READY = 'document.ready',
  DOCUMENT_FAILED = 'document.failed',
  PAYMENT_COMPLETED = 'payment.completed',
}

registerEnumType(WebhookEventType, {
  name: 'WebhookEventType',
  description: 'What a webhook delivery announces.',
  valuesConfig: {
    DOCUMENT_READY: { description: 'document.ready: a generated document can be downloaded.' },
    DOCUMENT_FAILED: { description: 'document.failed: a generation failed (what it used was given back).' },
    PAYMENT_COMPLETED: { description: 'payment.completed: a payment was confirmed and credited.' },
  },
});
