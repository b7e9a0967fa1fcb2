import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestContext } from '../context.js';

/**
 * The Cache-Control of every GraphQL answer, in one place. Queries sent by GET (the website sends
 * its trusted documents' ids that way) may be kept, by the browser only when the answer is someone's
 * own, and are checked again each time (Express's ETag turns an unchanged answer into a 304).
 * Answers depend on who asks, hence Vary. Everything else (POSTs, errors) is `no-store`; mutations
 * never come by GET (Apollo refuses them).
 *
 * This used to be Apollo's cache-control plugin's work for everything but successful GETs; no
 * field carries a cache hint, so it could only ever say `no-store`, and it did so by wrapping every
 * field's resolver and computing a policy for each resolved field (1–2 % of a 20-row history page's
 * CPU in its profile, and garbage). startApollo turns it off.
 */
export function getCachingPlugin(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart({ request }) {
      const byGet = request.http?.method === 'GET';
      return {
        async willSendResponse({ response, contextValue }) {
          const reusable = byGet && response.body.kind === 'single' && !response.body.singleResult.errors;
          if (!reusable) {
            response.http.headers.set('cache-control', 'no-store');
            return;
          }
          const scope = contextValue.user ? 'private' : 'public';
          response.http.headers.set('cache-control', `${scope}, no-cache`);
          response.http.headers.set('vary', 'Cookie, Authorization');
        },
      };
    },
  };
}
