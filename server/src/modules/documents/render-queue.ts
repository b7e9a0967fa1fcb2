/** The pg-boss queue of documents to render; its payload is { documentId }. */
export const RENDER_QUEUE = 'render-document';

export interface RenderJob {
  documentId: string;
}

/** A document left RENDERING this long is taken to be orphaned by a crash and rendered again. */
export const STALE_RENDER_MS = 2 * 60_000;
