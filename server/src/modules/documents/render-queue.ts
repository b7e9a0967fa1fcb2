/** The pg-boss queue of documents to render; its payload is { documentId }. */
export const RENDER_QUEUE = 'render-document';

export interface RenderJob {
  documentId: string;
}

/** A document left RENDERING this long is taken to be orphaned by a crash and rendered again. */
export const STALE_RENDER_MS = 2 * 60_000;

/**
 * The instance that takes a request renders at once and then deletes the job, so a job only
 * becomes visible to workers after this delay: it is the safety net for a process that died
 * before or during its render, not a second renderer racing the first.
 */
export const RENDER_SAFETY_NET_SECONDS = 30;
