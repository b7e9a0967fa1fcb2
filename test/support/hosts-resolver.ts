import type { HostResolver, ResolvedAddress } from '../../server/src/http/outbound-address.js';

/**
 * A hosts file for the server's outbound DNS: each name answers with the addresses given (IPv4
 * and IPv6 alike, as A and AAAA would), any other name is not found. `asked` counts the lookups.
 */
export function hostsResolver(table: Record<string, string[]>): HostResolver & { asked: string[] } {
  const asked: string[] = [];
  const resolve = async (hostname: string): Promise<ResolvedAddress[]> => {
    asked.push(hostname);
    const addresses = table[hostname.toLowerCase()];
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(resolve, { asked });
}
