import { isUtf8 } from 'node:buffer';
import type { NextFunction, Request, Response } from 'express';
import { badInput } from '../errors.js';
import { refuseDeepJson } from './json-depth.js';

// NUL cannot be stored in PostgreSQL text, and an unpaired UTF-16 surrogate is not a character at
// all (it cannot be encoded as UTF-8). Both are refused at the door, naming the field.
// (String#isWellFormed is Node 20+; the server's TypeScript lib predates it.)
export const hasForbiddenCharacters = (text: string) =>
  text.includes('\0') || !(text as string & { isWellFormed(): boolean }).isWellFormed();

/** The path (`input.email`, `rows[2].name`) of the first string or key holding a forbidden character. */
export function findForbiddenText(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return hasForbiddenCharacters(value) ? path || 'body' : undefined;
  if (!value || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findForbiddenText(item, `${path}[${index}]`);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    const keyPath = path ? `${path}.${key}` : key;
    if (hasForbiddenCharacters(key)) return keyPath;
    const found = findForbiddenText(item, keyPath);
    if (found) return found;
  }
  return undefined;
}

export const forbiddenTextError = (field: string) =>
  badInput(field, { code: 'request.forbiddenCharacter', params: { field } });

/** REST: the JSON body, the query string and the path, before any handler sees them. */
export function refuseForbiddenText(req: Request, _res: Response, next: NextFunction) {
  const field =
    findForbiddenText(req.body) ??
    findForbiddenText(req.query) ??
    (hasForbiddenCharacters(safeDecode(req.path)) ? 'path' : undefined);
  next(field ? forbiddenTextError(field) : undefined);
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** A body that is not valid UTF-8 is refused before it is decoded. */
function requireUtf8(buffer: Buffer) {
  if (buffer.length > 0 && !isUtf8(buffer)) {
    throw Object.assign(new Error('The request body is not valid UTF-8.'), {
      status: 400,
      type: 'encoding.invalid',
    });
  }
}

/**
 * The JSON parsers' `verify` (REST and GraphQL alike): the raw bytes must be UTF-8 and nested no
 * deeper than JSON_MAX_DEPTH, both checked before anything is parsed.
 */
export function verifyJsonBody(req: unknown, res: unknown, buffer: Buffer) {
  requireUtf8(buffer);
  refuseDeepJson(req, res, buffer);
}
