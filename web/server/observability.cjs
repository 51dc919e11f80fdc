// @ts-check
/**
 * Operations for the web server (server/index.cjs): a request id and W3C trace context for every
 * request, one JSON log line per request (pino), Prometheus metrics (prom-client) and the /healthz,
 * /readyz and /metrics endpoints. Kept cheap: the page cache answers thousands of requests a second.
 * The rules the gateway follows too come from @cadence/server-kit: the request's identity, what its
 * log line says about it, log redaction and level, who may read /metrics. This is the web's wiring.
 */
const { performance } = require('node:perf_hooks');
const { logLevelFrom } = require('@cadence/server-kit/log-level');
const { logRedaction } = require('@cadence/server-kit/log-redaction');
const { batchedLogging, STDOUT_LOG_DESTINATION } = require('@cadence/server-kit/log-destination');
const { metricsRefusal } = require('@cadence/server-kit/metrics-access');
const { requestIdentity: identityOf } = require('@cadence/server-kit/request-identity');
const { requestSummary } = require('@cadence/server-kit/request-log');
const pino = require('pino');
const { collectDefaultMetrics, Counter, Histogram, Registry } = require('prom-client');
const tracing = require('./tracing.cjs');

// ---------------------------------------------------------------------------------------------
// Request identity

/**
 * The identity of a request from its headers (@cadence/server-kit/request-identity): with tracing
 * on (tracing.cjs) the request's server span's, so the log line and the exported spans name the
 * same ids; the span continued the caller's trace by the same rules.
 * @param {Record<string, string | string[] | undefined>} headers
 * @returns {import('@cadence/server-kit/request-identity').RequestIdentity}
 */
function requestIdentity(headers) {
  return identityOf(headers, tracing.activeSpanIds);
}

// ---------------------------------------------------------------------------------------------
// Logs

/** The active span's ids for a log line (tracing on only). */
function traceFields() {
  const ids = tracing.activeSpanIds();
  return ids ? { traceId: ids.traceId, spanId: ids.spanId } : {};
}

/** @param {unknown} error */
function serializeError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const code = /** @type {{ code?: unknown }} */ (error).code;
  return { type: error.name, message: error.message, ...(typeof code === 'string' ? { code } : {}), stack: error.stack };
}

/**
 * A JSON logger, no pretty transport, written to stdout asynchronously, a batch at a time
 * (server-kit log-destination.ts), as the gateway writes its lines.
 * @param {{ service?: string; level?: string; destination?: import('pino').DestinationStream }} [options]
 */
function createLogger(options = {}) {
  const stdout = options.destination ? null : batchedLogging(pino.destination({ ...STDOUT_LOG_DESTINATION }));
  return pino(
    {
      level: options.level ?? logLevelFrom(),
      base: { service: options.service ?? 'web' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: serializeError, error: serializeError },
      redact: logRedaction(),
      // With tracing on, a line written inside a span names it (a line's own ids win).
      ...(tracing.tracingOn() ? { mixin: traceFields } : {}),
      ...(stdout ? { hooks: stdout.hooks } : {}),
    },
    options.destination ?? stdout?.destination,
  );
}

// ---------------------------------------------------------------------------------------------
// Metrics

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** A storefront's path prefix (next-i18next.config.js's locales: /de-DE/… on the shared domain). */
const LOCALE_PREFIX = new RegExp(
  `^/(${require('../next-i18next.config.js')
    .i18n.locales.map((locale) => locale.replace(/[^A-Za-z-]/g, ''))
    .join('|')})(?=/|$)`,
);
/** The storefront's own top-level pages (web/pages); any other path is the catch-all page. */
const PAGES = new Set([
  'auth',
  'blog',
  'cart',
  'checkout',
  'cycletowork',
  'my-account',
  'personal-area',
  'search',
  'stores',
  'robots.txt',
  'sitemap.xml',
  'manifest.webmanifest',
]);
const OPS_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * A request's route as a metric label: a fixed, small set (a page's pattern such as /[...slug],
 * an API family, Next's assets), never the raw URL.
 * @param {string} path the path without its query
 */
