import { PAGE_TYPES, type PageType, type UrlInfo, type UrlRewrite } from './routing.types';

/**
 * Control characters: no storefront path holds one (and PostgreSQL refuses NUL in text), so a key
 * that decodes to one names no page.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F-\u009F]/;

/** Longest path getUrlInfo looks up (a legacy redirect's path may be long); a longer one names no page. */
export const MAX_REQUEST_PATH_LENGTH = 2048;

/** Longest URL key a product, category, CMS page or blog post may have (the seed's longest is 49). */
export const MAX_URL_KEY_LENGTH = 200;

/**
 * The lookup key for a storefront path: no query or hash, no leading or trailing slashes,
 * repeated slashes collapsed, percent-encoding decoded where valid. Null for a key that cannot name
 * a page (longer than MAX_REQUEST_PATH_LENGTH, or holding a control character, encoded or not): it
 * is simply not found. Case is kept: every stored key is lower-case, and a path in other letters is
 * a different (unknown) path, not a second address of the same page.
 */
export function toRequestPath(urlKey: string): string | null {
  if (urlKey.length > MAX_REQUEST_PATH_LENGTH) return null;
  let key = urlKey.split(/[?#]/, 1)[0] ?? '';
  try {
    key = decodeURI(key);
  } catch {
    // A malformed escape sequence is looked up as written and simply finds nothing.
  }
  if (CONTROL_CHARACTER.test(key)) return null;
  return key.replace(/\/{2,}/g, '/').replace(/^\/+|\/+$/g, '');
}

/**
 * The URL key a lookup of one product, category (its url_path), CMS page or blog post is made with:
 * the path rule above (`toRequestPath`, as getUrlInfo resolves the same path), at most
 * MAX_URL_KEY_LENGTH characters. Null names nothing: the lookup answers "not found" without asking
 * the database. The owner of each kind still checks the key's shape (a product key has no slash).
 */
export function toUrlKey(value: string): string | null {
  const key = toRequestPath(value);
  return key !== null && key.length <= MAX_URL_KEY_LENGTH ? key : null;
}

const isPageType = (value: string | null): value is PageType =>
  value !== null && (PAGE_TYPES as readonly string[]).includes(value);

/**
 * Turns a URL rewrite (or its absence) into the getUrlInfo answer: redirects carry their status and
 * target; entity rewrites carry the page type; anything else is 404.
 */
export function toUrlInfo(rewrite: UrlRewrite | null): UrlInfo {
  if (!rewrite) return { redirect_url: null, page_status: 404, page_type: null, entity_id: null };
  if ((rewrite.redirectType === 301 || rewrite.redirectType === 302) && rewrite.targetPath !== null) {
    return { redirect_url: rewrite.targetPath, page_status: rewrite.redirectType, page_type: null, entity_id: null };
  }
  if (isPageType(rewrite.entityType)) {
    return { redirect_url: null, page_status: 200, page_type: rewrite.entityType, entity_id: rewrite.entityId };
  }
  return { redirect_url: null, page_status: 404, page_type: null, entity_id: null };
}

/** The getUrlInfo answer for a URL resolved outside the rewrite table (the blog): 200 with its type, or 404. */
export function matchToUrlInfo(match: { pageType: PageType; entityId: number | null } | null): UrlInfo {
  if (!match || !isPageType(match.pageType)) return { redirect_url: null, page_status: 404, page_type: null, entity_id: null };
  return { redirect_url: null, page_status: 200, page_type: match.pageType, entity_id: match.entityId };
}
