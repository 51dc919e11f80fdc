/**
 * What never reaches a log line, for both servers' pino loggers: the gateway's and its standalone
 * subgraphs' (graphql-gateway/src/ops/logger.ts) and the web server's (web/server/observability.cjs).
 * Wherever it sits in a logged object: cookies, authorization, the proxy secret, Set-Cookie,
 * passwords, tokens, card data, and GraphQL variables and bodies as a whole. The request lines
 * write none of these in the first place (they log no headers, bodies or variables); this is the
 * second line, for whatever a later `logger.info({...})` passes. Pass `logRedaction()` as pino's
 * `redact` option.
 */

/** Keys redacted one level down, in any object logged (`*.key`). */
const SECRET_KEYS = [
  'cookie',
  'cookies',
  'authorization',
  'password',
  'newPassword',
  'currentPassword',
  'new_password',
  'current_password',
  'token',
  'refreshToken',
  'refresh_token',
  'resetToken',
  'reset_token',
  'card',
  'cardNumber',
  'card_number',
  'cvc',
  'cvv',
  'variables',
  'body',
];

/** pino redaction paths. */
export const REDACT_PATHS: readonly string[] = [
  'cookie',
  'cookies',
  'authorization',
  'password',
  'token',
  'variables',
  'body',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  'headers["x-cadence-proxy-secret"]',
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-cadence-proxy-secret"]',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS.map((key) => `*.${key}`),
];

/** What a redacted value is replaced with. */
export const REDACT_CENSOR = '[Redacted]';

/** pino's `redact` option (a fresh copy: pino takes ownership of the paths it is given). */
export function logRedaction(): { paths: string[]; censor: string } {
  return { paths: [...REDACT_PATHS], censor: REDACT_CENSOR };
}
