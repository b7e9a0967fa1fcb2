import type { RequestContext } from '../../context.js';
import { AppError, notFound } from '../../errors.js';
import { requireUser } from '../accounts/current-user.js';
import { isUuid, officeAccess } from '../offices/office-policy.js';
import { GeneratedDocument } from './generated-document.entity.js';

// Who may see or change a document, in one place: every query, download link, REST route,
// subscription and entity reference asks here.
//
// - A personal document (no office): its owner, the account that generated it, and no one else.
// - An office document: the office's members whose role allows the action (office-policy.ts),
//   read afresh on every call, so a removed member loses it with the next request. The member who
//   generated it has no standing of their own once they leave the office.
//
// Anyone else is told "not found", as for an id that names nothing.

/**
 * Reading (and downloading) a document, or changing it: anything that makes a new version or
 * alters the row (annotations and stamps, withdrawing its verification code) is `documents.generate`,
 * which an office viewer's role does not allow.
 */
export type DocumentAction = 'documents.read' | 'documents.generate';

/** Whether the caller may do `action` with this document; a role that forbids it is FORBIDDEN. */
export async function mayUseDocument(
  ctx: RequestContext,
  document: GeneratedDocument,
  action: DocumentAction = 'documents.read',
): Promise<boolean> {
  if (!ctx.user) return false;
  // A personal document is its owner's as a person: an office's token acts for the office only.
  if (!document.office) return document.user.id === ctx.user.id && !ctx.apiToken?.officeId;
  try {
    await officeAccess(ctx, document.office.id, action);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return false;
    throw error;
  }
}

/**
 * The document if the caller may read it, else null: someone else's document and one that does not
 * exist look the same, and a visitor reads none.
 */
export async function readableDocument(ctx: RequestContext, id: string): Promise<GeneratedDocument | null> {
  if (!ctx.user || !isUuid(id)) return null;
  const document = await ctx.em.findOne(GeneratedDocument, { id });
  if (!document) return null;
  return (await mayUseDocument(ctx, document, 'documents.read')) ? document : null;
}

/**
 * The document for `action`, or NOT_FOUND (FORBIDDEN for a member whose role does not allow it);
 * a visitor is UNAUTHENTICATED.
 */
export async function accessibleDocument(
  ctx: RequestContext,
  id: string,
  action: DocumentAction = 'documents.read',
): Promise<GeneratedDocument> {
  requireUser(ctx);
  const document = isUuid(id) ? await ctx.em.findOne(GeneratedDocument, { id }) : null;
  if (!document || !(await mayUseDocument(ctx, document, action))) throw notFound('document.notFound');
  return document;
}

/**
 * The document for a change (a new annotated version, stamps, its verification code): the one rule
 * every mutation that changes a document goes through. An office viewer is FORBIDDEN
 * (`office.roleForbids`), a stranger NOT_FOUND.
 */
export function changeableDocument(ctx: RequestContext, id: string): Promise<GeneratedDocument> {
  return accessibleDocument(ctx, id, 'documents.generate');
}
