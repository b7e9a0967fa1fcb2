/** Arrays and objects within one another in a JSON request body: no form or operation needs more. */
export const JSON_MAX_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * The JSON parsers' `verify`: a body nested deeper than JSON_MAX_DEPTH is refused before it is
 * parsed. One pass over the bytes with a counter, nothing recursive, so `[` × 100,000 costs what
 * its length costs (everything after the parse walks the value recursively and would overflow).
 */
export function refuseDeepJson(_req: unknown, _res: unknown, buffer: Buffer) {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < buffer.length; i += 1) {
    const byte = buffer[i];
    if (inString) {
      if (byte === BACKSLASH) i += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      depth += 1;
      if (depth > JSON_MAX_DEPTH) {
        throw Object.assign(new Error(`The request body is nested deeper than ${JSON_MAX_DEPTH} levels.`), {
          status: 400,
          type: 'entity.too.deep',
        });
      }
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) depth -= 1;
  }
}
