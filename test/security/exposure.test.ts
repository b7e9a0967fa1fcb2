import { jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../server/src/config.js';
import { graphqlExposure } from '../../server/src/graphql/exposure.js';
import { ApiClient } from '../support/client.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// What a production server shows the outside world: security headers everywhere, no stack traces
// or server paths in any error, and no schema hints unless configured.
jest.setTimeout(180_000);

// One server, in production mode (each start costs a database); development's settings are
// checked on the configuration itself below.
let production: TestServer;
beforeAll(async () => {
  // Text from anyone: these tests read what errors show, not who may send text
  // (test/api/trusted-documents.test.ts runs the production default, `only`).
  production = await startTestServer({
    NODE_ENV: 'production',
    PAYMENTS_SANDBOX: 'true',
    GRAPHQL_TRUSTED_DOCUMENTS: 'also',
  });
});
afterAll(() => production.stop());

describe('security headers', () => {
  test('HSTS is sent when the request came over https (through a trusted proxy)', async () => {
    const response = await new ApiClient(production.url).request('GET', '/healthz', undefined, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
  });

  test('the client page has no inline script for the policy to block', () => {
    const html = readFileSync(path.join(process.cwd(), 'client', 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(content?.trim()).toBe('');
    }
  });
});

describe('introspection and field suggestions', () => {
  test('outside production: introspection and hints on, stack traces still off', () => {
    const development = loadConfig({ NODE_ENV: 'development', DATA_DIR: production.dataDir });
    expect(graphqlExposure(development)).toEqual({
      introspection: true,
      includeStacktraceInErrorResponses: false,
      hideSchemaDetailsFromClientErrors: false,
    });
  });

  test('GRAPHQL_INTROSPECTION=true turns it on in production', () => {
    const base = { NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true', DATA_DIR: production.dataDir };
    expect(loadConfig(base).graphqlIntrospection).toBe(false);
    expect(loadConfig({ ...base, GRAPHQL_INTROSPECTION: 'true' }).graphqlIntrospection).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).graphqlIntrospection).toBe(true);
    expect(
      loadConfig({ ...base, NODE_ENV: 'development', GRAPHQL_INTROSPECTION: 'false' }).graphqlIntrospection,
    ).toBe(false);
  });
});

describe('the contract a partner reads, in production', () => {
  test('/schema.graphql serves the schema even with introspection off, as schema.graphql has it', async () => {
    const response = await new ApiClient(production.url).request('GET', '/schema.graphql');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const committed = readFileSync(path.join(process.cwd(), 'schema.graphql'), 'utf8');
    expect(committed.endsWith(response.body)).toBe(true);
    expect(response.body).toContain('type GeneratedDocument');
  });

  test('/api/error-codes serves the error-code table, no sign-in needed', async () => {
    const response = await new ApiClient(production.url).request('GET', '/api/error-codes');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const rows = (response.body as { errorCodes: { messageCode: string; codes: string[] }[] }).errorCodes;
    expect(rows.find((row) => row.messageCode === 'request.pageSize')?.codes).toEqual(['BAD_USER_INPUT']);
  });

  test('a GET operation from a client that also accepts HTML is still answered by the API', async () => {
    const response = await new ApiClient(production.url).request(
      'GET',
      `/graphql?query=${encodeURIComponent('{ provinces { id } }')}`,
      undefined,
      { headers: { accept: 'application/json, text/html', 'apollo-require-preflight': 'true' } },
    );
    expect(response.status).toBe(200);
    expect(response.body.data.provinces).toHaveLength(7);
  });

  test('no "Did you mean" hint; the error keeps its code', async () => {
    const result = await new ApiClient(production.url).graphql('{ provincs { id } }');
    expect(result.errors?.[0]?.message).toMatch(/provincs/);
    expect(result.errors?.[0]?.message).not.toMatch(/Did you mean/);
    expect(result.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  test('an input error keeps extensions.code and the field at fault', async () => {
    const result = await new ApiClient(production.url).graphql('{ province(id: 1, slug: "koshi") { id } }');
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'slug' });
  });
});
