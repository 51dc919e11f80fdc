import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * Who may read /metrics, for both servers: the gateway and its standalone subgraphs
 * (graphql-gateway/src/gateway/http.ts) and the web server (web/server/observability.cjs). With
 * METRICS_TOKEN set, a caller sending exactly `Authorization: Bearer <token>` (compared in constant
 * time), wherever it is; without it, callers on loopback or a private network, by the socket's
 * address, never a forwarded header, and only when no proxy passed the request on (behind a load
 * balancer every caller looks private; a forwarded request is refused, and METRICS_TOKEN is the way
 * to scrape through one). A refused caller is told 401 (with a token: it may present one) or 404
 * (without: /metrics does not exist for it); each server writes that answer in its own format.
 */

/** Loopback and private networks, IPv4, IPv6 unique-local and IPv4-mapped IPv6. */
export const PRIVATE_ADDRESS =
  /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|f[cd][0-9a-f]{2}:|::ffff:(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.))/i;

/** Headers a proxy adds when it passes a request on. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

type MetricsRequest = Pick<IncomingMessage, 'headers'> & { socket: { remoteAddress?: string } };

/** Whether this caller may read /metrics. */
export function metricsAllowed(req: MetricsRequest, token: string | undefined = process.env.METRICS_TOKEN): boolean {
  if (token) {
    const expected = Buffer.from(`Bearer ${token}`);
    const actual = Buffer.from(req.headers.authorization ?? '');
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
  // A request a proxy passed on (the load balancer sets X-Forwarded-For) is someone else's, whoever
  // the proxy is: without a token only a direct caller on a private network may read /metrics.
  if (FORWARDING_HEADERS.some((name) => req.headers[name] !== undefined)) return false;
  return PRIVATE_ADDRESS.test(req.socket.remoteAddress ?? '');
}

/** How a caller that may not read /metrics is answered. */
export type MetricsRefusal =
  | { status: 401; message: 'Unauthorized'; headers: { 'www-authenticate': 'Bearer' } }
  | { status: 404; message: 'Not found'; headers: Record<string, never> };

/** Null when the caller may read /metrics, else its refusal: 401 with a token set, 404 without. */
export function metricsRefusal(
  req: MetricsRequest,
  token: string | undefined = process.env.METRICS_TOKEN,
): MetricsRefusal | null {
  if (metricsAllowed(req, token)) return null;
  return token
    ? { status: 401, message: 'Unauthorized', headers: { 'www-authenticate': 'Bearer' } }
    : { status: 404, message: 'Not found', headers: {} };
}
