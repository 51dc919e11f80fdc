/**
 * Where a request for an auth or account page goes (spec §4, §6): pure path rules for the proxy,
 * the pages and the browser. Apart from the cookie rules (session.rules.ts), so the header's
 * components do not bring a cookie parser to every page.
 */
import { safeRedirectPath } from '../../../shared/navigation/safe-redirect.rules';

/** Where a signed-in shopper lands by default, and where /my-account itself redirects. */
export const ACCOUNT_HOME = '/my-account/profile/';
export const SIGN_IN_PATH = '/auth/login/';

const AUTH_PAGE = /^\/auth\/(login|register|reset-password)\/?$/;
const ACCOUNT_ROOT = /^\/my-account\/?$/;
const ACCOUNT_PAGE = /^\/my-account\/.+/;

/** The sign-in, registration and password-reset pages, which signed-in shoppers cannot visit. */
export function isAuthPage(pathname: string): boolean {
  return AUTH_PAGE.test(pathname);
}

/** An account page that needs a signed-in customer (/my-account itself only redirects). */
export function isAccountPage(pathname: string): boolean {
  return ACCOUNT_PAGE.test(pathname);
}

/**
 * Where the proxy sends a page request, or null to let it through. `pathname` has no locale
 * prefix; the caller keeps the locale. /my-account goes to the profile; a signed-in shopper on an
 * auth page goes to a safe `redirect` parameter or the account; a signed-out shopper on an account
 * page goes to sign in, with the page (and its query) as `redirect`.
 */
export function sessionRedirect(pathname: string, search: string, loggedIn: boolean): string | null {
  if (ACCOUNT_ROOT.test(pathname)) return ACCOUNT_HOME;
  if (isAuthPage(pathname) && loggedIn) {
    return safeRedirectPath(new URLSearchParams(search).get('redirect') ?? undefined, ACCOUNT_HOME);
  }
  if (isAccountPage(pathname) && !loggedIn) return signInPath(`${pathname}${search}`);
  return null;
}

/** The sign-in page returning to `returnTo` afterwards (no parameter for the home page or an unsafe path). */
export function signInPath(returnTo?: string | null): string {
  const target = safeRedirectPath(returnTo, '');
  return target && target !== '/' ? `${SIGN_IN_PATH}?redirect=${encodeURIComponent(target)}` : SIGN_IN_PATH;
}
