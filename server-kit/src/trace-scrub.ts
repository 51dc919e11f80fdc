/**
 * What a span may say, for both servers' OpenTelemetry set-ups: the gateway's and its standalone
 * subgraphs' (graphql-gateway/src/ops/tracing-sdk.ts) and the web server's (web/server/tracing.cjs).
 * A URL keeps its path and its query's parameter names, never their values (a GraphQL GET carries
 * variables there, a password-reset link its token); every span leaves the process through
 * `scrubbingExporter`. And a traced fetch carries one traceparent, its own span's: the caller's
 * (which a server forwards) is dropped by `dropCallerTraceparent`.
 *
 * OpenTelemetry is never loaded here: the types are structural and the `trace` API is passed in by
 * the caller, which has loaded it because tracing is on (with tracing off neither server loads it).
 */

/** A URL (or request target, or span name) without its query values. */
export function withoutQueryValues(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const hash = url.indexOf('#', start);
  const query = url.slice(start + 1, hash < 0 ? undefined : hash);
  return `${url.slice(0, start)}?${redactQuery(query)}`;
}

/** A query string (without its `?`) with every value replaced. */
export function redactQuery(query: string): string {
  return query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const equals = pair.indexOf('=');
      return `${equals < 0 ? pair : pair.slice(0, equals)}=REDACTED`;
    })
    .join('&');
}

/** Attributes that hold a URL or a request target. */
const URL_ATTRIBUTES = ['url.full', 'http.url', 'http.target'];

/** What of a span scrubbing reads (an OpenTelemetry ReadableSpan has it). */
export type ScrubbableSpan = { readonly name: string; readonly attributes: Readonly<Record<string, unknown>> };

/**
 * The span as it may leave the process: URL attributes, the query attribute and the span's name
 * (Next names its request span after the URL) without query values. An untouched span is returned
 * as it is; a changed one is a view over it.
 */
export function scrubSpan<S extends ScrubbableSpan>(span: S): S {
  const attributes = span.attributes;
  let changed: Record<string, unknown> | undefined;
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
  }) as S;
}

/** An OpenTelemetry SpanExporter, structurally. */
export type SpanExporterLike<S, R> = {
  export(spans: S[], done: (result: R) => void): void;
  shutdown(): Promise<void>;
  forceFlush?(): Promise<void>;
};

/** The exporter every span leaves through: the one behind it sees no query-string values. */
export function scrubbingExporter<S extends ScrubbableSpan, R>(inner: SpanExporterLike<S, R>): Required<SpanExporterLike<S, R>> {
  return {
    export: (spans, done) => inner.export(spans.map(scrubSpan), done),
    shutdown: () => inner.shutdown(),
    forceFlush: () => inner.forceFlush?.() ?? Promise.resolve(),
  };
}

/** undici's request headers: [name, value, ...] (Node 20) or `name: value\r\n` lines. */
export type UndiciHeaders = string | (string | string[])[];

/**
 * A fetch's headers without a traceparent of the caller's (the web's pages pass the request's own
 * to the gateway, the gateway forwards it to remote subgraphs): the instrumentation adds the fetch
 * span's, and two would make the header invalid, starting a new trace downstream.
 */
export function withoutTraceparent(headers: UndiciHeaders): UndiciHeaders {
  if (typeof headers === 'string') return headers.replace(/^traceparent:[^\r\n]*\r\n/gim, '');
  for (let i = headers.length - 2; i >= 0; i -= 2) {
    const name = headers[i];
    if (typeof name === 'string' && name.toLowerCase() === 'traceparent') headers.splice(i, 2);
  }
  return headers;
}

/**
 * The undici instrumentation's `requestHook`: when the fetch has a span of its own (a valid span
 * context), the caller's traceparent is dropped so the instrumentation's, the fetch span's, is the
 * only one. `trace` is OpenTelemetry's trace API.
 */
export function dropCallerTraceparent<C>(trace: {
  isSpanContextValid(context: C): boolean;
}): (span: { spanContext(): C }, request: { headers: UndiciHeaders }) => void {
  return (span, request) => {
    if (trace.isSpanContextValid(span.spanContext())) request.headers = withoutTraceparent(request.headers);
  };
}
