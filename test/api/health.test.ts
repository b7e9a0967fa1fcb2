import { ApiClient } from '../support/client.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const get = (path: string) => new ApiClient(server.url).request('GET', path);

test('/livez answers while the process runs', async () => {
  expect(await get('/livez')).toMatchObject({ status: 200, body: { status: 'ok' } });
});

test('/readyz reports the database and the migrations', async () => {
  expect(await get('/readyz')).toMatchObject({
    status: 200,
    body: { status: 'ok', database: 'ok', migrations: 'ok' },
  });
});

test('/readyz fails while a migration is pending', async () => {
  const migrator = server.services.orm.migrator;
  const original = migrator.getPending.bind(migrator);
  migrator.getPending = async () => [{ name: 'Migration20991231000000' }];
  try {
    expect(await get('/readyz')).toMatchObject({
      status: 503,
      body: { status: 'unavailable', database: 'ok', migrations: '1 pending' },
    });
  } finally {
    migrator.getPending = original;
  }
});

test('/readyz fails while the database does not answer, and recovers with it', async () => {
  const connection = server.services.orm.em.getConnection() as unknown as { execute: () => Promise<unknown> };
  const original = connection.execute;
  connection.execute = async () => {
    throw new Error('Connection terminated unexpectedly');
  };
  try {
    expect(await get('/readyz')).toMatchObject({
      status: 503,
      body: { status: 'unavailable', database: 'unreachable' },
    });
    // Liveness is not readiness: a restart would not bring the database back.
    expect((await get('/livez')).status).toBe(200);
  } finally {
    connection.execute = original;
  }
  expect((await get('/readyz')).status).toBe(200);
});

test('/healthz still answers as before', async () => {
  expect(await get('/healthz')).toMatchObject({ status: 200, body: { status: 'ok', database: 'ok' } });
});
