/**
 * Where the emailed link's password reset token lives between the link and the new password: only
 * in its HttpOnly cookie (server-kit SHOP_COOKIES.resetToken, as long as the emailed link works), which the link's request
 * sets (pages/auth/reset-password.tsx) and the new-password shim reads and, once the token is used
 * up, removes (pages/api/nuxt/auth/new-password.ts). Never in an address, the page's props or
 * anything else a script on the page can read: an analytics tag allowed after consent reads the
 * page's HTML and __NEXT_DATA__, and a token there takes over the account.
 */
import { clearCookie, serialiseCookie, SHOP_COOKIES } from '@cadence/server-kit/cookies';

/** The longest reset token taken from a link or the cookie (the shop's are 43 characters). */
export const MAX_RESET_TOKEN = 256;

/** A reset token as given (a link's `?token=`, the cookie): trimmed; null when empty, longer than MAX_RESET_TOKEN or not text. */
export function resetTokenOf(value: unknown): string | null {
  const token = typeof value === 'string' ? value.trim() : '';
  return token && token.length <= MAX_RESET_TOKEN ? token : null;
}

/** The token a request's cookie hands over, or null. */
export function handedResetToken(cookies: Partial<Record<string, string>>): string | null {
  return resetTokenOf(cookies[SHOP_COOKIES.resetToken.name]);
}

/** The Set-Cookie that keeps a link's token for the page and the new-password shim. */
export function keepResetToken(token: string, secure: boolean): string {
  return serialiseCookie(SHOP_COOKIES.resetToken, token, { secure });
}

/** The Set-Cookie that removes it: the token is used up, or the shopper asks for another link. */
export function forgetResetToken(secure: boolean): string {
  return clearCookie(SHOP_COOKIES.resetToken, { secure });
}

/** Where the new-password form's "request another link" goes: the reset page, which forgets the token. */
export const REQUEST_ANOTHER_LINK_HREF = '/auth/reset-password/?request=1';

/**
 * What the reset page does with a request (pages/auth/reset-password.tsx):
 * - the emailed link (`?token=`): keeps its token in the cookie, when it is one, and sends the
 *   browser on to the page's address without it;
 * - "request another link" (`?request`): removes the cookie and sends the browser on the same way;
 * - otherwise renders, asking for the new password when the cookie holds a token (which stays
 *   there: a reload keeps the form), else for the email address.
 */
export function resetPageStep(
  query: Partial<Record<string, string | string[]>>,
  cookies: Partial<Record<string, string>>,
  secure: boolean,
): { redirect: true; setCookie: string | null } | { redirect: false; hasToken: boolean } {
  if (query.token !== undefined) {
    const token = resetTokenOf(query.token);
    return { redirect: true, setCookie: token ? keepResetToken(token, secure) : null };
  }
  if (query.request !== undefined) return { redirect: true, setCookie: forgetResetToken(secure) };
  return { redirect: false, hasToken: handedResetToken(cookies) !== null };
}
