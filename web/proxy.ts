import { NextResponse, type NextRequest } from 'next/server';
import { legacyApiTarget, trailingSlashTarget } from './src/features/routing/routing.rules';
import { affiliateId, siteForEnvironment } from './src/features/store/store.rules';
import { cookieExpiry, COOKIES } from './src/shared/cookies/cookie-expiry.rules';

const APP_ENV = process.env.NEXT_PUBLIC_APP_ENV ?? 'local';

/**
 * Request-level shopper rules that need no data: every non-root page path gets a trailing slash
 * (301); the site-environment cookie picks the storefront; an affiliate parameter sets the awc cookie.
 */
export function proxy(request: NextRequest): NextResponse {
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
  const slashed = trailingSlashTarget(url.pathname);
  if (slashed) {
    // From the raw URL: a clone of nextUrl remembers the request had no trailing slash and would
    // strip the new one again. The raw pathname keeps any locale prefix (/de-DE/...).
    const target = new URL(request.url);
    target.pathname = `${target.pathname}/`;
    return NextResponse.redirect(target, 301);
  }
  const site = siteForEnvironment(request.cookies.get(COOKIES.siteEnvironment.name)?.value, APP_ENV);
  if (site.locale !== url.locale && url.locale === 'en-GB' && site.site === 'de') {
    const target = url.clone();
    target.locale = site.locale;
    return NextResponse.redirect(target, 302);
  }
  const response = NextResponse.next();
  const awc = affiliateId(url.searchParams);
  if (awc) {
    response.cookies.set(COOKIES.affiliate.name, awc, {
      maxAge: cookieExpiry(COOKIES.affiliate.amount, COOKIES.affiliate.unit, 'maxAge'),
      path: '/',
      sameSite: 'lax',
      secure: true,
    });
  }
  return response;
}

export const config = {
  // Pages and the legacy API paths: not Next internals, API routes themselves, or files.
  matcher: ['/((?!_next/|api/|.*\\.[a-zA-Z0-9]+$).*)', '/media/:path*'],
};
