import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../logger.js';
import { enterRequest } from '../request-scope.js';

/** A caller's own id is kept when it is short and plain (it ends up in logs); else a new one. */
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Gives every request an id (X-Request-Id in and out) and runs the rest of it in its scope. */
export function requestId(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.get('x-request-id');
    const id = incoming && SANE_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', id);
    enterRequest(logger, id, next);
  };
}
