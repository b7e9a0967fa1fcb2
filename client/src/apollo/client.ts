import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';

function webSocketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/graphql`;
}

/**
 * Queries and mutations go over HTTP with the session cookie; subscriptions (document ready)
 * over graphql-ws on the same path. The socket is lazy: it opens only when a screen subscribes.
 */
export function createApolloClient(): ApolloClient {
  // An absolute URL, so the same client also works where relative fetches are not allowed (tests).
  const httpLink = new HttpLink({ uri: `${window.location.origin}/graphql`, credentials: 'include' });
  const wsLink = new GraphQLWsLink(createClient({ url: webSocketUrl(), lazy: true }));
  const link = ApolloLink.split(
    ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
    wsLink,
    httpLink,
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}
