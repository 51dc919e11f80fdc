import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * What never reaches a log line, wherever it sits in a logged object: cookies, authorization, the
 * proxy secret, Set-Cookie, passwords, tokens, card data, and GraphQL variables and bodies as a
 * whole. The request log writes none of these in the first place (it logs no headers, bodies or
 * variables); this is the second line, for whatever a later `logger.info({...})` passes.
 */
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
  ...[
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
  ].map((key) => `*.${key}`),
];

/** LOG_LEVEL, or `info`; under Jest (and NODE_ENV=test) `silent`, so test output stays clean. */
export function logLevelFrom(source: NodeJS.ProcessEnv = process.env): LogLevel {
  const given = source.LOG_LEVEL?.trim().toLowerCase();
  if (given) {
    if (!(LOG_LEVELS as readonly string[]).includes(given)) {
      throw new Error(`Invalid configuration: LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${source.LOG_LEVEL}")`);
    }
    return given as LogLevel;
  }
  return source.JEST_WORKER_ID !== undefined || source.NODE_ENV === 'test' ? 'silent' : 'info';
}

/** An error as a log line carries it: its kind, message, code and stack; nothing else it holds. */
function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const code = (error as { code?: unknown }).code ?? (error as { extensions?: { code?: unknown } }).extensions?.code;
  return {
    type: error.name,
    message: error.message,
    ...(typeof code === 'string' ? { code } : {}),
    stack: error.stack,
  };
}

let traceFields: (() => { traceId: string; spanId: string } | undefined) | undefined;

/**
 * With tracing on (ops/tracing-sdk.ts, before any logger is made), every line written inside a span
 * carries that span's `traceId` and `spanId`, so a log line leads to its trace; a line that names
 * its own ids (the request line) keeps them. Loggers made with tracing off have no such hook.
 */
export function useLogTraceFields(source: typeof traceFields): void {
  traceFields = source;
}

/**
 * A JSON logger (pino, no pretty transport): one line per event with `time` (ISO), `level` (its
 * name), `service` and the fields given. Lines go to stdout asynchronously (buffered writes do not
 * block the request path); pino flushes them when the process exits.
 */
export function createLogger(
  options: { service: string; level?: LogLevel; destination?: DestinationStream } = { service: 'gateway' },
): Logger {
  return pino(
    {
      level: options.level ?? logLevelFrom(),
      base: { service: options.service },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: serializeError, error: serializeError },
      redact: { paths: [...REDACT_PATHS], censor: '[Redacted]' },
      ...(traceFields ? { mixin: mixinFrom(traceFields) } : {}),
    },
    options.destination ?? pino.destination({ dest: 1, sync: false }),
  );
}

function mixinFrom(source: NonNullable<typeof traceFields>): () => object {
  return () => source() ?? {};
}

let root: Logger | undefined;

/**
 * The process's logger: `service` is `gateway`, or `subgraph-<name>` in a process serving one
 * subgraph (SUBGRAPH_NAME). Created on first use.
 */
export function logger(): Logger {
  return (root ??= createLogger({
    service: process.env.SUBGRAPH_NAME ? `subgraph-${process.env.SUBGRAPH_NAME}` : 'gateway',
  }));
}

/** Replaces the process's logger (tests capture lines with their own destination). */
export function useLogger(next: Logger): void {
  root = next;
}
