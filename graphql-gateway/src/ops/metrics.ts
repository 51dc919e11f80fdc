import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * A label value from an open set (operation names, error codes) kept to a bounded set: a value of
 * the allowed shape is admitted until `max` distinct ones have been seen, anything after that (or
 * of another shape) is `other`. Prometheus keeps one series per value, so a caller inventing names
 * can cost at most `max` series.
 */
export class BoundedLabel {
  private readonly seen = new Set<string>();
  constructor(
    private readonly max: number,
    private readonly shape: RegExp,
    private readonly other = 'other',
  ) {}

  of(value: string): string {
    if (this.seen.has(value)) return value;
    if (this.seen.size >= this.max || !this.shape.test(value)) return this.other;
    this.seen.add(value);
    return value;
  }
}

/** The storefront sends ~80 named operations; the cap leaves room for the gateway's own and tools'. */
export const OPERATION_LABELS = 200;
const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,63}$/;
const ERROR_CODE = /^[A-Z][A-Z0-9_]{0,47}$/;

const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A PostgreSQL pool as node-postgres counts it. */
type PoolCounts = { totalCount: number; idleCount: number; waitingCount: number };

export type GatewayMetrics = ReturnType<typeof createGatewayMetrics>;

/**
 * The gateway's metrics (and a standalone subgraph's) in their own registry: HTTP requests by route
 * (a fixed set), GraphQL operations by name (bounded), errors by code (bounded), the response
 * cache, rate-limit refusals, orders placed, the database pool, and Node's process metrics.
 */
export function createGatewayMetrics(service: string) {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const operations = new BoundedLabel(OPERATION_LABELS, GRAPHQL_NAME);
  const codes = new BoundedLabel(100, ERROR_CODE, 'OTHER');
  let pool: PoolCounts | undefined;
  const metrics = {
    registry,
    httpRequests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route (a fixed set), method and status',
      labelNames: ['route', 'method', 'status'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route (a fixed set)',
      labelNames: ['route'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    operations: new Counter({
      name: 'graphql_operations_total',
      help: `GraphQL operations by name (the first ${OPERATION_LABELS} names seen, then "other"; "anonymous", "invalid" when none resolved)`,
      labelNames: ['operation', 'type'] as const,
      registers,
    }),
    operationDuration: new Histogram({
      name: 'graphql_operation_duration_seconds',
      help: 'Time from the start of a GraphQL request to its answer, by operation name (bounded as above)',
      labelNames: ['operation'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    errors: new Counter({
      name: 'graphql_errors_total',
      help: 'Errors answered, by code (as the client sees it, after masking; HTTP-level refusals too)',
      labelNames: ['code'] as const,
      registers,
    }),
    responseCache: new Counter({
      name: 'graphql_response_cache_requests_total',
      help: 'Anonymous public reads the whole-response cache could serve, by result (hit or miss)',
      labelNames: ['result'] as const,
      registers,
    }),
    rateLimited: new Counter({
      name: 'rate_limit_refusals_total',
      help: 'Requests refused by a rate limit (RATE_LIMITED), by operation name (bounded)',
      labelNames: ['operation'] as const,
      registers,
    }),
    ordersPlaced: new Counter({
      name: 'orders_placed_total',
      help: 'Orders placed through the placeOrder mutation',
      registers,
    }),
    pool: new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting clients); absent on the embedded database',
      labelNames: ['state'] as const,
      registers,
      collect() {
        if (!pool) return;
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    }),
    /** The bounded label of an operation name. */
    operationLabel: (name: string | null | undefined): string => (name ? operations.of(name) : 'anonymous'),
    /** The bounded label of an error code. */
    codeLabel: (code: unknown): string => (typeof code === 'string' ? codes.of(code) : 'UNKNOWN'),
    /** Reports the pool of a database client when it is a node-postgres pool (PGlite has none). */
    watchPool(client: unknown): void {
      const candidate = client as Partial<PoolCounts> | undefined;
      if (candidate && typeof candidate.totalCount === 'number' && typeof candidate.idleCount === 'number') {
        pool = candidate as PoolCounts;
      }
    },
  };
  return metrics;
}

let metrics: GatewayMetrics | undefined;

/** The process's metrics (one registry per process; created on first use). */
export function gatewayMetrics(): GatewayMetrics {
  return (metrics ??= createGatewayMetrics(process.env.SUBGRAPH_NAME ? `subgraph-${process.env.SUBGRAPH_NAME}` : 'gateway'));
}

/** The routes of the gateway's HTTP front, as metric labels: a fixed set, never the raw URL. */
export function routeLabel(pathname: string): string {
  switch (pathname) {
    case '/graphql':
    case '/graphql/':
      return '/graphql';
    case '/health':
    case '/healthz':
    case '/readyz':
    case '/metrics':
      return pathname;
    default:
      return pathname.startsWith('/webhooks/') ? '/webhooks/:name' : 'other';
  }
}

const PRIVATE_ADDRESS =
  /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|f[cd][0-9a-f]{2}:|::ffff:(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.))/i;

/**
 * Who may read /metrics: with METRICS_TOKEN set, a caller sending `Authorization: Bearer <token>`;
 * without it, callers on loopback or a private network (by the socket's address, never a
 * forwarded header). Behind a load balancer every caller looks private: set METRICS_TOKEN there.
 */
export function metricsAllowed(req: IncomingMessage, token = process.env.METRICS_TOKEN): boolean {
  if (token) {
    const given = req.headers.authorization ?? '';
    const expected = Buffer.from(`Bearer ${token}`);
    const actual = Buffer.from(given);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
  return PRIVATE_ADDRESS.test(req.socket.remoteAddress ?? '');
}
