import type { EntityManager } from '../../db/orm.js';
import { type OfficeChange, onOfficeChange } from '../offices/office-changes.js';
import { announceWebhookEvent } from './webhook-dispatch.js';
import { WebhookEventType } from './webhook-event-type.js';

const clientEvents = {
  clientCreated: WebhookEventType.OFFICE_CLIENT_CREATED,
  clientUpdated: WebhookEventType.OFFICE_CLIENT_UPDATED,
} as const;

/**
 * office.client.created / office.client.updated to the office's endpoints. The body holds the
 * client's id only: its details are read with clients:read (`officeClient(id)`), so that a
 * delivery log or a receiver's log never holds a person's name or citizenship number.
 */
async function announceOfficeChangeEvent(em: EntityManager, change: OfficeChange): Promise<void> {
  await announceWebhookEvent(em, {
    userId: change.userId,
    officeId: change.officeId,
    type: clientEvents[change.kind],
    data: { officeId: change.officeId, client: { id: change.clientId, changedAt: change.at } },
  });
}

/** Lets offices' changes reach webhooks (offices cannot import this module: it sits above them). */
export const listenToOfficeChanges = () => onOfficeChange(announceOfficeChangeEvent);
