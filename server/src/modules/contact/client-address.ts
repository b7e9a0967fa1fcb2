import { createHmac } from 'node:crypto';

/**
 * A client address reduced to a keyed hash. A plain hash would not hide anything: every IPv4
 * address can be hashed and looked up in minutes. With the server's secret it is still stable
 * (one abuser's messages group together, the rate limit can count them) but not reversible.
 */
export function clientAddressHash(secret: string, address: string): string {
  return createHmac('sha256', secret).update(`contact-client-address:${address}`).digest('hex');
}
