import { createHash } from 'node:crypto';
import { LockMode, raw } from '@mikro-orm/core';
import type { Logger } from '../../logger.js';
import type { EntityManager, Orm } from '../../db/orm.js';
import { entityManager } from '../../db/orm.js';
import type { RenderPool } from '../../pdf/render-pool.js';
import { User } from '../accounts/user.entity.js';
import { bsDateText, todayBs } from '../../shared/nepali/index.js';
import { type DocumentEvent, publishDocumentEvent } from './document-events.js';
import { type SettledDocument, announceDocumentSettled } from './document-webhooks.js';
import { documentRenderTask } from './document-render-task.js';
import { EntitlementKind } from '../entitlements/entitlement-kind.js';
import { DocumentStatus, GeneratedDocument } from './generated-document.entity.js';
import {
  type ClaimedDocument,
  type LeaseOptions,
  MAX_RENDER_ATTEMPTS,
  claimDocument,
  renewLeases,
} from './render-lease.js';

export interface RendererDeps {
  orm: Orm;
  logger: Logger;
  renderPool: RenderPool;
  storage: {
    put(key: string, data: Buffer, options: { contentType: string; fileName?: string }): Promise<void>;
    delete(key: string): Promise<void>;
  };
  events: { publish(topic: string, payload: DocumentEvent): Promise<void> | void };
  lease: LeaseOptions;
  /** The site's public address (PUBLIC_URL): the QR code of each PDF leads to a page under it. */
  publicUrl: string;
}

export interface DocumentRenderer {
  /**
   * Claims the document (with a lease), renders and stores it, and marks it READY, or FAILED with
   * what it consumed given back. 'SKIPPED' when it is settled already or another live renderer
   * holds it. Throws only when the database is away: the lease then runs out and it is retried.
   */
  render(documentId: string): Promise<DocumentStatus | 'SKIPPED'>;
  /** Renews the leases of the documents this instance is rendering now. */
  renewLeases(): Promise<void>;
}

const documentFileKey = (userId: string, documentId: string) => `documents/${userId}/${documentId}.pdf`;

export function createDocumentRenderer(deps: RendererDeps): DocumentRenderer {
  const { lease, logger } = deps;
  const held = new Set<string>();

  const publish = async (event: DocumentEvent) => {
    try {
      await publishDocumentEvent(deps.events, event);
    } catch (error) {
      // Subscribers re-read the row; a lost event delays a screen, it loses no document.
      logger.warn({ err: error, documentId: event.documentId }, 'document event not published');
    }
  };

  /** The document settled (READY, or FAILED and given back), or 'SKIPPED' when it is not ours any more. */
  async function renderClaimed(
    em: EntityManager,
    document: ClaimedDocument,
  ): Promise<SettledDocument | 'SKIPPED'> {
    const { id: documentId, userId } = document;
    const fileKey = documentFileKey(userId, documentId);
    const settledAs = (
      status: SettledDocument['status'],
      completedAt: Date,
      failureReason: string | null = null,
    ): SettledDocument => ({
      id: documentId,
      userId,
      officeId: document.officeId,
      workKey: document.workKey,
      status,
      failureReason,
      completedAt,
    });
    const fail = async (reason: string) => {
      const failed = await markFailed(em, documentId, lease, reason);
      if (failed === 'SKIPPED') return failed;
      // A failed document has no file: one an earlier, interrupted attempt stored goes too.
      await deps.storage.delete(fileKey).catch(() => undefined);
      return settledAs(DocumentStatus.FAILED, failed.completedAt, failed.failureReason);
    };
    if (document.attempts > MAX_RENDER_ATTEMPTS) {
      return fail('The document could not be rendered; nothing was charged.');
    }
    // Not awaited: the render thread should not wait for a progress notice.
    void publish({ documentId, userId, officeId: document.officeId, status: DocumentStatus.RENDERING });
    let pdfSha256: string;
    const datedOn = todayBs();
    try {
      // The PDF only: its Word copy is made when someone asks for it (word-copy.ts).
      const { pdf } = await deps.renderPool.render(documentRenderTask(document, datedOn, deps.publicUrl));
      pdfSha256 = createHash('sha256').update(pdf).digest('hex');
      await deps.storage.put(fileKey, pdf, { contentType: 'application/pdf', fileName: 'document.pdf' });
    } catch (error) {
      logger.error({ err: error, documentId }, 'document render failed');
      return fail(error instanceof Error ? error.message : String(error));
    }
    const completedAt = new Date();
    const settled = await em.nativeUpdate(
      GeneratedDocument,
      { id: documentId, status: DocumentStatus.RENDERING, leaseOwner: lease.owner },
      {
        fileKey,
        datedOn: bsDateText(datedOn),
        pdfSha256,
        status: DocumentStatus.READY,
        completedAt,
        updatedAt: completedAt,
        leaseOwner: null,
        leaseExpiresAt: null,
      },
    );
    // Not ours any more: our lease ran out and another instance took the document over.
    return settled === 1 ? settledAs(DocumentStatus.READY, completedAt) : 'SKIPPED';
  }

  return {
    async render(documentId) {
      const em = entityManager(deps.orm);
      const document = await claimDocument(em, documentId, lease);
      if (!document) return 'SKIPPED';
      held.add(documentId);
      try {
        const settled = await renderClaimed(em, document);
        if (settled === 'SKIPPED') return settled;
        await publish({
          documentId,
          userId: document.userId,
          officeId: document.officeId,
          status: settled.status,
        });
        await announceDocumentSettled(em, settled);
        return settled.status;
      } finally {
        held.delete(documentId);
      }
    },
    async renewLeases() {
      await renewLeases(entityManager(deps.orm), [...held], lease);
    },
  };
}

/**
 * A failed document gives back what it consumed: it stops counting toward the free allowance and
 * the plan month (both count non-failed documents), and a purchased permission is unspent again.
 * Only the holder of the claim may fail it; 'SKIPPED' when the claim has passed to someone else.
 */
async function markFailed(
  em: EntityManager,
  documentId: string,
  lease: LeaseOptions,
  reason: string,
): Promise<{ completedAt: Date; failureReason: string } | 'SKIPPED'> {
  return em.transactional(async (tx) => {
    const row = await tx.findOneOrFail(GeneratedDocument, documentId, {
      populate: ['permission'],
      refresh: true,
      lockMode: LockMode.PESSIMISTIC_WRITE,
    });
    if (row.status !== DocumentStatus.RENDERING || row.leaseOwner !== lease.owner) return 'SKIPPED';
    const failed = { completedAt: new Date(), failureReason: reason.slice(0, 500) };
    row.status = DocumentStatus.FAILED;
    row.failureReason = failed.failureReason;
    row.completedAt = failed.completedAt;
    row.leaseOwner = null;
    row.leaseExpiresAt = null;
    if (row.entitlement === EntitlementKind.PERMISSION && row.permission) row.permission.usedAt = null;
    // A specimen was never counted.
    if (row.entitlement === EntitlementKind.SPECIMEN) return failed;
    await tx.nativeUpdate(
      User,
      { id: row.user.id },
      { documentCount: raw('greatest(document_count - 1, 0)') },
    );
    return failed;
  });
}
