/**
 * How both servers write their log lines to stdout (graphql-gateway/src/ops/logger.ts and
 * web/server/observability.cjs, through pino.destination): asynchronously, a batch at a time. A write
 * per line cost each request a write to the pipe and a wake-up of whoever reads it (the container
 * runtime, a log shipper): on the bench, the gateway's CPU per child bike page fell from 2.3-2.4 ms
 * to 1.9-2.0 ms with LOG_LEVEL=warn (issue 17's note). So lines are written once LOG_BATCH_BYTES
 * have gathered, and at least every LOG_FLUSH_MS, as pino's documentation suggests for asynchronous
 * logging; pino writes what is left synchronously when the process exits. What a SIGKILL or a
 * machine failure can lose is at most the last LOG_FLUSH_MS of lines.
 */

/** The bytes of log lines gathered before they are written (a few request lines). */
export const LOG_BATCH_BYTES = 4096;

/** The longest a log line waits to be written. */
export const LOG_FLUSH_MS = 250;

/** The destination options of both servers' stdout logs (pino.destination). */
export const STDOUT_LOG_DESTINATION = Object.freeze({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES });

/**
 * Writes what the destination gathered every `ms` (LOG_FLUSH_MS), without keeping the process
 * alive for it. Returns the timer.
 */
export function flushPeriodically(destination: { flush(): void }, ms: number = LOG_FLUSH_MS): NodeJS.Timeout {
  const timer = setInterval(() => {
    try {
      destination.flush();
    } catch {
      // The destination was closed (the process is exiting): nothing is left to write.
    }
  }, ms);
  timer.unref();
  return timer;
}
