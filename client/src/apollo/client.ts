import { ApolloClient, ApolloLink, type InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { BaseHttpLink } from '@apollo/client/link/http';
import { RetryLink } from '@apollo/client/link/retry';
import { OperationTypeNode } from 'graphql';
import { from, mergeMap } from 'rxjs';
import { sessionGoneLink } from '../auth/session-gone-link';
import { whenOnline } from '../offline/use-online';
import { bootLink, readBootAnswers } from './boot-link';
import { createCache } from './cache';
import { readerLanguageLink } from './reader-language-link';
import { trustedDocumentLink } from './trusted-documents';

/**
 * The subscription transport (graphql-ws and Apollo's link for it, websocket-link.ts), loaded on
 * the first subscription: only the generation screen subscribes, so the public pages never
 * download it.
 */
let transportCode: Promise<typeof import('./websocket-link')> | undefined;
function loadTransportCode() {
  transportCode ??= import('./websocket-link').catch((error: unknown) => {
    transportCode = undefined;
    throw error;
  });
  return transportCode;
}

/**
 * A screen that will subscribe calls this when it opens, so the transport's code downloads while
 * the screen asks for its data instead of after (one round trip less on a slow line).
 */
export function preloadSubscriptionTransport(): void {
  loadTransportCode().catch(() => undefined);
}

function lazyWebSocketLink(): ApolloLink {
  let link: Promise<ApolloLink> | undefined;
  return new ApolloLink((operation, forward) => {
    link ??= loadTransportCode().then(({ createWebSocketLink }) => createWebSocketLink());
    return from(link).pipe(mergeMap((loaded) => loaded.request(operation, forward)));
  });
}

/**
 * A weak network drops requests: queries are tried again (up to 5 times, waiting longer each
 * time; offline, once the connection returns). Mutations are not: sending one twice could make two documents or two payments.
 */
function queryRetryLink(): ApolloLink {
  return new RetryLink({
    delay: { initial: 500, max: 8000, jitter: true },
    attempts: async (count, operation, error) => {
      if (operation.operationType !== OperationTypeNode.QUERY || CombinedGraphQLErrors.is(error))
        return false;
      // Offline, a query waits for the connection instead of failing the screen.
      if (!navigator.onLine) {
        await whenOnline();
        return true;
      }
      return count < 5;
    },
  });
}

/**
 * Queries and mutations go over HTTP with the session cookie; subscriptions (document ready)
 * over graphql-ws on the same path. The socket opens only when a screen subscribes. Operations
 * travel as the ids of their trusted documents unless `byId` is false: component tests answer
 * with msw's GraphQL handlers, which match an operation by its text.
 */
export function createApolloClient({
  byId = true,
  restore,
}: {
  byId?: boolean;
  /** The cache a page the server drew was drawn with (ssr/page-state.ts): its screens read the same answers. */
  restore?: Record<string, unknown>;
} = {}): ApolloClient {
  // An absolute URL, so the same client also works where relative fetches are not allowed (tests).
  // BaseHttpLink, not HttpLink: no client-awareness headers and extensions, so a GET's URL carries
  // only the document's id and the variables. Mutations stay POSTs.
  const httpLink = new BaseHttpLink({
    uri: `${window.location.origin}/graphql`,
    credentials: 'include',
    useGETForQueries: byId,
  });
  const transport = ApolloLink.split(
    ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
    lazyWebSocketLink(),
    ApolloLink.from([queryRetryLink(), httpLink]),
  );
  const link = ApolloLink.from([
    sessionGoneLink(),
    readerLanguageLink(),
    bootLink(readBootAnswers()),
    ...(byId ? [trustedDocumentLink()] : []),
    transport,
  ]);
  const cache = createCache();
  if (restore) cache.restore(restore as Parameters<InMemoryCache['restore']>[0]);
  return new ApolloClient({ link, cache });
}
