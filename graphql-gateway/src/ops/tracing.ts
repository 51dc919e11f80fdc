/**
 * OpenTelemetry traces, on only when an OTLP destination is configured (OTEL_EXPORTER_OTLP_ENDPOINT
 * or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, or OTEL_TRACES_EXPORTER=otlp). The entry points import this
 * module right after ./telemetry-off and before anything else, because the instrumentations patch
 * http, graphql and pg as they are first loaded. With tracing off nothing of the SDK is loaded
 * (./tracing-sdk is required behind the check), so the shop pays nothing for it. Whether it is on
 * is the rule both servers follow (@cadence/server-kit/tracing-policy, tracingWanted).
 */
import { tracingServiceName as serviceNameOr, tracingWanted } from '@cadence/server-kit/tracing-policy';

type Source = Record<string, string | undefined>;

/**
 * The service name spans are reported under: `cadence-gateway`, or `cadence-subgraph-<name>` in a
 * process serving one subgraph (SUBGRAPH_NAME); OTEL_SERVICE_NAME overrides both.
 */
export function tracingServiceName(env: Source = process.env): string {
  return serviceNameOr(env.SUBGRAPH_NAME ? `cadence-subgraph-${env.SUBGRAPH_NAME}` : 'cadence-gateway', env);
}

let running: { shutdown(): Promise<void> } | undefined;

if (tracingWanted()) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when tracing is on
  const sdk = require('./tracing-sdk') as typeof import('./tracing-sdk');
  running = sdk.startTracing(tracingServiceName());
}

/** Whether traces are being exported by this process. */
export const tracingOn = (): boolean => running !== undefined;

/**
 * Exports the spans still buffered and stops tracing; call it once on shutdown, after the server
 * has stopped accepting and finished its requests. Resolves at once when tracing is off.
 */
export async function shutdownTracing(): Promise<void> {
  const current = running;
  running = undefined;
  await current?.shutdown();
}
