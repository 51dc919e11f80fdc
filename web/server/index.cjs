// The production web server: Next's request handler behind the page micro-cache (html-cache.cjs).
// `node server/index.cjs` replaces `next start`; WEB_PORT, WEB_HOST and HTML_CACHE_TTL_MS configure it.
// Every request gets a request id and trace context (observability.cjs), one JSON log line
// (LOG_LEVEL) and its metrics; /healthz, /readyz and /metrics (METRICS_TOKEN) are answered here.
// SIGTERM drains it (graceful-shutdown.cjs, SHUTDOWN_GRACE_MS) before it exits.
// First: with OTEL_EXPORTER_OTLP_ENDPOINT set it starts tracing, whose instrumentations patch
// node:http and fetch as they load (tracing.cjs); without it, it loads nothing.
const { shutdownTracing } = require('./tracing.cjs');
// Before Next loads: its pages renderer gets React's Node.js build (react-node-renderer.cjs).
require('./react-node-renderer.cjs').useReactNodeRenderer();
const http = require('node:http');
const path = require('node:path');
const next = require('next');
const { createDrain, shutdownGraceMs, shutdownOnSignals } = require('./graceful-shutdown.cjs');
const { answerFailure, markEnded } = require('./failed-request.cjs');
const { createHtmlCache, serveWithCache } = require('./html-cache.cjs');
const { createLogger, createObservability } = require('./observability.cjs');
const { hashInlineScripts, malformedRequest, setSecurityHeaders } = require('./security-headers.cjs');
const { serverConfig } = require('./server-config.cjs');
const { createStaticAssets } = require('./static-assets.cjs');
// Answers that reach the client (an unread body is read before an answer ends), as the gateway does.
const { answerClientError, endAfterBody } = require('@cadence/server-kit/http-refusals');
// Next's own compression middleware, applied here instead of inside Next (next.config compress:
// false) so that a page's inline scripts are hashed for its policy before the HTML is compressed.
const compression = require('next/dist/compiled/compression');

const log = createLogger();

async function main() {
  // Settings first: a bad one stops the start naming the variable (logged below), before Next loads.
  const { port, host, pageCacheTtlMs: ttlMs, edgeCountryHeader: edgeHeader, gatewayUrl } = serverConfig();
  const graceMs = shutdownGraceMs();
  // `hostname` is not where we listen (that is `host`, below) but the origin Next gives the URLs
  // it hands to proxy.ts, and compares a rewrite's destination with: with any other name than
  // 'localhost' the two disagree and every rewrite (/graphql, /nuxt/api/…) was proxied over HTTP to
  // this server again, a second request per call that failed under load behind a balancer.
  const app = next({ dev: false, dir: path.join(__dirname, '..'), hostname: 'localhost', port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const cache = createHtmlCache({ ttlMs });
  const ops = createObservability({
    gatewayUrl,
    pageCacheCounts: () => cache.counts,
    logger: log,
  });
  const compress = compression();
  // The bundler's assets and the shop's own public files, as compressed at build time
  // (static-assets.cjs); the rest goes to Next.
  const staticAssets = createStaticAssets();
  const development = process.env.NODE_ENV === 'development';
  // A page served from the cache carries the head it was stored with (these headers included), so
  // only what is rendered or refused sets them. A cached URL passed the checks when it was rendered.
  const render = (req, res) =>
    new Promise((resolve, reject) => {
      setSecurityHeaders(res, { development });
      const malformed = malformedRequest(req);
      if (malformed) {
        res.writeHead(malformed.status, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
          ...malformed.headers,
        });
        res.end(`${malformed.message}\n`);
        resolve(undefined);
        return;
      }
      compress(req, res, () => {
        hashInlineScripts(res);
        markEnded(res);
        Promise.resolve(handle(req, res)).then(resolve, reject);
      });
    });
  const server = http.createServer((req, res) => {
    // Any answer given before the request's body was read (a refusal here, Next's redirects and
    // 404s to a POST) waits for the body, bounded, so the close after it cannot reset it away.
    endAfterBody(req, res);
    drain.track(res);
    const { requestId } = ops.begin(req, res);
    // A draining replica is alive but takes no new work: a balancer stops sending to it.
    if (drain.draining && req.method === 'GET' && req.url === '/readyz') {
      setSecurityHeaders(res, { development });
      res.writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ status: 'draining', checks: {} }));
      return;
    }
    if (ops.serveOps(req, res, () => setSecurityHeaders(res, { development }))) return;
    if (staticAssets.serve(req, res, () => setSecurityHeaders(res, { development }))) return;
    serveWithCache(req, res, cache, () => render(req, res), edgeHeader).catch((error) => {
      log.error({ reqId: requestId, err: error }, 'request failed');
      answerFailure(res, () => setSecurityHeaders(res, { development }));
    });
  });
  server.on('clientError', answerClientError);
  const drain = createDrain(server, log);
  server.listen(port, host, () =>
    log.info(
      { url: `http://${host}:${port}`, pageCacheTtlMs: ttlMs },
      `web ready on http://${host}:${port} (page cache ${ttlMs > 0 ? `${ttlMs} ms` : 'off'})`,
    ),
  );
  shutdownOnSignals(() => drain.drain(graceMs).then(shutdownTracing), log);
}

main().catch((error) => {
  log.fatal({ err: error }, 'web failed to start');
  log.flush();
  process.exit(1);
});
