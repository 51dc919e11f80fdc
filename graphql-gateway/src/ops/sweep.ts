import { logger } from './logger';

/** A background job the gateway runs over and over (every replica may), until it is stopped. */
export type Sweep = {
  /**
   * Stops the timer and waits for a run in progress (at most `waitMs`), so shutdown closes nothing
   * under it. A run cut short must leave nothing half done that the next run cannot finish.
   */
  stop(waitMs?: number): Promise<void>;
};

/**
 * Runs `run` every `intervalMs`, the first time after a random wait of up to one interval (replicas
 * started together do not sweep together, and a gateway restarted more often than the interval
 * still sweeps). A run never overlaps the one before; a failure is logged and the next run tries again.
 */
export function startSweep(name: string, intervalMs: number, run: () => Promise<unknown>, random = Math.random): Sweep {
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const tick = () => {
    timer = null;
    if (stopped) return;
    if (!running) {
      // Started in a promise: a run that throws before it returns one is logged like any failure.
      running = Promise.resolve()
        .then(run)
        .then(
          () => undefined,
          (error: unknown) => logger().error({ err: error }, `${name} failed`),
        )
        .finally(() => {
          running = null;
        });
    }
    schedule(intervalMs);
  };
  const schedule = (ms: number) => {
    timer = setTimeout(tick, ms);
    timer.unref();
  };
  schedule(Math.round(random() * intervalMs));
  return {
    async stop(waitMs = Number.POSITIVE_INFINITY) {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (!running) return;
      let bound: NodeJS.Timeout | undefined;
      const waited = Number.isFinite(waitMs)
        ? new Promise<void>((resolve) => {
            bound = setTimeout(resolve, waitMs);
          })
        : new Promise<void>(() => undefined);
      await Promise.race([running, waited]);
      clearTimeout(bound);
    },
  };
}
