import { createRequire } from 'node:module';
import path from 'node:path';
import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import express, { type Router } from 'express';
import { accountContracts } from '../modules/accounts/accounts.rest.contract.js';
import { contactContracts } from '../modules/contact/contact.rest.contract.js';
import { documentContracts } from '../modules/documents/documents.rest.contract.js';
import { locationContracts } from '../modules/locations/locations.rest.contract.js';
import { paymentContracts } from '../modules/payments/payments.rest.contract.js';
import { profileContracts } from '../modules/profile/profile.rest.contract.js';
import { workContracts } from '../modules/works/works.rest.contract.js';
import { type RestContract, errorResponse } from './rest-contract.js';

/** Every path of the /np/api/v1 shim, as the OpenAPI document and the contract test list them. */
export const restContracts: readonly RestContract[] = [
  ...accountContracts,
  ...locationContracts,
  ...profileContracts,
  ...workContracts,
  ...documentContracts,
  ...paymentContracts,
  ...contactContracts,
];

const json = (schema: RestContract['response']) => ({ content: { 'application/json': { schema } } });

const statusText: Record<number, string> = {
  400: 'The input is not valid; `field` names it.',
  401: 'Not signed in.',
  402: 'Nothing pays for another document: buy one or a plan.',
  403: 'Not allowed (another user’s data, or a request from another site).',
  404: 'Not found.',
  409: 'A conflict (already used, already credited, or an idempotency key reused with other input).',
  413: 'The upload is too large.',
  429: 'Too many attempts; Retry-After says when to try again.',
  500: 'The server failed.',
  503: 'The service is unavailable for now.',
};

/** The OpenAPI 3.1 document of the shim, written from the same zod schemas that check its requests. */
export function restOpenApiDocument() {
  const registry = new OpenAPIRegistry();
  registry.register('Error', errorResponse);
  registry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: 'lekhapadi_session',
    description: 'The session cookie set by signing in.',
  });
  for (const contract of restContracts) {
    registry.registerPath({
      method: contract.method,
      path: contract.path,
      summary: contract.summary,
      tags: [contract.tag],
      ...(contract.signedIn ? { security: [{ session: [] }] } : {}),
      request: {
        ...(contract.params ? { params: contract.params } : {}),
        ...(contract.query ? { query: contract.query } : {}),
        ...(contract.body ? { body: json(contract.body) } : {}),
        ...(contract.multipart
          ? { body: { content: { 'multipart/form-data': { schema: contract.multipart } } } }
          : {}),
      },
      responses: {
        200: { description: 'Done.', ...json(contract.response) },
        ...Object.fromEntries(
          contract.errors.map((status) => [
            status,
            { description: statusText[status] ?? 'An error.', ...json(errorResponse) },
          ]),
        ),
      },
    });
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Lekhapadi REST API',
      version: '1',
      description:
        'The /np/api/v1 paths the older client uses, over the same services as the GraphQL API ' +
        '(/graphql, schema at /schema.graphql). Errors answer in one shape: `status: false`, an English ' +
        '`message`, a `code` and, for input errors, the `field` at fault.',
    },
    servers: [{ url: '/np/api/v1' }],
  });
}

/** GET /openapi.json and /docs (Swagger UI from node_modules, under the app's CSP: no inline script). */
export function restDocsRoutes(router: Router) {
  const document = restOpenApiDocument();
  router.get('/openapi.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(document);
  });
  const swaggerUi = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  router.get('/docs', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(DOCS_PAGE);
  });
  router.get('/docs/start.js', (_req, res) => res.type('text/javascript').send(DOCS_START));
  router.use('/docs/assets', express.static(swaggerUi, { maxAge: '1d', index: false }));
}

// The page and its starter live here rather than as files: the production image ships dist/ only.
const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Lekhapadi REST API (/np/api/v1)</title>
    <link rel="stylesheet" href="/np/api/v1/docs/assets/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/np/api/v1/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/np/api/v1/docs/start.js"></script>
  </body>
</html>
`;

const DOCS_START = `window.ui = SwaggerUIBundle({
  url: '/np/api/v1/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;
