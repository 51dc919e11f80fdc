// @ts-check
/**
 * OpenTelemetry traces for the web server, on only when an OTLP destination is configured
 * (OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, or OTEL_TRACES_EXPORTER=otlp).
 * server/index.cjs requires this first, before node:http and Next, because the instrumentations patch modules as they load.
 * With tracing off none of the SDK is loaded (it is required inside startTracing).
 *
 * Spans: the HTTP server (every request but probes, scrapes and Next's static files), the fetches
 * to the gateway (they carry this trace's traceparent, so the gateway's spans continue it), and
 * Next's own spans (request handling, getServerSideProps, rendering), which Next makes by itself
 * once a tracer provider is registered; no instrumentation.ts or @vercel/otel is needed with this
 * custom server. URLs lose their query values before they leave the process.
 *
 * When tracing is on, which traces start, what a span may say and the fetches' one traceparent are
 * the rules the gateway follows too (@cadence/server-kit/tracing-policy and trace-scrub; they load
 * nothing of OpenTelemetry); this is the web's wiring.
 */
const { activeSpanIdsFrom } = require('@cadence/server-kit/request-identity');
const { dropCallerTraceparent, scrubbingExporter } = require('@cadence/server-kit/trace-scrub');
const { requestRootsSampling, tracingServiceName: serviceNameOr, tracingWanted } = require('@cadence/server-kit/tracing-policy');

/** `cadence-web`, unless OTEL_SERVICE_NAME says otherwise. @param {Record<string, string | undefined>} [env] */
function tracingServiceName(env = process.env) {
  return serviceNameOr('cadence-web', env);
}

/** Requests traced by no one: probes, scrapes and Next's static files. @param {string | undefined} url */
function quiet(url) {
  const path = (url ?? '/').split('?', 1)[0] ?? '/';
  return path === '/healthz' || path === '/readyz' || path === '/metrics' || path.startsWith('/_next/static/');
}

/** @type {{ shutdown(): Promise<void> } | undefined} */
let running;
/** @type {(() => { traceId: string; spanId: string; sampled: boolean } | undefined) | undefined} */
let activeSpanIds;

/** @param {string} serviceName */
function startTracing(serviceName) {
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded only when tracing is on */
  const { diag, DiagLogLevel, SpanKind, trace } = require('@opentelemetry/api');
  const { OTLPTraceExporter } = require('@opentelemetry/exporter-trace-otlp-http');
  const { registerInstrumentations } = require('@opentelemetry/instrumentation');
  const { HttpInstrumentation } = require('@opentelemetry/instrumentation-http');
  const { UndiciInstrumentation } = require('@opentelemetry/instrumentation-undici');
  const { defaultResource, detectResources, envDetector, resourceFromAttributes } = require('@opentelemetry/resources');
  const {
    BatchSpanProcessor,
    NodeTracerProvider,
    ParentBasedSampler,
    SamplingDecision,
  } = require('@opentelemetry/sdk-trace-node');
  /* eslint-enable @typescript-eslint/no-require-imports */

  // The SDK's warnings (an unreachable collector, say) on stderr: the first, then one a minute.
  let last = 0;
  /** @param {string} message @param {unknown[]} args */
  const write = (message, ...args) => {
    const now = Date.now();
    if (now - last < 60_000) return;
    last = now;
    const detail = args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ');
    process.stderr.write(
      `${JSON.stringify({ level: 'warn', time: new Date().toISOString(), service: 'web', msg: `tracing: ${message}`, detail })}\n`,
    );
  };
  const ignore = () => undefined;
  diag.setLogger(
    { error: write, warn: write, info: ignore, debug: ignore, verbose: ignore },
    { logLevel: DiagLogLevel.WARN, suppressOverrideMessage: true },
  );

  // Every span leaves through the scrub: the exporter behind it sees no query-string values.
  const scrubbing = scrubbingExporter(new OTLPTraceExporter());
  const provider = new NodeTracerProvider({
    resource: defaultResource()
      .merge(detectResources({ detectors: [envDetector] }))
      .merge(resourceFromAttributes({ 'service.name': serviceName })),
    // Traces start at a request this server answers (Next's start-up makes none of its own);
    // OTEL_TRACES_SAMPLER replaces the rule.
    ...requestRootsSampling({ SpanKind, SamplingDecision, ParentBasedSampler }),
    spanProcessors: [new BatchSpanProcessor(scrubbing)],
  });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => quiet(req.url) }),
      // The pages pass the request's traceparent to the gateway: the fetch span's replaces it.
      new UndiciInstrumentation({ requireParentforSpans: true, requestHook: dropCallerTraceparent(trace) }),
    ],
  });
  activeSpanIds = activeSpanIdsFrom(trace);
  return {
    shutdown: async () => {
      activeSpanIds = undefined;
      await provider.shutdown().catch((/** @type {unknown} */ error) => write('the last spans were not exported', error));
    },
  };
}

if (tracingWanted()) running = startTracing(tracingServiceName());

/**
 * Exports the spans still buffered and stops tracing: call it once on shutdown, after the server
 * has finished its requests. Resolves at once when tracing is off.
 */
async function shutdownTracing() {
  const current = running;
  running = undefined;
  await current?.shutdown();
}

module.exports = {
  /** The ids of the active span (the request's server span), or undefined (tracing off, or no span). */
  activeSpanIds: () => activeSpanIds?.(),
  /** Whether tracing runs in this process. */
  tracingOn: () => running !== undefined,
  shutdownTracing,
  tracingServiceName,
};
