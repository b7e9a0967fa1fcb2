import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { RetryLink } from '@apollo/client/link/retry';
import { OperationTypeNode } from 'graphql';
import { from, mergeMap } from 'rxjs';
import { whenOnline } from '../offline/use-online';
import { setSocketState } from './socket-state';

function webSocketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/graphql`;
}

/**
 * The subscription transport (graphql-ws and Apollo's link for it), loaded on the first
 * subscription: only the generation screen subscribes, so the public pages never download it.
 */
let transportCode:
  | Promise<[typeof import('@apollo/client/link/subscriptions'), typeof import('graphql-ws')]>
  | undefined;
function loadTransportCode() {
  transportCode ??= Promise.all([import('@apollo/client/link/subscriptions'), import('graphql-ws')]).catch(
    (error: unknown) => {
      transportCode = undefined;
      throw error;
    },
  );
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
  const load = async (): Promise<ApolloLink> => {
    const [{ GraphQLWsLink }, { createClient }] = await loadTransportCode();
    return new GraphQLWsLink(
      createClient({
        url: webSocketUrl(),
        lazy: true,
        // A phone loses its connection for minutes at a time: keep trying, never give up.
        retryAttempts: Number.POSITIVE_INFINITY,
        shouldRetry: () => true,
        // Back off, but never by more than a few seconds: a returning connection is used soon.
        retryWait: (retries) =>
          new Promise((resolve) =>
            setTimeout(resolve, Math.min(1000 * 2 ** retries, 5000) + Math.random() * 500),
          ),
        on: {
          connecting: () => setSocketState('connecting'),
          connected: () => setSocketState('connected'),
          closed: () => setSocketState('closed'),
        },
      }),
    );
  };
  return new ApolloLink((operation, forward) => {
    link ??= load();
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
 * over graphql-ws on the same path. The socket opens only when a screen subscribes.
 */
export function createApolloClient(): ApolloClient {
  // An absolute URL, so the same client also works where relative fetches are not allowed (tests).
  const httpLink = new HttpLink({ uri: `${window.location.origin}/graphql`, credentials: 'include' });
  const link = ApolloLink.split(
    ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
    lazyWebSocketLink(),
    ApolloLink.from([queryRetryLink(), httpLink]),
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}
