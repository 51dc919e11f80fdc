/**
 * The storefronts (spec: the English one on the UK domain, the German one on the German domain) and
 * the one rule for reading a storefront code that came from outside: a request's `store` header, a
 * stored row, a handoff from a partner. Anything that is not one of the codes is the English
 * storefront, the spec's fallback. Commerce, the gateway and the web all read the codes from here
 * (the web's locale routing in next-i18next.config.js is held to them by a test), so a third
 * storefront is added in one place and the compiler finds every text table (`Record<StoreCode, …>`)
 * that lacks it; the mails still branch on German with English as the rest, and would need their
 * texts written.
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
