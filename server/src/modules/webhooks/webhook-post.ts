import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { type CheckedTarget, pinnedLookup } from '../../http/outbound-address.js';

/**
 * POSTs `body` to the checked target and answers with the HTTP status. The connection goes to the
 * address that was checked (no second DNS lookup); the request still names the host, in its Host
 * header and TLS SNI, so certificates are checked against the name. Redirects are not followed
 * (a 3xx is just a status), the answer's body is never read, and nothing is pooled: every attempt
 * opens its own connection to its own checked address.
 */
export function postToEndpoint(
  target: CheckedTarget,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<number> {
  const client = target.url.protocol === 'https:' ? https : http;
  const name = target.hostname.replace(/\.+$/, '');
  return new Promise<number>((resolve, reject) => {
    const request = client.request(
      {
        protocol: target.url.protocol,
        hostname: target.hostname,
        port: target.url.port || undefined,
        path: `${target.url.pathname}${target.url.search}`,
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: pinnedLookup(target),
        ...(isIP(name) ? {} : { servername: name }),
        agent: false,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        resolve(response.statusCode ?? 0);
        response.destroy();
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
