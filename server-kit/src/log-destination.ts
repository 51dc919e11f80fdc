/**
 * How both servers write their log lines to stdout (graphql-gateway/src/ops/logger.ts and
 * web/server/observability.cjs, through pino.destination): asynchronously, a batch at a time. A write
 * per line cost each request a write to the pipe and a wake-up of whoever reads it (the container
 * runtime, a log shipper): on the bench, the gateway's CPU per child bike page fell from 2.3-2.4 ms
 * to 1.9-2.0 ms with LOG_LEVEL=warn (issue 17's note). So lines are written once LOG_BATCH_BYTES
 * have gathered, and at least every LOG_FLUSH_MS, as pino's documentation suggests for asynchronous
 * logging; error and fatal lines at once; pino writes what is left synchronously when the process
 * exits. What a SIGKILL or a machine failure can lose is at most the last LOG_FLUSH_MS of lines
 * below error.
 */

/** The bytes of log lines gathered before they are written (a few request lines). */
export const LOG_BATCH_BYTES = 4096;

/** The longest a log line waits to be written. */
export const LOG_FLUSH_MS = 250;

/** The destination options of both servers' stdout logs (pino.destination). */
export const STDOUT_LOG_DESTINATION = Object.freeze({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES });

/**
 * pino's `hooks.logMethod`: the arguments of a call to a level's method, that method, and the level
 * (pino's types are not imported: server-kit imports Node built-ins only).
 */
export type LogMethodHook = (
  this: unknown,
  args: unknown[],
  method: { apply(thisArg: unknown, args: unknown[]): unknown },
  level: number,
) => void;

/** Log levels whose lines are written at once (pino's `error` is 50, `fatal` 60). */
const WRITTEN_AT_ONCE_FROM_LEVEL = 50;

/**
 * A batched stdout destination with its pino hooks: what it gathered is written every `ms`
 * (LOG_FLUSH_MS) when a line came since the last time, without keeping the process alive for it,
 * and an error or fatal line is written at once (the process may be about to die in a way that
 * leaves no time to flush: a kill, a heap limit).
 */
export function batchedLogging<D extends { flush(): void }>(
  destination: D,
  ms: number = LOG_FLUSH_MS,
): { destination: D; hooks: { logMethod: LogMethodHook } } {
  let pending = false;
  const flush = () => {
    pending = false;
    try {
      destination.flush();
    } catch {
      // The destination was closed (the process is exiting): nothing is left to write.
    }
  };
  const timer = setInterval(() => {
    if (pending) flush();
  }, ms);
  timer.unref();
  return {
    destination,
    hooks: {
      logMethod(args, method, level) {
        method.apply(this, args);
        if (level >= WRITTEN_AT_ONCE_FROM_LEVEL) flush();
        else pending = true;
      },
    },
  };
}
