import type { RequestContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { requireUser } from '../accounts/current-user.js';
import { DocumentStatus, GeneratedDocument } from './generated-document.entity.js';

/** Signed download links live this long: enough to open or print, short enough to not be shared. */
export const DOWNLOAD_URL_TTL_SECONDS = 15 * 60;

/** One of the signed-in user's own documents; anyone else's is "not found". */
export async function ownDocument(ctx: RequestContext, id: string): Promise<GeneratedDocument> {
  const user = requireUser(ctx);
  const document = /^[0-9a-f-]{36}$/i.test(id) ? await ctx.em.findOne(GeneratedDocument, { id, user }) : null;
  if (!document) throw notFound('Document not found.');
  return document;
}

export async function downloadUrl(ctx: RequestContext, document: GeneratedDocument): Promise<string | null> {
  if (document.status !== DocumentStatus.READY || !document.fileKey) return null;
  return ctx.services.storage.signedUrl(document.fileKey, {
    expiresInSeconds: DOWNLOAD_URL_TTL_SECONDS,
    fileName: 'document.pdf',
  });
}

export interface HistoryPage {
  documents: GeneratedDocument[];
  hasNextPage: boolean;
  endCursor: string | null;
  totalCount: number;
}

/**
 * The user's documents, newest first, a page at a time. The cursor is the last row's
 * (createdAt, id), so pages stay stable while new documents arrive.
 */
export async function documentHistory(
  ctx: RequestContext,
  options: { first: number; after?: string | null },
): Promise<HistoryPage> {
  const user = requireUser(ctx);
  const first = Math.min(Math.max(options.first, 1), 100);
  const where: Record<string, unknown> = { user };
  const cursor = options.after ? decodeCursor(options.after) : null;
  if (cursor) {
    where.$or = [
      { createdAt: { $lt: cursor.createdAt } },
      { createdAt: cursor.createdAt, id: { $lt: cursor.id } },
    ];
  }
  const [rows, totalCount] = await Promise.all([
    ctx.em.find(GeneratedDocument, where, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: first + 1 }),
    ctx.em.count(GeneratedDocument, { user }),
  ]);
  const documents = rows.slice(0, first);
  const last = documents.at(-1);
  return {
    documents,
    hasNextPage: rows.length > first,
    endCursor: last ? encodeCursor(last) : null,
    totalCount,
  };
}

export const encodeCursor = (document: GeneratedDocument) =>
  Buffer.from(`${document.createdAt.toISOString()}|${document.id}`).toString('base64url');

function decodeCursor(cursor: string): { createdAt: Date; id: string } | null {
  const [when, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(when ?? '');
  return id && !Number.isNaN(createdAt.getTime()) ? { createdAt, id } : null;
}
