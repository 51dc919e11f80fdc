/**
 * The error codes a client is meant to read, and the HTTP status a REST shim answers each with: the
 * client's own mistakes (validation, input, limits) and the shop's expected outcomes (sign-in
 * refused, not found, rate limited, a checkout that cannot go ahead…), whose messages are written
 * for shoppers in their language. The gateway passes these errors on as they are and masks every
 * other one (graphql-gateway/src/gateway/error-masking.ts); the web's shims answer these with their
 * message and status, and anything else as a generic failure (web/src/shared/api/gateway-operation.ts).
 * One table, so a code the gateway lets through is never a shim's generic 502.
 */
export const CLIENT_ERROR_STATUS = Object.freeze({
  // The request itself: its document, arguments and size.
  GRAPHQL_VALIDATION_FAILED: 400,
  GRAPHQL_PARSE_FAILED: 400,
  BAD_USER_INPUT: 400,
  BAD_REQUEST: 400,
  QUERY_TOO_EXPENSIVE: 400,
  PERSISTED_QUERY_NOT_FOUND: 400,
  PERSISTED_QUERY_NOT_SUPPORTED: 400,
  OPERATION_RESOLUTION_FAILURE: 400,
  RESPONSE_TOO_LARGE: 400,
  // The request took too long, or the database or a subgraph cannot be reached right now: our
  // message, "try again in a moment".
  REQUEST_TIMEOUT: 503,
  SERVICE_UNAVAILABLE: 503,
  // Accounts.
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  EMAIL_TAKEN: 409,
  INVALID_PASSWORD: 400,
  RESET_TOKEN_INVALID: 400,
  RATE_LIMITED: 429,
  NOT_FOUND: 404,
  // Carts.
  CART_NOT_FOUND: 404,
  CART_INACTIVE: 404,
  CART_FORBIDDEN: 403,
  ITEM_NOT_FOUND: 404,
  COUPON_NOT_APPLICABLE: 400,
  // Checkout's expected outcomes (commerce CheckoutErrorCode).
  CART_EMPTY: 400,
  ONE_BIKE_PER_CHECKOUT: 400,
  ITEM_UNAVAILABLE: 409,
  SOLD_OUT: 409,
  CART_CHANGED: 409,
  MISSING_SHIPPING_ADDRESS: 400,
  MISSING_BILLING_ADDRESS: 400,
  MISSING_SHIPPING_METHOD: 400,
  SHIPPING_METHOD_UNAVAILABLE: 400,
  ADDRESS_NOT_FOUND: 404,
  ADDRESS_COUNTRY: 400,
  PAYMENT_REQUIRED: 402,
  PAYMENT_DECLINED: 402,
  INVALID_CARD: 400,
  CERTIFICATE_INVALID: 400,
  PARTNER_CHECKOUT: 409,
  FINANCE_UNAVAILABLE: 400,
} as const);

/** A code a client is meant to read. */
export type ClientErrorCode = keyof typeof CLIENT_ERROR_STATUS;

/** The codes of CLIENT_ERROR_STATUS. */
export const CLIENT_ERROR_CODES: ReadonlySet<string> = new Set(Object.keys(CLIENT_ERROR_STATUS));

/** The status a shim answers an expected error with, or undefined for a fault of ours. */
export function clientErrorStatus(code: unknown): number | undefined {
  return typeof code === 'string' && Object.hasOwn(CLIENT_ERROR_STATUS, code)
    ? CLIENT_ERROR_STATUS[code as ClientErrorCode]
    : undefined;
}
