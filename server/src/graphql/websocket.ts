import type { IncomingMessage, Server } from 'node:http';
import {
  type ExecutionArgs,
  type GraphQLFormattedError,
  type GraphQLSchema,
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  specifiedRules,
  validate,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { RequestContext, Services } from '../context.js';
import { AppError } from '../errors.js';
import { clientAddressResolver } from '../http/client-address.js';
import { admitTokenOperation } from '../modules/api-tokens/token-operations.js';
import { refuseForbiddenOperationText } from '../http/graphql-admission.js';
import { createRequestContext, sessionTokenFromHeader } from '../http/request-context.js';
import { createSessionSockets } from './session-sockets.js';
import { withoutSuggestions } from './exposure.js';
import { admitOperation, limitsFor } from './operation-limits.js';
import { formatGraphQLError } from './schema.js';
import { operationTextFor } from './trusted-documents.js';
import { contextOrUnavailable } from './service-unavailable.js';

/** The largest message a client may send; a subscribe message with its variables is far smaller. */
const WS_MAX_PAYLOAD_BYTES = 128 * 1024;
/** A socket that has not said connection_init by then is closed (graphql-ws code 4408). */
const WS_CONNECTION_INIT_TIMEOUT_MS = 5_000;

/**
 * GraphQL over WebSocket (graphql-ws) on /graphql. The upgrade must come from our own origin (a
 * browser sends Origin; another site's page must not ride the user's cookie), each client address
 * holds a bounded number of sockets, and each operation is admitted by the same limits as over
 * HTTP, then runs as the user the session cookie names, with its own forked EntityManager.
 */
export function attachGraphQLWebSocket(services: Services, schema: GraphQLSchema, httpServer: Server) {
  const clientAddress = clientAddressResolver(services.config.TRUST_PROXY);
  const openSockets = new Map<string, number>();
  const wsServer = new WebSocketServer({
    server: httpServer,
    path: '/graphql',
    maxPayload: WS_MAX_PAYLOAD_BYTES,
    verifyClient: (
      { origin, req }: { origin: string; req: IncomingMessage },
      answer: (ok: boolean, code?: number, message?: string) => void,
    ) => {
      if (!isAllowedOrigin(services, origin, req)) return answer(false, 403, 'Forbidden');
      const address = clientAddress(req);
      if ((openSockets.get(address) ?? 0) >= services.config.WS_MAX_SOCKETS_PER_ADDRESS) {
        return answer(false, 429, 'Too many open connections from this address');
      }
      answer(true);
    },
  });
  wsServer.on('connection', (socket, req) => {
    const address = clientAddress(req);
    openSockets.set(address, (openSockets.get(address) ?? 0) + 1);
    socket.once('close', () => {
      const left = (openSockets.get(address) ?? 1) - 1;
      if (left > 0) openSockets.set(address, left);
      else openSockets.delete(address);
    });
  });

  const sessionSockets = createSessionSockets(services);
  const costs = new WeakMap<object, Map<string, number>>();
  const rules = services.config.graphqlIntrospection
    ? specifiedRules
    : [...specifiedRules, NoSchemaIntrospectionCustomRule];
  const cleanup = useServer(
    {
      schema,
      connectionInitWaitTimeout: WS_CONNECTION_INIT_TIMEOUT_MS,
      // Closed at once when its session ends (logout, password reset), subscriptions and all.
      onConnect: async (ctx) => {
        await sessionSockets.track(
          ctx.extra.socket,
          sessionTokenFromHeader(ctx.extra.request.headers.cookie),
        );
        return true;
      },
      onSubscribe: async (ctx, id, payload): Promise<ExecutionArgs | readonly GraphQLError[]> => {
        const request = ctx.extra.request;
        try {
          const contextValue: RequestContext = await contextOrUnavailable(() =>
            createRequestContext(services, {
              ip: clientAddress(request),
              sessionToken: sessionTokenFromHeader(request.headers.cookie),
              cookie: { set: () => undefined, clear: () => undefined, setDevice: () => undefined },
              // A partner's server has no cookie: its token travels in connection_init's payload.
              authorization: ctx.connectionParams?.Authorization ?? ctx.connectionParams?.authorization,
            }),
          );
          // The same rule as over HTTP: a trusted document's id, or text the caller may send.
          const query = operationTextFor(payload, services.config, contextValue) ?? '';
          const admitted = { ...payload, query };
          refuseForbiddenOperationText(admitted);
          const { document, syntaxError, cost } = admitOperation(
            schema,
            admitted,
            limitsFor(contextValue.user),
          );
          if (!document)
            return [syntaxError ?? new GraphQLError('Syntax Error: the operation could not be parsed.')];
          const errors = validate(schema, document, rules);
          if (errors.length > 0) return withoutSuggestions(services.config, errors);
          await admitTokenOperation(contextValue, schema, document, payload.operationName, cost);
          const byId = costs.get(ctx) ?? new Map<string, number>();
          byId.set(id, cost);
          costs.set(ctx, byId);
          return {
            schema,
            document,
            operationName: payload.operationName,
            variableValues: payload.variables,
            contextValue,
          };
        } catch (error) {
          if (error instanceof GraphQLError) return [error];
          if (error instanceof AppError) return [new GraphQLError(error.message, { originalError: error })];
          throw error;
        }
      },
      onNext: (ctx, id, _payload, _args, result) => {
        const cost = costs.get(ctx)?.get(id) ?? 0;
        return {
          ...result,
          errors: result.errors?.map(formatForSocket),
          extensions: { ...result.extensions, cost },
        };
      },
      onError: (_ctx, _id, _payload, errors) => errors.map(formatForSocket),
      onComplete: (ctx, id) => {
        costs.get(ctx)?.delete(id);
      },
    },
    wsServer,
  );
  return {
    async close() {
      await cleanup.dispose();
      await sessionSockets.close();
      wsServer.close();
    },
  };
}

/** As over HTTP, less the `http` extension, which only tells Apollo the response status. */
function formatForSocket(error: GraphQLError): GraphQLFormattedError {
  const formatted = formatGraphQLError(error.toJSON(), error);
  if (!formatted.extensions || !('http' in formatted.extensions)) return formatted;
  const { http: _http, ...extensions } = formatted.extensions;
  return { ...formatted, extensions };
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
