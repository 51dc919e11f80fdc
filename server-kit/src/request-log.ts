import type { RequestIdentity } from './request-identity';

/**
 * What a server's one `request` log line (and its request metrics) say about the request itself,
 * for both servers: the gateway's HTTP front (graphql-gateway/src/gateway/http.ts) and the web
 * server (web/server/observability.cjs). Its identity's ids; its method from a fixed set, `other`
 * for anything else (a metric label, so never an invented one); its path without the query string
 * (a reset link carries its token there, a GraphQL GET its variables), at most 200 characters.
 * Each server adds its own fields: route, status, duration, the operation or the page cache.
 */
export type RequestSummary = {
  reqId: string;
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  method: string;
  path: string;
};

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const MAX_PATH = 200;

/** A request's method as logged and labelled: one of the usual seven, else `other`. */
export function methodLabel(method: string | undefined): string {
  return method && METHODS.has(method) ? method : 'other';
}

/** A request URL's path as logged: never its query string, at most 200 characters. */
export function loggedPath(url: string | undefined): string {
  const target = url ?? '/';
  const query = target.indexOf('?');
  return (query < 0 ? target : target.slice(0, query)).slice(0, MAX_PATH);
}

/** The request's own fields of its log line, in the order both servers write them. */
export function requestSummary(req: { method?: string; url?: string }, identity: RequestIdentity): RequestSummary {
  return {
    reqId: identity.requestId,
    traceId: identity.traceId,
    spanId: identity.spanId,
    parentSpanId: identity.parentSpanId ?? undefined,
    method: methodLabel(req.method),
    path: loggedPath(req.url),
  };
}
