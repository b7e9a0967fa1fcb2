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
import { STALE_RENDER_MS } from './render-queue.js';

export interface RendererDeps {
  orm: Orm;
  logger: Logger;
  renderPool: RenderPool;
  storage: {
    put(key: string, data: Buffer, options: { contentType: string; fileName?: string }): Promise<void>;
  };
  events: { publish(topic: string, payload: DocumentEvent): Promise<void> | void };
}

export interface DocumentRenderer {
  /** Starts rendering right away on this instance (the queued job is the safety net). */
  startNow(documentId: string): void;
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
      { status: DocumentStatus.RENDERING, updatedAt: new Date() },
    );
    if (claimed !== 1) return 'SKIPPED';
    const document = await em.findOneOrFail(GeneratedDocument, documentId, { populate: ['user'] });
    document.attempts += 1;
    await em.flush();
    try {
      const input = templateInputOf(document, todayBs());
      const pdf = await deps.renderPool.render({ kind: 'work', workKey: document.workKey, input });
      const key = `documents/${document.user.id}/${document.id}.pdf`;
      await deps.storage.put(key, pdf, { contentType: 'application/pdf', fileName: 'document.pdf' });
      document.fileKey = key;
      document.status = DocumentStatus.READY;
      document.completedAt = new Date();
      await em.flush();
    } catch (error) {
      deps.logger.error({ err: error, documentId }, 'document render failed');
      await markFailed(em, document, error instanceof Error ? error.message : String(error));
    }
    await deps.events.publish(documentTopic(document.user.id), {
      documentId: document.id,
      userId: document.user.id,
      status: document.status,
    });
    return document.status;
  }

  return {
    startNow(documentId) {
      const task = render(documentId)
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
async function markFailed(em: ReturnType<typeof entityManager>, document: GeneratedDocument, reason: string) {
  await em.transactional(async (tx) => {
    const row = await tx.findOneOrFail(GeneratedDocument, document.id, {
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
  document.status = DocumentStatus.FAILED;
}
