import { officeStatementRoute } from '../modules/office-usage/statement.rest.js';
import type { Server } from 'node:http';
import type { ApolloServer, ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import express, { type Express } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { RequestContext, Services } from '../context.js';
import { buildLekhapadiSubgraph } from '../graphql/subgraph-schema.js';
import { accountRoutes } from '../modules/accounts/accounts.rest.js';
import { contactRoutes } from '../modules/contact/contact.rest.js';
import { accessLog } from './access-log.js';
import { graphqlContractRoutes } from './api-contract.js';
import { healthRoutes } from './health.js';
import { metricsRoute } from './metrics.js';
import { requestId } from './request-id.js';
import { jsonParser, restErrorHandler } from './rest.js';
import { mountGraphQL, startApollo } from './graphql-endpoint.js';
import { refuseForbiddenText } from './input-text.js';
import { securityHeaders } from './security-headers.js';
import { serveClient } from './static-client.js';
import { restDocsRoutes } from './rest-openapi.js';
import { documentRoutes } from '../modules/documents/documents.rest.js';
import { workRoutes } from '../modules/works/works.rest.js';
import { locationRoutes } from '../modules/locations/locations.rest.js';
import { profileResponse } from '../modules/profile/profile-response.js';
import { profileRoutes } from '../modules/profile/profile.rest.js';
import { khaltiProxyRoute, paymentRoutes } from '../modules/payments/payments.rest.js';
import { serveSignedFiles } from '../storage/files.route.js';
import { wordCopyRoute } from '../modules/documents/word-copy.route.js';
import { isLocalStorage } from '../storage/local-storage.js';

export interface HttpApp {
  app: Express;
  /** /graphql's Apollo: stopping it drains every HTTP connection and the WebSocket server. */
  apollo: ApolloServer<RequestContext>;
  /** /subgraph's Apollo, stopped after the main one has drained the connections. */
  subgraph: ApolloServer<RequestContext>;
}

/**
 * Express with the health check, the REST shim, GraphQL over HTTP (/graphql, and /subgraph for a
 * federation router) and the built client.
 */
export async function createHttpApp(
  services: Services,
  schema: GraphQLSchema,
  httpServer: Server,
  extraPlugins: ApolloServerPlugin<RequestContext>[] = [],
): Promise<HttpApp> {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', services.config.TRUST_PROXY);
  securityHeaders(app, services.config);

  app.use(requestId(services.logger), accessLog(services.metrics.observeRequest));
  healthRoutes(app, services);
  metricsRoute(app, services.metrics, services.config.METRICS_TOKEN);

  const api = express.Router();
  api.use(jsonParser, refuseForbiddenText);
  restDocsRoutes(api);
  accountRoutes(api, services, profileResponse);
  locationRoutes(api, services);
  profileRoutes(api, services);
  workRoutes(api, services);
  documentRoutes(api, services);
  paymentRoutes(api, services);
  contactRoutes(api, services);
  api.use((_req, res) => {
    res.status(404).json({ status: false, success: false, message: 'No such API path.', code: 'NOT_FOUND' });
  });
  api.use(restErrorHandler);
  app.use('/np/api/v1', api);

  const proxy = express.Router();
  proxy.use(jsonParser);
  khaltiProxyRoute(proxy, services);
  proxy.use(restErrorHandler);
  app.use('/np/proxy', proxy);

  const apollo = await startApollo(services, schema, [
    ApolloServerPluginDrainHttpServer({ httpServer }),
    ...extraPlugins,
  ]);
  graphqlContractRoutes(app, schema);
  officeStatementRoute(app, services);
  wordCopyRoute(app, services);
  mountGraphQL(app, '/graphql', services, schema, apollo);
  const subgraphSchema = buildLekhapadiSubgraph(schema);
  // No field timings in answers (Apollo adds them to a subgraph's unless told not to): they
  // describe the service's inside, and metrics already measure it here.
  const subgraph = await startApollo(services, subgraphSchema, [ApolloServerPluginInlineTraceDisabled()]);
  mountGraphQL(app, '/subgraph', services, subgraphSchema, subgraph);

  // With S3 the signed links lead to the bucket itself; only local files are served from here.
  if (isLocalStorage(services.storage)) serveSignedFiles(app, services.storage);
  serveClient(app, { services, apollo });
  // Anything else that fails (a static file, a signed file link) answers in the same shape, never
  // with Express's default page, which shows the stack outside production.
  app.use(restErrorHandler);
  return { app, apollo, subgraph };
}
