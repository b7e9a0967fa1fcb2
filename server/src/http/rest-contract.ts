import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import { z } from 'zod';
import { AppError, badInput } from '../errors.js';

extendZodWithOpenApi(z);

/**
 * One path of the /np/api/v1 shim as partners read it: what it takes and what it answers. The same
 * object checks each request (400 in the shim's error shape) and writes the OpenAPI document.
 */
export interface RestContract {
  method: 'get' | 'post' | 'put';
  /** OpenAPI style, relative to /np/api/v1 (or `base`): `/province/{provinceId}/districts`. */
  path: string;
  /** The name code generators give the call (OpenAPI operationId): a verb and what it acts on. */
  operationId: string;
  /** For a path outside /np/api/v1: what it is relative to instead. */
  base?: '/np';
  summary: string;
  tag: string;
  /** True when the path needs a signed-in session. */
  signedIn?: boolean;
  params?: z.ZodObject;
  /** Request headers it reads (documented; the handler reads them). */
  headers?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodObject;
  /** A body that is not JSON (the avatar's multipart upload): documented, checked by the handler. */
  multipart?: z.ZodObject;
  /** The answer when it works (200, or 304 when the client's cached copy is current). */
  response: z.ZodType;
  /** Statuses it may answer besides 200, all in the error shape. */
  errors: number[];
}

/** The path as Express spells it: `{provinceId}` → `:provinceId`. */
export const expressPath = (contract: RestContract) => contract.path.replace(/\{(\w+)\}/g, ':$1');

/** A string field as the shim has always read it: a number is taken as its digits. */
export const text = () => z.union([z.string(), z.number()]).nullish();

/** The shim's error answer (restErrorHandler). */
export const errorResponse = z
  .object({
    status: z.literal(false),
    success: z.literal(false),
    message: z.string().openapi({ description: 'In English.' }),
    code: z.string().openapi({ description: 'The category: BAD_USER_INPUT, UNAUTHENTICATED, NOT_FOUND …' }),
    messageCode: z.string().optional().openapi({ description: 'The message’s stable code.' }),
    params: z
      .record(z.string(), z.unknown())
      .optional()
      .openapi({ description: 'Values the message names.' }),
    field: z.string().optional().openapi({ description: 'The input field at fault.' }),
  })
  .catchall(z.unknown())
  .openapi('Error');

/** The outcome of an account action with its message (ActionResult in GraphQL). */
export const actionResult = z
  .object({
    status: z.boolean(),
    message: z.string(),
    messageCode: z.string(),
    params: z.record(z.string(), z.unknown()),
  })
  .openapi('ActionResult');

/** Where in the request a problem is: `email`, `data.ward`, `provinceId`. */
function fieldOf(issue: z.core.$ZodIssue): string {
  return issue.path.length ? issue.path.map(String).join('.') : 'body';
}

function refuse(issue: z.core.$ZodIssue): never {
  const field = fieldOf(issue);
  if (issue.code === 'invalid_union' || (issue.code === 'invalid_type' && issue.expected === 'string')) {
    throw badInput(field, { code: 'request.notString', params: { field } });
  }
  throw badInput(field, { code: 'request.invalidField', params: { field } });
}

/**
 * Checks a request against its contract before the handler runs. The body is checked when it is
 * a JSON object; anything else that is not absent is refused as the handlers always did.
 */
function validatedBy(contract: RestContract) {
  return (req: Request, _res: Response, next: NextFunction) => {
    try {
      if (contract.params) {
        const parsed = contract.params.safeParse(req.params);
        if (!parsed.success) refuse(parsed.error.issues[0] as z.core.$ZodIssue);
      }
      if (contract.query) {
        const parsed = contract.query.safeParse(req.query);
        if (!parsed.success) refuse(parsed.error.issues[0] as z.core.$ZodIssue);
      }
      if (contract.body && req.body !== undefined) {
        if (req.body === null || typeof req.body !== 'object' || Array.isArray(req.body)) {
          throw new AppError('BAD_USER_INPUT', 'request.notObject');
        }
        const parsed = contract.body.safeParse(req.body);
        if (!parsed.success) refuse(parsed.error.issues[0] as z.core.$ZodIssue);
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** Mounts a handler on its contract's method and path, behind the contract's request check. */
export function mount(router: Router, contract: RestContract, handler: RequestHandler) {
  router[contract.method](expressPath(contract), validatedBy(contract), handler);
}
