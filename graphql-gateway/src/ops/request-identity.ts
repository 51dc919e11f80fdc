import { requestIdentity as identityOf, type ActiveSpanIds, type RequestIdentity } from '@cadence/server-kit/request-identity';

export type { ActiveSpanIds, RequestIdentity };

/**
 * The gateway's wiring of the request-identity rule (@cadence/server-kit/request-identity, which the
 * web server follows too): where the active span's ids come from. With tracing on
 * (ops/tracing-sdk.ts), a request's identity is its server span's: the log lines then carry the
 * trace and span ids the exported spans have. The span continued the caller's traceparent by the
 * same W3C rules, so the trace id is the caller's either way.
 */
let activeSpanIds: ActiveSpanIds | undefined;

/** Set by the tracing SDK when it starts (and cleared when it stops). */
export function useActiveSpanIds(source: ActiveSpanIds | undefined): void {
  activeSpanIds = source;
}

/** The identity of an incoming request from its headers (and the active span, with tracing on). */
export function requestIdentity(headers: Record<string, string | string[] | undefined>): RequestIdentity {
  return identityOf(headers, activeSpanIds);
}
