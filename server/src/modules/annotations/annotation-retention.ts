import type { EntityManager } from '../../db/orm.js';
import type { FileStorage } from '../../storage/storage.js';
import type { GeneratedDocument } from '../documents/generated-document.entity.js';
import { DocumentVersion, StampImage } from './annotation.entities.js';

/**
 * Annotated versions kept per document: the newest ones. The original is the document's own file
 * and is never one of them, so it is always kept.
 */
export const VERSIONS_KEPT = 20;

/**
 * Removes a document's versions older than its newest VERSIONS_KEPT, rows first and then their
 * files (a file left behind by a failed delete is the orphan sweep's). Returns how many went.
 */
export async function removeOldVersions(
  em: EntityManager,
  storage: Pick<FileStorage, 'delete'>,
  document: GeneratedDocument,
  onFileError: (error: unknown) => void = () => undefined,
): Promise<number> {
  const old = await em.find(
    DocumentVersion,
    { document },
    { orderBy: { number: 'desc' }, offset: VERSIONS_KEPT, fields: ['id', 'fileKey'] },
  );
  if (old.length === 0) return 0;
  await em.nativeDelete(DocumentVersion, { id: { $in: old.map((version) => version.id) } });
  for (const version of old) {
    em.getUnitOfWork().unsetIdentity(version);
    await storage.delete(version.fileKey).catch(onFileError);
  }
  return old.length;
}

const BATCH = 200;
/** The document files' hour (ORPHAN_MIN_AGE_MS), kept here so the two modules need not import each other. */
const MIN_AGE_MS = 60 * 60_000;

/**
 * Annotated versions and stamp images follow their rows as document files do: a file under
 * annotated/ or stamps/ that no row points at (its user or document was deleted, or a save failed
 * after storing it) is removed once it is older than the same hour. Returns how many were removed.
 */
export async function removeOrphanAnnotationFiles(
  em: EntityManager,
  storage: Pick<FileStorage, 'list' | 'delete'>,
  options: { minAgeMs?: number } = {},
): Promise<number> {
  const olderThan = Date.now() - (options.minAgeMs ?? MIN_AGE_MS);
  let removed = 0;
  const sweeps = [
    { prefix: 'annotated/', entity: DocumentVersion },
    { prefix: 'stamps/', entity: StampImage },
  ] as const;
  for (const { prefix, entity } of sweeps) {
    let batch: string[] = [];
    const check = async () => {
      const kept = await em.find(
        entity as typeof DocumentVersion,
        { fileKey: { $in: batch } },
        { fields: ['fileKey'] },
      );
      const referenced = new Set(kept.map((row) => row.fileKey));
      for (const key of batch.filter((key) => !referenced.has(key))) {
        await storage.delete(key);
        removed += 1;
      }
      batch = [];
    };
    for await (const file of storage.list(prefix)) {
      if (file.modifiedAt.getTime() > olderThan) continue;
      batch.push(file.key);
      if (batch.length >= BATCH) await check();
    }
    if (batch.length > 0) await check();
  }
  return removed;
}
