import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { from, mergeMap } from 'rxjs';

function webSocketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/graphql`;
}

/**
 * The subscription transport (graphql-ws and Apollo's link for it), loaded on the first
 * subscription: only the generation screen subscribes, so the public pages never download it.
 */
function lazyWebSocketLink(): ApolloLink {
  let link: Promise<ApolloLink> | undefined;
  const load = async (): Promise<ApolloLink> => {
    const [{ GraphQLWsLink }, { createClient }] = await Promise.all([
      import('@apollo/client/link/subscriptions'),
      import('graphql-ws'),
    ]);
    return new GraphQLWsLink(createClient({ url: webSocketUrl(), lazy: true }));
  };
  return new ApolloLink((operation, forward) => {
    link ??= load();
    return from(link).pipe(mergeMap((loaded) => loaded.request(operation, forward)));
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
    httpLink,
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}
