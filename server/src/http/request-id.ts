import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../logger.js';

/** What every log line of one request carries, and what its access-log line reports. */
export interface RequestScope {
  requestId: string;
  /** A child of the server's logger bound to the request id. */
  logger: Logger;
  /** The REST route or GraphQL operation, once known. */
  operation?: string;
  userId?: string;
}

const scope = new AsyncLocalStorage<RequestScope>();
const requestLoggers = new WeakSet<object>();

/** The scope of the request this code runs for, if any. */
export const currentRequest = (): RequestScope | undefined => scope.getStore();

/**
 * For the logger's mixin: the request id of whatever request the calling code runs for, so lines
 * logged through the shared logger (services, the renderer) carry it too. The request's own child
 * logger has it bound already.
 */
export function requestLogFields(logger: object): { reqId?: string } {
  const current = scope.getStore();
  return current && !requestLoggers.has(logger) ? { reqId: current.requestId } : {};
}

/** A caller's own id is kept when it is short and plain (it ends up in logs); else a new one. */
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Gives every request an id (X-Request-Id in and out) and runs the rest of it in its scope. */
export function requestId(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.get('x-request-id');
    const id = incoming && SANE_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', id);
    const child = logger.child({ reqId: id });
    requestLoggers.add(child);
    scope.run({ requestId: id, logger: child }, next);
  };
}
