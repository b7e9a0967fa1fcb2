import { ReferenceKind } from '@mikro-orm/core';
import type { RequestContext } from '../../context.js';
import { badInput } from '../../errors.js';
import { requireUser } from '../accounts/current-user.js';
import { isUuid, officeAccess } from '../offices/office-policy.js';
import { listWorks } from '../works/index.js';
import { accessibleDocument, readableDocument } from './document-access.js';
import { documentFileName } from './document-file-name.js';
import { wordCopyUrl } from './word-copy.route.js';
import { DocumentStatus, GeneratedDocument } from './generated-document.entity.js';

/** Signed download links live this long: enough to open or print, short enough to not be shared. */
export const DOWNLOAD_URL_TTL_SECONDS = 15 * 60;

/** A document the caller may read (document-access.ts); anyone else's is "not found". */
export async function ownDocument(ctx: RequestContext, id: string): Promise<GeneratedDocument> {
  requireUser(ctx);
  return accessibleDocument(ctx, id, 'documents.read');
}

export { readableDocument };

export async function downloadUrl(
  ctx: RequestContext,
  document: Pick<GeneratedDocument, 'status' | 'fileKey' | 'workKey' | 'createdAt'>,
): Promise<string | null> {
  if (document.status !== DocumentStatus.READY || !document.fileKey) return null;
  return ctx.services.storage.signedUrl(document.fileKey, {
    expiresInSeconds: DOWNLOAD_URL_TTL_SECONDS,
    fileName: documentFileName(document),
  });
}

/**
 * The Word copy's link, on the same terms as the PDF's: the caller reached the document through
 * document-access.ts and it is READY. The copy itself is made when the link is first followed
 * (word-copy.ts), so listing links costs no render.
 */
export function docxDownloadUrl(
  ctx: RequestContext,
  document: Pick<GeneratedDocument, 'id' | 'status' | 'fileKey' | 'workKey' | 'createdAt'>,
): string | null {
  if (document.status !== DocumentStatus.READY || !document.fileKey) return null;
  return wordCopyUrl(ctx.services, document, DOWNLOAD_URL_TTL_SECONDS);
}

/** The relations a listed document names, each by its id only. */
interface ListedRelations {
  user: { id: string };
  office?: { id: string } | null;
  client?: { id: string } | null;
  secondClient?: { id: string } | null;
  permission?: { id: string } | null;
}

/**
 * A document as a page lists it: every column of the entity as plain data, its relations as
 * `{ id }` (what is derived from the columns, as `specimen`, is derived by whoever shows it). The
 * entity is one too, so what shows a document (its GraphQL fields, the REST shape) takes either;
 * what changes a document takes the entity.
 */
export type ListedDocument = Omit<GeneratedDocument, keyof ListedRelations | 'specimen'> & ListedRelations;

export interface HistoryPage {
  documents: ListedDocument[];
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
  options: {
    first: number;
    after?: string | null;
    workKey?: string | null;
    search?: string | null;
  } & SyncFilter,
): Promise<HistoryPage> {
  const user = requireUser(ctx);
  // The personal history: the user's own documents, not those they made under an office (which the
  // office's history lists, for as long as they are a member).
  const filter = { user, office: null, ...historyFilter(options), ...syncFilter(options) };
  return historyPage(ctx, filter, options);
}

/**
 * An office's documents, newest first, a page at a time, for members whose role allows
 * documents.read; optionally only those of one client (either party), work, member or period.
 */
export async function officeDocumentHistory(
  ctx: RequestContext,
  options: {
    officeId: string;
    filter?:
      | ({
          clientId?: string | null;
          workKey?: string | null;
          generatedById?: string | null;
          from?: Date | null;
          to?: Date | null;
        } & SyncFilter)
      | null;
    first: number;
    after?: string | null;
  },
): Promise<HistoryPage> {
  const { office } = await officeAccess(ctx, options.officeId, 'documents.read');
  const wanted = options.filter ?? {};
  const filter: Record<string, unknown> = { office: office.id, ...syncFilter(wanted) };
  // An id that is not one matches nothing (rather than failing the query).
  const idOrNone = (id: string) => (isUuid(id) ? id : '00000000-0000-0000-0000-000000000000');
  if (wanted.workKey) filter.workKey = wanted.workKey;
  if (wanted.generatedById) filter.user = idOrNone(wanted.generatedById);
  if (wanted.clientId) {
    const client = idOrNone(wanted.clientId);
    filter.$or = [{ client }, { secondClient: client }];
  }
  if (wanted.from || wanted.to) {
    filter.createdAt = {
      ...(wanted.from ? { $gte: wanted.from } : {}),
      ...(wanted.to ? { $lt: wanted.to } : {}),
    };
  }
  return historyPage(ctx, filter, options);
}

