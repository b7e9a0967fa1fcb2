import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestContext } from '../context.js';

/**
 * Caching for queries sent by GET (the website sends its trusted documents' ids that way): the
 * answer may be kept, by the browser only when it is someone's own, and is checked again each time
 * (Express's ETag turns an unchanged answer into a 304). Answers depend on who asks, hence Vary.
 * POSTs keep Apollo's no-store; mutations never come by GET (Apollo refuses them).
 */
export function getCachingPlugin(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart({ request }) {
      if (request.http?.method !== 'GET') return;
      return {
        async willSendResponse({ response, contextValue }) {
          if (response.body.kind !== 'single' || response.body.singleResult.errors) return;
          const scope = contextValue.user ? 'private' : 'public';
          response.http.headers.set('cache-control', `${scope}, no-cache`);
          response.http.headers.set('vary', 'Cookie, Authorization');
        },
      };
    },
  };
}
