import { CombinedGraphQLErrors, ServerError } from '@apollo/client';

/** Codes the gateway answers when the shop's data cannot be reached right now (database, a subgraph). */
export const UNAVAILABLE_CODES: ReadonlySet<string> = new Set(['SERVICE_UNAVAILABLE', 'REQUEST_TIMEOUT']);

/** Socket errors of a gateway that is not there (restarting, down). */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'UND_ERR_SOCKET', 'UND_ERR_CONNECT_TIMEOUT']);

/**
 * Whether a server render failed because the shop's data is out of reach for now (the gateway
 * answered 503 or only SERVICE_UNAVAILABLE / REQUEST_TIMEOUT errors, or could not be reached at
 * all): a 503 "try again in a minute" page, not a 500 with a stack in the log.
 */
export function isServiceUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  if (ServerError.is(error)) return error.statusCode === 503;
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.length > 0 && error.errors.every((e) => UNAVAILABLE_CODES.has(String(e.extensions?.code)));
  }
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (typeof code === 'string' && UNREACHABLE.has(code)) return true;
  return isServiceUnavailable(cause, depth + 1);
}
