import { registerEnumType } from 'type-graphql';
import type { ApiTokenScope } from '../../shared/api-token-scopes.js';

/** The events a webhook endpoint can receive; the values are the `type` of each delivery's body. */
export enum WebhookEventType {
  DOCUMENT_CREATED = 'document.created',
  DOCUMENT_READY = 'document.ready',
  DOCUMENT_FAILED = 'document.failed',
  DOCUMENT_WITHDRAWN = 'document.withdrawn',
  PAYMENT_COMPLETED = 'payment.completed',
  OFFICE_CLIENT_CREATED = 'office.client.created',
  OFFICE_CLIENT_UPDATED = 'office.client.updated',
  OFFICE_PLAN_BOUGHT = 'office.plan.bought',
  OFFICE_PLAN_RENEWED = 'office.plan.renewed',
  WEBHOOK_TEST = 'webhook.test',
}

registerEnumType(WebhookEventType, {
  name: 'WebhookEventType',
  description: 'What a webhook delivery announces.',
  valuesConfig: {
    DOCUMENT_CREATED: { description: 'document.created: a document was requested and is queued to render.' },
    DOCUMENT_READY: { description: 'document.ready: a generated document can be downloaded.' },
    DOCUMENT_FAILED: { description: 'document.failed: a generation failed (what it used was given back).' },
    DOCUMENT_WITHDRAWN: {
      description:
        'document.withdrawn: a document’s verification code was withdrawn (it no longer checks out).',
    },
    PAYMENT_COMPLETED: { description: 'payment.completed: a payment was confirmed and credited.' },
    OFFICE_CLIENT_CREATED: {
      description: 'office.client.created: an office added a client (office endpoints, with clients:read).',
    },
    OFFICE_CLIENT_UPDATED: {
      description:
        'office.client.updated: an office changed a client’s details (office endpoints, with clients:read).',
    },
    OFFICE_PLAN_BOUGHT: {
      description: 'office.plan.bought: an office’s first plan was paid for (office endpoints).',
    },
    OFFICE_PLAN_RENEWED: {
      description:
        'office.plan.renewed: an office that had a plan before paid for another (office endpoints).',
    },
    WEBHOOK_TEST: {
      description:
        'webhook.test: sent by sendTestWebhookEvent to one endpoint, on demand; not chosen, not in the events list.',
    },
  },
});

/** Events about an office itself: only an office's endpoints may receive them, never a person's. */
export const OFFICE_EVENTS: ReadonlySet<WebhookEventType> = new Set([
  WebhookEventType.OFFICE_CLIENT_CREATED,
  WebhookEventType.OFFICE_CLIENT_UPDATED,
  WebhookEventType.OFFICE_PLAN_BOUGHT,
  WebhookEventType.OFFICE_PLAN_RENEWED,
]);

/**
 * The scope a token needs, beyond documents:read (which every webhook operation asks), to hear an
 * event: the scope that reads what the event is about. An office's plan events need none more: an
 * office token cannot hold payments:read (a person's), and they say only which plan runs until when.
 */
export const EVENT_SCOPES: Partial<Record<WebhookEventType, ApiTokenScope>> = {
  [WebhookEventType.PAYMENT_COMPLETED]: 'payments:read',
  [WebhookEventType.OFFICE_CLIENT_CREATED]: 'clients:read',
  [WebhookEventType.OFFICE_CLIENT_UPDATED]: 'clients:read',
};
