/**
 * Whether an error means the database cannot be reached right now (down, restarting, refusing
 * connections, a connection cut mid-query), as opposed to a fault in a statement. Such an error is
 * answered "service unavailable, try again" instead of a generic internal error; it never carries
 * the error's own text (which may hold SQL) to a client.
 */
import { byStore } from '@cadence/server-kit/storefronts';

/** SQLSTATEs of an unreachable or restarting server: class 08 (connection exception), 57P01–57P03, 53300. */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
/** Socket errors of a server that is gone or not listening. */
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** node-postgres's own messages for a connection that broke or could not be made in time. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended|the database system is (starting up|shutting down|in recovery mode)/i;

/**
 * Walks `error` and its causes: drizzle wraps the driver's error in its own (`cause`), GraphQL in a
 * located error (`originalError`), and graphql-js wraps a thrown value that is not `instanceof
 * Error` in NonErrorThrown (`thrownValue`). The last is a socket error of Node's own (ECONNRESET
 * from a cut connection) seen from another realm, as under Jest's module sandbox.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 8) return false;
  const { code, message, cause, originalError, thrownValue, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    originalError?: unknown;
    thrownValue?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message) && !/Failed query/.test(message)) return true;
  // A connect attempt to several addresses (localhost: ::1 and 127.0.0.1) fails with an AggregateError.
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return (
    isDatabaseUnavailable(cause, depth + 1) ||
    isDatabaseUnavailable(originalError, depth + 1) ||
    isDatabaseUnavailable(thrownValue, depth + 1)
  );
}

/**
 * What a shopper reads while the database is unreachable, in the storefront's language: the same
 * words as the storefront's 503 page (web/public/locales/<store>/common.json `common.error.unavailable`;
 * availability.test.ts holds the two together), since a shopper can meet both.
 */
export const serviceUnavailableMessage = (store?: string): string =>
  byStore(store, {
    'en-GB': 'Our shop is briefly unavailable. Please try again in a minute.',
    'de-DE': 'Unser Shop ist gerade kurz nicht erreichbar. Bitte versuchen Sie es in einer Minute erneut.',
  });

/** The code of that answer (GraphQL `extensions.code`; HTTP 503 when nothing else could be answered). */
export const SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE';
