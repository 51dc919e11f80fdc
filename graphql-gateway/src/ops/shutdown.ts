import { logger } from './logger';

/** One step of a shutdown, run in order (the HTTP front's drain, the sweeps, the database). */
export type ShutdownStep = { name: string; run: () => Promise<unknown> | unknown };

/**
 * Graceful shutdown on SIGTERM and SIGINT: runs the steps in order, logging each, then exits 0 (1
 * when a step failed). A second signal while it runs exits at once (an operator's second Ctrl-C).
 * Answers a function that removes the handlers (tests).
 */
export function shutdownOnSignals(
  steps: readonly ShutdownStep[],
  exit: (code: number) => void = (code) => process.exit(code),
): () => void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    const log = logger();
    if (stopping) {
      log.warn({ signal }, 'shutdown: second signal, exiting at once');
      log.flush();
      exit(1);
      return;
    }
    stopping = true;
    log.info({ signal }, `shutdown: ${signal} received`);
    void runSteps(steps).then((failed) => {
      log.info({ failed }, failed ? 'shutdown: done with errors, exiting' : 'shutdown: done, exiting');
      log.flush();
      exit(failed ? 1 : 0);
    });
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  return () => {
    process.off('SIGTERM', onSignal);
    process.off('SIGINT', onSignal);
  };
}

/** Runs every step, even after one fails; answers how many failed. */
export async function runSteps(steps: readonly ShutdownStep[]): Promise<number> {
  const log = logger();
  let failed = 0;
  for (const step of steps) {
    const started = Date.now();
    try {
      await step.run();
      log.info({ step: step.name, ms: Date.now() - started }, `shutdown: ${step.name} done`);
    } catch (error) {
      failed++;
      log.error({ step: step.name, err: error }, `shutdown: ${step.name} failed`);
    }
  }
  return failed;
}
