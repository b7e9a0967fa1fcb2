import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { RequestContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { requireGraphQLTokenAccess } from './token-access.js';

/**
 * The same scope rule once more, on the document Apollo is about to run: admission checks the
 * text it was sent, and this also covers any request whose operation reached Apollo another way.
 */
export function tokenScopePlugin(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart({ contextValue, schema }) {
      if (!contextValue.apiToken) return;
      const { scopes, officeId } = contextValue.apiToken;
      return {
        async didResolveOperation({ document, operation }) {
          if (!operation) return;
          try {
            requireGraphQLTokenAccess(scopes, schema, document, operation, officeId !== null);
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            throw new GraphQLError(error.message, {
              originalError: error,
              extensions: { http: { status: error.status } },
            });
          }
        },
      };
    },
  };
}
