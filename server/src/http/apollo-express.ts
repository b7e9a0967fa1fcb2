import { type ApolloServer, type BaseContext, HeaderMap } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';

/**
 * Apollo behind Express: what @as-integrations/express5 does, less two costs every request paid
 * for nothing here. Express's `res.send` hashes each answer into an ETag and checks it against the
 * request; only a GET's answer is ever kept and asked for again (get-caching.ts), so a GET still
 * goes through it (and an unchanged answer becomes a 304) while a POST's answer is written as it
 * is. And the query string is taken from the URL as it is, without `url.parse`.
 */
export function apolloHandler<TContext extends BaseContext>(
  server: ApolloServer<TContext>,
  context: (args: { req: Request; res: Response }) => Promise<TContext>,
): RequestHandler {
  server.assertStarted('apolloHandler()');
  return async (req, res) => {
    if (!('body' in req)) {
      res.status(500).send('`req.body` is not set: the JSON body parser must come before Apollo.');
      return;
    }
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const query = req.url.indexOf('?');
    const answer = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: req.method.toUpperCase(),
        headers,
        search: query < 0 ? '' : req.url.slice(query),
        body: req.body,
      },
      context: () => context({ req, res }),
    });
    for (const [key, value] of answer.headers) res.setHeader(key, value);
    res.statusCode = answer.status || 200;
    if (answer.body.kind === 'complete') {
      if (req.method === 'GET' || req.method === 'HEAD') {
        res.send(answer.body.string);
        return;
      }
      res.setHeader('content-length', Buffer.byteLength(answer.body.string));
      res.end(answer.body.string);
      return;
    }
    for await (const chunk of answer.body.asyncIterator) res.write(chunk);
    res.end();
  };
}
