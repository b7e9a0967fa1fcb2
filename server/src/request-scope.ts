// The scope of the request being served (its id, its logger, its operation), kept in
// AsyncLocalStorage. On the ground floor beside the logger, which reads it: nothing here knows HTTP.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from './logger.js';

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
/** The request loggers made by `enterRequest`, which carry their request id already. */
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

/** Runs `next` in the scope of a new request, logging through a child bound to its id. */
export function enterRequest(logger: Logger, requestId: string, next: () => void): void {
  const child = logger.child({ reqId: requestId });
  requestLoggers.add(child);
  scope.run({ requestId, logger: child }, next);
}
