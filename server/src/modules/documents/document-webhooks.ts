import type { EntityManager } from '../../db/orm.js';
import { announceWebhookEvent } from '../webhooks/webhook-dispatch.js';
import { WebhookEventType } from '../webhooks/webhook-event-type.js';
import { DocumentStatus, GeneratedDocument } from './generated-document.entity.js';

/** document.ready / document.failed to the owner's webhook endpoints, once the row has settled. */
export async function announceDocumentSettled(em: EntityManager, documentId: string): Promise<void> {
  const document = await em.fork().findOne(GeneratedDocument, documentId);
  // An office's documents are not the generating member's to announce to their own endpoints (whose
  // personal token could not read them); office endpoints come with office tokens.
  if (!document || document.office) return;
  const type =
    document.status === DocumentStatus.READY
      ? WebhookEventType.DOCUMENT_READY
      : document.status === DocumentStatus.FAILED
        ? WebhookEventType.DOCUMENT_FAILED
        : null;
  if (!type) return;
  await announceWebhookEvent(em, {
    userId: document.user.id,
    type,
    data: {
      document: {
        id: document.id,
        workKey: document.workKey,
        status: document.status,
        failureReason: document.failureReason ?? null,
        completedAt: document.completedAt ?? null,
      },
    },
  });
}
