/** The storefronts; the `store` request header (Magento's convention) picks one. */
export const STORE_CODES = ['en-GB', 'de-DE'] as const;
export type StoreCode = (typeof STORE_CODES)[number];
export const DEFAULT_STORE: StoreCode = 'en-GB';

export function toStoreCode(header: string | undefined | null): StoreCode {
  return (STORE_CODES as readonly string[]).includes(header ?? '') ? (header as StoreCode) : DEFAULT_STORE;
}
