import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import type { RequestContext, Services } from '../context.js';
import { AppError } from '../errors.js';
import { admitOperation, limitsFor } from '../graphql/operation-limits.js';
import { admitTokenOperation } from '../modules/api-tokens/token-operations.js';
import { formatGraphQLError } from '../graphql/schema.js';
import { contextOrUnavailable } from '../graphql/service-unavailable.js';
import { findForbiddenText, forbiddenTextError, hasForbiddenCharacters } from './input-text.js';
import { requestContextFor } from './request-context.js';

/** The request context admission built, handed on to Apollo's context function. */
export const admittedContext = (res: Response): RequestContext | undefined => res.locals.requestContext;

/**
 * Runs in front of Apollo on /graphql: builds the request context (who is calling decides the
 * limits) and refuses, with 400 QUERY_TOO_COMPLEX, an operation past any limit before Apollo
 * parses or validates it. A database that is away answers 503 with Retry-After here.
 */
export function admitGraphQLRequests(services: Services, schema: GraphQLSchema): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const request = operationOf(req);
    try {
      const context = await contextOrUnavailable(() => requestContextFor(services, req, res));
      res.locals.requestContext = context;
      if (request) {
        refuseForbiddenOperationText(request);
        const { document, cost } = admitOperation(schema, request, limitsFor(context.user));
        if (document) await admitTokenOperation(context, document, request.operationName, cost);
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
): { query: string; operationName?: string; variables?: unknown } | undefined {
  const source = (req.method === 'GET' ? req.query : req.body) as Record<string, unknown> | undefined;
  if (!source || typeof source !== 'object' || Array.isArray(source)) return undefined;
  const { query, operationName, variables } = source;
  if (typeof query !== 'string') return undefined;
  return {
    query,
    operationName: typeof operationName === 'string' ? operationName : undefined,
    variables: typeof variables === 'string' ? parseJson(variables) : variables,
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
