import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { RequestContext, Services } from '../context.js';
import { databaseUnavailable, isDatabaseUnavailable } from '../db/unavailable.js';
import { AppError, badInput } from '../errors.js';
import { logger } from '../logger.js';
import { requireRestAccess } from '../modules/api-tokens/token-access.js';
import { verifyJsonBody } from './input-text.js';
import { JSON_MAX_DEPTH, JSON_MAX_VALUES } from './json-shape.js';
import { requestContextFor } from './request-context.js';

export type RestHandler = (ctx: RequestContext, req: Request, res: Response) => Promise<unknown>;

/**
 * Wraps a handler of the /np/api/v1 shim: builds the request context, sends the handler's value as
 * JSON (unless it answered itself) and turns errors into the shim's error shape.
 */
export function rest(services: Services, handler: RestHandler) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const ctx = await requestContextFor(services, req, res);
      if (ctx.apiToken) {
        const route = `${req.method} ${req.route?.path ?? req.path}`;
        requireRestAccess(ctx.apiToken.scopes, route, ctx.apiToken.officeId !== null);
      }
      const body = await handler(ctx, req, res);
      if (!res.headersSent) res.json(body);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * Reads an optional string field of a JSON body (or query), refusing other types with a message
 * naming the field: GraphQL checks types by itself, the REST shim must do it here.
 */
export function stringField(source: unknown, field: string): string | undefined {
  if (source == null || typeof source !== 'object') return undefined;
  const value = (source as Record<string, unknown>)[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') throw badInput(field, { code: 'request.notString', params: { field } });
  return value;
}

export function jsonBody(req: Request): Record<string, unknown> {
  const body = req.body;
  if (body === undefined) return {};
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError('BAD_USER_INPUT', 'request.notObject');
  }
  return body as Record<string, unknown>;
}

/**
 * The shim's error shape: the spec's clients read `status` and `message` (English); `code` is the
 * category, `messageCode` and `params` name the message for clients that show it in Nepali.
 */
export function restErrorHandler(error: unknown, _req: Request, res: Response, _next: NextFunction) {
  const known = toAppError(error);
  if (known.code === 'INTERNAL_SERVER_ERROR') logger.error({ err: error }, 'unexpected error in a REST call');
  if (known.details.retryAfterSeconds) res.setHeader('Retry-After', String(known.details.retryAfterSeconds));
  res
    .status(known.status)
    .json({ status: false, success: false, message: known.message, code: known.code, ...known.wireFields });
}

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) return databaseUnavailable();
  const bodyError = error as { type?: string; status?: number };
  if (bodyError?.type === 'encoding.invalid') return badInput('body', 'request.notUtf8');
  if (bodyError?.type === 'entity.too.deep')
    return badInput('body', { code: 'request.tooDeep', params: { max: JSON_MAX_DEPTH } });
  if (bodyError?.type === 'entity.too.many')
    return badInput('body', { code: 'request.tooManyValues', params: { max: JSON_MAX_VALUES } });
  if (bodyError?.type === 'entity.parse.failed')
    return new AppError('BAD_USER_INPUT', 'request.malformedJson');
  if (bodyError?.type === 'entity.too.large') {
    return new AppError('PAYLOAD_TOO_LARGE', 'request.tooLarge');
  }
  if (bodyError?.status && bodyError.status >= 400 && bodyError.status < 500) {
    return new AppError('BAD_USER_INPUT', 'request.unreadable');
  }
  return new AppError('INTERNAL_SERVER_ERROR', 'request.internal');
}

export const jsonParser = express.json({ limit: '2mb', strict: false, verify: verifyJsonBody });

type RestModule = (router: Router, services: Services) => void;
