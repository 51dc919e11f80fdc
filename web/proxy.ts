import { serialiseCookie, SHOP_COOKIES, SITE_ENVIRONMENT_COOKIE } from '@cadence/server-kit/cookies';
import { NextResponse, type NextRequest } from 'next/server';
import { isLoggedIn, needsRenewal } from './src/features/customer/customer.rules';
import { renewSession } from './src/features/customer/session/session-renewal';
import { cookieHeaderAfter, ensureSessionCleared, guestCookieHeader } from './src/features/customer/session/session.rules';
import { sessionRedirect } from './src/features/customer/session/session-paths.rules';
import { legacyApiTarget, trailingSlashTarget } from './src/features/routing/routing.rules';
import { affiliateId, siteForEnvironment } from './src/features/store/store.rules';
import { serverEnv } from './src/shared/config/server-env';

const APP_ENV = process.env.NEXT_PUBLIC_APP_ENV ?? 'local';

/**
 * Request-level shopper rules: every non-root page path gets a trailing slash (301); the
 * site-environment cookie picks the storefront; an affiliate parameter sets the awc cookie; the
 * customer session is renewed when its token is no longer fresh, and the auth and account pages
 * are guarded (spec §4, §6). Next 16 runs the proxy in the Node.js runtime, so it reads the
 * server configuration like the pages do.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const url = request.nextUrl;
  // The spec's legacy REST paths and the same-origin GraphQL endpoint are API routes underneath.
  const apiTarget = legacyApiTarget(url.pathname);
  if (apiTarget) {
    const target = url.clone();
    target.pathname = apiTarget;
    const headers = new Headers(request.headers);
    // A locale prefix (/de-DE/nuxt/api/...) picks the storefront unless the caller said otherwise.
    if (!headers.has('store') && url.locale) headers.set('store', url.locale);
    return NextResponse.rewrite(target, { request: { headers } });
  }
  // /my-account goes straight to the profile (one hop, not via the trailing-slash redirect).
  if (/^\/my-account$/.test(url.pathname)) return redirectTo(request, sessionRedirect(url.pathname, '', false)!, 302);
  const slashed = trailingSlashTarget(url.pathname);
  if (slashed) {
    // From the raw URL: a clone of nextUrl remembers the request had no trailing slash and would
    // strip the new one again. The raw pathname keeps any locale prefix (/de-DE/...).
    const target = new URL(request.url);
    target.pathname = `${target.pathname}/`;
    return NextResponse.redirect(target, 301);
  }
  const site = siteForEnvironment(request.cookies.get(SITE_ENVIRONMENT_COOKIE)?.value, APP_ENV);
  if (site.locale !== url.locale && url.locale === 'en-GB' && site.site === 'de') {
    const target = url.clone();
    target.locale = site.locale;
    return NextResponse.redirect(target, 302);
  }

  const session = await sessionFor(request);
  const redirect = sessionRedirect(url.pathname, url.search, session.loggedIn);
  const response = redirect
    ? redirectTo(request, redirect, 307)
    : session.cookieHeader === undefined
      ? NextResponse.next()
      : NextResponse.next({ request: { headers: withCookieHeader(request.headers, session.cookieHeader) } });
  for (const cookie of session.setCookies) response.headers.append('set-cookie', cookie);
  const awc = affiliateId(url.searchParams);
  if (awc) {
    // Secure always (spec §9: "Affiliate cookie … one year, secure"; browsers keep a Secure cookie
    // from http://localhost too).
    response.headers.append('set-cookie', serialiseCookie(SHOP_COOKIES.affiliate, awc, { secure: true }));
  }
  return response;
}

type SessionState = {
  loggedIn: boolean;
  /** Set-Cookie headers for the response (renewed or cleared session cookies). */
  setCookies: string[];
  /** The Cookie header the page renders with, when it differs from the request's. */
  cookieHeader?: string;
};

/**
 * The session for this page request: renewed on the gateway when the token is not fresh (the
 * page then renders with the new cookies); a failed renewal signs the shopper out (the cookies
 * are cleared), unless another request renewed the same token moments ago (session-renewal.ts):
 * then the page renders without the session and the browser's cookies are left alone. Prefetches
 * never renew: they are not navigations and would spend the refresh token.
 */
async function sessionFor(request: NextRequest): Promise<SessionState> {
  const cookies = Object.fromEntries(request.cookies.getAll().map((c) => [c.name, c.value]));
  const loggedIn = isLoggedIn(cookies);
  const prefetch = request.headers.get('x-middleware-prefetch') || request.headers.get('purpose') === 'prefetch';
  if (prefetch || !needsRenewal(cookies)) return { loggedIn, setCookies: [] };
  const cookieHeader = request.headers.get('cookie') ?? '';
  const renewal = await renewSession({
    gatewayUrl: serverEnv().gatewayUrl,
    cookieHeader,
    store: request.nextUrl.locale || 'en-GB',
    refreshToken: cookies[SHOP_COOKIES.customerRefreshToken.name] ?? '',
  });
  if (renewal.ok) {
    return { loggedIn: true, setCookies: renewal.setCookies, cookieHeader: cookieHeaderAfter(cookieHeader, renewal.setCookies) };
  }
  // Its token was renewed moments ago by another request, whose answer brings the browser the new
  // cookies: this one gets neither those nor a sign-out that would clear them. It renders as a guest.
  if (renewal.superseded) return { loggedIn: false, setCookies: [], cookieHeader: guestCookieHeader(cookieHeader) };
  const cleared = ensureSessionCleared(renewal.setCookies, serverEnv().cookieSecure, false);
  return { loggedIn: false, setCookies: cleared, cookieHeader: cookieHeaderAfter(cookieHeader, cleared) };
}

function withCookieHeader(original: Headers, cookieHeader: string): Headers {
  const headers = new Headers(original);
  if (cookieHeader) headers.set('cookie', cookieHeader);
  else headers.delete('cookie');
  return headers;
}

/** A redirect to a locale-less path (with query), keeping the request's locale prefix (/de-DE). */
function redirectTo(request: NextRequest, pathWithQuery: string, status: 302 | 307): NextResponse {
  const target = new URL(request.url);
  const locale = request.nextUrl.locale;
  const prefixed = locale && (target.pathname === `/${locale}` || target.pathname.startsWith(`/${locale}/`));
  const [pathname = '/', search = ''] = pathWithQuery.split(/\?(.*)/s, 2);
  target.pathname = `${prefixed ? `/${locale}` : ''}${pathname}`;
  target.search = search ? `?${search}` : '';
  return NextResponse.redirect(target, status);
}

export const config = {
  // Pages and the legacy API paths: not Next internals, API routes themselves, or files.
  matcher: ['/((?!_next/|api/|.*\\.[a-zA-Z0-9]+$).*)', '/media/:path*'],
};
