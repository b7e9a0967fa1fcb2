import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import { buildSchema, parse, validate } from 'graphql';
import WebSocket from 'ws';
import { entityManager } from '../../server/src/db/orm.js';
import { ApiToken } from '../../server/src/modules/api-tokens/api-token.entity.js';
import { projectRoot } from '../../server/src/paths.js';
import { readTrustedDocuments } from '../../server/src/graphql/trusted-documents.js';
import { type ScopeName, tokenClient } from '../support/api-tokens.js';
import { signedInUser } from '../support/builders.js';
import { ApiClient } from '../support/client.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// A server as production runs it (GRAPHQL_TRUSTED_DOCUMENTS=only): the website's operations by id,
// text only from API tokens with graphql:any.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ GRAPHQL_TRUSTED_DOCUMENTS: 'only' });
});
afterAll(() => server.stop());

const manifest = readTrustedDocuments();

/** The id of the client's operation of this name, as the browser sends it. */
function idOf(operationName: string): string {
  const named = new RegExp(`(^|\\s)(query|mutation|subscription) ${operationName}\\b`);
  for (const [id, text] of manifest) if (named.test(text)) return id;
  throw new Error(`${operationName} is not a trusted document`);
}

/** A GET with If-None-Match and nothing else a cache would not send. */
function revalidate(pathAndQuery: string, etag: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = get(`${server.url}${pathAndQuery}`, {
      headers: { 'content-type': 'application/json', 'if-none-match': etag },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
  });
}

const persisted = (id: string) => ({ persistedQuery: { version: 1, sha256Hash: id } });

function postById(client: ApiClient, id: string, variables?: Record<string, unknown>) {
  return client.request('POST', '/graphql', { variables, extensions: persisted(id) });
}

function getById(client: ApiClient, id: string, variables?: Record<string, unknown>) {
  const search = new URLSearchParams({ extensions: JSON.stringify(persisted(id)) });
  if (variables) search.set('variables', JSON.stringify(variables));
  // A header no cross-site form can send: Apollo's CSRF prevention wants one on a GET.
  return client.request('GET', `/graphql?${search}`, undefined, {
    headers: { 'content-type': 'application/json' },
  });
}

/** A token made the way the website makes one: its own CreateApiToken mutation, by id. */
async function createTokenById(
  client: ApiClient,
  scopes: ScopeName[],
): Promise<{ id: string; secret: string }> {
  const made = await postById(client, idOf('CreateApiToken'), { input: { name: 'Partner', scopes } });
  if (made.body.errors) throw new Error(JSON.stringify(made.body.errors));
  return { id: made.body.data.createApiToken.token.id, secret: made.body.data.createApiToken.secret };
}

describe('the website’s operations by id', () => {
  test('a query answers by POST and by GET, which a cache may keep and revalidate', async () => {
    const visitor = new ApiClient(server.url);
    const byPost = await postById(visitor, idOf('SiteSettings'));
    expect(byPost.status).toBe(200);
    expect(byPost.body.data.siteSettings).toHaveProperty('__typename', 'SiteSettings');
    expect(byPost.headers.get('cache-control')).toBe('no-store');

    const byGet = await getById(visitor, idOf('SiteSettings'));
    expect(byGet.status).toBe(200);
    expect(byGet.body.data).toEqual(byPost.body.data);
    expect(byGet.headers.get('cache-control')).toBe('public, no-cache');
    expect(byGet.headers.get('vary')).toMatch(/Cookie, Authorization/);
    expect(byGet.headers.get('etag')).toBeTruthy();
  });

  test('a GET answer that has not changed revalidates to 304; a POST answer is never kept', async () => {
    const visitor = new ApiClient(server.url);
    const first = await getById(visitor, idOf('Provinces'));
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // As a browser revalidates what it kept. (fetch() cannot: a conditional header set by hand
    // makes it add Cache-Control: no-cache, which asks for the whole answer.)
    const again = await revalidate(
      `/graphql?${new URLSearchParams({ extensions: JSON.stringify(persisted(idOf('Provinces'))) })}`,
      etag as string,
    );
    expect(again.status).toBe(304);
    expect(again.body).toBe('');

    const byPost = await postById(visitor, idOf('Provinces'));
    expect(byPost.headers.get('etag')).toBeNull();
    expect(byPost.headers.get('cache-control')).toBe('no-store');
  });

  test('a POST answer is sent whole: its length counts bytes, not characters', async () => {
    const answer = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ extensions: persisted(idOf('Provinces')) }),
    });
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(Number(answer.headers.get('content-length'))).toBe(bytes.length);
    const { data } = JSON.parse(bytes.toString('utf8'));
    expect(data.provinces).toHaveLength(7);
    // Devanagari takes three bytes a character: a length in characters would cut the answer short.
    expect(data.provinces.map((p: { nameNe: string }) => p.nameNe)).toContain('बागमती');
  });

  test('a signed-in answer by GET is private', async () => {
    const { client, userId } = await signedInUser(server);
    const me = await getById(client, idOf('Me'));
    expect(me.body.data.me.id).toBe(userId);
    expect(me.headers.get('cache-control')).toBe('private, no-cache');
  });

  test('a mutation by id goes by POST, never by GET', async () => {
    const { client } = await signedInUser(server);
    const byPost = await postById(client, idOf('Logout'));
    expect(byPost.body.errors).toBeUndefined();
    const { client: other } = await signedInUser(server);
    const byGet = await getById(other, idOf('Logout'));
    expect(byGet.status).toBe(405);
    expect((await getById(other, idOf('Me'))).body.data.me).not.toBeNull();
  });

  test('an unknown id is refused with PERSISTED_QUERY_NOT_FOUND', async () => {
    const visitor = new ApiClient(server.url);
    for (const answer of [await postById(visitor, 'f'.repeat(64)), await getById(visitor, 'f'.repeat(64))]) {
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
      expect(answer.body.errors[0].message).toMatch(/No trusted document has the id f{64}/);
    }
  });

  test('the document an id names is measured and spent like text', async () => {
    const { client } = await signedInUser(server);
    const token = await createTokenById(client, ['PROFILE_READ']);
    const partner = tokenClient(server.url, token.secret);
    const first = await postById(partner, idOf('WorkCatalogue'));
    const cost = first.body.extensions.cost as number;
    expect(cost).toBeGreaterThan(1);
    // A budget smaller than the document's cost: admission refuses it before it runs.
    await entityManager(server.services.orm).nativeUpdate(
      ApiToken,
      { id: token.id },
      { costPerMinute: cost - 1 },
    );
    const refused = await postById(partner, idOf('WorkCatalogue'));
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0].extensions).toMatchObject({
      code: 'RATE_LIMITED',
      budget: 'costPerMinute',
      cost,
    });
  });
});

