import type { EntityManager } from '../../db/orm.js';
import { announceWebhookEvent } from '../webhooks/webhook-dispatch.js';
import { WebhookEventType } from '../webhooks/webhook-event-type.js';
import { DocumentStatus, type GeneratedDocument } from './generated-document.entity.js';

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

/**
 * document.ready / document.failed once the row has settled: a personal document's to its owner's
 * own endpoints, an office document's to the office's endpoints (registered with its tokens), not
 * to the generating member's. The body holds ids, the work and the status only, as a
 * documents:read office token may read them: nothing of the office's clients.
 */
export async function announceDocumentSettled(em: EntityManager, document: SettledDocument): Promise<void> {
  await announceWebhookEvent(em, {
    userId: document.userId,
    officeId: document.officeId,
    type:
      document.status === DocumentStatus.READY
        ? WebhookEventType.DOCUMENT_READY
        : WebhookEventType.DOCUMENT_FAILED,
    data: {
      ...(document.officeId ? { officeId: document.officeId } : {}),
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

/** Whose events a stored document's are: its office's, else its owner's (as for settled ones). */
const ownerOf = (document: GeneratedDocument) => ({
  userId: document.user.id,
  officeId: document.office?.id ?? null,
});

const officeData = (officeId: string | null) => (officeId ? { officeId } : {});

/** document.created as a request is accepted and queued: ids, the work and the status only. */
export async function announceDocumentCreated(em: EntityManager, document: GeneratedDocument): Promise<void> {
  const owner = ownerOf(document);
  await announceWebhookEvent(em, {
    ...owner,
    type: WebhookEventType.DOCUMENT_CREATED,
    data: {
      ...officeData(owner.officeId),
      document: {
        id: document.id,
        workKey: document.workKey,
        status: document.status,
        createdAt: document.createdAt,
      },
    },
  });
}

/** document.withdrawn once its verification code is withdrawn: printouts no longer check out. */
export async function announceDocumentWithdrawn(
  em: EntityManager,
  document: GeneratedDocument,
  withdrawnAt: Date,
): Promise<void> {
  const owner = ownerOf(document);
  await announceWebhookEvent(em, {
    ...owner,
    type: WebhookEventType.DOCUMENT_WITHDRAWN,
    data: {
      ...officeData(owner.officeId),
      document: { id: document.id, workKey: document.workKey, status: document.status, withdrawnAt },
    },
  });
}
