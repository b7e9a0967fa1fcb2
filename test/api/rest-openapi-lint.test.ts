// The emitted OpenAPI document passes Redocly's recommended rules with no error, and describes
// how partners call it: the Bearer scheme, security on every operation, an operationId each, the
// Idempotency-Key header and the 429 answers with their headers.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { restAccess } from '../../server/src/modules/api-tokens/token-access.js';
import { restContracts, restOpenApiDocument } from '../../server/src/http/rest-openapi.js';

type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  responses: Record<string, { headers?: Record<string, unknown> }>;
};

const document = restOpenApiDocument();
const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  (['get', 'post', 'put'] as const).flatMap((method) => {
    const operation = (item as Record<string, Operation | undefined>)[method];
    return operation ? [{ method, path, operation }] : [];
  }),
);

test('@redocly/openapi-core lint with the recommended rules reports no error', async () => {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({
    source: JSON.stringify(document),
    absoluteRef: 'openapi.json',
    config,
  });
  const errors = problems.filter((problem) => problem.severity === 'error');
  expect(
    errors.map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`),
  ).toEqual([]);
});

test('every operation has a unique operationId and a security requirement; the public ones none', () => {
  expect(operations.length).toBe(restContracts.length + 1);
  const ids = operations.map(({ operation }) => operation.operationId);
  expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
  expect(new Set(ids).size).toBe(ids.length);
  for (const { operation } of operations) expect(operation.security).toBeDefined();
  const byId = new Map(operations.map((entry) => [entry.operation.operationId, entry]));
  expect(byId.get('fetchUserProfileDetails')?.path).toBe('/getDetails/fetchUserProfileDetails');
  expect(byId.get('listProvinces')?.operation.security).toEqual([]);
  // A scope's path takes the session or a token; a cookie-only one the session alone.
  expect(byId.get('generateDocument')?.operation.security).toEqual([{ session: [] }, { apiToken: [] }]);
  expect(byId.get('updateAccount')?.operation.security).toEqual([{ session: [] }]);
  expect(document.components?.securitySchemes?.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
});

test('the token paths document 429 with Retry-After and RateLimit-*, generation its Idempotency-Key', () => {
  for (const { method, path, operation } of operations) {
    const route = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
    if (!restAccess[route] || restAccess[route] === 'cookie') continue;
    const limited = operation.responses['429'];
    expect(Object.keys(limited?.headers ?? {}).sort()).toEqual([
      'RateLimit-Limit',
      'RateLimit-Remaining',
      'RateLimit-Reset',
      'Retry-After',
    ]);
    expect(Object.keys(operation.responses['200']?.headers ?? {})).toContain('RateLimit-Remaining');
  }
  const generate = operations.find(({ operation }) => operation.operationId === 'generateDocument')!;
  expect(generate.operation.parameters).toContainEqual(
    expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }),
  );
});

test('the Khalti proxy is documented under its own server, /np', () => {
  const khalti = document.paths?.['/proxy/khalti'] as { servers?: { url: string }[]; post?: Operation };
  expect(khalti?.servers).toEqual([{ url: '/np' }]);
  expect(khalti?.post?.operationId).toBe('startKhaltiPayment');
});
