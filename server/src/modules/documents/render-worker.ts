import type { Services } from '../../context.js';
import { entityManager } from '../../db/orm.js';
import { DocumentStatus, GeneratedDocument } from './generated-document.entity.js';
import { RENDER_QUEUE, type RenderJob } from './render-queue.js';

/**
 * What the safety-net job does when it comes due: render a document that is still not settled (a
 * render this instance never started, or one a crash cut short). A document another renderer is
 * working on right now fails the job, so pg-boss retries it after the stale window.
 */
export function renderJobHandler(services: Pick<Services, 'orm' | 'documentRenderer'>) {
  return async ({ documentId }: RenderJob) => {
    const outcome = await services.documentRenderer.render(documentId);
    if (outcome !== 'SKIPPED') return;
    const document = await entityManager(services.orm).findOne(GeneratedDocument, documentId);
    if (document?.status === DocumentStatus.RENDERING)
      throw new Error('still rendering elsewhere; retry later');
  };
}

export async function startRenderWorker(services: Services) {
  await services.jobs.work<RenderJob>(RENDER_QUEUE, renderJobHandler(services));
}
