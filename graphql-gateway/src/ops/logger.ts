import pino, { type DestinationStream, type Logger } from 'pino';
import { logLevelFrom, type LogLevel } from '@cadence/server-kit/log-level';
import { logRedaction } from '@cadence/server-kit/log-redaction';
import { batchedLogging, STDOUT_LOG_DESTINATION } from '@cadence/server-kit/log-destination';

export type { Logger, LogLevel };

/*
 * The gateway's and its standalone subgraphs' logger. What is redacted and which level is logged are
 * the rules both servers follow (@cadence/server-kit/log-redaction and log-level); the error
 * serializer is the gateway's own (it reads a GraphQL error's extensions.code too).
 */

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
 * name), `service` and the fields given. Lines go to stdout asynchronously, a batch at a time
 * (server-kit log-destination.ts); pino writes what is left when the process exits.
 */
export function createLogger(
  options: { service: string; level?: LogLevel; destination?: DestinationStream } = { service: 'gateway' },
): Logger {
  // Stdout, written a batch at a time (server-kit log-destination.ts).
  const stdout = options.destination ? null : batchedLogging(pino.destination({ ...STDOUT_LOG_DESTINATION }));
  return pino(
    {
      level: options.level ?? logLevelFrom(),
      base: { service: options.service },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: serializeError, error: serializeError },
      redact: logRedaction(),
      ...(traceFields ? { mixin: mixinFrom(traceFields) } : {}),
      ...(stdout ? { hooks: stdout.hooks } : {}),
    },
    options.destination ?? stdout!.destination,
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
