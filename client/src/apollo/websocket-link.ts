import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { setSocketState } from './socket-state';

function webSocketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/graphql`;
}

/**
 * The subscription transport: graphql-ws on /graphql, opened on the first subscription. Loaded
 * with its own chunk (client.ts), so the public pages download none of it.
 */
export function createWebSocketLink(): GraphQLWsLink {
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
}
