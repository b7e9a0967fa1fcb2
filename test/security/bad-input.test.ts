import { connect } from 'node:net';
import { signedInUser } from '../support/builders.js';
import { ApiClient } from '../support/client.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// Inputs that once reached the database and came back as 500s now get a 400 naming the field.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('REST', () => {
  test.each([
    ['a NUL byte', { email: 'a\u0000b@example.com', password: 'x' }, 'email'],
    ['an unpaired surrogate', { email: 'sita@example.com', password: 'pass\uD800word' }, 'password'],
    [
      'a NUL in a nested key',
      { email: 'sita@example.com', password: 'x', extra: { 'k\u0000': 1 } },
      'extra.k\u0000',
    ],
  ])('%s in the body is a 400 naming the field', async (_name, body, field) => {
    const response = await new ApiClient(server.url).rest('POST', '/auth/login', body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ status: false, code: 'BAD_USER_INPUT', field });
    expect(response.body.message).toMatch(/not allowed/);
  });

  test('a NUL byte in the query string or the path is a 400', async () => {
    const client = new ApiClient(server.url);
    const query = await client.rest('POST', '/auth/verify-email?email=a%00b%40example.com&otp=123456');
    expect(query.status).toBe(400);
    expect(query.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
    const path = await client.rest('GET', '/template-fields/bagmati/kathmandu/birth%00cert');
    expect(path.status).toBe(400);
    expect(path.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'path' });
  });

  test('a body that is not UTF-8 is a 400, not decoded into replacement characters', async () => {
    const body = Buffer.concat([
      Buffer.from('{"email":"'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('","password":"x"}'),
    ]);
    const response = await fetch(`${server.url}/np/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'body',
      message: 'The request body is not valid UTF-8.',
    });
  });

  test('JSON nested deeper than 64 levels is a 400 on REST and GraphQL, without parsing it first', async () => {
    const nested = (depth: number, inner = '1') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;
    const send = async (path: string, body: string) => {
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      return { status: response.status, body: await response.json() };
    };
    for (const path of ['/np/api/v1/auth/login', '/graphql']) {
      for (const body of [
        nested(100_000, ''),
        `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`,
        `{"query":"{ siteSettings { contactAddress } }","variables":{"v":${nested(64)}}}`,
      ]) {
        const answer = await send(path, body);
        expect({ path, status: answer.status, body: answer.body }).toMatchObject({
          path,
          status: 400,
          body: {
            code: 'BAD_USER_INPUT',
            field: 'body',
            messageCode: 'request.tooDeep',
            params: { max: 64 },
          },
        });
      }
    }
    // 64 levels are read as JSON, and brackets inside strings are text, not nesting.
    const deepest = await send(
      '/np/api/v1/auth/login',
      `{"email":${nested(63)},"password":"${'['.repeat(500)}"}`,
    );
    expect(deepest.body.messageCode).not.toBe('request.tooDeep');
    const query = await send(
      '/graphql',
      JSON.stringify({
        query: '{ siteSettings { contactAddress } }',
        variables: { note: '[{'.repeat(1000) },
      }),
    );
    expect(query.status).toBe(200);
  });

  test('a body of more than 30,000 values is a 400 before it is parsed; one long string is one value', async () => {
    const post = async (path: string, body: string) => {
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      return { status: response.status, body: await response.json() };
    };
    const values = (count: number) =>
      JSON.stringify({
        query: '{ siteSettings { contactAddress } }',
        variables: { v: Array(count - 4).fill(0) },
      });
    for (const path of ['/np/api/v1/auth/login', '/graphql']) {
      const refused = await post(path, values(30_001));
      expect({ path, ...refused }).toMatchObject({
        path,
        status: 400,
        body: { code: 'BAD_USER_INPUT', messageCode: 'request.tooManyValues', params: { max: 30_000 } },
      });
    }
    expect((await post('/graphql', values(30_000))).status).toBe(200);
    const longText = JSON.stringify({
      query: '{ siteSettings { contactAddress } }',
      variables: { v: ',['.repeat(500_000) },
    });
    expect((await post('/graphql', longText)).status).toBe(200);
  });

  test('absurd ids in paths are answered as not found or bad input', async () => {
    const client = new ApiClient(server.url);
    for (const id of ['99999999999999999999', '-1', '1e309', 'NaN', '2147483648']) {
      const response = await client.rest('GET', `/district/${id}/municipalities`);
      expect([400, 404]).toContain(response.status);
    }
  });
});

describe('GraphQL', () => {
  test('NUL bytes and unpaired surrogates in variables or the query text: 400 naming where', async () => {
    const client = new ApiClient(server.url);
    const inVariables = await client.request('POST', '/graphql', {
      query: 'mutation($input: LoginInput!) { login(input: $input) { status } }',
      variables: { input: { email: 'a@example.com', password: 'x\u0000y' } },
    });
    expect(inVariables.status).toBe(400);
    expect(inVariables.body.errors[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'variables.input.password',
    });
    const inQuery = await client.request('POST', '/graphql', {
      query: '{ work(key: "\uDC00") { key } }',
    });
    expect(inQuery.status).toBe(400);
    expect(inQuery.body.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'query' });
  });

  test('malformed cursors and ids are bad input or not found, never internal errors', async () => {
    const { client } = await signedInUser(server);
    const cursors = [
      'not-a-cursor',
      Buffer.from('2024-01-01T00:00:00.000Z|not-a-uuid').toString('base64url'),
      Buffer.from('99999-01-01|00000000-0000-0000-0000-000000000000').toString('base64url'),
      Buffer.from('|').toString('base64url'),
    ];
    for (const after of cursors) {
      const page = await client.graphql(
        'query($after: String) { documents(first: 5, after: $after) { totalCount } }',
        {
          after,
        },
      );
      expect(page.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
    }
    for (const id of ['------------------------------------', 'x', '0'.repeat(36)]) {
      const one = await client.graphql('query($id: ID!) { document(id: $id) { id } }', { id });
      expect(one.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });

  test('absurd numbers are refused by the schema', async () => {
    const client = new ApiClient(server.url);
    const response = await client.graphql('{ localLevel(id: 99999999999999999999) { id } }');
    expect(response.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

test('a client that sends its body too slowly is cut off (408) instead of holding the connection', async () => {
  const { port } = new URL(server.url);
  const started = Date.now();
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(
        'POST /np/api/v1/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em',
      );
    });
    let received = '';
    socket.on('data', (chunk) => {
      received += String(chunk);
    });
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
  const elapsed = Date.now() - started;
  expect(answer).toMatch(/^HTTP\/1\.1 408/);
  expect(elapsed).toBeGreaterThanOrEqual(14_000);
  expect(elapsed).toBeLessThan(30_000);
}, 60_000);
