/**
 * When a server traces and which traces it starts, for both servers: the gateway and its
 * standalone subgraphs (graphql-gateway/src/ops/tracing.ts, tracing-sdk.ts) and the web server
 * (web/server/tracing.cjs).
 *
 * Tracing is on only when an OTLP destination is configured by the standard variables
 * (OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, or OTEL_TRACES_EXPORTER=otlp),
 * and off whatever else is set with OTEL_SDK_DISABLED=true or OTEL_TRACES_EXPORTER=none. A trace
 * starts at a request the server answers: a span with no parent is kept only when it is an HTTP
 * server span (start-up and background work make no traces), everything below a kept span is kept
 * (the caller wraps the sampler in OpenTelemetry's ParentBasedSampler); OTEL_TRACES_SAMPLER, when
 * set, replaces it with the standard sampler it names.
 *
 * Nothing of OpenTelemetry is loaded here: the sampler takes its SpanKind and SamplingDecision
 * values from the caller, which loads the SDK only once tracingWanted() said yes.
 */

type Source = Record<string, string | undefined>;

/** Whether this process exports traces, by the standard OpenTelemetry variables. */
export function tracingWanted(env: Source = process.env): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporter = env.OTEL_TRACES_EXPORTER?.trim().toLowerCase();
  if (exporter === 'none') return false;
  if (exporter === 'otlp') return true;
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
}

/** The service name spans are reported under: OTEL_SERVICE_NAME, else the server's own default. */
export function tracingServiceName(fallback: string, env: Source = process.env): string {
  return env.OTEL_SERVICE_NAME?.trim() || fallback;
}

/**
 * The root sampler "traces start at a request this server answers", from OpenTelemetry's own
 * values: `requestRootsSampler({ SpanKind, SamplingDecision })` with SpanKind from
 * @opentelemetry/api and SamplingDecision from @opentelemetry/sdk-trace-node (or -base).
 */
export function requestRootsSampler<Decision>(otel: {
  SpanKind: { SERVER: unknown };
  SamplingDecision: { RECORD_AND_SAMPLED: Decision; NOT_RECORD: Decision };
}): {
  shouldSample(context: unknown, traceId: string, spanName: string, spanKind: unknown): { decision: Decision };
  toString(): string;
} {
  const server = otel.SpanKind.SERVER;
  const { RECORD_AND_SAMPLED, NOT_RECORD } = otel.SamplingDecision;
  return {
    shouldSample: (_context, _traceId, _name, kind) => ({ decision: kind === server ? RECORD_AND_SAMPLED : NOT_RECORD }),
    toString: () => 'RequestRootsSampler',
  };
}
