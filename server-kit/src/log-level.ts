/**
 * The log level of both servers, from LOG_LEVEL: the gateway's and its standalone subgraphs'
 * (graphql-gateway/src/ops/logger.ts) and the web server's (web/server/observability.cjs). One of
 * pino's levels or `silent`; unset, `info`, and `silent` under Jest (and NODE_ENV=test) so test
 * output stays clean. Anything else stops the process at start: a typo must not silence the logs.
 */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** LOG_LEVEL, or `info`; under Jest (and NODE_ENV=test) `silent`. Throws on an unknown level. */
export function logLevelFrom(source: Record<string, string | undefined> = process.env): LogLevel {
  const given = source.LOG_LEVEL?.trim().toLowerCase();
  if (given) {
    if (!(LOG_LEVELS as readonly string[]).includes(given)) {
      throw new Error(`Invalid configuration: LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${source.LOG_LEVEL}")`);
    }
    return given as LogLevel;
  }
  return source.JEST_WORKER_ID !== undefined || source.NODE_ENV === 'test' ? 'silent' : 'info';
}
