import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import { projectRoot } from '../paths.js';
import { servePrecompressed } from './precompressed.js';

/**
 * Serves the built client from dist/client: hashed assets cached for a year, every other GET that
 * is not an API path answered with index.html so the client's router takes over.
 */
export function serveClient(app: Express) {
  const folder = path.join(projectRoot, 'dist', 'client');
  const indexFile = path.join(folder, 'index.html');
  const assets = path.join(folder, 'assets');
  app.use('/assets', servePrecompressed(assets));
  app.use('/assets', express.static(assets, { immutable: true, maxAge: '365d' }));
  app.use(express.static(folder, { index: false, maxAge: '1h' }));
  app.get(/^\/(?!graphql|graphiql\/|schema\.graphql|np\/|healthz|files\/).*/, (_req, res) => {
    if (!existsSync(indexFile)) {
      res.status(503).type('text/plain').send('The client is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
}
