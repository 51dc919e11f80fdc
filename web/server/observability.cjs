// @ts-check
/**
 * Operations for the web server (server/index.cjs): a request id and W3C trace context for every
 * request (the same rules as the gateway's graphql-gateway/src/ops/request-identity.ts), one JSON
 * log line per request (pino), Prometheus metrics (prom-client) and the /healthz, /readyz and
 * /metrics endpoints. Kept cheap: the page cache answers thousands of requests a second.
 */
const { randomBytes, randomUUID, timingSafeEqual } = require('node:crypto');
const { performance } = require('node:perf_hooks');
const pino = require('pino');
const { collectDefaultMetrics, Counter, Histogram, Registry } = require('prom-client');
const tracing = require('./tracing.cjs');

// ---------------------------------------------------------------------------------------------
// Request identity

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;
const ZERO_TRACE = '0'.repeat(32);
const ZERO_SPAN = '0'.repeat(16);

/** @param {unknown} given @returns {string | null} */
function validRequestId(given) {
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : null;
}

/**
 * @param {unknown} header
 * @returns {{ traceId: string; parentSpanId: string; flags: string } | null}
 */
function parseTraceparent(header) {
  if (typeof header !== 'string' || header.length > 512) return null;
  const match = TRACEPARENT.exec(header.trim());
  if (!match) return null;
  const [, version, traceId, parentSpanId, flags, rest] = match;
  if (version === 'ff' || (version === '00' && rest !== undefined)) return null;
  if (traceId === ZERO_TRACE || parentSpanId === ZERO_SPAN) return null;
  return {
    traceId: /** @type {string} */ (traceId),
    parentSpanId: /** @type {string} */ (parentSpanId),
    flags: /** @type {string} */ (flags),
  };
}

/**
 * @typedef {{ requestId: string; traceId: string; spanId: string; parentSpanId: string | null; traceparent: string }} RequestIdentity
 */

/**
 * The identity of a request from its headers: the caller's x-request-id when safe, else a new
 * one; the caller's trace when its traceparent is valid, else a new one; a span of this process.
 * @param {Record<string, string | string[] | undefined>} headers
 * @returns {RequestIdentity}
 */
function requestIdentity(headers) {
  const parent = parseTraceparent(headers.traceparent);
  // With tracing on (tracing.cjs) the identity is the request's server span, so the log line and
  // the exported spans name the same ids; the span continued the caller's trace by the same rules.
  const active = tracing.activeSpanIds();
  if (active) {
    return {
      requestId: validRequestId(headers['x-request-id']) ?? randomUUID(),
      traceId: active.traceId,
      spanId: active.spanId,
      parentSpanId: parent && parent.traceId === active.traceId ? parent.parentSpanId : null,
      traceparent: `00-${active.traceId}-${active.spanId}-${active.sampled ? '01' : '00'}`,
    };
  }
  const traceId = parent ? parent.traceId : randomBytes(16).toString('hex');
  const spanId = randomBytes(8).toString('hex');
  return {
    requestId: validRequestId(headers['x-request-id']) ?? randomUUID(),
    traceId,
    spanId,
    parentSpanId: parent ? parent.parentSpanId : null,
    traceparent: `00-${traceId}-${spanId}-${parent ? parent.flags : '01'}`,
  };
}

// ---------------------------------------------------------------------------------------------
// Logs

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
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
/** The gateway's list (graphql-gateway/src/ops/logger.ts): cookies, authorization, secrets, passwords, tokens, card data, bodies. */
const REDACT_PATHS = [
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

/** @param {NodeJS.ProcessEnv} source @returns {string} */
function logLevelFrom(source = process.env) {
  const given = source.LOG_LEVEL?.trim().toLowerCase();
  if (given) {
    if (!LOG_LEVELS.includes(given))
      throw new Error(`Invalid configuration: LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${source.LOG_LEVEL}")`);
    return given;
  }
  return source.JEST_WORKER_ID !== undefined || source.NODE_ENV === 'test' ? 'silent' : 'info';
}

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
 * A JSON logger, no pretty transport, written to stdout asynchronously.
 * @param {{ service?: string; level?: string; destination?: import('pino').DestinationStream }} [options]
 */
function createLogger(options = {}) {
  return pino(
    {
      level: options.level ?? logLevelFrom(),
      base: { service: options.service ?? 'web' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: serializeError, error: serializeError },
      redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
      // With tracing on, a line written inside a span names it (a line's own ids win).
      ...(tracing.tracingOn() ? { mixin: traceFields } : {}),
    },
    options.destination ?? pino.destination({ dest: 1, sync: false }),
  );
}

// ---------------------------------------------------------------------------------------------
// Metrics

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const LOCALE_PREFIX = /^\/(en-GB|de-DE)(?=\/|$)/;
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

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

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

const PRIVATE_ADDRESS =
  /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|f[cd][0-9a-f]{2}:|::ffff:(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.))/i;

/**
 * Who may read /metrics: with METRICS_TOKEN, a caller sending `Authorization: Bearer <token>`;
 * without it, callers on loopback or a private network by the socket's address (never a forwarded
 * header). Behind a load balancer every caller looks private: set METRICS_TOKEN there.
 * @param {import('node:http').IncomingMessage} req
 * @param {string | undefined} token
 */
function metricsAllowed(req, token = process.env.METRICS_TOKEN) {
  if (token) {
    const expected = Buffer.from(`Bearer ${token}`);
    const actual = Buffer.from(req.headers.authorization ?? '');
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
  return PRIVATE_ADDRESS.test(req.socket.remoteAddress ?? '');
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
        const url = req.url ?? '/';
        const query = url.indexOf('?');
        const path = (query < 0 ? url : url.slice(0, query)).slice(0, 200);
        const route = routeLabel(path);
        const status = res.statusCode;
        const method = req.method && METHODS.has(req.method) ? req.method : 'other';
        metrics.observe(route, method, status, ms / 1000);
        const cache = res.getHeader('x-cache');
        // Page-cache hits, Next's static assets and the ops endpoints are counted (metrics) but
        // logged only at debug: thousands a second, one line each would cost more than serving them.
        const level =
          status >= 500 ? 'error' : cache === 'HIT' || route === '/_next/static' || OPS_PATHS.has(route) ? 'debug' : 'info';
        if (!log.isLevelEnabled(level)) return;
        log[level](
          {
            reqId: identity.requestId,
            traceId: identity.traceId,
            spanId: identity.spanId,
            parentSpanId: identity.parentSpanId ?? undefined,
            method,
            path,
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
      if (!metricsAllowed(req)) {
        const token = Boolean(process.env.METRICS_TOKEN);
        res.writeHead(token ? 401 : 404, {
          'content-type': 'text/plain',
          'cache-control': 'no-store',
          ...(token ? { 'www-authenticate': 'Bearer' } : {}),
        });
        res.end(token ? 'Unauthorized\n' : 'Not found\n');
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
  logLevelFrom,
  metricsAllowed,
  parseTraceparent,
  requestIdentity,
  routeLabel,
  validRequestId,
  REDACT_PATHS,
};
