import { randomBytes, randomUUID } from 'node:crypto';

/**
 * The rule of a request's identity across the shop's logs, for both servers: the gateway
 * (graphql-gateway/src/ops/request-identity.ts, its HTTP front and standalone subgraphs) and the web
 * server (web/server/observability.cjs). The request id is taken from a caller's `x-request-id` when
 * it is short and plain, else made; the W3C trace context (`traceparent`) continues the caller's
 * trace when it sent a valid one, else starts one, with a span of this process.
 *
 * With tracing on, each server passes the ids of its active span (the request's HTTP server span,
 * which continued the caller's traceparent by the same W3C rules), so log lines and exported spans
 * name the same ids: the gateway from a registry its tracing SDK fills, the web from tracing.cjs.
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
export function validRequestId(given: unknown): string | null {
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : null;
}

export type TraceParent = { traceId: string; parentSpanId: string; flags: string };

/**
 * A traceparent header parsed by the W3C rules, or null: version ff, all-zero ids and (for
 * version 00) anything after the flags make it invalid; a later version may carry more fields.
 */
export function parseTraceparent(header: unknown): TraceParent | null {
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

/**
 * The identity of an incoming request from its headers. `activeSpanIds`, with tracing on, gives
 * the request's server span: the identity is then that span's.
 */
export function requestIdentity(
  headers: Record<string, string | string[] | undefined>,
  activeSpanIds?: ActiveSpanIds,
): RequestIdentity {
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

/** What of OpenTelemetry's span context this reads (structurally: the kit does not load OpenTelemetry). */
type SpanContextLike = { traceId: string; spanId: string; traceFlags: number };

/**
 * The ActiveSpanIds of a tracing SDK: given OpenTelemetry's `trace` API (`@opentelemetry/api`,
 * which the caller has loaded because tracing is on), the active span's ids when it is valid.
 */
export function activeSpanIdsFrom(trace: {
  getActiveSpan(): { spanContext(): SpanContextLike } | undefined;
  isSpanContextValid(context: SpanContextLike): boolean;
}): ActiveSpanIds {
  return () => {
    const context = trace.getActiveSpan()?.spanContext();
    if (!context || !trace.isSpanContextValid(context)) return undefined;
    return { traceId: context.traceId, spanId: context.spanId, sampled: (context.traceFlags & 1) === 1 };
  };
}