function routeLabel(path) {
  if (path.startsWith('/_next/')) {
    if (path.startsWith('/_next/static/')) return '/_next/static';
    if (path.startsWith('/_next/data/')) return '/_next/data';
    if (path.startsWith('/_next/image')) return '/_next/image';
    return '/_next/other';
  }
  if (OPS_PATHS.has(path)) return path;
  if (path === '/graphql' || path === '/graphql/' || path.startsWith('/api/graphql')) return '/graphql';
  if (path.startsWith('/nuxt/api/')) return '/nuxt/api/*';
  if (path.startsWith('/api/')) return '/api/*';
  if (path.startsWith('/media/')) return '/media/*';
  const local = path.replace(LOCALE_PREFIX, '');
  const end = local.indexOf('/', 1);
  const first = end < 0 ? local.slice(1) : local.slice(1, end);
  if (first === '') return '/';
  return PAGES.has(first) ? `/${first}` : '/[...slug]';
}

/**
 * The web server's metrics in their own registry: requests by route (fixed set) and status,
 * latency by route, the page cache's hits, misses and bypasses, and Node's process metrics.
 * @param {{ pageCacheCounts?: () => { hit: number; miss: number; bypass: number } }} [options]
 */
function createWebMetrics(options = {}) {
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'web' });
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route (a fixed set of patterns), method and status',
    labelNames: ['route', 'method', 'status'],
    registers,
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route (a fixed set of patterns)',
    labelNames: ['route'],
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const counts = options.pageCacheCounts;
  new Counter({
    name: 'page_cache_requests_total',
    help: 'Requests the page micro-cache saw: hit (served from memory), miss (rendered, maybe kept), bypass (never cacheable)',
    labelNames: ['result'],
    registers,
    collect() {
      if (!counts) return;
      // The cache counts in plain integers on its hot path; they are copied here at scrape time.
      const now = counts();
      this.reset();
      this.inc({ result: 'hit' }, now.hit);
      this.inc({ result: 'miss' }, now.miss);
      this.inc({ result: 'bypass' }, now.bypass);
    },
  });
  /** Children by label key: a hot request costs a Map lookup, not a label hash. */
  /** @type {Map<string, { inc(): void }>} */
  const requestChildren = new Map();
  /** @type {Map<string, { observe(value: number): void }>} */
  const durationChildren = new Map();
  return {
    registry,
    /** @param {string} route @param {string} method @param {number} status @param {number} seconds */
    observe(route, method, status, seconds) {
      const key = `${route} ${method} ${status}`;
      let counter = requestChildren.get(key);
      if (!counter) requestChildren.set(key, (counter = requests.labels(route, method, String(status))));
      counter.inc();
      let histogram = durationChildren.get(route);
      if (!histogram) durationChildren.set(route, (histogram = duration.labels(route)));
      histogram.observe(seconds);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The web server's wiring

/**
 * Everything index.cjs needs: `begin` gives a request its identity (echoed as x-request-id,
 * passed on to the gateway through the request's headers) and logs it with its metrics when it is
 * done; `serveOps` answers /healthz, /readyz and /metrics (returns false for any other path).
 * @param {{ gatewayUrl: string; pageCacheCounts?: () => { hit: number; miss: number; bypass: number }; logger?: import('pino').Logger; fetch?: typeof fetch }} options
 */
function createObservability(options) {
  const log = options.logger ?? createLogger();
  const metrics = createWebMetrics({ pageCacheCounts: options.pageCacheCounts });
  const readyUrl = new URL('/readyz', options.gatewayUrl).toString();
  const doFetch = options.fetch ?? fetch;
  /** @type {{ at: number; answer: Promise<{ ok: boolean; code: string }> } | undefined} */
  let remembered;
  const gatewayReady = () => {
    const now = Date.now();
    if (!remembered || now - remembered.at >= 1000) {
      remembered = {
        at: now,
        answer: doFetch(readyUrl, { signal: AbortSignal.timeout(2000) }).then(
          async (response) => {
            await response.arrayBuffer().catch(() => undefined);
            return { ok: response.ok, code: response.ok ? 'ok' : 'unavailable' };
          },
          (error) => {
            const timeout = error?.name === 'TimeoutError';
            if (!timeout) log.warn({ err: error }, 'readiness check of the gateway failed');
            return { ok: false, code: timeout ? 'timeout' : 'unreachable' };
          },
        ),
      };
    }
    return remembered.answer;
  };

  /** @param {import('node:http').ServerResponse} res @param {number} status @param {unknown} body */
  const json = (res, status, body) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };

  return {
    log,
    metrics,
    /**
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     */
    begin(req, res) {
      const started = performance.now();
      const identity = requestIdentity(req.headers);
      // Next's pages read these from the request and send them on to the gateway.
      req.headers['x-request-id'] = identity.requestId;
      req.headers.traceparent = identity.traceparent;
      res.setHeader('x-request-id', identity.requestId);
      res.once('close', () => {
        const ms = performance.now() - started;
        // The request's own fields (its ids, method label, path without the query): as the gateway logs them.
        const summary = requestSummary(req, identity);
        const route = routeLabel(summary.path);
        const status = res.statusCode;
        metrics.observe(route, summary.method, status, ms / 1000);
        const cache = res.getHeader('x-cache');
        // Page-cache hits, Next's static assets and the ops endpoints are counted (metrics) but
        // logged only at debug: thousands a second, one line each would cost more than serving them.
        const level =
          status >= 500 ? 'error' : cache === 'HIT' || route === '/_next/static' || OPS_PATHS.has(route) ? 'debug' : 'info';
        if (!log.isLevelEnabled(level)) return;
        log[level](
          {
            ...summary,
            route,
            status,
            ms: Math.round(ms * 10) / 10,
            cache,
            aborted: res.writableFinished ? undefined : true,
          },
          'request',
        );
      });
      return identity;
    },
    /**
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     * @param {() => void} [prepare] run before answering one of these (the security headers)
     * @returns {boolean} whether the request was one of these endpoints (and is answered)
     */
    serveOps(req, res, prepare) {
      const url = req.url ?? '/';
      const query = url.indexOf('?');
      const path = query < 0 ? url : url.slice(0, query);
      if (!OPS_PATHS.has(path)) return false;
      prepare?.();
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain', 'cache-control': 'no-store' });
        res.end('Method not allowed\n');
        return true;
      }
      if (path === '/healthz') {
        json(res, 200, { status: 'ok', checks: {} });
        return true;
      }
      if (path === '/readyz') {
        gatewayReady().then(({ ok, code }) =>
          json(
            res,
            ok ? 200 : 503,
            ok
              ? { status: 'ok', checks: { gateway: code } }
              : { status: 'unavailable', checks: { gateway: code }, failed: ['gateway'] },
          ),
        );
        return true;
      }
      // Who may read it, and how anyone else is told: the rule both servers follow.
      const refusal = metricsRefusal(req);
      if (refusal) {
        res.writeHead(refusal.status, { 'content-type': 'text/plain', 'cache-control': 'no-store', ...refusal.headers });
        res.end(`${refusal.message}\n`);
        return true;
      }
      metrics.registry.metrics().then(
        (text) => {
          res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' });
          res.end(text);
        },
        (error) => {
          log.error({ err: error }, 'metrics collection failed');
          res.writeHead(500, { 'content-type': 'text/plain' });
          res.end('Internal server error\n');
        },
      );
      return true;
    },
  };
}

module.exports = {
  createLogger,
  createObservability,
  createWebMetrics,
  requestIdentity,
  routeLabel,
};
