import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ProviderUnavailableError } from './provider-errors.js';
import { assertReachable } from './reachability.js';

test('a page that answers with any status is reachable: the form endpoint expects a POST', async () => {
  const server = createServer((req, res) => res.writeHead(req.method === 'HEAD' ? 405 : 200).end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    await expect(assertReachable('esewa', `http://127.0.0.1:${port}/form`, 1_000)).resolves.toBeUndefined();
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

test('a host nobody answers on is unreachable, named in the reason', async () => {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  const failure = assertReachable('khalti', `http://127.0.0.1:${port}/pay`, 1_000);
  await expect(failure).rejects.toThrow(ProviderUnavailableError);
  await expect(failure).rejects.toThrow(`127.0.0.1:${port} could not be reached`);
});
