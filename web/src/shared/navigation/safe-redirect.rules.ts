/**
 * The one rule for where a shopper may be sent after signing in, registering or checking out: a path
 * of this storefront. The value is parsed as a browser would, against the storefront's own origin
 * (dot segments resolved, percent-encoded dots decoded), and only a result on that origin whose path
 * cannot be read as another host (`//host`) is kept; anything else goes to the fallback. Control
 * characters and backslashes are refused before parsing: browsers drop tabs and line breaks from
 * URLs and read `\` as `/`, which turns harmless-looking text into `//evil.example`.
 */
const OWN_ORIGIN = 'https://storefront.invalid';
const MAX_LENGTH = 2048;

export function safeRedirectPath(value: unknown, fallback = '/my-account/profile/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > MAX_LENGTH) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, OWN_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== OWN_ORIGIN || url.pathname.startsWith('//')) return fallback;
  // The sign-in pages themselves are no destination after signing in.
  if (/^\/auth(\/|$)/.test(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
