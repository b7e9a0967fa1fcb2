import type { Services } from '../../context.js';
import { entityManager } from '../../db/orm.js';
import { DocumentStatus, GeneratedDocument } from './generated-document.entity.js';
import { RENDER_QUEUE, type RenderJob } from './render-queue.js';

/**
 * The durable path: pg-boss hands over render jobs whose document is still not settled — a
 * render this instance never started, or one a crash cut short. A document that another renderer
 * is working on right now makes the job fail, so pg-boss retries it after the stale window.
 */
export async function startRenderWorker(services: Services) {
  await services.jobs.work<RenderJob>(RENDER_QUEUE, async ({ documentId }) => {
    const outcome = await services.documentRenderer.render(documentId);
    if (outcome !== 'SKIPPED') return;
    const document = await entityManager(services.orm).findOne(GeneratedDocument, documentId);
    if (document?.status === DocumentStatus.RENDERING)
      throw new Error('still rendering elsewhere; retry later');
  });
}
