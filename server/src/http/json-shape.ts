/** Arrays and objects within one another in a JSON request body: no form or operation needs more. */
export const JSON_MAX_DEPTH = 64;
/**
 * Values (numbers, strings, members) in one JSON request body. The largest a user can need is a
 * save of annotations at every limit at once (about 27,000); each value costs parsing, GraphQL's
 * coercion and copies after it, so a body of a million small numbers is refused unread.
 */
export const JSON_MAX_VALUES = 30_000;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const COMMA = 0x2c;

const refusal = (message: string, type: string) => Object.assign(new Error(message), { status: 400, type });

/**
 * The JSON parsers' `verify`: a body nested deeper than JSON_MAX_DEPTH, or holding more than
 * JSON_MAX_VALUES values, is refused before it is parsed. One pass over the bytes with counters,
 * nothing recursive, so `[` × 100,000 costs what its length costs (everything after the parse
 * walks the value recursively and would overflow).
 */
export function refuseOversizedJson(_req: unknown, _res: unknown, buffer: Buffer) {
  let depth = 0;
  // Commas separate values and members; each container adds one more.
  let values = 1;
  let inString = false;
  for (let i = 0; i < buffer.length; i += 1) {
    const byte = buffer[i];
    if (inString) {
      if (byte === BACKSLASH) i += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      depth += 1;
      values += 1;
      if (depth > JSON_MAX_DEPTH) {
        throw refusal(`The request body is nested deeper than ${JSON_MAX_DEPTH} levels.`, 'entity.too.deep');
      }
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) depth -= 1;
    else if (byte === COMMA) values += 1;
    if (values > JSON_MAX_VALUES) {
      throw refusal(`The request body holds more than ${JSON_MAX_VALUES} values.`, 'entity.too.many');
    }
  }
}
