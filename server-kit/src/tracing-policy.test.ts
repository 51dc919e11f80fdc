import { requestRootsSampler, requestRootsSampling, tracingServiceName, tracingWanted } from './tracing-policy';

describe('when a server traces', () => {
  it('is on only with an OTLP destination, and off when the SDK or the exporter is switched off', () => {
    expect(tracingWanted({})).toBe(false);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ' })).toBe(false);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
    expect(tracingWanted({ OTEL_TRACES_EXPORTER: 'otlp' })).toBe(true);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_SDK_DISABLED: 'true' })).toBe(false);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_SDK_DISABLED: 'TRUE' })).toBe(false);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_TRACES_EXPORTER: 'none' })).toBe(false);
  });

  it('reports under OTEL_SERVICE_NAME, else the server’s own name', () => {
    expect(tracingServiceName('cadence-web', {})).toBe('cadence-web');
    expect(tracingServiceName('cadence-web', { OTEL_SERVICE_NAME: ' ' })).toBe('cadence-web');
    expect(tracingServiceName('cadence-web', { OTEL_SERVICE_NAME: 'shop-web' })).toBe('shop-web');
  });
});

describe('which traces start', () => {
  // OpenTelemetry's values (SpanKind of @opentelemetry/api, SamplingDecision of the SDK) as they are.
  const SpanKind = { INTERNAL: 0, SERVER: 1, CLIENT: 2, PRODUCER: 3, CONSUMER: 4 };
  const SamplingDecision = { NOT_RECORD: 0, RECORD: 1, RECORD_AND_SAMPLED: 2 };
  const sampler = requestRootsSampler({ SpanKind, SamplingDecision });

  it('keeps a root span only when it is an HTTP server span (a request this server answers)', () => {
    expect(sampler.shouldSample({}, 'trace', 'GET /bikes/', SpanKind.SERVER)).toEqual({
      decision: SamplingDecision.RECORD_AND_SAMPLED,
    });
    for (const kind of [SpanKind.INTERNAL, SpanKind.CLIENT, SpanKind.PRODUCER, SpanKind.CONSUMER])
      expect(sampler.shouldSample({}, 'trace', 'start-up', kind)).toEqual({ decision: SamplingDecision.NOT_RECORD });
    expect(sampler.toString()).toBe('RequestRootsSampler');
  });

  it('puts it below a parent-based sampler, unless OTEL_TRACES_SAMPLER names a standard one', () => {
    class ParentBasedSampler {
      constructor(readonly config: { root: unknown }) {}
    }
    const sampling = requestRootsSampling({ SpanKind, SamplingDecision, ParentBasedSampler }, {});
    expect(sampling.sampler).toBeInstanceOf(ParentBasedSampler);
    expect(String(sampling.sampler?.config.root)).toBe('RequestRootsSampler');
    expect(
      requestRootsSampling(
        { SpanKind, SamplingDecision, ParentBasedSampler },
        { OTEL_TRACES_SAMPLER: 'parentbased_traceidratio' },
      ),
    ).toEqual({});
  });
});
