import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { projectRoot } from '../paths.js';
// Generated from the message catalogue by `npm run codegen` (server/scripts/error-codes.ts).
import errorCodes from './error-codes.json' with { type: 'json' };

/** The SDL as schema.graphql prints it: sorted, so a download diffs cleanly against the repository's. */
const printedSchema = (schema: GraphQLSchema) => `${printSchema(lexicographicSortSchema(schema))}\n`;

/**
 * A browser's plain visit to /graphql (it asks for HTML and carries no operation): such a request
 * gets the IDE; anything else (a client's GET query, a POST) goes on to the API.
 */
function wantsGraphiQL(req: Request): boolean {
  if (req.method !== 'GET' || 'query' in req.query || 'extensions' in req.query) return false;
  return req.accepts(['application/json', 'application/graphql-response+json', 'text/html']) === 'text/html';
}

/**
 * The GraphQL contract a partner can read without an account: the SDL at /schema.graphql (the
 * schema is public; introspection settings only decide whether the endpoint itself answers it),
 * the error codes with their English and Nepali texts at /api/error-codes (docs/error-codes.md),
 * and GraphiQL, bundled in dist/graphiql, on a browser's GET /graphql.
 */
export function graphqlContractRoutes(app: Express, schema: GraphQLSchema) {
  const sdl = printedSchema(schema);
  app.get('/api/error-codes', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json({ errorCodes });
  });
  app.get('/schema.graphql', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('text/plain; charset=utf-8').send(sdl);
  });

  const folder = path.join(projectRoot, 'dist', 'graphiql');
  app.use(
    '/graphiql/assets',
    express.static(path.join(folder, 'assets'), { immutable: true, maxAge: '365d' }),
  );
  app.get('/graphql', (req: Request, res: Response, next: NextFunction) => {
    if (!wantsGraphiQL(req)) return next();
    const page = path.join(folder, 'index.html');
    if (!existsSync(page)) {
      res.status(503).type('text/plain').send('GraphiQL is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(page);
  });
}
