import type { NextFunction, Request, Response } from 'express';
import { currentRequest } from '../request-scope.js';

export interface FinishedRequest {
  method: string;
  /** The matched route (/np/api/v1/auth/login), `graphql <operation>`, or a coarse kind. */
  route: string;
  status: number;
  durationMs: number;
}

/** The route template a request matched, without ids or query strings; coarse when none did. */
function routeOf(req: Request): string {
  const operation = currentRequest()?.operation;
  if (operation) return operation;
  if (req.route?.path && typeof req.route.path === 'string') return `${req.baseUrl}${req.route.path}`;
  if (req.path.startsWith('/files/')) return '/files/:key';
  if (req.path.startsWith('/assets/')) return '/assets';
  return req.method === 'GET' ? 'page' : 'unmatched';
}

/**
 * One structured line per request once its response is sent: route or GraphQL operation, status,
 * duration and the signed-in user; `onFinish` hands the same facts to the metrics.
 */
export function accessLog(onFinish?: (request: FinishedRequest) => void) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    const scope = currentRequest();
    res.once('finish', () => {
      const finished: FinishedRequest = {
        method: req.method,
        route: routeOf(req),
        status: res.statusCode,
        durationMs: Number(process.hrtime.bigint() - started) / 1e6,
      };
      onFinish?.(finished);
      scope?.logger.info(
        { ...finished, durationMs: Math.round(finished.durationMs * 10) / 10, userId: scope.userId },
        'request',
      );
    });
    next();
  };
}
