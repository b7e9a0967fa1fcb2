import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { type SaidByServer, serverMessageKey } from '../i18n/server-messages';

/** Field name → the message a form keeps for it (a message key, see formError). */
export type ServerFieldErrors = Record<string, string>;

interface ListedProblem extends SaidByServer {
  field?: unknown;
}

/**
 * The fields a BAD_USER_INPUT names, each with its message kept as a key, so a form says it at the
 * field in the reader's language: every problem the error lists (`errors` from the work forms,
 * `problems` from the profile and the offices; a table cell as `members[2].name`) and the error's
 * own `field`. Empty for any other failure.
 */
export function readServerFieldErrors(error: unknown): ServerFieldErrors {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const [first] = error.errors;
  const extensions = (first?.extensions ?? {}) as Record<string, unknown>;
  const listed = [extensions.errors, extensions.problems]
    .flatMap((list) => (Array.isArray(list) ? (list as unknown[]) : []))
    .filter((item): item is ListedProblem => typeof item === 'object' && item !== null);
  const errors: ServerFieldErrors = {};
  for (const item of listed) {
    if (typeof item.field !== 'string' || typeof item.message !== 'string' || errors[item.field]) continue;
    errors[item.field] = serverMessageKey(item) ?? item.message;
  }
  const field = extensions.field;
  if (typeof field === 'string' && !errors[field]) {
    const said = serverMessageKey({ ...(extensions as SaidByServer), message: first?.message });
    if (said) errors[field] = said;
  }
  return errors;
}

/**
 * A refusal split for a form that shows some fields: the messages of those it shows, and the first
 * message of a field it does not (or of no field: null then, and the form says its own words when
 * nothing is at a field either).
 */
export function splitServerFieldErrors(
  error: unknown,
  shown: readonly string[],
): { atFields: ServerFieldErrors; elsewhere: string | null } {
  const all = readServerFieldErrors(error);
  const atFields = Object.fromEntries(Object.entries(all).filter(([field]) => shown.includes(field)));
  const other = Object.entries(all).find(([field]) => !shown.includes(field));
  return { atFields, elsewhere: other ? other[1] : null };
}
