/**
 * Pure rules of the account area (spec §2 account pages, §3 order labels): reading the gateway's
 * errors for the forms, where a signed-out visitor is sent, order status wording and the pages of
 * the order history.
 */
import { CombinedGraphQLErrors } from '@apollo/client';
import { SESSION_COOKIES } from './customer.rules';

/** The error codes of the customer API that the account pages act on. */
export type AccountErrorCode =
  'UNAUTHENTICATED' | 'INVALID_PASSWORD' | 'EMAIL_TAKEN' | 'NOT_FOUND' | 'BAD_USER_INPUT' | 'RATE_LIMITED' | 'UNKNOWN';

/**
 * What went wrong with a call, for a form: the code, the message (null when the shopper should
 * see the generic text: a network failure or an unexpected error) and the field errors of a
 * BAD_USER_INPUT (`extensions.fields`).
 */
export type AccountProblem = { code: AccountErrorCode; message: string | null; fields: Record<string, string> };

const KNOWN_CODES: readonly AccountErrorCode[] = [
  'UNAUTHENTICATED',
  'INVALID_PASSWORD',
  'EMAIL_TAKEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'RATE_LIMITED',
];

/**
 * The first GraphQL error of a failed call as an AccountProblem. The gateway's messages are
 * localised and safe to show as they are (customer contract); anything else (network, a bug) has
 * no message of its own, so the form shows its generic one.
 */
export function accountProblem(error: unknown): AccountProblem {
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  if (!first) return { code: 'UNKNOWN', message: null, fields: {} };
  const rawCode = first.extensions?.code;
  const code = KNOWN_CODES.find((c) => c === rawCode) ?? 'UNKNOWN';
  const rawFields = first.extensions?.fields;
  const fields: Record<string, string> = {};
  if (rawFields && typeof rawFields === 'object') {
    for (const [name, message] of Object.entries(rawFields as Record<string, unknown>)) {
      if (typeof message === 'string') fields[name] = message;
    }
  }
  // Unexpected server errors are shown generically (their text is not written for shoppers).
  const message = code === 'UNKNOWN' && rawCode === 'INTERNAL_SERVER_ERROR' ? null : first.message || null;
  return { code, message, fields };
}

/** Whether a server-side query failed because there is no valid customer session. */
export function isUnauthenticated(errors: ReadonlyArray<{ extensions?: Record<string, unknown> }> | undefined): boolean {
  return (errors ?? []).some((e) => e.extensions?.code === 'UNAUTHENTICATED');
}

/**
 * The sign-in page for a signed-out visitor of an account page, coming back to it afterwards:
 * the sign-in path in the visitor's storefront (prefixed unless it is the domain's default
 * locale), with the account path (without the prefix: the router adds it) as `redirect`.
 */
export function signInRedirect(accountPath: string, locale: string | undefined, defaultLocale: string | undefined): string {
  const path = accountPath.split('?', 1)[0] || '/my-account/profile/';
  const prefix = locale && locale !== defaultLocale ? `/${locale}` : '';
  return `${prefix}/auth/login/?redirect=${encodeURIComponent(path)}`;
}

/**
 * Set-Cookie values that end a session the gateway no longer accepts (spec §4: a failed session is
 * treated as signed out and its cookies cleared). Without this, session cookies that merely look
 * valid would send the visitor from the sign-in page (for signed-in visitors) back to the account.
 */
export function clearedSessionCookies(secure: boolean): string[] {
  return Object.values(SESSION_COOKIES).map(
    (name) => `${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Strict${secure ? '; Secure' : ''}`,
  );
}

/** A storefront path in the visitor's locale (the prefix unless it is the domain's default locale). */
export function localisedPath(path: string, locale: string | undefined, defaultLocale: string | undefined): string {
  return locale && locale !== defaultLocale ? `/${locale}${path}` : path;
}

/** Order status codes of the API; each has its wording in the `account` namespace. */
export const ORDER_STATUSES = ['pending', 'processing', 'complete', 'canceled', 'closed'] as const;
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
