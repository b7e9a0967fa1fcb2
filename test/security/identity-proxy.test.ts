import { loadConfig } from '../../server/src/config.js';
import { newAccount } from '../support/builders.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// Behind one proxy (TRUST_PROXY=1) the proxy appends the client's real address to whatever
// X-Forwarded-For the client sent; only that last hop is believed. A client naming a new address
// in every request gains nothing: the per-address login limit still counts them all.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
});
afterAll(() => server.stop());

test('TRUST_PROXY=true (any header) is refused at start, with the setting named', () => {
  expect(() => loadConfig({ TRUST_PROXY: 'true', DATA_DIR: server.dataDir })).toThrow(
    /TRUST_PROXY: name the number/,
  );
  expect(loadConfig({ TRUST_PROXY: '2', DATA_DIR: server.dataDir }).TRUST_PROXY).toBe(2);
  expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback', DATA_DIR: server.dataDir }).TRUST_PROXY).toEqual([
    '10.0.0.0/8',
    'loopback',
  ]);
  expect(() => loadConfig({ TRUST_PROXY: 'anything', DATA_DIR: server.dataDir })).toThrow(/TRUST_PROXY/);
});

test('150 failed logins, each naming a new X-Forwarded-For: the 101st and later are refused', async () => {
  const realClient = '203.0.113.77';
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const spoofed = `198.51.${attempt % 250}.${(attempt * 7) % 250}`;
    const response = await fetch(new URL('/np/api/v1/auth/login', server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `${spoofed}, ${realClient}` },
      body: JSON.stringify({ email: newAccount().email, password: 'guess guess 1' }),
    });
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  expect(statuses.filter((s) => s === 401)).toHaveLength(100);
  expect(statuses.slice(100).every((s) => s === 429)).toBe(true);
}, 180_000);
