// @ts-check
/**
 * Graceful shutdown of the web server (server/index.cjs), the steps of the gateway's
 * (graphql-gateway/src/gateway/http.ts drainHttpServer, ops/shutdown.ts) with one difference: on
 * SIGTERM or SIGINT /readyz answers 503 "draining" at once, so a balancer stops sending, but the
 * listener closes only once no request is in flight (and at least DEREGISTER_MS after the signal, by
 * when a balancer probing /readyz every second has seen it). The web app needs its own listener while
 * it drains: Next serves the rewrites of proxy.ts (/graphql, /nuxt/api/**, /media/** → pages/api) by
 * a second HTTP request to this same server, so an accepted /graphql request would fail if the
 * listener closed under it. Every answer given while draining closes its connection; what still runs
 * after SHUTDOWN_GRACE_MS (default 10 s) is cut. Then the process exits 0; a second signal exits at once.
 */

/**
 * How long after the signal the listener stays open at least: more than two of a balancer's probe
 * intervals (1 s here; a probe answered just before the signal, the next one late under load). With
 * one interval, a request a balancer sent as the listener closed met a connection closed as idle
 * (the cluster tier's rolling restart saw one such 502 on a busy machine).
 */
const DEREGISTER_MS = 2_500;

/** @typedef {import('node:http').Server} Server */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {{ info: Function; warn: Function; error: Function; flush?: Function }} Log */

/** @param {NodeJS.ProcessEnv} [source] @returns {number} */
function shutdownGraceMs(source = process.env) {
  const given = source.SHUTDOWN_GRACE_MS;
  if (given === undefined || given === '') return 10_000;
  const ms = Number(given);
  if (!Number.isInteger(ms) || ms < 0)
    throw new Error(`Invalid configuration: SHUTDOWN_GRACE_MS must be a whole number of milliseconds (got "${given}")`);
  return ms;
}

/**
 * The drain of one server: `track(res)` for every request (first thing in the handler), `draining`
 * for /readyz, `drain(graceMs)` to shut down.
 * @param {Server} server
 * @param {Log} log
 * @param {{ deregisterMs?: number }} [options]
 */
function createDrain(server, log, options = {}) {
  const deregisterMs = options.deregisterMs ?? DEREGISTER_MS;
  /** @type {Set<ServerResponse>} */
  const inFlight = new Set();
  let draining = false;
  /** @type {(() => void) | undefined} */
  let onIdle;
  return {
    get draining() {
      return draining;
    },
    /** @param {ServerResponse} res */
    track(res) {
      inFlight.add(res);
      if (draining) res.setHeader('connection', 'close');
      // One more 'close' listener than Next and the request log add: expected, not a leak.
      res.setMaxListeners(res.getMaxListeners() + 1);
      res.once('close', () => {
        inFlight.delete(res);
        if (inFlight.size === 0) onIdle?.();
      });
    },
    /**
     * Drains: /readyz says so at once, the listener closes once nothing is in flight, every
     * connection is closed after at most `graceMs`.
     * @param {number} graceMs
     * @returns {Promise<{ inFlight: number; cut: number }>}
     */
    async drain(graceMs) {
      draining = true;
      const started = Date.now();
      const count = inFlight.size;
      for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
      log.info({ inFlight: count, graceMs }, `shutdown: draining (/readyz 503); ${count} request(s) in flight`);
      const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
      const deadline = started + graceMs;
      await sleep(Math.min(deregisterMs, graceMs));
      /** @type {Promise<void>} */
      const idle = new Promise((resolve) => {
        onIdle = resolve;
        if (inFlight.size === 0) resolve();
      });
      /** @type {NodeJS.Timeout | undefined} */
      let timer;
      await Promise.race([idle, new Promise((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now()))))]);
      clearTimeout(timer);
      /** @type {Promise<void>} */
      const closed = new Promise((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      let cut = 0;
      if (inFlight.size) {
        cut = inFlight.size;
        log.warn({ cut, graceMs }, `shutdown: grace period over; closing the remaining connections (${cut} request(s) cut)`);
        server.closeAllConnections();
      } else {
        log.info(
          { inFlight: count, ms: Date.now() - started },
          'shutdown: requests in flight finished; stopped accepting connections',
        );
      }
      await closed;
      return { inFlight: count, cut };
    },
  };
}

/**
 * Runs `stop` on the first SIGTERM/SIGINT, logs, then exits 0 (1 if it failed); a second signal
 * exits 1 at once. Answers a function that removes the handlers (tests).
 * @param {() => Promise<unknown>} stop
 * @param {Log} log
 * @param {(code: number) => void} [exit]
 */
function shutdownOnSignals(stop, log, exit = (code) => process.exit(code)) {
  let stopping = false;
  /** @param {NodeJS.Signals} signal */
  const onSignal = (signal) => {
    if (stopping) {
      log.warn({ signal }, 'shutdown: second signal, exiting at once');
      log.flush?.();
      exit(1);
      return;
    }
    stopping = true;
    log.info({ signal }, `shutdown: ${signal} received`);
    Promise.resolve()
      .then(stop)
      .then(
        () => {
          log.info({}, 'shutdown: done, exiting');
          log.flush?.();
          exit(0);
        },
        (error) => {
          log.error({ err: error }, 'shutdown: failed, exiting');
          log.flush?.();
          exit(1);
        },
      );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  return () => {
    process.off('SIGTERM', onSignal);
    process.off('SIGINT', onSignal);
  };
}

module.exports = { createDrain, shutdownGraceMs, shutdownOnSignals };
