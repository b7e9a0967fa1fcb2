import { raw } from '@mikro-orm/core';
import type { Logger } from '../../logger.js';
import type { Orm } from '../../db/orm.js';
import { entityManager } from '../../db/orm.js';
import type { RenderPool } from '../../pdf/render-pool.js';
import { User } from '../accounts/user.entity.js';
import { todayBs } from '../../pdf/nepali/index.js';
import { type DocumentEvent, documentTopic } from './document-events.js';
import { templateInputOf } from './document-inputs.js';
import { DocumentStatus, EntitlementKind, GeneratedDocument } from './generated-document.entity.js';
import { RENDER_QUEUE, STALE_RENDER_MS } from './render-queue.js';

export interface RendererDeps {
  orm: Orm;
  logger: Logger;
  renderPool: RenderPool;
  storage: {
    put(key: string, data: Buffer, options: { contentType: string; fileName?: string }): Promise<void>;
  };
  events: { publish(topic: string, payload: DocumentEvent): Promise<void> | void };
  jobs: { deleteJob(queue: string, id: string): Promise<void> };
}

export interface DocumentRenderer {
  /**
   * Starts rendering right away on this instance. `jobId` names the delayed safety-net job, which
   * is deleted once the document is settled here; if this process dies first, the job renders it.
   */
  startNow(documentId: string, jobId?: string | null): void;
  /** Renders unless already done or being done elsewhere; used by the job worker too. */
  render(documentId: string): Promise<DocumentStatus | 'SKIPPED'>;
  /** Waits for renders this instance started. */
  drain(): Promise<void>;
}

export function createDocumentRenderer(deps: RendererDeps): DocumentRenderer {
  const running = new Set<Promise<unknown>>();

  async function render(documentId: string): Promise<DocumentStatus | 'SKIPPED'> {
    const em = entityManager(deps.orm);
    // Claim the row: only one renderer wins, here or on another instance; a row stuck in
    // RENDERING past STALE_RENDER_MS was orphaned by a crash and may be claimed again.
    const claimed = await em.nativeUpdate(
      GeneratedDocument,
      {
        id: documentId,
        $or: [
          { status: DocumentStatus.QUEUED },
          { status: DocumentStatus.RENDERING, updatedAt: { $lt: new Date(Date.now() - STALE_RENDER_MS) } },
        ],
      },
      { status: DocumentStatus.RENDERING, updatedAt: new Date(), attempts: raw('attempts + 1') },
    );
    if (claimed !== 1) return 'SKIPPED';
    const document = await em.findOneOrFail(GeneratedDocument, documentId);
    const userId = document.user.id;
    let status: DocumentStatus;
    try {
      const input = templateInputOf(document, todayBs());
      const pdf = await deps.renderPool.render({ kind: 'work', workKey: document.workKey, input });
      const fileKey = `documents/${userId}/${document.id}.pdf`;
      await deps.storage.put(fileKey, pdf, { contentType: 'application/pdf', fileName: 'document.pdf' });
      status = DocumentStatus.READY;
      await em.nativeUpdate(
        GeneratedDocument,
        { id: documentId },
        { fileKey, status, completedAt: new Date(), updatedAt: new Date() },
      );
    } catch (error) {
      deps.logger.error({ err: error, documentId }, 'document render failed');
      status = await markFailed(em, documentId, error instanceof Error ? error.message : String(error));
    }
    await deps.events.publish(documentTopic(userId), { documentId, userId, status });
    return status;
  }

  return {
    startNow(documentId, jobId) {
      const task = render(documentId)
        // Settled here (READY or FAILED): the safety-net job has nothing left to do.
        .then(() => (jobId ? deps.jobs.deleteJob(RENDER_QUEUE, jobId) : undefined))
        .catch((error) =>
          deps.logger.error({ err: error, documentId }, 'immediate render failed; the job retries'),
        )
        .finally(() => running.delete(task));
      running.add(task);
    },
    render,
    async drain() {
      await Promise.allSettled([...running]);
    },
  };
}

/**
 * A failed document gives back what it consumed: it stops counting toward the free allowance and
 * the plan month (both count non-failed documents), and a purchased permission is unspent again.
 */
async function markFailed(
  em: ReturnType<typeof entityManager>,
  documentId: string,
  reason: string,
): Promise<DocumentStatus> {
  await em.transactional(async (tx) => {
    const row = await tx.findOneOrFail(GeneratedDocument, documentId, {
      populate: ['permission'],
      refresh: true,
    });
    if (row.status === DocumentStatus.FAILED) return;
    row.status = DocumentStatus.FAILED;
    row.failureReason = reason.slice(0, 500);
    row.completedAt = new Date();
    if (row.entitlement === EntitlementKind.PERMISSION && row.permission) row.permission.usedAt = null;
    await tx.nativeUpdate(
      User,
      { id: row.user.id },
      { documentCount: raw('greatest(document_count - 1, 0)') },
    );
  });
  return DocumentStatus.FAILED;
}
