import type { IssuedSession } from '@cadence/commerce/modules/customer/customer.types';
import { serialize, type SerializeOptions } from 'cookie';
import type { CustomerContext } from './customer.loaders';

/** The session cookies of spec §3. */
export const SESSION_COOKIE_NAMES = {
  token: 'customer_token',
  refreshToken: 'customer_refresh_token',
  expireTime: 'customer_expire_time',
  cartId: 'cart_id',
} as const;

/**
 * Cookie attributes (spec §9: auth cookies secure, strict same-site): tokens HttpOnly so scripts
 * never read them; the expiry time readable, so the storefront's browser code knows a session
 * exists (it renews once on UNAUTHENTICATED). Secure whenever the shop is served over HTTPS
 * (GatewayEnv.cookieSecure). No Domain attribute: a cookie stays on the host that set it. The spec
 * names these cookies, so they keep their names rather than a `__Host-` prefix (README).
 */
export function sessionCookieOptions(secure: boolean, maxAgeSeconds: number, httpOnly: boolean): SerializeOptions {
  return { httpOnly, secure, sameSite: 'strict', path: '/', maxAge: Math.max(0, Math.round(maxAgeSeconds)) };
}

/**
 * Set-Cookie values that hand a new session to the browser. Each cookie lives as long as what it
 * carries: the access token until it expires (60 minutes), the refresh token until it expires
 * (14 days), and the expiry time as long as the session can be renewed (it is the browser's sign
 * that a session exists; the web renews before rendering when only the refresh token is left).
 */
export function sessionCookies(session: IssuedSession, secure: boolean, now: Date = new Date()): string[] {
  const accessSeconds = (session.expiresAt.getTime() - now.getTime()) / 1000;
  const refreshSeconds = (session.refreshExpiresAt.getTime() - now.getTime()) / 1000;
  return [
    serialize(SESSION_COOKIE_NAMES.token, session.accessToken, sessionCookieOptions(secure, accessSeconds, true)),
    serialize(SESSION_COOKIE_NAMES.refreshToken, session.refreshToken, sessionCookieOptions(secure, refreshSeconds, true)),
    serialize(
      SESSION_COOKIE_NAMES.expireTime,
      session.expiresAt.toISOString(),
      sessionCookieOptions(secure, refreshSeconds, false),
    ),
  ];
}

/** Set-Cookie values that remove the session (and, on sign-out, the cart id). */
export function clearedSessionCookies(secure: boolean, options: { cart: boolean }): string[] {
  const names: string[] = [SESSION_COOKIE_NAMES.token, SESSION_COOKIE_NAMES.refreshToken, SESSION_COOKIE_NAMES.expireTime];
  if (options.cart) names.push(SESSION_COOKIE_NAMES.cartId);
  return names.map((name) => serialize(name, '', sessionCookieOptions(secure, 0, name !== SESSION_COOKIE_NAMES.expireTime)));
}

/** Queues the cookies of a new session on the response. */
export function startSession(ctx: CustomerContext, session: IssuedSession): void {
  ctx.responseCookies.push(...sessionCookies(session, ctx.cookieSecure));
}
