import type { RequestContext } from '../../context.js';
import { badInput, notFound } from '../../errors.js';
import { requireUser } from '../accounts/current-user.js';
import { listWorks } from '../works/index.js';
import { documentFileName } from './document-file-name.js';
import { DocumentStatus, GeneratedDocument } from './generated-document.entity.js';

/** Signed download links live this long: enough to open or print, short enough to not be shared. */
export const DOWNLOAD_URL_TTL_SECONDS = 15 * 60;

/** One of the signed-in user's own documents; anyone else's is "not found". */
export async function ownDocument(ctx: RequestContext, id: string): Promise<GeneratedDocument> {
  requireUser(ctx);
  const document = await readableDocument(ctx, id);
  if (!document) throw notFound('document.notFound');
  return document;
}

/**
 * The document if the caller may read it (it is their own), else null: someone else's document
 * and one that does not exist look the same, and a visitor reads none.
 */
export async function readableDocument(ctx: RequestContext, id: string): Promise<GeneratedDocument | null> {
  if (!ctx.user || !isUuid(id)) return null;
  return ctx.em.findOne(GeneratedDocument, { id, user: ctx.user });
}

export async function downloadUrl(ctx: RequestContext, document: GeneratedDocument): Promise<string | null> {
  if (document.status !== DocumentStatus.READY || !document.fileKey) return null;
  return ctx.services.storage.signedUrl(document.fileKey, {
    expiresInSeconds: DOWNLOAD_URL_TTL_SECONDS,
    fileName: documentFileName(document),
  });
}

/**
 * The Word copy's link, on the same terms as the PDF's: the caller reached the document as its
 * owner, it is READY, and it has a copy (documents made before Word copies have none).
 */
export async function docxDownloadUrl(
  ctx: RequestContext,
  document: GeneratedDocument,
): Promise<string | null> {
  if (document.status !== DocumentStatus.READY || !document.docxKey) return null;
  return ctx.services.storage.signedUrl(document.docxKey, {
    expiresInSeconds: DOWNLOAD_URL_TTL_SECONDS,
    fileName: documentFileName(document, 'docx'),
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
  options: { first: number; after?: string | null; workKey?: string | null; search?: string | null },
): Promise<HistoryPage> {
  const user = requireUser(ctx);
  const first = Math.min(Math.max(options.first, 1), 100);
  const filter: Record<string, unknown> = { user, ...historyFilter(options) };
  const where: Record<string, unknown> = { ...filter };
  const cursor = options.after ? decodeCursor(options.after) : null;
  if (cursor) {
    // Under $and: the search may hold an $or of its own.
    where.$and = [
      {
        $or: [
          { createdAt: { $lt: cursor.createdAt } },
          { createdAt: cursor.createdAt, id: { $lt: cursor.id } },
        ],
      },
    ];
  }
  const [rows, totalCount] = await Promise.all([
    ctx.em.find(GeneratedDocument, where, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: first + 1 }),
    ctx.em.count(GeneratedDocument, filter),
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

/** Longest search text taken; longer input is the caller's mistake. */
export const HISTORY_SEARCH_MAX = 100;

/**
 * One work, and a search that matches a work's name (Nepali or English) or the applicant's name
 * typed in the form, case-insensitively.
 */
function historyFilter(options: {
  workKey?: string | null;
  search?: string | null;
}): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  if (options.workKey) filter.workKey = options.workKey;
  const search = options.search?.trim() ?? '';
  if (search.length > HISTORY_SEARCH_MAX) throw badInput('search', 'document.searchTooLong');
  if (search) {
    const needle = search.toLocaleLowerCase();
    const works = listWorks()
      .filter((work) => `${work.nameNe}\n${work.nameEn}`.toLocaleLowerCase().includes(needle))
      .map((work) => work.key);
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filter.$or = [{ workKey: { $in: works } }, { values: { fullName: { $ilike: pattern } } }];
  }
  return filter;
}

export const encodeCursor = (document: GeneratedDocument) =>
  Buffer.from(`${document.createdAt.toISOString()}|${document.id}`).toString('base64url');

const isUuid = (text: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);

/** A cursor this API did not give out is the caller's mistake, named as such (never a 500). */
function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [when, id, ...rest] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(when ?? '');
  const year = createdAt.getUTCFullYear();
  if (rest.length > 0 || !id || !isUuid(id) || Number.isNaN(year) || year < 2000 || year > 9999) {
    throw badInput('after', 'document.badCursor');
  }
  return { createdAt, id };
}
