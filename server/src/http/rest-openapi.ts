import { createRequire } from 'node:module';
import path from 'node:path';
import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import express, { type Router } from 'express';
import { accountContracts } from '../modules/accounts/accounts.rest.contract.js';
import { contactContracts } from '../modules/contact/contact.rest.contract.js';
import { documentContracts } from '../modules/documents/documents.rest.contract.js';
import { locationContracts } from '../modules/locations/locations.rest.contract.js';
import { khaltiProxyPath, paymentContracts } from '../modules/payments/payments.rest.contract.js';
import { profileContracts } from '../modules/profile/profile.rest.contract.js';
import { workContracts } from '../modules/works/works.rest.contract.js';
import { restAccess } from '../modules/api-tokens/token-access.js';
import { type RestContract, errorResponse, expressPath } from './rest-contract.js';

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

/** Paths the older client calls outside /np/api/v1: documented beside the shim's. */
export const restProxyContracts: readonly RestContract[] = [khaltiProxyPath];

const json = (schema: RestContract['response']) => ({ content: { 'application/json': { schema } } });

const statusText: Record<number, string> = {
  400: 'The input is not valid; `field` names it.',
  401: 'Not signed in, or the API token is unknown, revoked or expired (`messageCode` says which).',
  402: 'Nothing pays for another document: buy one or a plan.',
  403: 'Not allowed (another user’s data, a request from another site, or a scope the API token lacks).',
  404: 'Not found.',
  409: 'A conflict (already used, already credited, or an idempotency key reused with other input).',
  413: 'The upload is too large.',
  429: 'Too many requests; Retry-After says when to try again.',
  500: 'The server failed.',
  503: 'The service is unavailable for now.',
};

const integer = { type: 'integer' as const, minimum: 0 };

/** The headers every answer to an API token carries (token-limits.ts). */
const rateLimitHeaders = {
  'RateLimit-Limit': { description: 'The API token’s requests per minute.', schema: integer },
  'RateLimit-Remaining': { description: 'Requests it has left this minute.', schema: integer },
  'RateLimit-Reset': { description: 'Seconds until the minute starts afresh.', schema: integer },
};
const retryAfterHeader = {
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: integer },
};

/** What an API token needs for the path: `public`, `cookie` (never a token) or a scope. */
const tokenAccessOf = (contract: RestContract) =>
  contract.base
    ? 'cookie'
    : (restAccess[`${contract.method.toUpperCase()} ${expressPath(contract)}`] ?? 'cookie');

/** Who may call it: anyone (`[]`), the session only, or the session or an API token. */
function securityOf(contract: RestContract): Record<string, string[]>[] {
  if (!contract.signedIn) return [];
  return tokenAccessOf(contract) === 'cookie' ? [{ session: [] }] : [{ session: [] }, { apiToken: [] }];
}

function descriptionOf(contract: RestContract): string | undefined {
  const access = tokenAccessOf(contract);
  if (access === 'cookie')
    return contract.signedIn ? 'The session cookie only: never an API token.' : undefined;
  if (access === 'public') return undefined;
  return `An API token needs the scope \`${access}\`.`;
}

/** The statuses it may answer besides 200: an API token may also meet 401, 403 and 429. */
function errorStatuses(contract: RestContract): number[] {
  const access = tokenAccessOf(contract);
  const token = access === 'cookie' ? [] : access === 'public' ? [429] : [401, 403, 429];
  return [...new Set([...contract.errors, ...token])].sort((a, b) => a - b);
}

function errorAnswer(contract: RestContract, status: number) {
  const limited = tokenAccessOf(contract) !== 'cookie';
  const headers = status === 429 ? { ...retryAfterHeader, ...(limited ? rateLimitHeaders : {}) } : undefined;
  return {
    description: statusText[status] ?? 'An error.',
    ...(headers ? { headers } : {}),
    ...json(errorResponse),
  };
}

function registerContract(registry: OpenAPIRegistry, contract: RestContract) {
  const description = descriptionOf(contract);
  registry.registerPath({
    method: contract.method,
    path: contract.path,
    operationId: contract.operationId,
    summary: contract.summary,
    ...(description ? { description } : {}),
    tags: [contract.tag],
    security: securityOf(contract),
    request: {
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { query: contract.query } : {}),
      ...(contract.headers ? { headers: contract.headers } : {}),
      ...(contract.body ? { body: json(contract.body) } : {}),
      ...(contract.multipart
        ? { body: { content: { 'multipart/form-data': { schema: contract.multipart } } } }
        : {}),
    },
    responses: {
      200: {
        description: 'Done.',
        ...(tokenAccessOf(contract) !== 'cookie' ? { headers: rateLimitHeaders } : {}),
        ...json(contract.response),
      },
      ...Object.fromEntries(errorStatuses(contract).map((status) => [status, errorAnswer(contract, status)])),
    },
  });
}

/** The OpenAPI 3.1 document of the shim, written from the same zod schemas that check its requests. */
export function restOpenApiDocument() {
  const registry = new OpenAPIRegistry();
  registry.register('Error', errorResponse);
  registry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: 'lekhapadi_session',
    description: 'The session cookie set by signing in (POST /auth/login).',
  });
  registry.registerComponent('securitySchemes', 'apiToken', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'lkp_… (lkp_test_… for a test token)',
    description:
      'An API token: `Authorization: Bearer lkp_…`. Each operation’s description names the scope it needs; ' +
      'a test token’s documents are specimens. Every answer to a token carries RateLimit-* headers.',
  });
  for (const contract of restContracts) registerContract(registry, contract);
  for (const contract of restProxyContracts) registerContract(registry, contract);
  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Lekhapadi REST API',
      version: '1',
      description:
        'The /np/api/v1 paths the older client uses, over the same services as the GraphQL API ' +
        '(/graphql, schema at /schema.graphql). Errors answer in one shape: `status: false`, an English ' +
        '`message`, a `code` and, for input errors, the `field` at fault.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/np/api/v1' }],
  });
  // A path outside /np/api/v1 names its own server (path-level servers override the document's).
  for (const contract of restProxyContracts) {
    const item = document.paths?.[contract.path];
    if (item && contract.base) item.servers = [{ url: contract.base }];
  }
  return document;
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
