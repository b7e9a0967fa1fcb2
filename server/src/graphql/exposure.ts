import type { GraphQLError } from 'graphql';
import type { Config } from '../config.js';

/**
 * How much of the schema the API shows to clients: introspection as configured, never a stack
 * trace, and in production no "Did you mean …?" hints that spell out fields a client did not ask for.
 */
export function graphqlExposure(config: Config) {
  return {
    introspection: config.graphqlIntrospection,
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: config.NODE_ENV === 'production',
  };
}

/** The same rule for errors Apollo does not format (the WebSocket's validation errors). */
export function withoutSuggestions(config: Config, errors: readonly GraphQLError[]): readonly GraphQLError[] {
  if (config.NODE_ENV !== 'production') return errors;
  for (const error of errors) {
    const trimmed = error.message.replace(/ ?Did you mean(.+?)\?$/, '');
    if (trimmed !== error.message) (error as { message: string }).message = trimmed;
  }
  return errors;
}
