/**
 * The storefronts (spec: the English one on the UK domain, the German one on the German domain) and
 * the one rule for reading a storefront code that came from outside: a request's `store` header, a
 * stored row, a handoff from a partner. Anything that is not one of the codes is the English
 * storefront, the spec's fallback. Commerce, the gateway and the web all read the codes from here
 * (the web's locale routing in next-i18next.config.js is held to them by a test), so a third
 * storefront is added in one place and the compiler finds every text table (`Record<StoreCode, …>`)
 * that lacks it, the mails' included. Texts stored per storefront in the database are read with
 * `localised`.
 */
export const STORE_CODES = ['en-GB', 'de-DE'] as const;

export type StoreCode = (typeof STORE_CODES)[number];

/** The storefront of anything that names none or an unknown one. */
export const DEFAULT_STORE: StoreCode = 'en-GB';

export function isStoreCode(value: unknown): value is StoreCode {
  return typeof value === 'string' && (STORE_CODES as readonly string[]).includes(value);
}

/** `value` when it is a storefront code, else the default storefront. */
export function toStoreCode(value: string | null | undefined): StoreCode {
  return isStoreCode(value) ? value : DEFAULT_STORE;
}

/** The entry of `values` for the storefront `store` names (the default storefront's for any other). */
export function byStore<V extends Readonly<Record<StoreCode, unknown>>>(
  store: string | null | undefined,
  values: V,
): V[StoreCode] {
  return values[toStoreCode(store)];
}

/**
 * The one rule for a text stored per storefront (a country's or shop's names, an option's labels, an
 * image's alt text, a coupon's label, a blog category's name: JSON keyed by storefront code, any
 * storefront possibly missing): the storefront's own text, else the default storefront's (English),
 * else `fallback` (usually a code). An empty text is a text, not a gap. Only the object's own keys
 * count (a `store` of 'constructor' finds no text), as with `byStore`. `texts` may be absent (a
 * country or shop not found): then `fallback`. No query picks the text in SQL: the rows carry the
 * whole JSON and this picks, so a query that ever does must follow this rule.
 */
export function localised(
  texts: Readonly<Record<string, string | undefined>> | null | undefined,
  store: string,
  fallback: string,
): string {
  if (!texts) return fallback;
  const own = (key: string) => (Object.prototype.hasOwnProperty.call(texts, key) ? texts[key] : undefined);
  return own(store) ?? own(DEFAULT_STORE) ?? fallback;
}

/** Where the storefronts' public addresses are configured (the same variables for every service). */
export type StorefrontSiteEnv = {
  SITE_URL_EN?: string | undefined;
  SITE_URL_DE?: string | undefined;
  SITE_DOMAIN_EN?: string | undefined;
  SITE_DOMAIN_DE?: string | undefined;
};

/**
 * The public origin of each storefront, without a trailing slash: `SITE_URL_*` as given, else
 * `https://` and the storefront's `SITE_DOMAIN_*`, else the English one at http://localhost:3000 and
 * the German one under its path prefix (/de-DE). The one rule for every absolute link (canonical
 * and hreflang links, the sitemap, the links in emails, the lender's and partner's return pages)
 * and for whether cookies are Secure: the web, commerce and the gateway each read it from the same
 * variables. (The web built its links from the domains while the emails and the gateway read
 * SITE_URL_* only: with SITE_DOMAIN_EN set, reset links went to localhost and session cookies lost
 * Secure.)
 */
export function storefrontOrigins(env: StorefrontSiteEnv): Record<StoreCode, string> {
  const given = (value: string | undefined) => (value?.trim() ? value.trim().replace(/\/+$/, '') : undefined);
  const domain = (value: string | undefined) => (value?.trim() ? `https://${value.trim()}` : undefined);
  const en = given(env.SITE_URL_EN) ?? domain(env.SITE_DOMAIN_EN) ?? 'http://localhost:3000';
  const de = given(env.SITE_URL_DE) ?? domain(env.SITE_DOMAIN_DE) ?? `${en}/de-DE`;
  return { 'en-GB': en, 'de-DE': de };
}
