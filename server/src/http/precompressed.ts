import { existsSync } from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';

const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const;

/** Accept-Encoding lists the encoding without refusing it (`;q=0`). */
export function accepts(header: string | undefined, encoding: string): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== encoding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/**
 * Serves `file.js.br` or `file.js.gz` (written by the client build) for `file.js` to a browser that
 * accepts it: about a quarter of the bytes over a slow mobile connection, with no compression work
 * per request. Falls through to the plain file otherwise.
 */
export function servePrecompressed(folder: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = path.normalize(decodeURIComponent(req.path)).replace(/^([/\\])+/, '');
    } catch {
      return next(); // a malformed escape: serve-static answers it
    }
    if (relative.startsWith('..')) return next();
    const file = path.join(folder, relative);
    res.vary('Accept-Encoding');
    for (const encoding of ENCODINGS) {
      if (!accepts(req.headers['accept-encoding'], encoding.name)) continue;
      if (!existsSync(file + encoding.extension)) continue;
      res.setHeader('Content-Encoding', encoding.name);
      // The type of the original file, not of .br/.gz.
      res.type(path.extname(file));
      req.url = `${req.url.split('?')[0]}${encoding.extension}`;
      return next();
    }
    next();
  };
}
