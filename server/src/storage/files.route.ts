import type { Express } from 'express';
import type { LocalFileStorage } from './local-storage.js';
import { contentDisposition } from './storage.js';
import { signedFileQuery } from './url-signing.js';

/**
 * GET /files/<key>?expires&signature[&filename]: a locally stored file, for whoever holds a valid
 * signed link. Bad or expired links are 403. Served with range support (PDF viewers use it).
 */
export function serveSignedFiles(app: Express, storage: LocalFileStorage) {
  app.get(/^\/files\/(.+)$/, async (req, res, next) => {
    const key = String((req.params as Record<string, string>)[0] ?? '');
    const query = signedFileQuery(req.query);
    let file: Awaited<ReturnType<LocalFileStorage['locate']>> = null;
    try {
      if (!storage.verify(key, query)) {
        res.status(403).json({ status: false, message: 'This link is invalid or has expired.' });
        return;
      }
      file = await storage.locate(key);
    } catch (error) {
      next(error);
      return;
    }
    if (!file) {
      res.status(404).json({ status: false, message: 'File not found.' });
      return;
    }
    res.setHeader('Content-Type', file.metadata.contentType);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // The link itself expires; a browser may keep what it fetched for a few minutes.
    res.setHeader('Cache-Control', 'private, max-age=300');
    const fileName = query.filename ?? file.metadata.fileName;
    if (fileName) res.setHeader('Content-Disposition', contentDisposition(fileName));
    // dotfiles: DATA_DIR itself may sit under a dot folder; keys never contain one (assertSafeKey).
    res.sendFile(file.path, { cacheControl: false, dotfiles: 'allow' }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  });
}
