import type { EntityManager } from '../../db/orm.js';
import type { FileStorage } from '../../storage/storage.js';
import { GeneratedDocument } from './generated-document.entity.js';

/**
 * A file younger than this may belong to a render that stored it and has not yet marked its row
 * READY (or is about to be retried): it is left alone.
 */
const ORPHAN_MIN_AGE_MS = 60 * 60_000;
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
