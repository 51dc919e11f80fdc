/**
 * The shop's cookies, decided once (DESIGN.md: security rules live in one place each): their
 * names, lifetimes and attributes, the one serialiser and the one removal, and the rule for the
 * Secure attribute. Every writer uses it: the gateway's session cookies, the web's REST shims,
 * pages and proxy, the browser's own cookies (location, language, consent), and the page cache's
 * list of the cookies that mark a customer.
 *
 * No imports, not even Node built-ins: the browser loads this module too, so it stays small.
 *
 * Attributes (spec §9): Path=/ and no Domain, so a cookie stays on the host that set it; the
 * session tokens and the cart id HttpOnly (only the shop's servers read them), the rest readable
 * by the storefront's scripts; the session SameSite=Strict, the rest Lax (a link from another site
 * keeps the shopper's cart, country and language). Secure is one setting per shop (secureCookies).
 * The spec names these cookies, so they keep their names rather than a `__Host-` prefix.
 */

export type CookieRule = Readonly<{
  name: string;
  httpOnly: boolean;
  sameSite: 'Strict' | 'Lax';
  /** Lifetime in seconds; null when each write gives it (a token's expiry, a configured lifetime). */
  maxAge: number | null;
}>;

/** The units a cookie's configured lifetime may be given in (the location cookies', spec §9). */
export const COOKIE_TIME_UNITS = ['seconds', 'minutes', 'hours', 'days', 'years'] as const;

const DAYS = 86_400;
const session = (name: string, httpOnly: boolean): CookieRule => ({ name, httpOnly, sameSite: 'Strict', maxAge: null });
const shopper = (name: string, maxAge: number | null, httpOnly = false): CookieRule => ({
  name,
  httpOnly,
  sameSite: 'Lax',
  maxAge,
});

/** How long an emailed password reset link works (commerce's reset tokens), and its cookie lives. */
export const PASSWORD_RESET_LINK_SECONDS = 60 * 60;

/** Every cookie the shop sets. */
export const SHOP_COOKIES = {
  /** The access token: as long as it is valid. */
  customerToken: session('customer_token', true),
  /** The refresh token: as long as it is valid. */
  customerRefreshToken: session('customer_refresh_token', true),
  /** The access token's expiry time, readable: the browser's sign that a session exists; as long as it can be renewed. */
  customerExpireTime: session('customer_expire_time', false),
  cartId: shopper('cart_id', 7 * DAYS, true),
  /** The language chosen, read first by Next's locale detection. */
  locale: shopper('NEXT_LOCALE', 365 * DAYS),
  /** The affiliate id of a query parameter whose name contains "awc". */
  affiliate: shopper('awc', 365 * DAYS),
  /** The country chosen (ISO code); lifetime from configuration, as the partner's two below. */
  location: shopper('location', null),
  /** The cross-border partner's location ({"country":{"iso_code":"DE"}}) and currency cookies. */
  partnerLocation: shopper('esw.location', null),
  partnerCurrency: shopper('esw.currency', null),
  consent: shopper('cookie_consent', 365 * DAYS),
  /**
   * A password reset token taken from the emailed link's address and kept on the server side of the
   * browser (web features/customer/auth/reset-token.rules.ts): the page only learns that there is
   * one, and the new-password shim reads it. HttpOnly, so no script on the page holds it; Lax (the
   * link is followed from a mail site); as long as the link works (a shopper who reads the form for
   * a while is not told a working link expired), gone once the password is set or the token refused.
   */
  resetToken: shopper('reset_token', PASSWORD_RESET_LINK_SECONDS, true),
} as const satisfies Record<string, CookieRule>;

/** Which storefront (spec §4): set by the deployment's tooling, never by the shop, only read. */
export const SITE_ENVIRONMENT_COOKIE = 'site_environment';

/** The session's cookies, as the gateway sets them and sign-out removes them. */
export const SESSION_COOKIES = [SHOP_COOKIES.customerToken, SHOP_COOKIES.customerRefreshToken, SHOP_COOKIES.customerExpireTime];

/**
 * The cookies that make a request a customer's (either token: the web renews a session that has
 * only its refresh token left). The page cache keeps customers out of what it keeps for guests by them.
 */
export const SESSION_TOKEN_NAMES = [SHOP_COOKIES.customerToken.name, SHOP_COOKIES.customerRefreshToken.name];

/**
 * One of the shop's cookies as a Set-Cookie header value (or for document.cookie): the value
 * URI-encoded, the rule's attributes, `maxAge` seconds when given (else the rule's lifetime),
 * Secure as the shop decided (secureCookies).
 */
export function serialiseCookie(rule: CookieRule, value: string, options: { secure: boolean; maxAge?: number }): string {
  const maxAge = options.maxAge ?? rule.maxAge;
  if (maxAge === null || !Number.isFinite(maxAge)) throw new Error(`Cookie ${rule.name} needs a lifetime`);
  return (
    `${rule.name}=${encodeURIComponent(value)}; Max-Age=${Math.max(0, Math.round(maxAge))}; Path=/` +
    `${rule.httpOnly ? '; HttpOnly' : ''}${options.secure ? '; Secure' : ''}; SameSite=${rule.sameSite}`
  );
}

/** The Set-Cookie header value that removes a cookie: the attributes it was set with, empty, Max-Age=0. */
export function clearCookie(rule: CookieRule, options: { secure: boolean }): string {
  return serialiseCookie(rule, '', { secure: options.secure, maxAge: 0 });
}

/**
 * Set-Cookie values that end a session: the session cookies and, on sign-out (`cart`), the cart
 * id, each removed with the attributes it was set with. The gateway sends them on sign-out and on a
 * refused renewal; the web when the gateway could not (a page finding the session gone, a shim
 * whose call failed).
 */
export function clearedSessionCookies(secure: boolean, options: { cart: boolean }): string[] {
  const rules = options.cart ? [...SESSION_COOKIES, SHOP_COOKIES.cartId] : SESSION_COOKIES;
  return rules.map((rule) => clearCookie(rule, { secure }));
}

/**
 * The Secure rule, for both servers' configuration (COOKIE_SECURE): as set, else Secure exactly
 * when every storefront origin given is https (a browser drops a Secure cookie set over plain
 * http, so a local http shop would keep no session). The browser does not decide it again: the
 * web server tells the page (web/pages/_document.tsx).
 */
export function secureCookies(setting: boolean | undefined, siteUrls: readonly (string | undefined)[]): boolean {
  if (setting !== undefined) return setting;
  const urls = siteUrls.filter((url): url is string => Boolean(url));
  return urls.length > 0 && urls.every((url) => url.startsWith('https://'));
}
