import type { IncomingMessage, Server } from 'node:http';
import type { GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Services } from '../context.js';
import { createRequestContext, sessionTokenFromHeader } from '../http/request-context.js';

/**
 * GraphQL over WebSocket (graphql-ws) on /graphql. The upgrade must come from our own origin (a
 * browser sends Origin; another site's page must not ride the user's cookie), and each operation
 * runs as the user the session cookie names, with its own forked EntityManager.
 */
export function attachGraphQLWebSocket(services: Services, schema: GraphQLSchema, httpServer: Server) {
  const wsServer = new WebSocketServer({
    server: httpServer,
    path: '/graphql',
    verifyClient: ({ origin, req }: { origin: string; req: IncomingMessage }) =>
      isAllowedOrigin(services, origin, req),
  });
  const cleanup = useServer(
    {
      schema,
      context: (ctx) => {
        const request = ctx.extra.request;
        return createRequestContext(services, {
          ip: request.socket.remoteAddress ?? 'unknown',
          sessionToken: sessionTokenFromHeader(request.headers.cookie),
          cookie: { set: () => undefined, clear: () => undefined },
        });
      },
    },
    wsServer,
  );
  return {
    async close() {
      await cleanup.dispose();
      wsServer.close();
    },
  };
}

function isAllowedOrigin(services: Services, origin: string | undefined, req: IncomingMessage): boolean {
  // Non-browser clients (partner integrators) send no Origin and authenticate with their cookie.
  if (!origin) return true;
  const allowed = new Set([new URL(services.config.PUBLIC_URL).origin]);
  if (req.headers.host) {
    allowed.add(`http://${req.headers.host}`);
    allowed.add(`https://${req.headers.host}`);
  }
  return allowed.has(origin);
}
