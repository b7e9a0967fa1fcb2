import type { Services } from '../../context.js';
import { type EntityManager, entityManager } from '../../db/orm.js';
import type { FileStorage } from '../../storage/storage.js';
import { removeOrphanAnnotationFiles } from '../annotations/annotation-retention.js';
import { GeneratedDocument } from './generated-document.entity.js';
import { deleteExpiredKeys } from './idempotency.js';

export const RETENTION_QUEUE = 'document-retention';
/**
 * A file younger than this may belong to a render that stored it and has not yet marked its row
 * READY (or is about to be retried): it is left alone.
 */
export const ORPHAN_MIN_AGE_MS = 60 * 60_000;
const BATCH = 200;

/**
 * Document files (PDFs and their Word copies) follow their rows: a file no document row points at (its user was deleted, its
 * render failed after storing) is removed. Returns how many were removed.
 */
export async function removeOrphanFiles(
  em: EntityManager,
  storage: Pick<FileStorage, 'list' | 'delete'>,
  options: { minAgeMs?: number } = {},
): Promise<number> {
  const olderThan = Date.now() - (options.minAgeMs ?? ORPHAN_MIN_AGE_MS);
  let removed = 0;
  let batch: string[] = [];
  const check = async () => {
    const kept = await em.find(
      GeneratedDocument,
      { $or: [{ fileKey: { $in: batch } }, { docxKey: { $in: batch } }] },
      { fields: ['fileKey', 'docxKey'] },
    );
    // A document keeps both its files: the PDF and its Word copy.
    const referenced = new Set(kept.flatMap((document) => [document.fileKey, document.docxKey]));
    for (const key of batch.filter((key) => !referenced.has(key))) {
      await storage.delete(key);
      removed += 1;
    }
    batch = [];
  };
  for await (const file of storage.list('documents/')) {
    if (file.modifiedAt.getTime() > olderThan) continue;
    batch.push(file.key);
    if (batch.length >= BATCH) await check();
  }
  if (batch.length > 0) await check();
  return removed;
}

export async function runDocumentRetention(services: Pick<Services, 'orm' | 'storage' | 'logger'>) {
  const em = entityManager(services.orm);
  const expiredKeys = await deleteExpiredKeys(em);
  const orphanFiles =
    (await removeOrphanFiles(em, services.storage)) +
    (await removeOrphanAnnotationFiles(em, services.storage));
  if (expiredKeys || orphanFiles) services.logger.info({ expiredKeys, orphanFiles }, 'document retention');
}

/** Hourly, on whichever instance pg-boss hands the job to. */
export async function startDocumentRetention(services: Services) {
  await services.jobs.work(RETENTION_QUEUE, async () => {
    await runDocumentRetention(services);
  });
  await services.jobs.schedule(RETENTION_QUEUE, '23 * * * *');
}
