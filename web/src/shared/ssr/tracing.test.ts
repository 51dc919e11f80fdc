/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const tracing = require('../../../server/tracing.cjs');

const WEB = path.resolve(__dirname, '../../..');
const TRACE = '0af7651916cd43dd8448eb211c80319c';
const CALLER_SPAN = 'b7ad6b7169203331';

/**
 * Runs a script in a node process of its own, from the web package (the instrumentations patch
 * modules as Node loads them, which Jest's module system bypasses). Loopback only.
 */
function run(script: string, env: Record<string, string> = {}): Record<string, unknown> {
  const child = spawnSync(process.execPath, ['-e', script], {
    cwd: WEB,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (child.status !== 0) throw new Error(`${child.stdout}\n${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').pop()!) as Record<string, unknown>;
}

// When tracing is on, which traces start and what a span may say about a URL (the rules the gateway
// shares): server-kit/src/tracing-policy.test.ts, trace-scrub.test.ts. These are the web's wiring.
describe('the web’s traces', () => {
  it('report as cadence-web, unless OTEL_SERVICE_NAME says otherwise', () => {
    expect(tracing.tracingServiceName({})).toBe('cadence-web');
    expect(tracing.tracingServiceName({ OTEL_SERVICE_NAME: 'shop-web' })).toBe('shop-web');
  });
});

/** What server/index.cjs loads before Next, and the OpenTelemetry packages then in memory. */
const LOADED = `
  require('./server/tracing.cjs');
  require('node:http');
  require('./server/observability.cjs');
  require('./server/html-cache.cjs');
  const names = new Set();
  for (const file of Object.keys(require.cache)) {
    const match = /node_modules\\/(@opentelemetry\\/[^/]+)\\//.exec(file);
    if (match) names.add(match[1]);
  }
  const provider = require('@opentelemetry/api').trace.getTracerProvider().getDelegate();
  console.log(JSON.stringify({ modules: [...names].sort(), provider: provider.constructor.name }));
`;

/** Ours: the tracing SDK, its exporter and the instrumentations (prom-client loads the API for its exemplars). */
const TRACING_MODULES = /^@opentelemetry\/(sdk-trace|exporter-trace|instrumentation|context-async-hooks|resources)/;

describe('tracing off costs nothing', () => {
  it('loads no tracing SDK, exporter or instrumentation and registers no tracer without an OTLP endpoint', () => {
    const off = run(LOADED) as { modules: string[]; provider: string };
    expect(off.modules.filter((name) => TRACING_MODULES.test(name))).toEqual([]);
    expect(off.provider).toBe('NoopTracerProvider');
    const on = run(LOADED, { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' }) as { modules: string[]; provider: string };
    expect(on.modules).toEqual(expect.arrayContaining(['@opentelemetry/sdk-trace-node', '@opentelemetry/instrumentation-http']));
    expect(on.provider).toBe('NodeTracerProvider');
  });
});

/**
 * The web server's part of a trace, in a process of its own: an OTLP/HTTP receiver, a stand-in
 * gateway, and a server wired like server/index.cjs (observability's `begin`, then a fetch to the
 * gateway with the request's traceparent passed on as the pages do).
 */
const WEB_TRACE = `
  const http = require('node:http');
  const received = [];
  const gatewayHeaders = [];
  const lines = [];
  const { Writable } = require('node:stream');
  const listen = (server) => new Promise((done) => server.listen(0, '127.0.0.1', () => done(server.address().port)));
  (async () => {
    const receiverPort = await listen(http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => { received.push(JSON.parse(body)); res.end('{}'); });
    }));
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = 'http://127.0.0.1:' + receiverPort;
    process.env.OTEL_BSP_SCHEDULE_DELAY = '50';
    const tracing = require('./server/tracing.cjs');
    const { createObservability, createLogger } = require('./server/observability.cjs');
    const gatewayPort = await listen(http.createServer((req, res) => {
      gatewayHeaders.push(req.rawHeaders.filter((_, i, all) => i % 2 === 1 && /^traceparent$/i.test(all[i - 1])));
      res.setHeader('content-type', 'application/json');
      res.end('{"data":{}}');
    }));
    const destination = new Writable({ write(chunk, _e, done) { lines.push(...chunk.toString().split('\\n').filter(Boolean)); done(); } });
    const ops = createObservability({ gatewayUrl: 'http://127.0.0.1:' + gatewayPort + '/graphql', logger: createLogger({ level: 'info', destination }) });
    const webPort = await listen(http.createServer(async (req, res) => {
      ops.begin(req, res);
      const answer = await fetch('http://127.0.0.1:' + gatewayPort + '/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', traceparent: req.headers.traceparent, 'x-request-id': req.headers['x-request-id'] },
        body: '{"query":"{ __typename }"}',
      });
      await answer.text();
      res.end('<html></html>');
    }));
    const response = await fetch('http://127.0.0.1:' + webPort + '/bikes/?token=s3cret', { headers: { traceparent: '00-${TRACE}-${CALLER_SPAN}-01' } });
    await response.text();
    await new Promise((done) => setTimeout(done, 300));
    await tracing.shutdownTracing();
    const spans = [];
    for (const body of received)
      for (const rs of body.resourceSpans)
        for (const ss of rs.scopeSpans)
          for (const s of ss.spans)
            spans.push({ service: rs.resource.attributes.find((a) => a.key === 'service.name').value.stringValue, traceId: s.traceId, spanId: s.spanId, parentSpanId: s.parentSpanId, kind: s.kind, name: s.name, attributes: Object.fromEntries(s.attributes.map((a) => [a.key, Object.values(a.value)[0]])) });
    console.log(JSON.stringify({ spans, gatewayHeaders, lines: lines.map((l) => JSON.parse(l)), raw: JSON.stringify(received) }));
    process.exit(0);
  })();
`;

type Span = {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  kind: number;
  name: string;
  attributes: Record<string, unknown>;
};

describe("the web server's spans", () => {
  it("continue the caller's trace, log the server span's ids and pass one traceparent, the fetch span's, to the gateway", () => {
    const result = run(WEB_TRACE) as { spans: Span[]; gatewayHeaders: string[][]; lines: Record<string, unknown>[]; raw: string };
    const server = result.spans.find((s) => s.kind === 2 && s.attributes['url.path'] === '/bikes/');
    const client = result.spans.find((s) => s.kind === 3 && s.attributes['url.path'] === '/graphql');
    expect(server).toMatchObject({ service: 'cadence-web', traceId: TRACE, parentSpanId: CALLER_SPAN });
    expect(client).toMatchObject({ traceId: TRACE, parentSpanId: server!.spanId });
    // Exactly one traceparent reached the gateway: this trace, the fetch span as its parent.
    expect(result.gatewayHeaders).toEqual([[`00-${TRACE}-${client!.spanId}-01`]]);
    expect(result.lines.find((l) => l.msg === 'request')).toMatchObject({
      traceId: TRACE,
      spanId: server!.spanId,
      parentSpanId: CALLER_SPAN,
    });
    expect(server!.attributes['url.query']).toBe('token=REDACTED');
    expect(result.raw).not.toContain('s3cret');
  });
});
