import { createHash, randomBytes } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { RequestContext } from '../../context.js';
import { AppError, badInput, notFound } from '../../errors.js';
import type { FileStorage } from '../../storage/storage.js';
import { requireUser } from '../accounts/current-user.js';
import { documentFileName } from '../documents/document-file-name.js';
import { DOWNLOAD_URL_TTL_SECONDS, ownDocument, readableDocument } from '../documents/documents.queries.js';
import { DocumentStatus, GeneratedDocument } from '../documents/generated-document.entity.js';
import { sniffImageType } from '../profile/avatar.service.js';
import { DocumentVersion, StampImage } from './annotation.entities.js';
import { type Annotation, validateAnnotations } from './annotation-model.js';
import type { StampImageBytes } from './write-annotations.js';

/**
 * pdf-lib and the HarfBuzz shaping of free text, loaded with the first annotation an instance
 * writes: an instance that never annotates does not hold their code (about 10 MB of heap).
 */
const pdfWriting = () => import('./write-annotations.js');

/** A stamp is a small picture: 1 MB keeps a base64 upload within the API's 2 MB body limit. */
export const STAMP_MAX_BYTES = 1024 * 1024;
export const STAMPS_PER_USER = 20;

async function readAll(storage: FileStorage, key: string): Promise<Buffer> {
  const file = await storage.getStream(key);
  if (!file) throw new Error(`stored file missing: ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * Writes the annotations onto the document's ORIGINAL PDF and keeps the result as its next
 * version. Who may do this is exactly who may read the document (ownDocument, the documents' one
 * rule). The list replaces the previous version's: send every annotation the new version keeps.
 */
export async function saveAnnotations(
  ctx: RequestContext,
  documentId: string,
  input: readonly Annotation[],
): Promise<DocumentVersion> {
  const document = await ownDocument(ctx, documentId);
  if (document.status !== DocumentStatus.READY || !document.fileKey) {
    throw new AppError('CONFLICT', 'annotation.notReady', { field: 'documentId' });
  }
  const { storage, logger } = ctx.services;
  const original = await readAll(storage, document.fileKey);
  const { pageSizes, writeAnnotations } = await pdfWriting();
  const annotations = validateAnnotations(input, await pageSizes(original));
  const stamps = await stampBytes(ctx, annotations);
  const pdf = await writeAnnotations(original, annotations, stamps);

  const last = await ctx.em.findOne(DocumentVersion, { document }, { orderBy: { number: 'desc' } });
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
  return version;
}

/** The images the stamps name, each the caller's own; another user's id is not found. */
async function stampBytes(ctx: RequestContext, annotations: Annotation[]) {
  const user = requireUser(ctx);
  const ids = [...new Set(annotations.flatMap((a) => (a.stampImageId ? [a.stampImageId] : [])))];
  const out = new Map<string, StampImageBytes>();
  if (ids.length === 0) return out;
  const owned = await ctx.em.find(StampImage, { id: { $in: ids.filter(isUuid) }, user });
  for (const [index, annotation] of annotations.entries()) {
    if (annotation.stampImageId && !owned.some((stamp) => stamp.id === annotation.stampImageId)) {
      throw badInput(`annotations.${index}.stampImageId`, 'annotation.stampNotFound');
    }
  }
  for (const stamp of owned) {
    out.set(stamp.id, {
      bytes: await readAll(ctx.services.storage, stamp.fileKey),
      contentType: stamp.contentType as StampImageBytes['contentType'],
    });
  }
  return out;
}

/** A document's annotated versions, newest first. */
export function documentVersions(ctx: RequestContext, document: GeneratedDocument, first: number) {
  return ctx.em.find(
    DocumentVersion,
    { document },
    { orderBy: { number: 'desc' }, limit: Math.min(Math.max(first, 1), 100) },
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

/**
 * Stores a signature or seal picture for stamping: PNG or JPEG as the bytes say (the avatar's
 * sniffing), at most 1 MB, and readable as an image (pdf-lib decodes it here, not at the first save).
 */
export async function uploadStampImage(ctx: RequestContext, imageBase64: string): Promise<StampImage> {
  const user = requireUser(ctx);
  const field = 'imageBase64';
  if (imageBase64.length > Math.ceil(STAMP_MAX_BYTES / 3) * 4 + 4) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'stamp.tooLarge', { field });
  }
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(imageBase64)) throw badInput(field, 'stamp.invalid');
  const bytes = Buffer.from(imageBase64, 'base64');
  if (bytes.length === 0) throw badInput(field, 'stamp.invalid');
  if (bytes.length > STAMP_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'stamp.tooLarge', { field });
  const type = sniffImageType(bytes);
  if (type?.contentType !== 'image/png' && type?.contentType !== 'image/jpeg')
    throw badInput(field, 'stamp.invalid');
  let size: { width: number; height: number };
  try {
    const { PDFDocument } = await import('pdf-lib');
    const probe = await PDFDocument.create();
    const image =
      type.contentType === 'image/png' ? await probe.embedPng(bytes) : await probe.embedJpg(bytes);
    size = { width: image.width, height: image.height };
  } catch {
    throw badInput(field, 'stamp.invalid');
  }
  if ((await ctx.em.count(StampImage, { user })) >= STAMPS_PER_USER) {
    throw new AppError(
      'CONFLICT',
      { code: 'annotation.tooMany', params: { max: STAMPS_PER_USER } },
      { field },
    );
  }
  const fileKey = `stamps/${user.id}/${randomBytes(8).toString('hex')}.${type.extension}`;
  await ctx.services.storage.put(fileKey, bytes, { contentType: type.contentType });
  const stamp = ctx.em.create(StampImage, { user, fileKey, contentType: type.contentType, ...size });
  await ctx.em.flush();
  return stamp;
}

export const myStampImages = (ctx: RequestContext) =>
  ctx.em.find(StampImage, { user: requireUser(ctx) }, { orderBy: { createdAt: 'desc' } });

export const stampImageUrl = (ctx: RequestContext, stamp: StampImage) =>
  ctx.services.storage.signedUrl(stamp.fileKey, { expiresInSeconds: DOWNLOAD_URL_TTL_SECONDS });

const isUuid = (text: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);
