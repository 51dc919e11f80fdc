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
 * (parent-based); OTEL_TRACES_SAMPLER, when set, replaces this with the standard sampler it names.
 *
 * Nothing of OpenTelemetry is loaded here: the sampler takes SpanKind, SamplingDecision and
 * ParentBasedSampler from the caller, which loads the SDK only once tracingWanted() said yes.
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

/** The root sampler of requestRootsSampler. */
export type RequestRootsSampler<Decision> = {
  shouldSample(context: unknown, traceId: string, spanName: string, spanKind: unknown): { decision: Decision };
  toString(): string;
};

/** OpenTelemetry's values the sampler is made of (SpanKind of @opentelemetry/api, SamplingDecision of the SDK). */
type SamplerValues<Decision> = {
  SpanKind: { SERVER: unknown };
  SamplingDecision: { RECORD_AND_SAMPLED: Decision; NOT_RECORD: Decision };
};

/**
 * The root sampler "traces start at a request this server answers", from OpenTelemetry's own
 * values: `requestRootsSampler({ SpanKind, SamplingDecision })`.
 */
export function requestRootsSampler<Decision>(otel: SamplerValues<Decision>): RequestRootsSampler<Decision> {
  const server = otel.SpanKind.SERVER;
  const { RECORD_AND_SAMPLED, NOT_RECORD } = otel.SamplingDecision;
  return {
    shouldSample: (_context, _traceId, _name, kind) => ({ decision: kind === server ? RECORD_AND_SAMPLED : NOT_RECORD }),
    toString: () => 'RequestRootsSampler',
  };
}

/**
 * The tracer provider's `sampler` option, to spread into its configuration: the request-roots
 * sampler below OpenTelemetry's ParentBasedSampler (everything under a kept span is kept), or
 * nothing when OTEL_TRACES_SAMPLER is set, so the SDK makes the standard sampler it names.
 */
export function requestRootsSampling<Decision, Sampler>(
  otel: SamplerValues<Decision> & {
    ParentBasedSampler: new (config: { root: RequestRootsSampler<Decision> }) => Sampler;
  },
  env: Source = process.env,
): { sampler?: Sampler } {
  if (env.OTEL_TRACES_SAMPLER) return {};
  return { sampler: new otel.ParentBasedSampler({ root: requestRootsSampler(otel) }) };
}
