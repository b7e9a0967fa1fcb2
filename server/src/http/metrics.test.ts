import type { AddressInfo } from 'node:net';
import express from 'express';
import { createMetrics, metricsRoute } from './metrics.js';

async function serve(token: string | undefined) {
  const app = express();
  metricsRoute(app, createMetrics(), token);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;
  return { url, close: () => new Promise((resolve) => server.close(resolve)) };
}

test('with METRICS_TOKEN, only the bearer of that token reads the metrics', async () => {
  const token = 'a-long-enough-metrics-token';
  const { url, close } = await serve(token);
  try {
    expect((await fetch(url)).status).toBe(404);
    expect(
      (await fetch(url, { headers: { authorization: 'Bearer wrong-token-of-same-size!' } })).status,
    ).toBe(404);
    const allowed = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('content-type')).toMatch(/^text\/plain; version=0.0.4/);
    expect(await allowed.text()).toContain('# TYPE process_resident_memory_bytes gauge');
  } finally {
    await close();
  }
});

test('without a token, a direct local request reads them and a proxied one does not', async () => {
  const { url, close } = await serve(undefined);
  try {
    expect((await fetch(url)).status).toBe(200);
    expect((await fetch(url, { headers: { forwarded: 'for=203.0.113.9' } })).status).toBe(404);
  } finally {
    await close();
  }
});
