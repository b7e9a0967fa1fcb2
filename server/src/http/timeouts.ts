import type { ServerOptions } from 'node:http';

/** A client has this long to send its request headers. */
const HEADERS_TIMEOUT_MS = 10_000;
/** …and this long to send the whole request, body included (Node's default is 300 s). */
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Slow clients cannot hold a connection and a half-read body for minutes: past these limits Node
 * answers 408 and closes the connection. The body limit (2 MB) at 15 s needs about 1.1 Mbit/s.
 * Node checks the limits every `connectionsCheckingInterval` (30 s by default): every second here.
 */
export const httpServerOptions: ServerOptions = {
  headersTimeout: HEADERS_TIMEOUT_MS,
  requestTimeout: REQUEST_TIMEOUT_MS,
  connectionsCheckingInterval: 1_000,
};
