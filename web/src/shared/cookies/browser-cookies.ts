/**
 * The cookies the browser writes itself (country, language, consent). Whether they are Secure is
 * not decided again here, and never from the page's protocol: it is the server's setting
 * (serverEnv().cookieSecure, the rule of @cadence/server-kit/cookies), which pages/_document.tsx
 * writes into every page as <meta name="cookie-secure">. No imports; it loads with the rules that
 * make the cookie values (store.rules, consent.rules), when a shopper chooses.
 */

/** The meta element by which the server tells the page whether cookies are Secure ("true" or "false"). */
export const COOKIE_SECURE_META = 'cookie-secure';

/**
 * Whether the cookies the browser writes are Secure: as the server said, and always on a page served
 * over https (a page built ahead, or a server whose setting drifted from how it is reached, never
 * writes a cookie an eavesdropper on plain http could read).
 */
export function browserCookiesSecure(doc: Document = document): boolean {
  return (
    doc.querySelector(`meta[name="${COOKIE_SECURE_META}"]`)?.getAttribute('content') === 'true' ||
    doc.location?.protocol === 'https:'
  );
}

/** Writes the cookies `make` serialises (with the shop's cookie rules), Secure as the server said. */
export function writeBrowserCookies(make: (secure: boolean) => string | readonly string[]): void {
  for (const cookie of [make(browserCookiesSecure())].flat()) document.cookie = cookie;
}
