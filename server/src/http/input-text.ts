import { isUtf8 } from 'node:buffer';
import type { NextFunction, Request, Response } from 'express';
import { badInput } from '../errors.js';
import { refuseOversizedJson } from './json-shape.js';

// NUL cannot be stored in PostgreSQL text, and an unpaired UTF-16 surrogate is not a character at
// all (it cannot be encoded as UTF-8). Both are refused at the door, naming the field.
// (String#isWellFormed is Node 20+; the server's TypeScript lib predates it.)
export const hasForbiddenCharacters = (text: string) =>
  text.includes('\0') || !(text as string & { isWellFormed(): boolean }).isWellFormed();

/** The path (`input.email`, `rows[2].name`) of the first string or key holding a forbidden character. */
export function findForbiddenText(value: unknown, path = ''): string | undefined {
  // The path is kept as segments and joined only when something is found: a body of a million
  // values must not make a million path strings.
  const segments: (string | number)[] = [];
  if (!holdsForbiddenText(value, segments)) return undefined;
  let found = path;
  for (const segment of segments) {
    if (typeof segment === 'number') found = `${found}[${segment}]`;
    else found = found ? `${found}.${segment}` : segment;
  }
  return found || 'body';
}

function holdsForbiddenText(value: unknown, segments: (string | number)[]): boolean {
  if (typeof value === 'string') return hasForbiddenCharacters(value);
  if (!value || typeof value !== 'object') return false;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      segments.push(index);
      if (holdsForbiddenText(value[index], segments)) return true;
      segments.pop();
    }
    return false;
  }
  for (const [key, item] of Object.entries(value)) {
    segments.push(key);
    if (hasForbiddenCharacters(key) || holdsForbiddenText(item, segments)) return true;
    segments.pop();
  }
  return false;
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
 * The JSON parsers' `verify` (REST and GraphQL alike): the raw bytes must be UTF-8, nested no
 * deeper than JSON_MAX_DEPTH and hold no more than JSON_MAX_VALUES values, all checked before
 * anything is parsed.
 */
export function verifyJsonBody(req: unknown, res: unknown, buffer: Buffer) {
  requireUtf8(buffer);
  refuseOversizedJson(req, res, buffer);
}
