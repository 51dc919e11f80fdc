import { traceSqlWith } from '@cadence/commerce/db/tracing';
import { diag, DiagLogLevel, SpanKind, SpanStatusCode, trace, type Attributes } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { GraphQLInstrumentation } from '@opentelemetry/instrumentation-graphql';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { defaultResource, detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, ParentBasedSampler, SamplingDecision } from '@opentelemetry/sdk-trace-node';
import { activeSpanIdsFrom } from '@cadence/server-kit/request-identity';
import { dropCallerTraceparent, scrubbingExporter } from '@cadence/server-kit/trace-scrub';
import { requestRootsSampling } from '@cadence/server-kit/tracing-policy';
import { logger, useLogTraceFields } from './logger';
import { useActiveSpanIds } from './request-identity';

/**
 * The OpenTelemetry SDK of a gateway or subgraph process, loaded by ./tracing only when traces are
 * exported. Spans: the HTTP server (every request but probes and scrapes), outgoing HTTP (remote
 * subgraphs, partner and lender calls), the GraphQL operation (Apollo Gateway's own gateway.request
 * span, with the operation's name and type, its plan and one gateway.fetch per subgraph call, local
 * or remote; graphql's parse, validate and execute, without field resolvers: an operation an
 * in-process subgraph runs compiled by graphql-jit has no execute span of its own), and SQL (pg's
 * instrumentation on PostgreSQL, commerce's db/tracing.ts on PGlite). Never variables or parameter
 * values: GraphQL literals are masked, SQL keeps its placeholders, URLs lose their query values.
 * What a span may say, which traces start and the fetches' one traceparent are the rules both
 * servers follow (@cadence/server-kit/trace-scrub and tracing-policy); this is the gateway's wiring.
 */

/** Paths traced by no one: health probes every few seconds and metric scrapes are not news. */
const QUIET_PATHS = new Set(['/health', '/healthz', '/readyz', '/metrics']);

function quiet(url: string | undefined): boolean {
  const path = (url ?? '/').split('?', 1)[0]!;
  return QUIET_PATHS.has(path);
}

/** The SDK's own warnings (an unreachable collector, say) as log lines: the first, then one a minute. */
function diagnosticsToLog(): void {
  let last = 0;
  const write = (message: string, ...args: unknown[]) => {
    const now = Date.now();
    if (now - last < 60_000) return;
    last = now;
    logger().warn(
      { detail: args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ') },
      `tracing: ${message}`,
    );
  };
  diag.setLogger(
    { error: write, warn: write, info: () => undefined, debug: () => undefined, verbose: () => undefined },
    { logLevel: DiagLogLevel.WARN, suppressOverrideMessage: true },
  );
}

/** A statement's span name: its command (SELECT, INSERT, BEGIN ...), as pg's instrumentation names them. */
function sqlCommand(statement: string): string {
  const match = /^\s*([A-Za-z]+)/.exec(statement);
  return match ? match[1]!.toUpperCase() : 'SQL';
}

export function startTracing(serviceName: string): { shutdown(): Promise<void> } {
  diagnosticsToLog();
  // OTEL_RESOURCE_ATTRIBUTES adds to the resource; the service name is ./tracing's decision.
  const resource = defaultResource()
    .merge(detectResources({ detectors: [envDetector] }))
    .merge(resourceFromAttributes({ 'service.name': serviceName }));
  const provider = new NodeTracerProvider({
    resource,
    // Traces start at a request this process serves (start-up parses the subgraph schemas hundreds
    // of times, and background sweeps, make none); OTEL_TRACES_SAMPLER replaces the rule.
    ...requestRootsSampling({ SpanKind, SamplingDecision, ParentBasedSampler }),
    // Every span leaves through the scrub: the exporter behind it sees no query-string values.
    spanProcessors: [new BatchSpanProcessor(scrubbingExporter(new OTLPTraceExporter()))],
  });
  // The AsyncLocalStorage context manager and the W3C trace-context propagator.
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => quiet(req.url) }),
      // The gateway forwards the request's traceparent to remote subgraphs: the fetch span's replaces it.
      new UndiciInstrumentation({ requireParentforSpans: true, requestHook: dropCallerTraceparent(trace) }),
      new GraphQLInstrumentation({ allowValues: false, ignoreResolveSpans: true, mergeItems: true }),
      new PgInstrumentation({ requireParentSpan: true, ignoreConnectSpans: true, enhancedDatabaseReporting: false }),
    ],
  });

  const tracer = trace.getTracer('cadence-commerce-db');
  traceSqlWith((statement, run) => {
    if (!trace.getActiveSpan()) return run();
    const attributes: Attributes = { 'db.system': 'postgresql', 'db.system.name': 'postgresql', 'db.query.text': statement };
    return tracer.startActiveSpan(
      `pglite.query:${sqlCommand(statement)}`,
      { kind: SpanKind.CLIENT, attributes },
      async (span) => {
        try {
          return await run();
        } catch (error) {
          // The SQLSTATE, not the message: PostgreSQL's messages may quote the value that failed.
          const code = (error as { code?: unknown }).code;
          span.setStatus({ code: SpanStatusCode.ERROR, message: typeof code === 'string' ? `SQLSTATE ${code}` : 'error' });
          throw error;
        } finally {
          span.end();
        }
      },
    );
  });

  const activeIds = activeSpanIdsFrom(trace);
  useActiveSpanIds(activeIds);
  useLogTraceFields(() => {
    const ids = activeIds();
    return ids && { traceId: ids.traceId, spanId: ids.spanId };
  });

  return {
    shutdown: async () => {
      useActiveSpanIds(undefined);
      await provider
        .shutdown()
        .catch((error: unknown) => logger().warn({ err: error }, 'tracing: the last spans were not exported'));
    },
  };
}
