/**
 * Pure session rules for the proxy and the REST shims (spec §4, §6): how Set-Cookie headers from
 * the gateway change the cookies a request carries on to the page. Where auth and account page
 * requests go is session-paths.rules.ts (re-exported here).
 */
import { clearedSessionCookies, SESSION_COOKIES } from '@cadence/server-kit/cookies';
import { parse as parseCookies } from 'cookie';

export type SetCookie = { name: string; value: string; removed: boolean };

/** Name and value of one Set-Cookie header, and whether it removes the cookie (Max-Age ≤ 0 or a past Expires). */
export function parseSetCookie(header: string, now: Date = new Date()): SetCookie | null {
  const [pair = '', ...attributes] = header.split(';');
  const eq = pair.indexOf('=');
  if (eq <= 0) return null;
  const name = pair.slice(0, eq).trim();
  const value = pair.slice(eq + 1).trim();
  let removed = false;
  for (const attribute of attributes) {
    const [key = '', ...rest] = attribute.split('=');
    const attributeValue = rest.join('=').trim();
    if (/^max-age$/i.test(key.trim())) removed = Number(attributeValue) <= 0;
    else if (/^expires$/i.test(key.trim()) && !/max-age=/i.test(header)) {
      const at = Date.parse(attributeValue);
      removed = !Number.isNaN(at) && at <= now.getTime();
    }
  }
  return { name, value, removed };
}

/** Parses a Cookie request header into name → raw value (first occurrence wins; values stay encoded). */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const parsed = parseCookies(header ?? '', { decode: (value) => value });
  return new Map(Object.entries(parsed).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/**
 * The Cookie header a request carries on after a response's Set-Cookie headers: set cookies are
 * replaced or added, removed ones dropped, the rest kept as they were.
 */
export function cookieHeaderAfter(cookieHeader: string | null | undefined, setCookies: readonly string[]): string {
  const jar = parseCookieHeader(cookieHeader);
  for (const header of setCookies) {
    const cookie = parseSetCookie(header);
    if (!cookie) continue;
    if (cookie.removed) jar.delete(cookie.name);
    else jar.set(cookie.name, cookie.value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** The Cookie header without the customer's session: what a page every shopper shares is rendered with. */
export function guestCookieHeader(cookieHeader: string | null | undefined): string {
  const session = new Set<string>(SESSION_COOKIES.map((rule) => rule.name));
  return [...parseCookieHeader(cookieHeader)]
    .filter(([name]) => !session.has(name))
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

/**
 * The gateway's own Set-Cookie headers, plus a removal for each session cookie (and with
 * `withCart` the cart id) the gateway did not remove, when it could not answer, say. The
 * gateway's headers come first and win: they carry its exact attributes.
 */
export function ensureSessionCleared(gatewaySetCookies: readonly string[], secure: boolean, withCart = true): string[] {
  const removed = new Set(
    gatewaySetCookies.map((header) => parseSetCookie(header)).flatMap((cookie) => (cookie?.removed ? [cookie.name] : [])),
  );
  const missing = clearedSessionCookies(secure, { cart: withCart }).filter((header) => !removed.has(header.split('=')[0] ?? ''));
  return [...gatewaySetCookies, ...missing];
}
