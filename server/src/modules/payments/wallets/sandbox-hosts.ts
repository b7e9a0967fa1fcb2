/**
 * The host a URL names, as DNS compares it: lower case (URL does that), without the root's
 * trailing dot, and without brackets around an IPv6 address.
 */
const hostOf = (url: string): string | null => {
  if (!URL.canParse(url.trim())) return null;
  return new URL(url.trim()).hostname.replace(/\.+$/, '').replace(/^\[(.*)\]$/, '$1');
};

const isIpAddress = (host: string) => /^[\d.]+$/.test(host) || host.includes(':');

/**
 * A test host: one of the wallet's own test hosts, however it is spelled (case, a trailing dot, a
 * port), or an address no wallet takes live payments at (an IP address, localhost, a name with
 * no dot): a simulator or a tunnel, not the wallet.
 */
export function isTestHost(url: string, walletTestHosts: readonly string[]): boolean {
  const host = hostOf(url);
  if (host === null) return false;
  return (
    walletTestHosts.includes(host) || isIpAddress(host) || !host.includes('.') || host.endsWith('.localhost')
  );
}

/** The origin of a URL, as the security headers name it; nothing for an unreadable one. */
export const originOf = (url: string): string[] => (URL.canParse(url) ? [new URL(url).origin] : []);
