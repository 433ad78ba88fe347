// Which addresses a webhook may be posted to. An endpoint is chosen by a filing account, so an
// address the registry's own network can reach and the internet cannot (this machine, a private
// network, a cloud's metadata service) would let the account make the registry call its
// neighbours and read from the delivery log what answered. So: names that can only be local are
// refused when the endpoint is registered; literal addresses are judged then; and at every
// delivery the name is resolved again (what it points at can change after registration), every
// address it resolves to is judged, and the connection goes to the address that was judged, never
// through a second lookup that could answer differently.
import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * IPv4 blocks the IANA special-purpose registry lists as not globally reachable, with the
 * multicast and reserved ranges (224/4, 240/4 and the broadcast address inside it).
 */
const specialIpv4Blocks: readonly [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

/**
 * IPv6 blocks that are not globally reachable inside global unicast (2000::/3; everything outside
 * it is refused anyway: ::/96 and ::ffff:0:0/96 with the IPv4 they carry, 100::/64, fc00::/7,
 * fe80::/10, ff00::/8 and the rest): 2001::/23 (Teredo and the protocol assignments),
 * 2001:db8::/32 and 3fff::/20 (documentation).
 */
const specialIpv6Blocks: readonly [string, number][] = [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['3fff::', 20],
];

/** The IPv4 block as it appears inside 6to4 (2002::/16): its address in bits 16 to 47. */
function sixToFourBlock([address, prefix]: [string, number]): [string, number] {
  const [a = 0, b = 0, c = 0, d = 0] = address.split('.').map(Number);
  const hex = (high: number, low: number) => ((high << 8) | low).toString(16);
  return [`2002:${hex(a, b)}:${hex(c, d)}::`, 16 + prefix];
}

// Kept apart by family: a BlockList also applies an IPv4 rule to the IPv4-mapped IPv6 address and
// the other way round, so one list holding both would refuse every IPv4 address for ::ffff:0:0/96.
const refusedIpv4 = new BlockList();
for (const [address, prefix] of specialIpv4Blocks) refusedIpv4.addSubnet(address, prefix, 'ipv4');

const globalUnicastIpv6 = new BlockList();
globalUnicastIpv6.addSubnet('2000::', 3, 'ipv6');

const refusedIpv6 = new BlockList();
for (const [address, prefix] of specialIpv6Blocks) refusedIpv6.addSubnet(address, prefix, 'ipv6');
// 6to4 carries an IPv4 address: judged as that address.
for (const block of specialIpv4Blocks) refusedIpv6.addSubnet(...sixToFourBlock(block), 'ipv6');

/** The NAT64 well-known prefix: an IPv6-only network's way to every IPv4 host. */
const nat64Ipv6 = new BlockList();
nat64Ipv6.addSubnet('64:ff9b::', 96, 'ipv6');
/** NAT64 of the IPv4 blocks refused above: judged as the IPv4 address in its last 32 bits. */
const refusedNat64 = new BlockList();
for (const [address, prefix] of specialIpv4Blocks)
  refusedNat64.addSubnet(`64:ff9b::${address}`, 96 + prefix, 'ipv6');

/** True for an address on the public internet: one the registry may post a webhook to. */
function isPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return !refusedIpv4.check(address, 'ipv4');
  if (version !== 6) return false;
  if (nat64Ipv6.check(address, 'ipv6')) return !refusedNat64.check(address, 'ipv6');
  return globalUnicastIpv6.check(address, 'ipv6') && !refusedIpv6.check(address, 'ipv6');
}

const loopbackIpv4 = new BlockList();
loopbackIpv4.addSubnet('127.0.0.0', 8, 'ipv4');
const loopbackIpv6 = new BlockList();
loopbackIpv6.addAddress('::1', 'ipv6');

/** True for this machine's loopback addresses (127/8, ::1). */
function isLoopbackAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return loopbackIpv4.check(address, 'ipv4');
  return version === 6 && loopbackIpv6.check(address, 'ipv6');
}

/**
 * Names that only ever mean this machine or a local network: localhost and what ends in it, mDNS
 * (.local), the private-use .internal, the home network's home.arpa, and .localdomain and .invalid
 * (never public). A name of one label (no dot) is completed by the resolver's search domains,
 * which are the registry's own network's.
 */
const localOnlySuffixes = ['localhost', 'local', 'internal', 'home.arpa', 'localdomain', 'invalid'];

/** The host of a URL without the brackets of an IPv6 literal and without trailing dots. */
function bareHost(hostname: string): string {
  if (hostname.startsWith('[') && hostname.endsWith(']')) return hostname.slice(1, -1);
  return hostname.replace(/\.+$/, '');
}

/** The loopback hosts an address may name outside production, for a receiver on this machine. */
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True when the URL names this machine's loopback address literally (or as localhost). */
export function namesLoopback(url: URL): boolean {
  return loopbackHosts.has(url.hostname);
}

/**
 * True when the host of an address to register can already be judged not public: a literal
 * address that is not (in any spelling: the URL parser writes 0x7f.1 and 2130706433 as
 * 127.0.0.1), or a name that can only be local. Other names are judged at each delivery.
 */
export function isKnownLocalHost(url: URL): boolean {
  const host = bareHost(url.hostname);
  if (isIP(host) !== 0) return !isPublicAddress(host);
  if (!host.includes('.')) return true;
  return localOnlySuffixes.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
}

/** Resolves a host name to all of its addresses, as the system's resolver answers. */
export type HostLookup = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemLookup: HostLookup = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** Where a delivery may connect; the host's name stays for the Host header, SNI and the certificate. */
export interface PinnedAddress {
  address: string;
  family: 4 | 6;
}

/** Why no connection was made: said to the account as any failure to connect is. */
class RefusedDestination extends Error {}

export interface DestinationOptions {
  lookup?: HostLookup;
  /** Outside production: the URL may name this machine's loopback address, over http too. */
  allowInsecureLoopback?: boolean;
  /**
   * Accept a loopback address that a name resolves to. The server never sets it; a test sets it
   * to reach a receiver on this machine under a public-looking name.
   */
  allowResolvedLoopback?: boolean;
}

/**
 * The address a delivery to `url` connects to: the name resolved now, every address it has judged
 * (one that is not public refuses the delivery: a name answering both is not trusted with either),
 * and the first one taken. Plain http only to a loopback address the URL names, where allowed.
 */
export async function pinDestination(
  url: URL,
  options: DestinationOptions,
): Promise<PinnedAddress> {
  const literalLoopback = options.allowInsecureLoopback === true && namesLoopback(url);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && literalLoopback))
    throw new RefusedDestination('Only https is posted to.');
  const host = bareHost(url.hostname);
  if (!literalLoopback && isKnownLocalHost(url))
    throw new RefusedDestination('The host can only be local.');
  const version = isIP(host);
  const addresses =
    version === 0
      ? await (options.lookup ?? systemLookup)(host)
      : [{ address: host, family: version }];
  const loopbackAccepted = literalLoopback || options.allowResolvedLoopback === true;
  const judged = addresses.map(({ address, family }) => ({
    address,
    family: family === 6 ? (6 as const) : (4 as const),
    allowed: isPublicAddress(address) || (loopbackAccepted && isLoopbackAddress(address)),
  }));
  const first = judged[0];
  if (first === undefined) throw new RefusedDestination('The name has no address.');
  if (judged.some((candidate) => !candidate.allowed))
    throw new RefusedDestination('The name resolves to an address that is not public.');
  return { address: first.address, family: first.family };
}
