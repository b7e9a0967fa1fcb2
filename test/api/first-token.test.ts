// A headless partner makes its first token on a production server (trusted documents only): REST
// sign-in with a cookie, then the server's own CreateFirstApiToken by its documented id, which is
// the same on every build, or by its exact text.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { PARTNER_DOCUMENTS, sha256Hex } from '../../server/src/graphql/partner-documents.js';
import { projectRoot } from '../../server/src/paths.js';
import { registerVerified } from '../support/builders.js';
import { ApiClient } from '../support/client.js';
import { tokenClient } from '../support/api-tokens.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ GRAPHQL_TRUSTED_DOCUMENTS: 'only' });
});
afterAll(() => server.stop());

const TEXT = PARTNER_DOCUMENTS.createFirstApiToken;
const ID = sha256Hex(TEXT);
const input = { name: 'Office software', mode: 'TEST', scopes: ['DOCUMENTS_READ', 'GRAPHQL_ANY'] };

/** A client signed in over REST, as curl with a cookie jar is. */
async function restSignedIn(): Promise<ApiClient> {
  const { account } = await registerVerified(server);
  const client = new ApiClient(server.url);
  const login = await client.rest('POST', '/auth/login', {
    email: account.email,
    password: account.password,
  });
  expect(login.status).toBe(200);
  return client;
}

test('the guide prints the operation’s text and the id it has on every build', async () => {
  const guide = await readFile(path.resolve(import.meta.dirname, '../../docs/partners.md'), 'utf8');
  expect(guide).toContain(ID);
  expect(guide).toContain(TEXT);
  const schema = buildSchema(readFileSync(path.join(projectRoot, 'schema.graphql'), 'utf8'));
  expect(validate(schema, parse(TEXT))).toEqual([]);
});

test('after a REST sign-in, the operation by id makes a token that then works', async () => {
  const client = await restSignedIn();
  const made = await client.request('POST', '/graphql', {
    variables: { input },
    extensions: { persistedQuery: { version: 1, sha256Hash: ID } },
  });
  expect(made.body.errors).toBeUndefined();
  const { secret, token } = made.body.data.createApiToken;
  expect(secret).toMatch(/^lkp_test_/);
  expect(token).toMatchObject({ mode: 'TEST', scopes: ['DOCUMENTS_READ', 'GRAPHQL_ANY'] });
  const partner = tokenClient(server.url, secret);
  const history = await partner.graphql('{ documents(first: 5) { totalCount } }');
  expect(history.errors).toBeUndefined();
  expect(history.data.documents.totalCount).toBe(0);
});

test('its exact text runs too; any other text from the session is still refused', async () => {
  const client = await restSignedIn();
  const byText = await client.graphql(TEXT, { input });
  expect(byText.errors).toBeUndefined();
  expect(byText.data.createApiToken.secret).toMatch(/^lkp_test_/);
  const altered = await client.graphql(TEXT.replace('expiresAt', 'revokedAt'), { input });
  expect(altered.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_REQUIRED');
  // Without a session it is refused as any token management is.
  const visitor = await new ApiClient(server.url).graphql(TEXT, { input });
  expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
});
