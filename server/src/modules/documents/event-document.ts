import type { RequestContext } from '../../context.js';
import { isUuid } from '../offices/office-policy.js';
import { mayUseDocument } from './document-access.js';
import type { DocumentEvent } from './document-events.js';
import { GeneratedDocument } from './generated-document.entity.js';

type DocumentRow = Record<string, unknown>;

/**
 * The row each event names, read once per event on this instance. The bus hands one payload
 * object to every local subscriber of the topic (a user's tabs, an office's members, a partner's
 * sockets), so keying on it shares the read among them, and the read happens after the event
 * arrived: as fresh as a read of each subscriber's own. Gone with the event.
 */
const rowsOfEvents = new WeakMap<DocumentEvent, Promise<DocumentRow | null>>();

function rowOf(ctx: RequestContext, event: DocumentEvent): Promise<DocumentRow | null> {
  let row = rowsOfEvents.get(event);
  if (!row) {
    row = ctx.em
      .execute<DocumentRow[]>('select * from generated_document where id = ?', [event.documentId])
      .then((rows) => rows[0] ?? null);
    // A failed read is not kept: the next subscriber to hear the event reads again.
    row.catch(() => rowsOfEvents.delete(event));
    rowsOfEvents.set(event, row);
  }
  return row;
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
