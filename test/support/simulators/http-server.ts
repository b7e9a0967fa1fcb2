import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string as received, without "?". */
  query: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Handler = (request: RecordedRequest, response: ServerResponse, url: URL) => unknown;

export interface RecordingServer {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string;
  /** Every request received, oldest first. */
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** A small HTTP server on 127.0.0.1 (a free port) that records every request it gets. */
export async function startRecordingServer(handler: Handler): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.search.slice(1),
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    requests.push(recorded);
    try {
      await handler(recorded, res, url);
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets of the test's fetch would otherwise hold close() open.
        server.closeAllConnections();
      }),
  };
}

export const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

export const html = (res: ServerResponse, body: string, status = 200) =>
  res
    .writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
    .end(`<!doctype html><html><body>${body}</body></html>`);

export const redirect = (res: ServerResponse, location: string) => res.writeHead(302, { location }).end();

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