describe('operations as text', () => {
  test('from a visitor or a signed-in browser, text is refused and the answer says what to do', async () => {
    const visitor = new ApiClient(server.url);
    const { client } = await signedInUser(server);
    for (const caller of [visitor, client]) {
      const answer = await caller.graphql('{ siteSettings { contactAddress } }');
      expect(answer.httpStatus).toBe(403);
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        code: 'PERSISTED_QUERY_REQUIRED',
        scope: 'graphql:any',
      });
      expect(answer.errors?.[0]?.message).toMatch(/need an API token with the graphql:any scope/);
    }
  });

  test('a token with graphql:any may send text; a token without it may not', async () => {
    const { client, userId } = await signedInUser(server);
    const any = tokenClient(
      server.url,
      (await createTokenById(client, ['PROFILE_READ', 'GRAPHQL_ANY'])).secret,
    );
    const accepted = await any.graphql('{ me { id } }');
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data.me.id).toBe(userId);

    const narrow = tokenClient(server.url, (await createTokenById(client, ['PROFILE_READ'])).secret);
    const refused = await narrow.graphql('{ me { id } }');
    expect(refused.httpStatus).toBe(403);
    expect(refused.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_REQUIRED');
    expect(refused.errors?.[0]?.message).toMatch(/This API token lacks the graphql:any scope/);
    // The scope lets text through; the other scopes still decide what it may reach.
    const outOfScope = await any.graphql('{ documents(first: 1) { totalCount } }');
    expect(outOfScope.errors?.[0]?.extensions?.messageCode).toBe('token.missingScope');
  });

  test('the WebSocket takes the same ids and refuses the same text', async () => {
    const socket = createClient({
      url: `${server.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    const run = (payload: { query: string; extensions?: Record<string, unknown> }) =>
      new Promise<unknown>((resolve, reject) => {
        socket.subscribe(payload, { next: resolve, error: reject, complete: () => undefined });
      });
    try {
      const byId = (await run({ query: '', extensions: persisted(idOf('SiteSettings')) })) as {
        data: unknown;
      };
      expect(byId.data).toHaveProperty('siteSettings');
      await expect(run({ query: '{ siteSettings { contactAddress } }' })).rejects.toEqual([
        expect.objectContaining({
          extensions: expect.objectContaining({ code: 'PERSISTED_QUERY_REQUIRED' }),
        }),
      ]);
    } finally {
      await socket.dispose();
    }
  });
});

test('every trusted document parses and validates against the schema', () => {
  const schema = buildSchema(readFileSync(path.join(projectRoot, 'schema.graphql'), 'utf8'));
  expect(manifest.size).toBeGreaterThan(20);
  for (const [id, text] of manifest) {
    expect({ id, errors: validate(schema, parse(text)).map((e) => e.message) }).toEqual({ id, errors: [] });
  }
});
