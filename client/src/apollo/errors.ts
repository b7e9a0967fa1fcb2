import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** What the server said about a failed operation, read from the first GraphQL error. */
export interface ServerFailure {
  /** The server's message; null when the request never got a GraphQL answer (network, 5xx). */
  message: string | null;
  /** extensions.code: BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, RATE_LIMITED ... */
  code: string | null;
  /** extensions.field: the input field the message belongs to. */
  field: string | null;
}

export function readServerFailure(error: unknown): ServerFailure {
  if (CombinedGraphQLErrors.is(error)) {
    const [first] = error.errors;
    const extensions = first?.extensions ?? {};
    return {
      message: first?.message ?? null,
      code: typeof extensions.code === 'string' ? extensions.code : null,
      field: typeof extensions.field === 'string' ? extensions.field : null,
    };
  }
  return { message: null, code: null, field: null };
}
