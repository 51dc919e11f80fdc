// @ts-check
/**
 * OpenTelemetry traces for the web server, on only when an OTLP destination is configured
 * (OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, or OTEL_TRACES_EXPORTER=otlp);
 * the same rules as the gateway's graphql-gateway/src/ops/tracing.ts. server/index.cjs requires
 * this first, before node:http and Next, because the instrumentations patch modules as they load.
 * With tracing off none of the SDK is loaded (it is required inside startTracing).
 *
 * Spans: the HTTP server (every request but probes, scrapes and Next's static files), the fetches
 * to the gateway (they carry this trace's traceparent, so the gateway's spans continue it), and
 * Next's own spans (request handling, getServerSideProps, rendering), which Next makes by itself
 * once a tracer provider is registered; no instrumentation.ts or @vercel/otel is needed with this
 * custom server. URLs lose their query values before they leave the process.
 */

/** @typedef {Record<string, string | undefined>} Source */

/** @param {Source} [env] */
function tracingWanted(env = process.env) {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporter = env.OTEL_TRACES_EXPORTER?.trim().toLowerCase();
  if (exporter === 'none') return false;
  if (exporter === 'otlp') return true;
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
}

/** `cadence-web`, unless OTEL_SERVICE_NAME says otherwise. @param {Source} [env] */
function tracingServiceName(env = process.env) {
  return env.OTEL_SERVICE_NAME?.trim() || 'cadence-web';
}

/**
 * A URL without its query values (a password-reset link carries its token there, a GraphQL GET its
 * variables): the path and the parameter names stay. The gateway's ops/tracing-scrub.ts is the same.
 * @param {string} url
 */
function withoutQueryValues(url) {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const hash = url.indexOf('#', start);
  return `${url.slice(0, start)}?${redactQuery(url.slice(start + 1, hash < 0 ? undefined : hash))}`;
}

/** A query string (without its `?`) with every value replaced. @param {string} query */
function redactQuery(query) {
  return query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const equals = pair.indexOf('=');
      return `${equals < 0 ? pair : pair.slice(0, equals)}=REDACTED`;
    })
    .join('&');
}

const URL_ATTRIBUTES = ['url.full', 'http.url', 'http.target'];

/**
 * The span as it may leave the process: URL attributes, the query attribute and the name (Next
 * names its request span after the URL) without query values; a changed span is a view over it.
 * @template {{ name: string; attributes: Record<string, unknown> }} S
 * @param {S} span
 * @returns {S}
 */
function scrubSpan(span) {
  const attributes = span.attributes;
  /** @type {Record<string, unknown> | undefined} */
  let changed;
  for (const key of URL_ATTRIBUTES) {
    const value = attributes[key];
    if (typeof value === 'string' && value.includes('?')) (changed ??= { ...attributes })[key] = withoutQueryValues(value);
  }
  const query = attributes['url.query'];
  if (typeof query === 'string' && query) (changed ??= { ...attributes })['url.query'] = redactQuery(query);
  const name = span.name.includes('?') ? withoutQueryValues(span.name) : span.name;
  if (!changed && name === span.name) return span;
  return Object.create(span, {
    name: { value: name, enumerable: true },
    attributes: { value: changed ?? attributes, enumerable: true },
  });
}

/** Requests traced by no one: probes, scrapes and Next's static files. @param {string | undefined} url */
function quiet(url) {
  const path = (url ?? '/').split('?', 1)[0] ?? '/';
  return path === '/healthz' || path === '/readyz' || path === '/metrics' || path.startsWith('/_next/static/');
}

/**
 * A fetch's headers without a traceparent of the caller's (the pages pass the request's own to the
 * gateway): the instrumentation adds the fetch span's, and two would make the header invalid.
 * undici keeps headers as [name, value, ...] (Node 20) or as `name: value\r\n` lines.
 * @param {string | (string | string[])[]} headers
 */
function withoutTraceparent(headers) {
  if (typeof headers === 'string') return headers.replace(/^traceparent:[^\r\n]*\r\n/gim, '');
  for (let i = headers.length - 2; i >= 0; i -= 2) {
    const name = headers[i];
    if (typeof name === 'string' && name.toLowerCase() === 'traceparent') headers.splice(i, 2);
  }
  return headers;
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

  const exporter = new OTLPTraceExporter();
  /** @type {import('@opentelemetry/sdk-trace-node').SpanExporter} */
  const scrubbing = {
    export: (spans, done) => exporter.export(spans.map(scrubSpan), done),
    shutdown: () => exporter.shutdown(),
    forceFlush: () => exporter.forceFlush(),
  };
  // Traces start at a request this server answers: a span without a parent is kept only when it is
  // an HTTP server span (Next's start-up makes none of its own). OTEL_TRACES_SAMPLER replaces this.
  /** @type {import('@opentelemetry/sdk-trace-node').Sampler} */
  const requestRoots = {
    shouldSample: (_context, _traceId, _name, kind) => ({
      decision: kind === SpanKind.SERVER ? SamplingDecision.RECORD_AND_SAMPLED : SamplingDecision.NOT_RECORD,
    }),
    toString: () => 'RequestRootsSampler',
  };
  const provider = new NodeTracerProvider({
    resource: defaultResource()
      .merge(detectResources({ detectors: [envDetector] }))
      .merge(resourceFromAttributes({ 'service.name': serviceName })),
    ...(process.env.OTEL_TRACES_SAMPLER ? {} : { sampler: new ParentBasedSampler({ root: requestRoots }) }),
    spanProcessors: [new BatchSpanProcessor(scrubbing)],
  });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => quiet(req.url) }),
      new UndiciInstrumentation({
        requireParentforSpans: true,
        requestHook: (span, request) => {
          if (trace.isSpanContextValid(span.spanContext())) request.headers = withoutTraceparent(request.headers);
        },
      }),
    ],
  });
  activeSpanIds = () => {
    const context = trace.getActiveSpan()?.spanContext();
    if (!context || !trace.isSpanContextValid(context)) return undefined;
    return { traceId: context.traceId, spanId: context.spanId, sampled: (context.traceFlags & 1) === 1 };
  };
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
  redactQuery,
  scrubSpan,
  shutdownTracing,
  tracingServiceName,
  tracingWanted,
  withoutQueryValues,
};
