import { randomBytes, randomUUID } from 'node:crypto';

/**
 * A request's identity across the shop's logs: the request id (taken from a caller's
 * `x-request-id` when it is short and plain, else new) and its W3C trace context (`traceparent`:
 * the caller's trace when it sent a valid one, else a new trace; this process's own span id).
 * web/server/observability.cjs follows the same rules for the web app.
 */
export type RequestIdentity = {
  requestId: string;
  traceId: string;
  /** This process's span for the request. */
  spanId: string;
  /** The caller's span, when it sent one. */
  parentSpanId: string | null;
  /** The traceparent to send downstream: this trace, this span as the parent. */
  traceparent: string;
};

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;
/** version-traceid-parentid-flags, lowercase hex (https://www.w3.org/TR/trace-context/#traceparent-header). */
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;
const ZERO_TRACE = '0'.repeat(32);
const ZERO_SPAN = '0'.repeat(16);

/** The caller's request id when it is safe to log and echo (1–100 of A–Z a–z 0–9 . _ : -), else null. */
export function validRequestId(given: string | string[] | undefined): string | null {
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : null;
}

export type TraceParent = { traceId: string; parentSpanId: string; flags: string };

/**
 * A traceparent header parsed by the W3C rules, or null: version ff, all-zero ids and (for
 * version 00) anything after the flags make it invalid; a later version may carry more fields.
 */
export function parseTraceparent(header: string | string[] | undefined): TraceParent | null {
  if (typeof header !== 'string' || header.length > 512) return null;
  const match = TRACEPARENT.exec(header.trim());
  if (!match) return null;
  const [, version, traceId, parentSpanId, flags, rest] = match as unknown as [string, string, string, string, string, string?];
  if (version === 'ff' || (version === '00' && rest !== undefined)) return null;
  if (traceId === ZERO_TRACE || parentSpanId === ZERO_SPAN) return null;
  return { traceId, parentSpanId, flags };
}

/** A new span id: 8 random bytes in hex. */
export const newSpanId = (): string => randomBytes(8).toString('hex');

/** The ids of the span active where it is called (the request's HTTP server span), when there is one. */
export type ActiveSpanIds = () => { traceId: string; spanId: string; sampled: boolean } | undefined;

let activeSpanIds: ActiveSpanIds | undefined;

/**
 * With tracing on (ops/tracing-sdk.ts), a request's identity is its server span's: the log lines
 * then carry the trace and span ids the exported spans have. The span continued the caller's
 * traceparent by the same W3C rules, so the trace id is the caller's either way.
 */
export function useActiveSpanIds(source: ActiveSpanIds | undefined): void {
  activeSpanIds = source;
}

/** The identity of an incoming request from its headers. */
export function requestIdentity(headers: Record<string, string | string[] | undefined>): RequestIdentity {
  const parent = parseTraceparent(headers.traceparent);
  const active = activeSpanIds?.();
  if (active) {
    return {
      requestId: validRequestId(headers['x-request-id']) ?? randomUUID(),
      traceId: active.traceId,
      spanId: active.spanId,
      parentSpanId: parent && parent.traceId === active.traceId ? parent.parentSpanId : null,
      traceparent: `00-${active.traceId}-${active.spanId}-${active.sampled ? '01' : '00'}`,
    };
  }
  const traceId = parent?.traceId ?? randomBytes(16).toString('hex');
  const spanId = newSpanId();
  // Sampled unless the caller said otherwise: there is no sampler here, the flag is passed on.
  const flags = parent?.flags ?? '01';
  return {
    requestId: validRequestId(headers['x-request-id']) ?? randomUUID(),
    traceId,
    spanId,
    parentSpanId: parent?.parentSpanId ?? null,
    traceparent: `00-${traceId}-${spanId}-${flags}`,
  };
}
