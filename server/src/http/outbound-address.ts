import { lookup as systemLookup } from 'node:dns/promises';
import { BlockList, type LookupFunction, isIP } from 'node:net';

// Every address the server connects to on a user's behalf (webhook endpoints) passes here: the
// URL is normalised by the WHATWG parser (so 127.1, 2130706433, 0x7f000001, 0177.0.0.1, upper case
// and trailing dots all become one spelling), its host resolved, and it is refused when ANY of its
// addresses points inside: loopback, unspecified, private, link-local, unique-local, CGNAT,
// multicast, broadcast, reserved or documentation ranges, cloud metadata, and IPv6 forms that
// embed such an IPv4 address. The connection is then made to the address that was checked
// (pinnedLookup), so a second DNS answer cannot point it elsewhere.

/** Longer addresses are refused before anything parses them. */
export const MAX_OUTBOUND_URL_LENGTH = 2048;

export type OutboundRefusal = 'tooLong' | 'invalid' | 'https' | 'notAllowed' | 'unresolvable';

export class OutboundAddressError extends Error {
  constructor(readonly reason: OutboundRefusal) {
    super(`outbound address refused: ${reason}`);
    this.name = 'OutboundAddressError';
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address a host name resolves to (A and AAAA). Tests inject a hosts-like table. */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: HostResolver = async (hostname) =>
  (await systemLookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

export interface OutboundPolicy {
  /** Loopback (127/8, ::1, localhost) allowed, over http too: development and tests only. */
  allowLoopback: boolean;
  resolve: HostResolver;
}

export interface CheckedTarget {
  url: URL;
  /** The host as the request names it (Host header, TLS SNI), without IPv6 brackets. */
  hostname: string;
  /** The checked address the connection goes to. */
  address: string;
  family: 4 | 6;
}

const v4Blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // CGNAT (100.100.100.200 is a cloud metadata address)
  ['169.254.0.0', 16], // link-local (169.254.169.254 is the cloud metadata address)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255 broadcast
] as const) {
  v4Blocked.addSubnet(network, prefix, 'ipv4');
}
const v4Loopback = new BlockList();
v4Loopback.addSubnet('127.0.0.0', 8, 'ipv4');

const v6Blocked = new BlockList();
for (const [network, prefix] of [
  ['2001::', 23], // IETF protocol assignments (Teredo, benchmarking, ORCHID)
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
] as const) {
  v6Blocked.addSubnet(network, prefix, 'ipv6');
}

/** Names that are inside by definition, whatever DNS says of them. */
const internalNames = new Set(['metadata.google.internal', 'metadata.goog', 'metadata', 'instance-data']);
const internalSuffixes = ['.internal', '.local', '.localdomain', '.home.arpa', '.intranet', '.lan', '.corp'];
const isLoopbackName = (name: string) => name === 'localhost' || name.endsWith('.localhost');

export type AddressKind = 'public' | 'loopback' | 'blocked';

/** Whether an address (IPv4 or IPv6, any canonical spelling) is on the public internet. */
export function classifyAddress(address: string): AddressKind {
  const family = isIP(address);
  if (family === 4) return classifyV4(address);
  if (family === 6) return classifyV6(address);
  return 'blocked';
}

function classifyV4(address: string): AddressKind {
  if (v4Loopback.check(address, 'ipv4')) return 'loopback';
  return v4Blocked.check(address, 'ipv4') ? 'blocked' : 'public';
}

function classifyV6(address: string): AddressKind {
  const words = ipv6Words(address);
  if (!words) return 'blocked';
  const zeros = (count: number) => words.slice(0, count).every((word) => word === 0);
  const embeddedV4 = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
  if (zeros(7) && words[7] === 1) return 'loopback';
  // IPv4-mapped (::ffff:a.b.c.d): the IPv4 address is what is reached. Loopback stays loopback.
  if (zeros(5) && words[5] === 0xffff) return classifyV4(embeddedV4(words[6]!, words[7]!));
  // Unspecified, IPv4-compatible (deprecated) and the rest of ::/8.
  if ((words[0]! & 0xff00) === 0 && !(words[0] === 0x64 && words[1] === 0xff9b)) return 'blocked';
  // NAT64 (64:ff9b::/96) and 6to4 (2002::/16) reach the IPv4 address they embed.
  if (words[0] === 0x64 && words[1] === 0xff9b) {
    if (words.slice(2, 6).some((word) => word !== 0)) return 'blocked'; // 64:ff9b:1::/48
    return classifyV4(embeddedV4(words[6]!, words[7]!)) === 'public' ? 'public' : 'blocked';
  }
  if (words[0] === 0x2002) {
    return classifyV4(embeddedV4(words[1]!, words[2]!)) === 'public' ? 'public' : 'blocked';
  }
  // Only global unicast (2000::/3) is public: this leaves out unique-local fc00::/7 (fd00:ec2::254,
  // a cloud metadata address), link-local fe80::/10, site-local fec0::/10 and multicast ff00::/8.
  if ((words[0]! & 0xe000) !== 0x2000) return 'blocked';
  return v6Blocked.check(address, 'ipv6') ? 'blocked' : 'public';
}

/** The eight 16-bit words of an IPv6 address (with or without a dotted IPv4 tail), or null. */
function ipv6Words(address: string): number[] | null {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail, ...more] = text.split('::');
  if (more.length > 0) return null;
  const part = (piece: string | undefined) =>
    piece ? piece.split(':').map((word) => Number.parseInt(word, 16)) : [];
  const front = part(head);
  const back = part(tail);
  const fill = tail === undefined ? 0 : 8 - front.length - back.length;
  const words = [...front, ...Array<number>(Math.max(fill, 0)).fill(0), ...back];
  return words.length === 8 && words.every((word) => Number.isInteger(word) && word >= 0 && word <= 0xffff)
    ? words
    : null;
}

