import type { RequestContext } from '../../context.js';
import { isUuid } from '../offices/office-policy.js';
import { mayUseDocument } from './document-access.js';
import type { DocumentEvent } from './document-events.js';
import { DocumentStatus, GeneratedDocument } from './generated-document.entity.js';

type DocumentRow = Record<string, unknown>;

/**
 * The row each event names, read once per event on this instance. The bus hands one payload
 * object to every local subscriber of the topic (a user's tabs, an office's members, a partner's
 * sockets), so keying on it shares the read among them, and the read happens after the event
 * arrived: as fresh as a read of each subscriber's own. Gone with the event.
 *
 * The row is shown in the state the event announces: by the time QUEUED is heard the renderer has
 * often claimed the document already, and a subscriber would otherwise see RENDERING twice and
 * never QUEUED. A state that is not settled yet shows no completion (nor a link: those follow
 * READY).
 */
const rowsOfEvents = new WeakMap<DocumentEvent, Promise<DocumentRow | null>>();

function rowOf(ctx: RequestContext, event: DocumentEvent): Promise<DocumentRow | null> {
  let row = rowsOfEvents.get(event);
  if (!row) {
    row = ctx.em
      .execute<DocumentRow[]>('select * from generated_document where id = ?', [event.documentId])
      .then((rows) => (rows[0] ? asOfEvent(rows[0], event.status) : null));
    // A failed read is not kept: the next subscriber to hear the event reads again.
    row.catch(() => rowsOfEvents.delete(event));
    rowsOfEvents.set(event, row);
  }
  return row;
}

function asOfEvent(row: DocumentRow, status: DocumentStatus): DocumentRow {
  const settled = status === DocumentStatus.READY || status === DocumentStatus.FAILED;
  return settled ? { ...row, status } : { ...row, status, completed_at: null, failure_reason: null };
}

/**
 * The document an event names, as the caller's own entity (fresh from the shared read), if the
 * caller may still read it (document-access.ts decides, per subscriber; a token must still be
 * valid: a revoked or expired one hears nothing more); else null.
 */
export async function readableDocumentOfEvent(
  ctx: RequestContext,
  event: DocumentEvent,
): Promise<GeneratedDocument | null> {
  if (!ctx.user || !isUuid(event.documentId)) return null;
  const row = await rowOf(ctx, event);
  if (!row) return null;
  if (ctx.apiToken && !(await ctx.apiToken.stillValid(ctx.em))) return null;
  const document = ctx.em.map(GeneratedDocument, row);
  return (await mayUseDocument(ctx, document, 'documents.read')) ? document : null;
}
