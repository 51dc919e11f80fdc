/**
 * Pure rules of the account area (spec §2 account pages, §3 order labels): localised paths, order
 * status wording and the pages of the order history. Errors are read with customer-errors.rules and
 * the sign-in path comes from session.rules, shared with the sign-in pages.
 */
/** A storefront path in the visitor's locale (the prefix unless it is the domain's default locale). */
export function localisedPath(path: string, locale: string | undefined, defaultLocale: string | undefined): string {
  return locale && locale !== defaultLocale ? `/${locale}${path}` : path;
}

/** Order status codes of the API; each has its wording in the `account` namespace. */
/**
 * An order's life (commerce orders.rules): pending → paid → dispatched → delivered, or cancelled;
 * paid by finance, awaiting_finance until the lender decides.
 */
export const ORDER_STATUSES = ['pending', 'awaiting_finance', 'paid', 'dispatched', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A known status code, or null for one the storefront has no wording for (shown as it comes). */
export function orderStatus(code: string): OrderStatus | null {
  const lower = code.toLowerCase();
  return ORDER_STATUSES.find((s) => s === lower) ?? null;
}

/** Orders per page in the order history. */
export const ORDERS_PAGE_SIZE = 10;

/** The order history page from `?page=` (1 when missing); null for a malformed value. */
export function ordersPageParam(value: string | string[] | undefined): number | null {
  if (value === undefined) return 1;
  if (typeof value !== 'string' || !/^[1-9]\d{0,3}$/.test(value)) return null;
  return Number(value);
}

/** An order number from the URL: what order numbers look like, else null (so nothing is asked for). */
export function orderNumberParam(value: string | string[] | undefined): string | null {
  return typeof value === 'string' && /^[A-Za-z0-9-]{1,40}$/.test(value) ? value : null;
}

/** The link to an order's page (named order-details in the spec). */
export function orderDetailsHref(number: string): string {
  return `/my-account/orders/${encodeURIComponent(number)}/`;
}

/** The link to a page of the order history (the first page has no parameter). */
export function ordersPageHref(page: number): string {
  return page <= 1 ? '/my-account/orders/' : `/my-account/orders/?page=${page}`;
}
