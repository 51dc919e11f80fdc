import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { HeaderMap, type ApolloServer, type ApolloServerPlugin, type BaseContext } from '@apollo/server';
import { batchRefusal } from '@cadence/server-kit/graphql-batch';
import { GraphQLError, OperationTypeNode } from 'graphql';
import {
  answerClientError,
  endAfterBody,
  GRAPHQL_MAX_BODY_BYTES,
  JSON_NESTING_REFUSED_MESSAGE,
  jsonNestingWithin,
  readBodyWithin,
} from '@cadence/server-kit/http-refusals';
import { metricsRefusal } from '@cadence/server-kit/metrics-access';
import { requestSummary } from '@cadence/server-kit/request-log';
import { operationSummary } from '../ops/graphql-observability';
import { DRAINING, type ReadinessReport } from '../ops/health';
import { logger } from '../ops/logger';
import { gatewayMetrics, routeLabel, type GatewayMetrics } from '../ops/metrics';
import { requestIdentity, type RequestIdentity } from '../ops/request-identity';

export type HttpOptions<TContext extends BaseContext> = {
  apollo: ApolloServer<TContext>;
  context: (req: IncomingMessage) => Promise<TContext>;
  health: () => Promise<boolean>;
  /** Readiness for /readyz (database, migrations, Redis); without it /readyz answers as /healthz. */
  ready?: () => Promise<ReadinessReport>;
  /**
   * Whether the request may send a batch of queries: the web servers' page client, by its batch
   * token (server-kit graphql-batch.ts); without it every batch is refused.
   */
  mayBatch?: (req: IncomingMessage) => boolean;
  /**
   * Whether the request may ask GraphQL at all, decided before its body is read: a subgraph served
   * on its own answers the gateway only (hardening.ts subgraphCallerAllowed); without it, anyone may
   * (the gateway). Anyone else is answered 403 FORBIDDEN. Health, readiness and /metrics keep their
   * own rules.
   */
  mayAsk?: (req: IncomingMessage) => boolean;
  /** Set-Cookie values the request's resolvers asked for. */
  responseCookies?: (context: TContext) => string[];
  /** How long a GraphQL request may take, and how large its answer may be. */
  limits?: { timeoutMs: number; maxResponseBytes: number };
  /** HSTS outside local development; the explorer's page needs its own policy when it is served. */
  headers?: { hsts: boolean; landingPage: boolean };
  /**
   * Signed webhooks of outside services by path (`/webhooks/<name>`): POST only, JSON, the raw
   * body handed over unparsed so its signature can be checked. Each answers a status and a JSON body.
   */
  webhooks?: Record<string, WebhookHandler>;
};

/** A webhook's handling: the raw body and its headers in, a status and a JSON answer out. */
export type WebhookHandler = (
  rawBody: string,
  header: (name: string) => string | undefined,
) => Promise<{ status: number; body: Record<string, unknown> }>;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code = 'BAD_REQUEST',
    readonly extraHeaders: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** What a caller that may not ask this server GraphQL is told (HttpOptions.mayAsk): nothing of why. */
export const FORBIDDEN_MESSAGE = 'Forbidden';

/** The JSON API's policy: it serves no documents, scripts or frames. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
/** The development explorer (Apollo Sandbox, embedded from Apollo's CDN) needs scripts and a frame. */
const LANDING_PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' https://embeddable-sandbox.cdn.apollographql.com https://apollo-server-landing-page.cdn.apollographql.com",
  "style-src 'self' 'unsafe-inline' https://apollo-server-landing-page.cdn.apollographql.com https://fonts.googleapis.com",
  "img-src 'self' data: https://apollo-server-landing-page.cdn.apollographql.com",
  "font-src 'self' https://fonts.gstatic.com",
  'frame-src https://sandbox.embed.apollographql.com',
  "connect-src 'self' https://*.apollographql.com",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The security headers of every gateway answer (GraphQL, health, errors, 404s): one function, so no
 * path forgets them.
 */
