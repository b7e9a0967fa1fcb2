import { buffer } from 'node:stream/consumers';
import { AppError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import type { EntityManager } from '../../db/orm.js';
import type { RenderPool } from '../../pdf/render-pool.js';
import type { FileStorage } from '../../storage/storage.js';
import { datedOnOf, documentRenderTask } from './document-render-task.js';
import { GeneratedDocument } from './generated-document.entity.js';

// The Word copy of a document is made the first time someone asks for it, not with the PDF: most
// documents are only ever printed or viewed, and making every copy up front cost each render
// 8–10 ms and the render threads' heaps about 20 MB more under load. It is made from the same
// template, values, applicant and date as the PDF (documentRenderTask), then kept beside it.

export interface WordCopyDeps {
  storage: FileStorage;
  renderPool: RenderPool;
  logger: Logger;
  /** The site's public address: the copy's footer links the same verification page as the PDF. */
  publicUrl: string;
}

type ReadyDocument = Pick<
  GeneratedDocument,
  | 'id'
  | 'workKey'
  | 'values'
  | 'snapshot'
  | 'verificationCode'
  | 'datedOn'
  | 'completedAt'
  | 'docxKey'
  | 'entitlement'
> & { user: { id: string } };

/** The Word copy's key, beside the PDF's (documents/<user>/<id>.pdf). */
const documentDocxKey = (userId: string, documentId: string) => `documents/${userId}/${documentId}.docx`;

export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Copies being made now on this instance, by document id: a double click makes one. */
const making = new Map<string, Promise<Buffer>>();

/**
 * The Word copy's bytes: the stored one, or one made now and stored. A copy that cannot be made is
 * SERVICE_UNAVAILABLE: the PDF is untouched and asking again tries again.
 */
export async function wordCopyOf(
  deps: WordCopyDeps,
  em: EntityManager,
  document: ReadyDocument,
): Promise<Buffer> {
  if (document.docxKey) {
    const stored = await deps.storage.getStream(document.docxKey);
    if (stored) return buffer(stored.body);
  }
  let copy = making.get(document.id);
  if (!copy) {
    copy = makeWordCopy(deps, em, document).finally(() => making.delete(document.id));
    making.set(document.id, copy);
  }
  return copy;
}

async function makeWordCopy(deps: WordCopyDeps, em: EntityManager, document: ReadyDocument) {
  // A withdrawn verification code is not printed again: the copy carries none.
  const task = documentRenderTask(document, datedOnOf(document), deps.publicUrl, { docx: true });
  const { docx, docxError } = await deps.renderPool.render(task);
  if (!docx) {
    deps.logger.error({ documentId: document.id, reason: docxError }, 'no Word copy of the document');
    throw new AppError('SERVICE_UNAVAILABLE', 'document.wordUnavailable');
  }
  const key = documentDocxKey(document.user.id, document.id);
  await deps.storage.put(key, docx, { contentType: DOCX_CONTENT_TYPE, fileName: 'document.docx' });
  await em.nativeUpdate(GeneratedDocument, { id: document.id }, { docxKey: key });
  return docx;
}
