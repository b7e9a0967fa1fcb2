import type { IncomingMessage } from 'node:http';
import express from 'express';
import proxyaddr from 'proxy-addr';

/**
 * The client's address as Express's `req.ip` works it out under the same `trust proxy` setting,
 * for requests Express never sees (WebSocket upgrades).
 */
export function clientAddressResolver(trustProxy: unknown): (req: IncomingMessage) => string {
  const settings = express();
  settings.set('trust proxy', trustProxy);
  const trust = settings.get('trust proxy fn') as (address: string, hop: number) => boolean;
  return (req) => proxyaddr(req, trust);
}
