import type { IssuedSession } from '@cadence/commerce/modules/customer/customer.types';
import { serialiseCookie, SHOP_COOKIES } from '@cadence/server-kit/cookies';
import type { CustomerContext } from './customer.loaders';

/** The session cookies of spec §3, named once in @cadence/server-kit/cookies. */
export const SESSION_COOKIE_NAMES = {
  token: SHOP_COOKIES.customerToken.name,
  refreshToken: SHOP_COOKIES.customerRefreshToken.name,
  expireTime: SHOP_COOKIES.customerExpireTime.name,
  cartId: SHOP_COOKIES.cartId.name,
} as const;

/**
 * Set-Cookie values that hand a new session to the browser, with the shop's cookie attributes
 * (@cadence/server-kit/cookies: tokens HttpOnly, the expiry time readable, SameSite=Strict, Secure
 * per GatewayEnv.cookieSecure). Each cookie lives as long as what it carries: the access token
 * until it expires (60 minutes), the refresh token until it expires (14 days), and the expiry time
 * as long as the session can be renewed (it is the browser's sign that a session exists; the web
 * renews before rendering when only the refresh token is left).
 */
export function sessionCookies(session: IssuedSession, secure: boolean, now: Date = new Date()): string[] {
  const accessSeconds = (session.expiresAt.getTime() - now.getTime()) / 1000;
  const refreshSeconds = (session.refreshExpiresAt.getTime() - now.getTime()) / 1000;
  return [
    serialiseCookie(SHOP_COOKIES.customerToken, session.accessToken, { secure, maxAge: accessSeconds }),
    serialiseCookie(SHOP_COOKIES.customerRefreshToken, session.refreshToken, { secure, maxAge: refreshSeconds }),
    serialiseCookie(SHOP_COOKIES.customerExpireTime, session.expiresAt.toISOString(), { secure, maxAge: refreshSeconds }),
  ];
}

/** Queues the cookies of a new session on the response. */
export function startSession(ctx: CustomerContext, session: IssuedSession): void {
  ctx.responseCookies.push(...sessionCookies(session, ctx.cookieSecure));
}
