import { createHash, randomBytes } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { RequestContext } from '../../context.js';
import { AppError, badInput, notFound } from '../../errors.js';
import { requireUser } from '../accounts/current-user.js';
import { documentFileName } from '../documents/document-file-name.js';
import { changeableDocument } from '../documents/document-access.js';
import { DOWNLOAD_URL_TTL_SECONDS, readableDocument } from '../documents/documents.queries.js';
import { DocumentStatus, GeneratedDocument } from '../documents/generated-document.entity.js';
import { DocumentVersion, StampImage } from './annotation.entities.js';
import { type Annotation, validateAnnotations } from './annotation-model.js';
import { removeOldVersions } from './annotation-retention.js';
import { pageSizesOffThread, writeAnnotationsOffThread } from './annotation-writer.js';
import { boundedStampBytes, readAll } from './stamp-images.service.js';

/**
 * Writes the annotations onto the document's ORIGINAL PDF and keeps the result as its next
 * version; of the versions only the newest VERSIONS_KEPT stay (the original always does). Who may do
 * this is who may change the document (changeableDocument, the documents' one rule): an office
 * viewer reads it but cannot save a version every member would print. The list replaces the previous version's: send every annotation the new version keeps.
 */
export async function saveAnnotations(
  ctx: RequestContext,
  documentId: string,
  input: readonly Annotation[],
): Promise<DocumentVersion> {
  const document = await changeableDocument(ctx, documentId);
  if (document.status !== DocumentStatus.READY || !document.fileKey) {
    throw new AppError('CONFLICT', 'annotation.notReady', { field: 'documentId' });
  }
  const { storage, logger } = ctx.services;
  const original = await readAll(storage, document.fileKey);
  const annotations = validateAnnotations(input, await pageSizesOffThread(original));
  const stamps = await stampPngs(ctx, annotations);
  const pdf = await writeAnnotationsOffThread(original, annotations, stamps);

  const last = await ctx.em.findOne(
    DocumentVersion,
    { document },
    { orderBy: { number: 'desc' }, fields: ['number'] },
  );
  const number = (last?.number ?? 0) + 1;
  const fileKey = `annotated/${document.user.id}/${document.id}/v${number}-${randomBytes(6).toString('hex')}.pdf`;
  try {
    await storage.put(fileKey, pdf, { contentType: 'application/pdf', fileName: 'document.pdf' });
  } catch (error) {
    logger.error({ err: error }, 'storing an annotated version failed');
    throw new AppError('SERVICE_UNAVAILABLE', 'service.unavailable');
  }
  const version = ctx.em.create(DocumentVersion, {
    document,
    number,
    fileKey,
    sha256: createHash('sha256').update(pdf).digest('hex'),
    annotations,
  });
  try {
    await ctx.em.flush();
  } catch (error) {
    ctx.em.clear();
    await storage.delete(fileKey).catch(() => undefined);
    // Two saves at once took the same number: the later one is told to save again.
    if (error instanceof UniqueConstraintViolationException)
      throw new AppError('CONFLICT', 'annotation.saveConflict');
    throw error;
  }
  await removeOldVersions(ctx.em, storage, document, (error) =>
    logger.warn({ err: error }, 'an old annotated version was not deleted'),
  );
  return version;
}

/** The images the stamps name, each the caller's own; another user's id is not found. */
async function stampPngs(ctx: RequestContext, annotations: Annotation[]) {
  const user = requireUser(ctx);
  const ids = [...new Set(annotations.flatMap((a) => (a.stampImageId ? [a.stampImageId] : [])))];
  const out = new Map<string, Buffer>();
  if (ids.length === 0) return out;
  const owned = await ctx.em.find(StampImage, { id: { $in: ids.filter(isUuid) }, user });
  for (const [index, annotation] of annotations.entries()) {
    if (annotation.stampImageId && !owned.some((stamp) => stamp.id === annotation.stampImageId)) {
      throw badInput(`annotations.${index}.stampImageId`, 'annotation.stampNotFound');
    }
  }
  for (const stamp of owned) {
    const field = `annotations.${annotations.findIndex((a) => a.stampImageId === stamp.id)}.stampImageId`;
    out.set(stamp.id, await boundedStampBytes(ctx, stamp, field));
  }
  return out;
}

/** A document's annotated versions, newest first. */
export function documentVersions(
  ctx: RequestContext,
  document: Pick<GeneratedDocument, 'id'>,
  first: number,
) {
  // By id: a listed document is a plain row, not an entity (documents.queries.ts).
  return ctx.em.find(
    DocumentVersion,
    { document: document.id },
    { orderBy: { number: 'desc' }, limit: first },
  );
}

/** One version, under its document's read rule: anyone else's is not found. */
export async function readableVersion(ctx: RequestContext, id: string): Promise<DocumentVersion> {
  requireUser(ctx);
  const version = isUuid(id) ? await ctx.em.findOne(DocumentVersion, { id }) : null;
  if (!version || !(await readableDocument(ctx, version.document.id)))
    throw notFound('annotation.versionNotFound');
  return version;
}

/** Signed like the original's link, and named like it with the version: "…-२०८३-०८-०८-v2.pdf". */
export async function versionDownloadUrl(ctx: RequestContext, version: DocumentVersion): Promise<string> {
  const document = await ctx.em.findOneOrFail(GeneratedDocument, { id: version.document.id });
  return ctx.services.storage.signedUrl(version.fileKey, {
    expiresInSeconds: DOWNLOAD_URL_TTL_SECONDS,
    fileName: documentFileName(document).replace(/\.pdf$/, `-v${version.number}.pdf`),
  });
}

const isUuid = (text: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);
