import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

/**
 * The header a trusted proxy (the web app, or the gateway in front of a remote subgraph) sends with
 * the shared proxy secret, so that its X-Forwarded-For is believed.
 */
export const PROXY_SECRET_HEADER = 'x-cadence-proxy-secret';

/** Who may tell the gateway a client's address: proxies by network address, and the shared secret. */
export type ProxyTrust = Readonly<{
  /** Networks (CIDR) whose requests may carry X-Forwarded-For; empty trusts no one. */
  proxies: readonly string[];
  /** When set, a proxy must also send it in PROXY_SECRET_HEADER (a local process cannot pose as the web). */
  secret: string | null;
}>;

/** Parses a CIDR list such as "127.0.0.0/8, ::1/128, 10.0.0.0/8" into a matcher; throws naming a bad entry. */
export function proxyMatcher(proxies: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of proxies) {
    const [network = '', bits] = entry.trim().split('/');
    const family = isIP(network);
    if (!family) throw new Error(`Not an IP network: "${entry}"`);
    const prefix = bits === undefined ? (family === 4 ? 32 : 128) : Number(bits);
    if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 4 ? 32 : 128))
      throw new Error(`Bad prefix in "${entry}"`);
    list.addSubnet(network, prefix, family === 4 ? 'ipv4' : 'ipv6');
  }
  return (address) => {
    const plain = normaliseAddress(address);
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * The key a per-address limit counts a client under (sign-in, registration, resets, guest carts,
 * coupons, quotes, finance orders): an IPv4 address as it is; an IPv6 address by its /64 network, since one
 * subscriber is given a whole /64 and could otherwise take a fresh allowance with every address in
 * it ("2001:db8:1:2::/64"). Anything that is not an address is keyed as it came.
 *
 * With `ipv6Prefix` 48, an IPv6 address is keyed by its /48 instead ("2001:db8:1::/48"): the usual
 * allocation of one site or one hosting customer, who can hand out /64s by the thousand. Limits
 * that must hold against /64s rotated at no cost (guesses at one account) count this key as well
 * as the /64's; it may also group several subscribers of one provider, so such a limit needs a
 * way through for the owner (see the customer module's rate limits). IPv4 is keyed as with 64.
 */
export function addressLimitKey(address: string, ipv6Prefix: 64 | 48 = 64): string {
  const plain = normaliseAddress(address);
  if (isIP(plain) !== 6) return plain;
  let text = plain.split('%')[0]!.toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4[0].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const first = head ? head.split(':') : [];
  const last = tail ? tail.split(':') : [];
  const groups = tail === undefined ? first : [...first, ...Array<string>(8 - first.length - last.length).fill('0'), ...last];
  return `${groups
    .slice(0, ipv6Prefix / 16)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/${ipv6Prefix}`;
}

/** An IPv4 address written as IPv6 (::ffff:127.0.0.1) in its IPv4 form; anything else trimmed. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim();
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(trimmed) ? trimmed.slice(7) : trimmed;
}

/**
 * The one rule for the client's address (rate limits, the store-network check, logs): the socket's
 * address, unless the socket is a trusted proxy that proved itself with the shared secret (when one
 * is configured); then the right-most address of X-Forwarded-For that is not itself a trusted proxy.
 * Anything in the header that is not an IP address stops the walk: a proxy we trust wrote the
 * addresses to the right of it, and nothing to its left can be believed.
 */
export function clientAddress(
  request: {
    socketAddress: string | undefined | null;
    forwardedFor: string | undefined | null;
    proxySecret: string | undefined | null;
  },
  trust: ProxyTrust,
  isTrustedProxy: (address: string) => boolean = proxyMatcher(trust.proxies),
): string {
  const socket = normaliseAddress(request.socketAddress ?? '');
  if (!request.forwardedFor || !isTrustedProxy(socket) || !secretMatches(request.proxySecret, trust.secret)) return socket;
  let client = socket;
  const hops = request.forwardedFor.split(',').map(normaliseAddress).reverse();
  for (const hop of hops) {
    if (!isIP(hop)) break;
    client = hop;
    if (!isTrustedProxy(hop)) break;
  }
  return client;
}

function secretMatches(given: string | undefined | null, expected: string | null): boolean {
  if (expected === null) return true;
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
