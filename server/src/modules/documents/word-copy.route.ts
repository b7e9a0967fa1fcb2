import type { Express } from 'express';
import type { Services } from '../../context.js';
import { AppError } from '../../errors.js';
import { entityManager } from '../../db/orm.js';
import { contentDisposition } from '../../storage/storage.js';
import { signFileUrl, signedFileQuery, verifyFileUrl } from '../../storage/url-signing.js';
import { documentFileName } from './document-file-name.js';
import { DocumentStatus, GeneratedDocument } from './generated-document.entity.js';
import { DOCX_CONTENT_TYPE, wordCopyOf } from './word-copy.js';

/** What the signature of a Word copy's link covers besides its expiry and download name. */
const signedKey = (documentId: string) => `word-copies/${documentId}`;

/**
 * The link to a READY document's Word copy: /word-copies/<id>?expires&filename&signature, signed
 * like a stored file's link (URL_SIGNING_SECRET, so any instance answers it). Handing it out costs
 * nothing; the copy is made when the link is first followed.
 */
export function wordCopyUrl(
  services: Pick<Services, 'config'>,
  document: Pick<GeneratedDocument, 'id' | 'workKey' | 'createdAt'>,
  expiresInSeconds: number,
): string {
  const { config } = services;
  const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
  const fileName = documentFileName(document, 'docx');
  const url = new URL(`/word-copies/${document.id}`, config.PUBLIC_URL);
  const signed = signFileUrl(config.urlSigningSecret, signedKey(document.id), expires, fileName);
  for (const [name, value] of Object.entries(signed)) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * GET /word-copies/<id>?…: the Word copy, for whoever holds a valid link (the browser fetches it
 * without cookies, as it does a PDF's link; a partner's token is neither needed nor looked at).
 * Made and stored on first use (word-copy.ts).
 */
export function wordCopyRoute(app: Express, services: Services) {
  app.get('/word-copies/:id', async (req, res, next) => {
    try {
      const id = String(req.params.id);
      const query = signedFileQuery(req.query);
      if (!verifyFileUrl(services.config.urlSigningSecret, signedKey(id), query)) {
        throw new AppError('FORBIDDEN', 'document.linkInvalid');
      }
      const em = entityManager(services.orm);
      const document = await em.findOne(GeneratedDocument, { id, status: DocumentStatus.READY });
      if (!document) throw new AppError('NOT_FOUND', 'document.notFound');
      const docx = await wordCopyOf({ ...services, publicUrl: services.config.PUBLIC_URL }, em, document);
      res.setHeader('Content-Type', DOCX_CONTENT_TYPE);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cache-Control', 'private, max-age=300');
      res.setHeader(
        'Content-Disposition',
        contentDisposition(query.filename ?? documentFileName(document, 'docx')),
      );
      res.send(docx);
    } catch (error) {
      next(error);
    }
  });
}
