/**
 * The session cookies and the browser's hint that a session exists: apart from the account rules
 * (customer.rules.ts: passwords, tokens, postcodes), because the header asks on every page.
 */

/**
 * The session cookies the gateway sets (spec §3). Their names are decided in
 * @cadence/server-kit/cookies; this is the browser's copy, because this module is in every page's
 * bundle and the kit's is not (session.rules.test.ts checks that they agree).
 */
export const SESSION_COOKIES = {
  token: 'customer_token',
  refreshToken: 'customer_refresh_token',
  expireTime: 'customer_expire_time',
} as const;

/** Whether a browser's readable cookies (document.cookie) say a session exists: the expiry time cookie. */
export function hasSessionHint(documentCookie: string): boolean {
  return documentCookie.split(/;\s*/).some((c) => c.startsWith(`${SESSION_COOKIES.expireTime}=`));
}

/**
 * Whether a request's cookies carry a session the gateway may still accept or renew (either
 * token): the cart is then the customer's, found by the session rather than by the cart cookie.
 */
export function carriesSession(cookies: Partial<Record<string, string>>): boolean {
  return Boolean(cookies[SESSION_COOKIES.token] || cookies[SESSION_COOKIES.refreshToken]);
}
