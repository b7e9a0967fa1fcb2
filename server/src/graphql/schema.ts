import { GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { buildSchema } from 'type-graphql';
import { AppError } from '../errors.js';
import { logger } from '../logger.js';
import { AccountsResolver } from '../modules/accounts/accounts.resolver.js';
import { UserResolver } from '../modules/accounts/user.resolver.js';

export const resolvers = [AccountsResolver, UserResolver] as const;

export function buildAppSchema(): Promise<GraphQLSchema> {
  return buildSchema({ resolvers, validate: false, emitSchemaFile: false });
}

/**
 * AppErrors keep their message and carry their code (and the field at fault) in extensions.
 * GraphQL's own errors (syntax, unknown field, wrong variable type) pass through. Anything else
 * is a bug: logged in full, shown as a bare internal error.
 */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof AppError) {
    return {
      message: original.message,
      path: formatted.path,
      extensions: { code: original.code, ...original.details },
    };
  }
  if (original instanceof GraphQLError && !original.originalError) return formatted;
  const code = formatted.extensions?.code;
  if (code && code !== 'INTERNAL_SERVER_ERROR') return formatted;
  logger.error({ err: original }, 'unexpected error in a GraphQL operation');
  return {
    message: 'Internal server error',
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}
