import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { entityManager } from '../../server/src/db/orm.js';
import { ApiToken } from '../../server/src/modules/api-tokens/api-token.entity.js';
import { createToken, tokenClient } from '../support/api-tokens.js';
import { signedInUser } from '../support/builders.js';
import { setLocation, validBirthDateValues } from '../support/documents.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const HISTORY = '{ documents(first: 5) { totalCount edges { node { id status } } } }';
const GENERATE = `mutation G($input: GenerateDocumentInput!) { generateDocument(input: $input) { id status } }`;
const LIST = '{ apiTokens { id name prefix scopes lastUsedAt revokedAt } }';

const tokens = () => entityManager(server.services.orm);

describe('creating and listing tokens', () => {
  test('the secret is shown once; the list shows its prefix and scopes, never the secret', async () => {
    const { client } = await signedInUser(server);
    const { id, secret } = await createToken(client, ['DOCUMENTS_READ'], { name: 'Co-op app' });
    expect(secret).toMatch(/^lkp_[A-Za-z0-9_-]{40}$/);
    const listed = await client.graphql(LIST);
    expect(listed.data.apiTokens).toEqual([
      {
        id,
        name: 'Co-op app',
        prefix: secret.slice(0, 10),
        scopes: ['DOCUMENTS_READ'],
        lastUsedAt: null,
        revokedAt: null,
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain(secret);
    const row = await tokens().findOneOrFail(ApiToken, { id });
    expect(row.tokenHash).not.toContain(secret.slice(4));
  });

  test('needs a name, a scope and a future expiry', async () => {
    const { client } = await signedInUser(server);
    const create = (input: Record<string, unknown>) =>
      client.graphql(
        'mutation C($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }',
        {
          input: { name: 'x', scopes: ['DOCUMENTS_READ'], ...input },
        },
      );
    expect((await create({ name: ' ' })).errors?.[0]?.extensions).toMatchObject({
      field: 'name',
      messageCode: 'token.nameRequired',
    });
    expect((await create({ scopes: [] })).errors?.[0]?.extensions?.field).toBe('scopes');
    expect((await create({ expiresAt: '2020-01-01T00:00:00Z' })).errors?.[0]?.extensions).toMatchObject({
      field: 'expiresAt',
      messageCode: 'token.expiryPast',
    });
  });

  test('a visitor cannot create one', async () => {
    const { ApiClient } = await import('../support/client.js');
    const visitor = new ApiClient(server.url);
    const result = await visitor.graphql(LIST);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('scopes', () => {
  test('documents:read reads the history (GraphQL and REST) but cannot generate', async () => {
    const { client, userId } = await signedInUser(server);
    await setLocation(server, client, userId);
    const made = await client.graphql(GENERATE, {
      input: { workKey: 'birth-date-verification', values: validBirthDateValues() },
    });
    expect(made.errors).toBeUndefined();
    const { secret } = await createToken(client, ['DOCUMENTS_READ']);
    const partner = tokenClient(server.url, secret);

    const history = await partner.graphql(HISTORY);
    expect(history.errors).toBeUndefined();
    expect(history.data.documents.totalCount).toBe(1);
    expect(history.extensions?.cost).toBeGreaterThan(0);
    const restHistory = await partner.rest('GET', `/documents/${userId}`);
    expect(restHistory.status).toBe(200);

    const generate = await partner.graphql(GENERATE, {
      input: { workKey: 'birth-date-verification', values: validBirthDateValues() },
    });
    expect(generate.httpStatus).toBe(403);
    expect(generate.errors?.[0]).toMatchObject({
      message: 'This API token lacks the documents:write scope needed for generateDocument.',
      extensions: { code: 'FORBIDDEN', messageCode: 'token.missingScope', scope: 'documents:write' },
    });
    const restGenerate = await partner.rest('POST', '/genpdf/bagmati/kathmandu/birth-date-verification', {
      ...validBirthDateValues(),
    });
    expect(restGenerate.status).toBe(403);
    expect(restGenerate.body.messageCode).toBe('token.missingScope');
    const me = await partner.graphql('{ me { id } }');
    expect(me.errors?.[0]?.extensions?.scope).toBe('profile:read');
  });

  test('documents:write generates a document for the token’s owner', async () => {
    const { client, userId } = await signedInUser(server);
    await setLocation(server, client, userId);
    const { secret } = await createToken(client, ['DOCUMENTS_WRITE', 'DOCUMENTS_READ']);
    const partner = tokenClient(server.url, secret);
    const made = await partner.graphql(GENERATE, {
      input: { workKey: 'birth-date-verification', values: validBirthDateValues() },
    });
    expect(made.errors).toBeUndefined();
    const own = await client.graphql('query D($id: ID!) { document(id: $id) { id } }', {
      id: made.data.generateDocument.id,
    });
    expect(own.data.document.id).toBe(made.data.generateDocument.id);
  });

  test('a token cannot change the password, the e-mail, pay or make tokens, whatever its scopes', async () => {
    const { client, account } = await signedInUser(server);
    const { secret } = await createToken(client, [
      'DOCUMENTS_READ',
      'DOCUMENTS_WRITE',
      'PROFILE_READ',
      'PROFILE_WRITE',
      'PAYMENTS_READ',
    ]);
    const partner = tokenClient(server.url, secret);
    const password = await partner.graphql(
      'mutation { resetPassword(input: { identifier: "x@example.com", token: "123456", newPassword: "another pass 2" }) { status } }',
    );
    expect(password.httpStatus).toBe(403);
    expect(password.errors?.[0]).toMatchObject({
      message: 'An API token cannot do this; sign in on the website to resetPassword.',
      extensions: { code: 'FORBIDDEN', messageCode: 'token.cookieOnly' },
    });
    const restPassword = await partner.rest('POST', '/auth/reset-password', {
      identifier: account.email,
      token: '123456',
      newPassword: 'another pass 2',
    });
    expect(restPassword.status).toBe(403);
    for (const mutation of [
      `mutation { updateAccount(name: "Sita Sharma", email: "new@example.com", currentPassword: "${account.password}") { status } }`,
      'mutation { createApiToken(input: { name: "more", scopes: [DOCUMENTS_READ] }) { secret } }',
      'mutation { startPayment(input: { plan: basic, provider: ESEWA }) { orderId } }',
      'mutation { logout { status } }',
      '{ apiTokens { id } }',
    ]) {
      const result = await partner.graphql(mutation);
      expect(result.errors?.[0]?.extensions?.messageCode).toBe('token.cookieOnly');
    }
    // A fragment does not hide a root field from the check.
    const hidden = await partner.graphql('mutation { ...M } fragment M on Mutation { logout { status } }');
    expect(hidden.errors?.[0]?.extensions?.messageCode).toBe('token.cookieOnly');
    // The cookie client still can.
    const login = await client.graphql('{ me { id } }');
    expect(login.data.me).not.toBeNull();
  });
});

describe('refused tokens', () => {
  test('revoked, expired and unknown tokens get 401 with a clear message', async () => {
    const { client } = await signedInUser(server);
    const revoked = await createToken(client, ['DOCUMENTS_READ']);
    const revoke = await client.graphql('mutation R($id: ID!) { revokeApiToken(id: $id) { revokedAt } }', {
      id: revoked.id,
    });
    expect(revoke.data.revokeApiToken.revokedAt).not.toBeNull();
    const afterRevoke = await tokenClient(server.url, revoked.secret).graphql(HISTORY);
    expect(afterRevoke.httpStatus).toBe(401);
    expect(afterRevoke.errors?.[0]).toMatchObject({
      message: 'This API token was revoked. Create a new one on your profile.',
      extensions: { code: 'UNAUTHENTICATED', messageCode: 'token.revoked' },
    });

    const expiring = await createToken(client, ['DOCUMENTS_READ'], {
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    await tokens().nativeUpdate(ApiToken, { id: expiring.id }, { expiresAt: new Date(Date.now() - 1000) });
    const expired = await tokenClient(server.url, expiring.secret).rest(
      'GET',
      '/getDetails/fetchUserProfileDetails',
    );
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ code: 'UNAUTHENTICATED', messageCode: 'token.expired' });

    const unknown = await tokenClient(server.url, 'lkp_notarealtokenatall').graphql(HISTORY);
    expect(unknown.httpStatus).toBe(401);
    expect(unknown.errors?.[0]?.extensions?.messageCode).toBe('token.unknown');
    const malformed = await new (await import('../support/client.js')).ApiClient(server.url).request(
      'POST',
      '/graphql',
      { query: HISTORY },
      { headers: { authorization: 'Basic abc' } },
    );
    expect(malformed.status).toBe(401);
  });

  test('another user cannot revoke my token', async () => {
    const { client } = await signedInUser(server);
    const mine = await createToken(client, ['DOCUMENTS_READ']);
    const stranger = (await signedInUser(server)).client;
    const result = await stranger.graphql('mutation R($id: ID!) { revokeApiToken(id: $id) { id } }', {
      id: mine.id,
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('guardrails', () => {
  test('every token response carries the RateLimit headers; past the limit 429 with Retry-After', async () => {
    const { client } = await signedInUser(server);
    const { id, secret } = await createToken(client, ['DOCUMENTS_READ']);
    await tokens().nativeUpdate(ApiToken, { id }, { requestsPerMinute: 3 });
    const partner = tokenClient(server.url, secret);
    const seen: (string | null)[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await partner.request('POST', '/graphql', { query: HISTORY });
      expect(response.status).toBe(200);
      expect(response.headers.get('ratelimit-limit')).toBe('3');
      seen.push(response.headers.get('ratelimit-remaining'));
      expect(Number(response.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    }
    expect(seen).toEqual(['2', '1', '0']);
    const refused = await partner.rest(
      'GET',
      `/documents/${(await client.graphql('{ me { id } }')).data.me.id}`,
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED', budget: 'requestsPerMinute' });
  });

  test('a token over its cost budget gets 429 naming the budget, and the refusal costs nothing', async () => {
    const { client } = await signedInUser(server);
    const { id, secret } = await createToken(client, ['DOCUMENTS_READ']);
    const partner = tokenClient(server.url, secret);
    const first = await partner.graphql(HISTORY);
    const cost = first.extensions?.cost as number;
    expect(cost).toBeGreaterThan(0);
    await tokens().nativeUpdate(ApiToken, { id }, { costPerMinute: 2 * cost - 1 });
    const over = await partner.request('POST', '/graphql', { query: HISTORY });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(over.body.errors[0]).toMatchObject({
      message: expect.stringContaining(`cost budget of ${2 * cost - 1} per minute`),
      extensions: { code: 'RATE_LIMITED', budget: 'costPerMinute', cost },
    });
    // What is left of the budget still pays for a cheaper operation.
    const cheap = await partner.graphql('{ provinces { id } }');
    expect(cheap.errors).toBeUndefined();
  });

  test('last use is recorded, at most once a minute', async () => {
    const { client } = await signedInUser(server);
    const { id, secret } = await createToken(client, ['DOCUMENTS_READ']);
    const partner = tokenClient(server.url, secret);
    await partner.graphql(HISTORY);
    const first = (await tokens().findOneOrFail(ApiToken, { id })).lastUsedAt;
    expect(first).toBeInstanceOf(Date);
    await partner.graphql(HISTORY);
    const second = (await entityManager(server.services.orm).findOneOrFail(ApiToken, { id })).lastUsedAt;
    expect(second?.getTime()).toBe(first?.getTime());
    const listed = await client.graphql(LIST);
    expect(listed.data.apiTokens[0].lastUsedAt).toBe(first?.toISOString());
  });

  test('the WebSocket takes the token in connection_init and keeps its scopes', async () => {
    const { client } = await signedInUser(server);
    const readOnly = await createToken(client, ['PROFILE_READ']);
    const socket = createClient({
      url: `${server.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { Authorization: `Bearer ${readOnly.secret}` },
      retryAttempts: 0,
    });
    try {
      const me = await new Promise<unknown>((resolve, reject) => {
        socket.subscribe(
          { query: '{ me { id } }' },
          { next: resolve, error: reject, complete: () => undefined },
        );
      });
      expect(me).toMatchObject({ data: { me: { id: expect.any(String) } } });
      const refused = await new Promise<unknown>((resolve) => {
        socket.subscribe(
          { query: 'subscription { documentUpdated { id } }' },
          { next: () => undefined, error: resolve, complete: () => undefined },
        );
      });
      expect(refused).toEqual([
        expect.objectContaining({
          extensions: expect.objectContaining({ messageCode: 'token.missingScope' }),
        }),
      ]);
    } finally {
      await socket.dispose();
    }
  });
});