/**
 * The checks that need no DNS: length, shape, scheme, credentials, and the host when it is an
 * address or a name that is inside by definition. Returns the normalised URL.
 */
export function parseOutboundUrl(raw: string, policy: Pick<OutboundPolicy, 'allowLoopback'>): URL {
  if (raw.length > MAX_OUTBOUND_URL_LENGTH) throw new OutboundAddressError('tooLong');
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new OutboundAddressError('invalid');
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && policy.allowLoopback)) {
    throw new OutboundAddressError('https');
  }
  if (url.username || url.password || !url.hostname) throw new OutboundAddressError('invalid');
  const host = hostnameOf(url);
  if (isIP(host)) {
    allowed(classifyAddress(host), url, policy);
  } else {
    const name = host.replace(/\.+$/, '');
    if (isLoopbackName(name)) allowed('loopback', url, policy);
    else if (
      !name.includes('.') ||
      internalNames.has(name) ||
      internalSuffixes.some((s) => name.endsWith(s))
    ) {
      throw new OutboundAddressError('notAllowed');
    }
  }
  return url;
}

/** Parses, resolves and checks every address; the answer names the one to connect to. */
export async function checkOutboundUrl(raw: string, policy: OutboundPolicy): Promise<CheckedTarget> {
  const url = parseOutboundUrl(raw, policy);
  const hostname = hostnameOf(url);
  const literal = isIP(hostname);
  let addresses: ResolvedAddress[];
  const name = hostname.replace(/\.+$/, '');
  if (literal) {
    addresses = [{ address: hostname, family: literal === 6 ? 6 : 4 }];
  } else if (isLoopbackName(name)) {
    // localhost is this machine by definition (RFC 6761); no resolver is asked to say otherwise.
    addresses = [{ address: '127.0.0.1', family: 4 }];
  } else {
    addresses = await policy.resolve(name).catch(() => []);
    if (addresses.length === 0) throw new OutboundAddressError('unresolvable');
  }
  for (const { address } of addresses) allowed(classifyAddress(address), url, policy);
  const [first] = addresses as [ResolvedAddress];
  return { url, hostname, address: first.address, family: first.family };
}

function allowed(kind: AddressKind, url: URL, policy: Pick<OutboundPolicy, 'allowLoopback'>) {
  if (kind === 'blocked' || (kind === 'loopback' && !policy.allowLoopback)) {
    throw new OutboundAddressError('notAllowed');
  }
  // Plain http only to this machine, where nothing crosses a network.
  if (url.protocol === 'http:' && kind !== 'loopback') throw new OutboundAddressError('https');
}

const hostnameOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** A `lookup` for http(s).request that answers with the checked address and never asks DNS. */
export function pinnedLookup({ address, family }: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}
