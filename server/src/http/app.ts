import type { Server } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import express, { type Express } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { RequestContext, Services } from '../context.js';
import { graphqlExposure } from '../graphql/exposure.js';
import { operationCostPlugin } from '../graphql/operation-limits.js';
import { tokenScopePlugin } from '../modules/api-tokens/token-scope-plugin.js';
import { formatGraphQLError } from '../graphql/schema.js';
import { contextOrUnavailable, serviceUnavailablePlugin } from '../graphql/service-unavailable.js';
import { accountRoutes } from '../modules/accounts/accounts.rest.js';
import { contactRoutes } from '../modules/contact/contact.rest.js';
import { accessLog } from './access-log.js';
import { graphqlContractRoutes } from './api-contract.js';
import { healthRoutes } from './health.js';
import { metricsRoute } from './metrics.js';
import { requestId } from './request-id.js';
import { requestContextFor } from './request-context.js';
import { jsonParser, restErrorHandler } from './rest.js';
import { admitGraphQLRequests, admittedContext } from './graphql-admission.js';
import { refuseForbiddenText, requireUtf8 } from './input-text.js';
import { securityHeaders } from './security-headers.js';
import { serveClient } from './static-client.js';
import { restDocsRoutes } from './rest-openapi.js';
import { documentRoutes } from '../modules/documents/documents.rest.js';
import { workRoutes } from '../modules/works/works.rest.js';
import { locationRoutes } from '../modules/locations/locations.rest.js';
import { profileRoutes } from '../modules/profile/profile.rest.js';
import { khaltiProxyRoute, paymentRoutes } from '../modules/payments/payments.rest.js';
import { serveSignedFiles } from '../storage/files.route.js';
import { isLocalStorage } from '../storage/local-storage.js';

export interface HttpApp {
  app: Express;
  apollo: ApolloServer<RequestContext>;
}

/** Express with the health check, the REST shim, GraphQL over HTTP and the built client. */
export async function createHttpApp(
  services: Services,
  schema: GraphQLSchema,
  httpServer: Server,
  extraPlugins: ConstructorParameters<typeof ApolloServer<RequestContext>>[0]['plugins'] = [],
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
  accountRoutes(api, services);
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

  const apollo = new ApolloServer<RequestContext>({
    schema,
    formatError: formatGraphQLError,
    ...graphqlExposure(services.config),
    // main.ts owns shutdown: it drains HTTP, WebSockets and the database in order.
    stopOnTerminationSignals: false,
    plugins: [
      services.metrics.graphqlPlugin,
      operationCostPlugin(),
      tokenScopePlugin(),
      serviceUnavailablePlugin(),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ...(extraPlugins ?? []),
    ],
  });
  await apollo.start();
  graphqlContractRoutes(app, schema);
  app.use(
    '/graphql',
    express.json({ limit: '2mb', verify: requireUtf8 }),
    admitGraphQLRequests(services, schema),
    expressMiddleware(apollo, {
      context: async ({ req, res }) =>
        admittedContext(res) ?? contextOrUnavailable(() => requestContextFor(services, req, res)),
    }),
  );
  app.use('/graphql', restErrorHandler);

  // With S3 the signed links lead to the bucket itself; only local files are served from here.
  if (isLocalStorage(services.storage)) serveSignedFiles(app, services.storage);
  serveClient(app);
  // Anything else that fails (a static file, a signed file link) answers in the same shape, never
  // with Express's default page, which shows the stack outside production.
  app.use(restErrorHandler);
  return { app, apollo };
}
