import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** What the server said about a failed operation, read from the first GraphQL error. */
export interface ServerFailure {
  /** The server's English message; null when the request never got a GraphQL answer (network, 5xx). */
  message: string | null;
  /** extensions.code: BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, RATE_LIMITED ... */
  code: string | null;
  /** extensions.field: the input field the message belongs to. */
  field: string | null;
  /** extensions.messageCode and params: the message, for showing it in the reader's language. */
  messageCode: string | null;
  params: Record<string, unknown>;
}

export function readServerFailure(error: unknown): ServerFailure {
  if (CombinedGraphQLErrors.is(error)) {
    const [first] = error.errors;
    const extensions = first?.extensions ?? {};
    return {
      message: first?.message ?? null,
      code: typeof extensions.code === 'string' ? extensions.code : null,
      field: typeof extensions.field === 'string' ? extensions.field : null,
      messageCode: typeof extensions.messageCode === 'string' ? extensions.messageCode : null,
      params:
        typeof extensions.params === 'object' && extensions.params !== null
          ? (extensions.params as Record<string, unknown>)
          : {},
    };
  }
  return { message: null, code: null, field: null, messageCode: null, params: {} };
}