export function securityHeaders(options: { hsts: boolean; html?: boolean }): Record<string, string> {
  return {
    'content-security-policy': options.html ? LANDING_PAGE_CSP : API_CSP,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'cross-origin-resource-policy': 'same-site',
    'x-frame-options': 'DENY',
    ...(options.hsts ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The request body as text: 413 past GRAPHQL_MAX_BODY_BYTES (the rest is discarded and the
 * connection closed after the answer, so a keep-alive client is not left with a half-read
 * request), 400 when it is not UTF-8.
 */
async function readBody(req: IncomingMessage): Promise<string> {
  const body = await readBodyWithin(req, GRAPHQL_MAX_BODY_BYTES);
  if (!body) throw new HttpError(413, 'Request body too large', 'BAD_REQUEST', { connection: 'close' });
  try {
    return utf8.decode(body);
  } catch {
    throw new HttpError(400, 'The request body is not valid UTF-8.');
  }
}

/**
 * What the request's log line and metrics need to know from its handling: the HTTP GraphQL request
 * handed to Apollo (one per operation of a batch), and the refusal's code.
 */
type Seen = {
  request: object | readonly object[] | undefined;
  code: string | undefined;
  /** The codes of a batch's operations refused in its place (REQUEST_TIMEOUT, RESPONSE_TOO_LARGE). */
  refused?: string[];
};

/** Probes and scrapes are logged at debug: a health check every few seconds is not news. */
const QUIET_ROUTES = new Set(['/health', '/healthz', '/readyz', '/metrics']);

/**
 * One request's log line and metrics, when its response is done (or its connection gone): method,
 * path without the query, status, duration, request and trace ids, and the GraphQL operation's name
 * and error codes. Never headers, bodies or variables.
 */
function finished(
  req: IncomingMessage,
  res: ServerResponse,
  identity: RequestIdentity,
  started: number,
  seen: Seen,
  metrics: GatewayMetrics,
): void {
  const ms = performance.now() - started;
  // The request's own fields (its ids, method label, path without the query): as the web logs them.
  const summary = requestSummary(req, identity);
  const route = routeLabel(summary.path);
  const status = res.statusCode;
  metrics.httpRequests.inc({ route, method: summary.method, status: String(status) });
  metrics.httpDuration.observe({ route }, ms / 1000);
  if (seen.code && route === '/graphql') metrics.errors.inc({ code: metrics.codeLabel(seen.code) });
  for (const code of seen.refused ?? []) metrics.errors.inc({ code: metrics.codeLabel(code) });
  const log = logger();
  const level = status >= 500 ? 'error' : QUIET_ROUTES.has(route) ? 'debug' : 'info';
  if (!log.isLevelEnabled(level)) return;
  const operation = operationSummary(seen.request);
  log[level](
    {
      ...summary,
      status,
      ms: Math.round(ms * 10) / 10,
      operation: operation?.name ?? undefined,
      errors: operation?.errorCodes.length ? operation.errorCodes : undefined,
      code: seen.code ?? seen.refused?.join(','),
      aborted: res.writableFinished ? undefined : true,
    },
    'request',
  );
}

/**
 * A small Node HTTP front for Apollo Server: /graphql (GET and POST), /health for container
 * health checks, /healthz (liveness), /readyz (readiness), /metrics (Prometheus), 404 otherwise.
 * Apollo Server does CSRF prevention, content negotiation and the landing page; this moves bytes,
 * sets the security headers, gives every request its id (echoed as x-request-id) and trace
 * context, logs one line per request, and bounds each request's time and answer size.
 */
export function createHttpServer<TContext extends BaseContext>(options: HttpOptions<TContext>): Server {
  const hsts = options.headers?.hsts ?? false;
  const headers = Object.entries(securityHeaders({ hsts }));
  const metrics = gatewayMetrics();
  const drain: DrainState = { draining: false, inFlight: new Set() };
  const server = createServer((req, res) => {
    // Any answer given before the request's body was read (a 405, a 413, a probe's answer to a GET
    // with a body) waits for the body, bounded, so the close after it cannot reset it away.
    endAfterBody(req, res);
    track(server, drain, res);
    const started = performance.now();
    const identity = requestIdentity(req.headers);
    // Everything downstream (the context, remote subgraphs) sees the one id and this span as parent.
    req.headers['x-request-id'] = identity.requestId;
    req.headers.traceparent = identity.traceparent;
    res.setHeader('x-request-id', identity.requestId);
    for (const [name, value] of headers) res.setHeader(name, value);
    const seen: Seen = { request: undefined, code: undefined };
    res.once('close', () => finished(req, res, identity, started, seen, metrics));
    handle(req, res, options, seen, drain).catch((error: unknown) => {
      const status = error instanceof HttpError ? error.status : 500;
      const code = error instanceof HttpError ? error.code : 'INTERNAL_SERVER_ERROR';
      seen.code = code;
      if (status === 500) logger().error({ reqId: identity.requestId, err: error }, 'unhandled HTTP error');
      if (res.headersSent) {
        res.end();
        return;
      }
      // An error answer is never stored by a cache, whatever the refused answer would have allowed.
      res.setHeader('cache-control', 'no-store');
      res.writeHead(status, { 'content-type': 'application/json', ...(error instanceof HttpError ? error.extraHeaders : {}) });
      res.end(
        JSON.stringify({
          errors: [{ message: status === 500 ? 'Internal server error' : (error as Error).message, extensions: { code } }],
        }),
      );
    });
  });
  server.on('clientError', answerClientError);
  // Its callers (the web servers, the gateway in front of a remote subgraph, a balancer) reuse
  // kept-alive connections. A server that closes an idle one just as a caller sends on it resets
  // that request, and a busy moment makes the overlap likely: with Node's 5 s, a 4 s stall (a huge
  // hostile query) reset the web's next requests (robustness tier: 502 and 503). Callers stop
  // reusing a connection before the timeout the server announces, and a connection idle that long
  // is rarely the one a burst picks. headersTimeout must exceed it.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  drains.set(server, drain);
  return server;
}

/** How long an idle kept-alive connection stays open (as a load balancer's usual 60 s, and more). */
export const KEEP_ALIVE_MS = 65_000;

/** Requests being answered, and whether the server is shutting down. */
type DrainState = { draining: boolean; inFlight: Set<ServerResponse> };
const drains = new WeakMap<Server, DrainState>();

/** Counts a request in flight until its answer is done; while draining, its connection closes after it. */
function track(server: Server, drain: DrainState, res: ServerResponse): void {
  drain.inFlight.add(res);
  if (drain.draining) res.setHeader('connection', 'close');
  res.once('close', () => {
    drain.inFlight.delete(res);
    // The connection this answer used is idle now: a draining server closes it.
    if (drain.draining) setImmediate(() => server.closeIdleConnections());
  });
}

/**
 * Graceful shutdown of an HTTP front made by createHttpServer: stops accepting connections (the
 * listener closes, so a balancer's next connection goes to another replica), answers /readyz
 * 503 "draining" on connections still open, lets the requests in flight finish (each answer then
 * closes its connection; idle keep-alive connections close at once), and after `graceMs` closes
 * whatever is left. Resolves once every connection is closed.
 */
export async function drainHttpServer(server: Server, graceMs: number): Promise<{ inFlight: number; cut: number }> {
  const drain = drains.get(server) ?? { draining: false, inFlight: new Set<ServerResponse>() };
  drain.draining = true;
  const inFlight = drain.inFlight.size;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  for (const res of drain.inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
  server.closeIdleConnections();
  const log = logger();
  log.info({ inFlight, graceMs }, `shutdown: stopped accepting connections; ${inFlight} request(s) in flight`);
  let timer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<'grace-over'>((resolve) => (timer = setTimeout(() => resolve('grace-over'), graceMs)));
  const outcome = await Promise.race([closed, graceOver]);
  clearTimeout(timer);
  let cut = 0;
  if (outcome === 'grace-over') {
    cut = drain.inFlight.size;
    if (cut) log.warn({ cut, graceMs }, `shutdown: grace period over; closing the remaining connections (${cut} request(s) cut)`);
    server.closeAllConnections();
    await closed;
  } else {
    log.info({ inFlight }, 'shutdown: requests in flight finished, connections closed');
  }
  return { inFlight, cut };
}

async function handle<TContext extends BaseContext>(
  req: IncomingMessage,
  res: ServerResponse,
  options: HttpOptions<TContext>,
  seen: Seen,
  drain: DrainState,
) {
  let url: URL;
  try {
    url = new URL(req.url ?? '/', 'http://gateway');
  } catch {
    throw new HttpError(400, 'Malformed request URL');
  }
  const method = req.method ?? 'GET';
  if (url.pathname === '/health') {
    if (method !== 'GET' && method !== 'HEAD')
      throw new HttpError(405, 'Method not allowed', 'BAD_REQUEST', { allow: 'GET, HEAD' });
    const ok = await options.health().catch(() => false);
    res.writeHead(ok ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify({ status: ok ? 'ok' : 'unavailable' }));
    return;
  }
  if (url.pathname === '/healthz' || url.pathname === '/readyz') {
    if (method !== 'GET' && method !== 'HEAD')
      throw new HttpError(405, 'Method not allowed', 'BAD_REQUEST', { allow: 'GET, HEAD' });
    // A draining replica is alive but takes no new work: a balancer stops sending to it.
    if (url.pathname === '/readyz' && drain.draining) {
      res.writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(DRAINING));
      return;
    }
    // Liveness: the process answers, nothing else is asked.
    const report: ReadinessReport & { failed?: string[] } =
      url.pathname === '/readyz' && options.ready ? await options.ready() : { status: 'ok', checks: {} };
    const failed = Object.keys(report.checks).filter((name) => report.checks[name] !== 'ok');
    res.writeHead(report.status === 'ok' || report.status === 'degraded' ? 200 : 503, {
      'content-type': 'application/json',
      'cache-control': 'no-store',
    });
    res.end(JSON.stringify(failed.length ? { ...report, failed } : report));
    return;
  }
  if (url.pathname === '/metrics') {
    if (method !== 'GET' && method !== 'HEAD')
      throw new HttpError(405, 'Method not allowed', 'BAD_REQUEST', { allow: 'GET, HEAD' });
    // Who may read it, and how anyone else is told: the rule both servers follow.
    const refusal = metricsRefusal(req);
    if (refusal) {
      const code = refusal.status === 401 ? 'UNAUTHENTICATED' : 'NOT_FOUND';
      throw new HttpError(refusal.status, refusal.message, code, refusal.headers);
    }
    const registry = gatewayMetrics().registry;
    const body = await registry.metrics();
    res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
    res.end(body);
    return;
  }
  const webhook = /^\/webhooks\/([a-z-]+)\/?$/.exec(url.pathname);
  if (webhook) {
    const handler = options.webhooks?.[webhook[1]!];
    if (!handler) throw new HttpError(404, 'Not found', 'NOT_FOUND');
    if (method !== 'POST') throw new HttpError(405, 'Method not allowed', 'BAD_REQUEST', { allow: 'POST' });
    if (!(req.headers['content-type'] ?? '').includes('application/json')) {
      throw new HttpError(415, 'Webhooks are JSON (content-type: application/json).', 'BAD_REQUEST');
    }
    const raw = await readBody(req);
    const header = (name: string) => {
      const value = req.headers[name.toLowerCase()];
      return Array.isArray(value) ? value.join(', ') : value;
    };
    const answer = await handler(raw, header);
    res.writeHead(answer.status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(answer.body));
    return;
  }
  if (url.pathname !== '/graphql' && url.pathname !== '/graphql/') throw new HttpError(404, 'Not found', 'NOT_FOUND');
  if (method !== 'GET' && method !== 'POST')
    throw new HttpError(405, 'Method not allowed', 'BAD_REQUEST', { allow: 'GET, POST' });
  if (options.mayAsk && !options.mayAsk(req)) throw new HttpError(403, FORBIDDEN_MESSAGE, 'FORBIDDEN');
  const headers = new HeaderMap();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  let body: unknown = undefined;
  if (method === 'POST') {
    const raw = await readBody(req);
    const type = headers.get('content-type') ?? '';
    // Only JSON bodies are parsed; Apollo's CSRF prevention rejects other simple requests.
    if (type.includes('application/json')) {
      // A parse's cost follows the arrays and objects it builds, not the bytes: a hostile body
      // (1 MB of `[[[…]]]`) is refused by a linear scan before JSON.parse sees it.
      if (!jsonNestingWithin(raw)) throw new HttpError(400, JSON_NESTING_REFUSED_MESSAGE);
      try {
        body = raw ? JSON.parse(raw) : {};
      } catch {
        throw new HttpError(400, 'Malformed JSON body');
      }
    } else {
      body = raw;
    }
  }
  let context: TContext | undefined;
  // One context per HTTP request: a batch's operations share it (its loaders, the shopper's
  // location and session, the cookies to set), as Apollo Server's own batching does.
  let building: Promise<TContext> | undefined;
  const contextOnce = () => (building ??= options.context(req).then((built) => (context = built)));
  const response = Array.isArray(body)
    ? await executeBatch(req, body, { method, headers, search: url.search }, options, contextOnce, seen)
    : await executeOne({ method, headers, search: url.search, body }, options, contextOnce, seen);
  for (const [key, value] of response.headers) res.setHeader(key, value);
  if (response.headers.get('content-type')?.startsWith('text/html') && options.headers?.landingPage) {
    res.setHeader('content-security-policy', LANDING_PAGE_CSP);
  }
  const cookies = context && options.responseCookies ? options.responseCookies(context) : [];
  if (cookies.length) {
    res.setHeader('set-cookie', cookies);
    // A response that sets a session must never be stored by a shared cache.
    res.setHeader('cache-control', 'no-store');
  }
  if (response.batched) res.setHeader('cache-control', 'no-store');
  res.statusCode = response.status ?? 200;
  if (response.body.kind === 'complete') {
    // A batch's answers were each held to the limit (executeBatch).
    const tooLarge = response.batched ? null : answerTooLarge(response.body.string, options.limits);
    if (tooLarge) throw tooLarge;
    res.end(response.body.string);
    return;
  }
  for await (const chunk of response.body.asyncIterator) res.write(chunk);
  res.end();
}

type GraphQLHttpRequest = { method: string; headers: HeaderMap; search: string };
type GraphQLHttpResponse = Awaited<ReturnType<ApolloServer<BaseContext>['executeHTTPGraphQLRequest']>>;

/** One operation's answer, within the request's time. */
function executeOne<TContext extends BaseContext>(
  request: GraphQLHttpRequest & { body: unknown },
  options: HttpOptions<TContext>,
  context: () => Promise<TContext>,
  seen: Seen,
): Promise<GraphQLHttpResponse & { batched?: true }> {
  // Apollo hands plugins a copy of the context, but this very request object: the operation's
  // summary for the log line is kept under it.
  seen.request = request;
  const execution = options.apollo.executeHTTPGraphQLRequest({ httpGraphQLRequest: request, context });
  return options.limits ? withinTime(execution, options.limits.timeoutMs) : execution;
}

/** RESPONSE_TOO_LARGE for an answer past the configured size, or null. */
function answerTooLarge(answer: string, limits: HttpOptions<BaseContext>['limits']): HttpError | null {
  const max = limits?.maxResponseBytes;
  if (!max || Buffer.byteLength(answer) <= max) return null;
  return new HttpError(
    400,
    `The answer is larger than ${max} bytes. Ask for fewer fields or smaller pages.`,
    'RESPONSE_TOO_LARGE',
  );
}

/** The HTTP GraphQL requests that are operations of a batch (batchQueriesOnlyPlugin reads it). */
const batchedRequests = new WeakSet<object>();

/**
 * Refuses anything but a query inside a batch: the web batches only the queries a page asks, and
 * mutations run one per request, one after another.
 */
export function batchQueriesOnlyPlugin(): ApolloServerPlugin<BaseContext> {
  return {
    async requestDidStart({ request }) {
      if (!request.http || !batchedRequests.has(request.http)) return;
      return {
        async didResolveOperation({ operation }) {
          if (operation?.operation !== OperationTypeNode.QUERY)
            throw new GraphQLError('Only queries may be sent in a batch.', {
              extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
            });
        },
      };
    },
  };
}

/** A batch operation's answer when it was refused as a request alone would be: its status and error. */
const refusedAnswer = (error: HttpError): GraphQLHttpResponse => ({
  status: error.status,
  headers: new HeaderMap(Object.entries(error.extraHeaders)),
  body: { kind: 'complete', string: JSON.stringify({ errors: [{ message: error.message, extensions: { code: error.code } }] }) },
});

/**
 * A batch's answers, in its order, as one JSON array (only from the web servers' page client, at
 * most GRAPHQL_MAX_BATCH_OPERATIONS queries: server-kit graphql-batch.ts). Each operation runs as it
 * would alone (its parse, validation, cost and depth limits, plugins and response cache) on the
 * request's one context, and is held to the request's time and answer size on its own: one that
 * runs too long or answers too much gets REQUEST_TIMEOUT or RESPONSE_TOO_LARGE in its place, and the
 * others keep their answers. The status is the highest of the operations' (a batch with a refused
 * operation is logged and counted as one), each answer carries its own errors, and nothing in it is
 * stored by an HTTP cache.
 */
async function executeBatch<TContext extends BaseContext>(
  req: IncomingMessage,
  operations: unknown[],
  request: GraphQLHttpRequest,
  options: HttpOptions<TContext>,
  context: () => Promise<TContext>,
  seen: Seen,
): Promise<GraphQLHttpResponse & { batched: true }> {
  const refusal = batchRefusal(operations.length, options.mayBatch?.(req) ?? false);
  if (refusal) throw new HttpError(refusal.status, refusal.message, refusal.code);
  if (operations.length === 0) throw new HttpError(400, 'No operations found in request.');
  const requests = operations.map((body) => ({ ...request, body }));
  for (const one of requests) batchedRequests.add(one);
  seen.request = requests;
  // Counted and logged as a request refused alone would be (`code` on the log line, the error metric).
  const refused = (error: HttpError): GraphQLHttpResponse => {
    (seen.refused ??= []).push(error.code);
    return refusedAnswer(error);
  };
  const answers = await Promise.all(
    requests.map(async (httpGraphQLRequest): Promise<GraphQLHttpResponse> => {
      const execution = options.apollo.executeHTTPGraphQLRequest({ httpGraphQLRequest, context });
      try {
        const answer = options.limits ? await withinTime(execution, options.limits.timeoutMs) : await execution;
        if (answer.body.kind !== 'complete')
          return refused(new HttpError(400, 'Incremental delivery is not available in a batch.'));
        const tooLarge = answerTooLarge(answer.body.string, options.limits);
        return tooLarge ? refused(tooLarge) : answer;
      } catch (error) {
        if (error instanceof HttpError) return refused(error);
        throw error;
      }
    }),
  );
  const headers = new HeaderMap();
  let status = 200;
  const bodies: string[] = [];
  for (const answer of answers) {
    for (const [key, value] of answer.headers) headers.set(key, value);
    status = Math.max(status, answer.status ?? 200);
    if (answer.body.kind === 'complete') bodies.push(answer.body.string);
  }
  // Every operation refused in its place (all timed out): still answered as JSON.
  if (!headers.has('content-type')) headers.set('content-type', 'application/json; charset=utf-8');
  return { status, headers, body: { kind: 'complete', string: `[${bodies.join(',')}]` }, batched: true };
}

/** The request's answer, or REQUEST_TIMEOUT (503, Retry-After) once `timeoutMs` has passed. */
async function withinTime<T>(execution: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new HttpError(503, 'The request took too long and was stopped. Please try again.', 'REQUEST_TIMEOUT', {
            'retry-after': '5',
          }),
        ),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([execution, timeout]);
  } finally {
    clearTimeout(timer);
    // The execution may still settle later; its rejection must not become an unhandled one.
    execution.catch(() => undefined);
  }
}
