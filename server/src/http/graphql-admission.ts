import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { type DocumentNode, GraphQLError, type GraphQLSchema, getOperationAST } from 'graphql';
import type { RequestContext, Services } from '../context.js';
import { AppError } from '../errors.js';
import { admitOperation, limitsFor } from '../graphql/operation-limits.js';
import { admitTokenOperation } from '../modules/api-tokens/token-operations.js';
import { formatGraphQLError } from '../graphql/schema.js';
import { contextOrUnavailable } from '../graphql/service-unavailable.js';
import { operationTextFor, persistedQueryId } from '../graphql/trusted-documents.js';
import { findForbiddenText, forbiddenTextError, hasForbiddenCharacters } from './input-text.js';
import { requestContextFor } from './request-context.js';

/** The request context admission built, handed on to Apollo's context function. */
export const admittedContext = (res: Response): RequestContext | undefined => res.locals.requestContext;

/**
 * Runs in front of Apollo on /graphql: builds the request context (who is calling decides the
 * limits), turns a trusted document's id into its text (or refuses text the caller may not send,
 * trusted-documents.ts) and refuses, with 400 QUERY_TOO_COMPLEX, an operation past any limit
 * before Apollo parses or validates it. A database that is away answers 503 with Retry-After here.
 */
export function admitGraphQLRequests(services: Services, schema: GraphQLSchema): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const request = operationOf(req);
    try {
      const context = await contextOrUnavailable(() => requestContextFor(services, req, res));
      res.locals.requestContext = context;
      const query = request && operationTextFor(request, services.config, context);
      if (request && query !== undefined) {
        runAsText(req, query);
        const admitted = { ...request, query };
        refuseForbiddenOperationText(admitted);
        const { document, cost } = admitOperation(schema, admitted, limitsFor(context.user));
        if (document) {
          // The token's own refusal (its scopes, its budget) first: it says more.
          await admitTokenOperation(context, schema, document, admitted.operationName, cost);
          refuseSubscription(document, admitted.operationName);
        }
      }
      next();
    } catch (error) {
      if (error instanceof AppError) return sendAppError(res, error);
      if (!(error instanceof GraphQLError)) return next(error);
      const http = error.extensions.http as { status?: number; headers?: Map<string, string> } | undefined;
      for (const [name, value] of http?.headers ?? []) res.setHeader(name, value);
      const { extensions, ...formatted } = formatGraphQLError(error.toJSON(), error);
      const { http: _http, ...rest } = extensions ?? {};
      res.status(http?.status ?? 400).json({ errors: [{ ...formatted, extensions: rest }] });
    }
  };
}

/**
 * A subscription sent as an HTTP request: the server answers subscriptions only over the WebSocket
 * (graphql/websocket.ts), and Apollo would otherwise fail it as an internal error.
 */
function refuseSubscription(document: DocumentNode, operationName: string | null | undefined) {
  const operation = getOperationAST(document, operationName ?? undefined);
  if (operation?.operation === 'subscription') {
    throw new AppError('BAD_USER_INPUT', 'request.subscriptionOverHttp');
  }
}

/** A refusal before Apollo (a token that is unknown, out of scope or over budget), as GraphQL errors. */
function sendAppError(res: Response, error: AppError) {
  if (error.details.retryAfterSeconds) res.setHeader('Retry-After', String(error.details.retryAfterSeconds));
  res.status(error.status).json({ errors: [formatGraphQLError({ message: error.message }, error)] });
}

/** NUL bytes and unpaired surrogates, in the operation's text or its variables: 400 naming where. */
export function refuseForbiddenOperationText(request: { query: string; variables?: unknown }) {
  const field = hasForbiddenCharacters(request.query)
    ? 'query'
    : findForbiddenText(request.variables, 'variables');
  if (!field) return;
  const error = forbiddenTextError(field);
  throw new GraphQLError(error.message, {
    extensions: { code: error.code, ...error.details, http: { status: 400 } },
  });
}

/** The operation of a POST body or GET query string; batches and other shapes are Apollo's to refuse. */
function operationOf(
  req: Request,
): { query: unknown; operationName?: string; variables?: unknown; extensions?: unknown } | undefined {
  const source = (req.method === 'GET' ? req.query : req.body) as Record<string, unknown> | undefined;
  if (!source || typeof source !== 'object' || Array.isArray(source)) return undefined;
  const { query, operationName, variables, extensions } = source;
  return {
    query,
    operationName: typeof operationName === 'string' ? operationName : undefined,
    variables: typeof variables === 'string' ? parseJson(variables) : variables,
    extensions: typeof extensions === 'string' ? parseJson(extensions) : extensions,
  };
}

/**
 * Puts the admitted text in the request Apollo reads (the body, or the URL of a GET) in place of a
 * trusted document's id: Apollo then runs exactly what was measured, and its own persisted
 * queries, which would let anyone register text, stay off.
 */
function runAsText(req: Request, query: string) {
  if (req.method !== 'GET') {
    const body = req.body as { query?: unknown; extensions?: Record<string, unknown> };
    body.query = query;
    if (body.extensions && typeof body.extensions === 'object') delete body.extensions.persistedQuery;
    return;
  }
  const url = new URL(req.url, 'http://admission.invalid');
  url.searchParams.set('query', query);
  const extensions = url.searchParams.get('extensions');
  if (extensions !== null && persistedQueryId(parseJson(extensions)) !== undefined) {
    const { persistedQuery: _id, ...rest } = parseJson(extensions) as Record<string, unknown>;
    if (Object.keys(rest).length > 0) url.searchParams.set('extensions', JSON.stringify(rest));
    else url.searchParams.delete('extensions');
  }
  req.url = `${url.pathname}${url.search}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
