import type { Express } from 'express';
import type { createLocalStorage } from './local-storage.js';

type LocalStorage = ReturnType<typeof createLocalStorage>;

/** GET /files/<key>?expires&signature: a stored file, for whoever holds a valid signed link. */
export function serveSignedFiles(app: Express, storage: LocalStorage) {
  app.get(/^\/files\/(.+)$/, async (req, res) => {
    const key = String((req.params as Record<string, string>)[0] ?? '');
    const expires = String(req.query.expires ?? '');
    const signature = String(req.query.signature ?? '');
    let valid = false;
    try {
      valid = storage.verify(key, expires, signature);
    } catch {
      valid = false;
    }
    if (!valid) {
      res.status(403).json({ status: false, message: 'This link is invalid or has expired.' });
      return;
    }
    const file = await storage.get(key);
    if (!file) {
      res.status(404).json({ status: false, message: 'File not found.' });
      return;
    }
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Cache-Control', 'private, max-age=300');
    if (file.fileName) res.setHeader('Content-Disposition', `inline; filename="${file.fileName}"`);
    res.send(file.data);
  });
}
