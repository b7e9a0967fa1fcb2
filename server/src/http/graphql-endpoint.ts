import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import express, { type Express } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { RequestContext, Services } from '../context.js';
import { graphqlExposure } from '../graphql/exposure.js';
import { getCachingPlugin } from '../graphql/get-caching.js';
import { operationCostPlugin } from '../graphql/operation-limits.js';
import { formatGraphQLError } from '../graphql/schema.js';
import { contextOrUnavailable, serviceUnavailablePlugin } from '../graphql/service-unavailable.js';
import { tokenScopePlugin } from '../modules/api-tokens/token-scope-plugin.js';
import { apolloHandler } from './apollo-express.js';
import { admitGraphQLRequests, admittedContext } from './graphql-admission.js';
import { requestContextFor } from './request-context.js';
import { restErrorHandler } from './rest.js';
import { verifyJsonBody } from './input-text.js';

/**
 * Apollo for one schema, with what every GraphQL endpoint shares: the error shape, how much of the
 * schema it shows, metrics, cost, token scopes, caching of GETs and the 503 when the database is away.
 */
export async function startApollo(
  services: Services,
  schema: GraphQLSchema,
  plugins: ApolloServerPlugin<RequestContext>[],
): Promise<ApolloServer<RequestContext>> {
  const apollo = new ApolloServer<RequestContext>({
    schema,
    formatError: formatGraphQLError,
    ...graphqlExposure(services.config),
    // main.ts owns shutdown: it drains HTTP, WebSockets and the database in order.
    stopOnTerminationSignals: false,
    // Ids name only the client's trusted documents (admission swaps them for their text); Apollo's
    // own persisted queries would store whatever text anyone sends with a hash.
    persistedQueries: false,
    plugins: [
      // get-caching.ts writes every answer's Cache-Control; Apollo's own plugin would resolve
      // every field through a wrapper to compute hints no field has.
      ApolloServerPluginCacheControlDisabled(),
      services.metrics.graphqlPlugin,
      operationCostPlugin(),
      tokenScopePlugin(),
      serviceUnavailablePlugin(),
      getCachingPlugin(),
      ...plugins,
    ],
  });
  await apollo.start();
  return apollo;
}

/**
 * Serves a started Apollo on a path behind admission: the caller (session cookie or API token)
 * is known and the operation within its limits before Apollo parses or validates anything.
 */
export function mountGraphQL(
  app: Express,
  path: string,
  services: Services,
  schema: GraphQLSchema,
  apollo: ApolloServer<RequestContext>,
) {
  app.use(
    path,
    express.json({ limit: '2mb', verify: verifyJsonBody }),
    admitGraphQLRequests(services, schema),
    apolloHandler(
      apollo,
      async ({ req, res }) =>
        admittedContext(res) ?? contextOrUnavailable(() => requestContextFor(services, req, res)),
    ),
  );
  app.use(path, restErrorHandler);
}
