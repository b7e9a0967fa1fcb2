import type { Services } from '../../context.js';
import { entityManager } from '../../db/orm.js';
import { removeOrphanAnnotationFiles } from '../annotations/annotation-retention.js';
import { removeOrphanFiles } from '../documents/document-retention.js';
import { deleteExpiredKeys } from '../documents/idempotency.js';

// The hourly sweep of what documents leave behind: expired idempotency keys and the files (PDFs,
// Word copies, annotated versions, stamps) that no row points at any more. Here, above documents
// and annotations, so that neither module has to know the other's files.

export const RETENTION_QUEUE = 'document-retention';

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