/** What a partner syncs by: the documents in some states, and those changed since its last read. */
interface SyncFilter {
  status?: readonly DocumentStatus[] | null;
  updatedSince?: Date | null;
}

function syncFilter(options: SyncFilter): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  // A repeated state is the same state: however long the list, the query holds each once.
  if (options.status) filter.status = { $in: [...new Set(options.status)] };
  if (options.updatedSince) filter.updatedAt = { $gte: options.updatedSince };
  return filter;
}

/**
 * One page of the documents `filter` matches, newest first; the cursor is the last row's
 * (createdAt, id). `first` is a checked page size (graphql/paging.ts).
 */
async function historyPage(
  ctx: RequestContext,
  filter: Record<string, unknown>,
  options: { first: number; after?: string | null },
): Promise<HistoryPage> {
  const { first } = options;
  const where: Record<string, unknown> = { ...filter };
  const cursor = options.after ? decodeCursor(options.after) : null;
  if (cursor) {
    // Under $and: the filter may hold an $or of its own.
    where.$and = [
      {
        $or: [
          { createdAt: { $lt: cursor.createdAt } },
          { createdAt: cursor.createdAt, id: { $lt: cursor.id } },
        ],
      },
    ];
  }
  const { rows, totalCount } = await listedPage(ctx.em, where, first + 1, filter);
  const documents = rows.slice(0, first);
  const last = documents.at(-1);
  return {
    documents,
    hasNextPage: rows.length > first,
    endCursor: last ? encodeCursor(last) : null,
    totalCount,
  };
}

/**
 * The documents `where` matches, newest first, at most `limit`, as plain rows (ListedDocument):
 * the same statement em.find sends and the same values, without an entity per row. An entity
 * costs a page most of its CPU and garbage: an accessor defined per property, a wrapper and a
 * reference entity per relation, its JSON columns stringified again to compare at a flush that a
 * page never makes. Nothing that lists documents changes them, and a row here is never flushed.
 */
export async function listedDocuments(
  em: RequestContext['em'],
  where: Record<string, unknown>,
  limit: number,
): Promise<ListedDocument[]> {
  return (await selectListed(em, where, limit)).map(listedRows(em));
}

/** The column a page's rows carry their list's total in (a subquery: one statement, not two). */
const TOTAL_COLUMN = 'listed_total';

/**
 * A page of listedDocuments and how many documents `countWhere` matches in all, in one statement;
 * a page with no rows (past the last one) asks for the count on its own.
 */
export async function listedPage(
  em: RequestContext['em'],
  where: Record<string, unknown>,
  limit: number,
  countWhere: Record<string, unknown>,
): Promise<{ rows: ListedDocument[]; totalCount: number }> {
  const rows = await selectListed(em, where, limit, countWhere);
  const totalCount = rows.length
    ? Number(rows[0]![TOTAL_COLUMN])
    : await em.count(GeneratedDocument, countWhere);
  return { rows: rows.map(listedRows(em)), totalCount };
}

function selectListed(
  em: RequestContext['em'],
  where: Record<string, unknown>,
  limit: number,
  countWhere?: Record<string, unknown>,
): Promise<Record<string, unknown>[]> {
  const query = em
    .createQueryBuilder(GeneratedDocument)
    .select('*')
    .where(where)
    .orderBy({ createdAt: 'desc', id: 'desc' })
    .limit(limit);
  if (countWhere) {
    query.addSelect(
      em.createQueryBuilder(GeneratedDocument, 'counted').count().where(countWhere).as(TOTAL_COLUMN),
    );
  }
  return query.execute<Record<string, unknown>[]>('all');
}

/**
 * Turns rows into ListedDocuments: they come back by property name and converted (dates as Date,
 * JSON parsed); each relation, an id, becomes `{ id }`, as the entity names a reference.
 */
function listedRows(em: RequestContext['em']): (row: Record<string, unknown>) => ListedDocument {
  const relations = em
    .getMetadata()
    .get(GeneratedDocument)
    .relations.filter((relation) => relation.kind === ReferenceKind.MANY_TO_ONE)
    .map((relation) => relation.name);
  return (row) => {
    const { [TOTAL_COLUMN]: _total, ...listed } = row;
    for (const name of relations) listed[name] = row[name] == null ? null : { id: row[name] };
    return listed as unknown as ListedDocument;
  };
}

/** Longest search text taken; longer input is the caller's mistake. */
const HISTORY_SEARCH_MAX = 100;

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

export const encodeCursor = (document: Pick<GeneratedDocument, 'createdAt' | 'id'>) =>
  Buffer.from(`${document.createdAt.toISOString()}|${document.id}`).toString('base64url');

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
