import type { EntityManager } from '../../db/orm.js';
import { announceWebhookEvent } from '../webhooks/webhook-dispatch.js';
import { WebhookEventType } from '../webhooks/webhook-event-type.js';
import { DocumentStatus } from './generated-document.entity.js';

/** A document as its render left it: what its webhook event says, known without reading it again. */
export interface SettledDocument {
  id: string;
  userId: string;
  officeId: string | null;
  workKey: string;
  status: DocumentStatus.READY | DocumentStatus.FAILED;
  failureReason: string | null;
  completedAt: Date;
}

/** document.ready / document.failed to the owner's webhook endpoints, once the row has settled. */
export async function announceDocumentSettled(em: EntityManager, document: SettledDocument): Promise<void> {
  // An office's documents are not the generating member's to announce to their own endpoints (whose
  // personal token could not read them); office endpoints come with office tokens.
  if (document.officeId) return;
  await announceWebhookEvent(em, {
    userId: document.userId,
    type:
      document.status === DocumentStatus.READY
        ? WebhookEventType.DOCUMENT_READY
        : WebhookEventType.DOCUMENT_FAILED,
    data: {
      document: {
        id: document.id,
        workKey: document.workKey,
        status: document.status,
        failureReason: document.failureReason,
        completedAt: document.completedAt,
      },
    },
  });
}
