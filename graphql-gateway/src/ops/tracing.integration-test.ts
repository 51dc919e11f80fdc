import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

/**
 * Traces end to end: the built gateway (dist/main.js, the process operations run) with an OTLP
 * endpoint set, a small OTLP/HTTP receiver standing in for the collector, one GraphQL request with
 * a caller's traceparent. The instrumentations patch modules as Node loads them, which Jest's own
 * module system bypasses, so the gateway runs as a child process. On PGlite by default; on the
 * PostgreSQL server when DATABASE_URL is set (a database of its own, dropped at the end), where
 * the SQL spans come from pg's instrumentation instead of commerce's db/tracing.ts.
 */

const PACKAGE = path.resolve(__dirname, '../..');
const DIST_MAIN = path.join(PACKAGE, 'dist/main.js');
const TRACE = 'a3c2f0e1b4d5968778695a4b3c2d1e0f';
const CALLER_SPAN = '1f2e3d4c5b6a7980';
/** A second request's trace: the same query again, answered on its one subgraph directly (single-fetch.ts). */
const TRACE_AGAIN = 'b4d3e1f2c5a6079887a6b5c4d3e2f1a0';
const PASSWORD = `Tr4ce-${randomBytes(6).toString('hex')}`;
const EMAIL = `tracing-${randomBytes(4).toString('hex')}@example.com`;
const URL_KEY = `secret-url-key-${randomBytes(4).toString('hex')}`;

jest.setTimeout(240_000);

/** The newest modification time of the package's sources that go into dist. */
function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'test-support') newest = Math.max(newest, newestSource(full));
    } else if (entry.name.endsWith('.ts') && !/\.(test|integration-test)\.ts$/.test(entry.name)) {
      newest = Math.max(newest, statSync(full).mtimeMs);
    }
  }
  return newest;
}

const distAge = (): number => {
  try {
    return statSync(DIST_MAIN).mtimeMs;
  } catch {
    return 0;
  }
};

/** Builds dist when it is missing or older than the sources (turbo builds only the dependencies before tests). */
function ensureBuilt(): void {
  if (distAge() >= newestSource(path.join(PACKAGE, 'src'))) return;
  const build = spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { cwd: PACKAGE, encoding: 'utf8' });
  if (distAge() < newestSource(path.join(PACKAGE, 'src')))
    throw new Error(`gateway build failed:\n${build.stdout}${build.stderr}`);
}

type OtlpValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: OtlpValue }[];
};
type Received = { service: string; scope: string; span: OtlpSpan };

/** A collector's OTLP/HTTP endpoint, JSON only: keeps every body and every span it receives. */
function startReceiver(): Promise<{ server: Server; url: string; bodies: string[]; spans: Received[] }> {
  const bodies: string[] = [];
  const spans: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (req.method !== 'POST' || req.url !== '/v1/traces' || !String(req.headers['content-type']).includes('json')) {
        res.writeHead(415).end();
        return;
      }
      bodies.push(body);
      const parsed = JSON.parse(body) as {
        resourceSpans: {
          resource: { attributes: { key: string; value: OtlpValue }[] };
          scopeSpans: { scope: { name: string }; spans: OtlpSpan[] }[];
        }[];
      };
      for (const resourceSpans of parsed.resourceSpans) {
        const service = resourceSpans.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue ?? '';
        for (const scopeSpans of resourceSpans.scopeSpans)
          for (const span of scopeSpans.spans) spans.push({ service, scope: scopeSpans.scope.name, span });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, bodies, spans }),
    ),
  );
}

function freePort(): Promise<number> {
  const probe = createServer();
  return new Promise((resolve) =>
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    }),
  );
}

async function waitFor<T>(what: string, check: () => T | undefined | Promise<T | undefined>, ms: number): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

const attribute = (span: OtlpSpan, key: string): string | number | boolean | undefined => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value && (value.stringValue ?? value.intValue ?? value.boolValue ?? value.doubleValue);
};

describe('OpenTelemetry traces over OTLP (built gateway, child process)', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let child: ChildProcess | undefined;
  let dataDir: string;
  let base: string;
  let database: { name: string; admin: string } | undefined;
  const stdout: string[] = [];

  beforeAll(async () => {
    ensureBuilt();
    receiver = await startReceiver();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'cadence-tracing-'));
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      GATEWAY_HOST: '127.0.0.1',
      GATEWAY_PORT: String(await freePort()),
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      // Export within a tenth of a second rather than the default five.
      OTEL_BSP_SCHEDULE_DELAY: '100',
      APOLLO_TELEMETRY_DISABLED: 'true',
    };
    if (process.env.DATABASE_URL) {
      const name = `cadence_tracing_${Date.now()}_${randomBytes(3).toString('hex')}`;
      const admin = new Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      database = { name, admin: process.env.DATABASE_URL };
      const url = new URL(process.env.DATABASE_URL);
      url.pathname = `/${name}`;
      env.DATABASE_URL = url.toString();
    }
    child = spawn(process.execPath, [DIST_MAIN], { cwd: PACKAGE, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', (chunk: Buffer) => stdout.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    child.stderr!.on('data', (chunk: Buffer) => stdout.push(chunk.toString('utf8')));
    base = `http://127.0.0.1:${env.GATEWAY_PORT}`;
    await waitFor(
      'the gateway to start',
      async () => {
        if (child?.exitCode !== null) throw new Error(`the gateway exited:\n${stdout.join('\n')}`);
        const ok = await fetch(`${base}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
        return ok ? true : undefined;
      },
      180_000,
    );
  });

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((done) => child!.once('exit', done));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await new Promise((done) => receiver?.server.close(done));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (database) {
      const admin = new Client({ connectionString: database.admin });
      await admin.connect();
      await admin.query(`drop database if exists ${database.name} with (force)`);
      await admin.end();
    }
  });

  const post = (body: object, headers: Record<string, string> = {}) =>
    fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', store: 'en-GB', ...headers },
      body: JSON.stringify(body),
    });

  /** The HTTP server span, the GraphQL operation span and a subgraph fetch span of one trace. */
  async function requestSpans(trace: string) {
    const inTrace = () => receiver.spans.filter((s) => s.span.traceId === trace);
    const server = await waitFor(
      'the HTTP server span',
      () => inTrace().find((s) => s.span.kind === 2 && attribute(s.span, 'url.path') === '/graphql'),
      15_000,
    );
    const operation = await waitFor(
      'the GraphQL operation span',
      () => inTrace().find((s) => s.span.name === 'gateway.request'),
      15_000,
    );
    const fetchSpan = await waitFor(
      'a subgraph fetch span',
      () => inTrace().find((s) => s.span.name === 'gateway.fetch'),
      15_000,
    );
    return { inTrace, server, operation, fetchSpan };
  }

  it("exports the HTTP, GraphQL and SQL spans of a request in the caller's trace, with the log line's ids", async () => {
    const response = await post(
      { query: 'query TracingProbe { mainMenuEntries(level: 1) { title } }', operationName: 'TracingProbe' },
      { traceparent: `00-${TRACE}-${CALLER_SPAN}-01` },
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data?: { mainMenuEntries: unknown[] } }).data?.mainMenuEntries.length).toBeGreaterThan(
      0,
    );

    const { inTrace, server, operation, fetchSpan } = await requestSpans(TRACE);
    const sql = await waitFor(
      'an SQL span',
      () =>
        inTrace().find(
          (s) =>
            /^(pglite|pg)\.query/.test(s.span.name) ||
            attribute(s.span, 'db.system') === 'postgresql' ||
            attribute(s.span, 'db.system.name') === 'postgresql',
        ),
      15_000,
    );

    expect(server.service).toBe('cadence-gateway');
    // The server span continues the caller's span; everything else hangs below it.
    expect(server.span.parentSpanId).toBe(CALLER_SPAN);
    expect(attribute(operation.span, 'graphql.operation.name')).toBe('TracingProbe');
    expect(attribute(operation.span, 'graphql.operation.type')).toBe('query');
    expect(attribute(fetchSpan.span, 'service')).toBe('menus');
    expect(String(attribute(sql.span, 'db.query.text') ?? attribute(sql.span, 'db.statement'))).toMatch(/^select /i);
    const ids = new Set(inTrace().map((s) => s.span.spanId));
    for (const { span } of [operation, fetchSpan, sql]) expect(ids.has(span.parentSpanId ?? '')).toBe(true);

    // The request's log line names the same trace and the server span as its own.
    const line = await waitFor(
      'the request log line',
      () =>
        stdout
          .filter((l) => l.startsWith('{'))
          .map((l) => JSON.parse(l) as Record<string, unknown>)
          .find((l) => l.msg === 'request' && l.operation === 'TracingProbe'),
      5_000,
    );
    expect(line).toMatchObject({ traceId: TRACE, spanId: server.span.spanId, parentSpanId: CALLER_SPAN });
  });

  it('records the same request and fetch spans when the query is answered on its one subgraph directly', async () => {
    // The first request makes the plan (one fetch from menus); the second, with other variables (not
    // the response cache's answer), takes the direct path.
    const query = 'query TracingProbe($level: Int) { mainMenuEntries(level: $level) { title } }';
    expect((await post({ query, operationName: 'TracingProbe', variables: { level: 1 } })).status).toBe(200);
    const response = await post(
      { query, operationName: 'TracingProbe', variables: { level: 2 } },
      { traceparent: `00-${TRACE_AGAIN}-${CALLER_SPAN}-01` },
    );
    expect(response.status).toBe(200);
    const { inTrace, server, operation, fetchSpan } = await requestSpans(TRACE_AGAIN);
    expect(inTrace().some((s) => s.span.name === 'gateway.plan' || s.span.name === 'gateway.execute')).toBe(false);
    expect(attribute(operation.span, 'graphql.operation.name')).toBe('TracingProbe');
    expect(attribute(operation.span, 'graphql.operation.type')).toBe('query');
    expect(attribute(fetchSpan.span, 'service')).toBe('menus');
    expect(fetchSpan.span.parentSpanId).toBe(operation.span.spanId);
    const ids = new Set(inTrace().map((s) => s.span.spanId));
    expect(ids.has(operation.span.parentSpanId ?? '')).toBe(true);
    expect(server.span.parentSpanId).toBe(CALLER_SPAN);
  });

  it('never exports a variable value, a password or a query-string value', async () => {
    const input = { firstname: 'Trace', lastname: 'Rider', email: EMAIL, password: PASSWORD };
    const created = await post({
      query: 'mutation TracingSignUp($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
      variables: { input },
    });
    expect(((await created.json()) as { errors?: unknown }).errors).toBeUndefined();
    const signedIn = await post({
      query: `mutation TracingSignIn($email: String!, $password: String!) {
        generateCustomerToken(email: $email, password: $password) { expires_at } }`,
      variables: { email: EMAIL, password: PASSWORD },
    });
    expect(((await signedIn.json()) as { errors?: unknown }).errors).toBeUndefined();
    // A literal in the document is masked too.
    await (
      await post({
        query: `mutation TracingLiteral { generateCustomerToken(email: "${EMAIL}", password: "${PASSWORD}") { expires_at } }`,
      })
    ).text();
    // A GET carries its variables in the URL.
    const params = new URLSearchParams({
      query: 'query TracingGet($key: String!) { getUrlInfo(urlKey: $key) { page_status } }',
      variables: JSON.stringify({ key: URL_KEY }),
    });
    const got = await fetch(`${base}/graphql?${params}`, { headers: { 'apollo-require-preflight': 'true', store: 'en-GB' } });
    expect(got.status).toBe(200);
    await got.text();

    await waitFor(
      'the GET request span',
      () =>
        receiver.spans.find(
          (s) => s.span.name === 'gateway.request' && attribute(s.span, 'graphql.operation.name') === 'TracingGet',
        ),
      15_000,
    );
    await waitFor(
      'the sign-in spans',
      () => receiver.spans.find((s) => attribute(s.span, 'graphql.operation.name') === 'TracingLiteral'),
      15_000,
    );
    const exported = receiver.bodies.join('\n');
    expect(exported).toContain('TracingSignIn');
    for (const secret of [PASSWORD, EMAIL, URL_KEY, encodeURIComponent(URL_KEY)]) expect(exported).not.toContain(secret);
    const getSpan = receiver.spans.find(
      (s) => s.span.kind === 2 && String(attribute(s.span, 'url.query') ?? '').includes('variables'),
    );
    expect(attribute(getSpan!.span, 'url.query')).toBe('query=REDACTED&variables=REDACTED');
  });
});

describe('tracing off', () => {
  /** Loads what dist/main.js loads (without starting it) and reports the OpenTelemetry modules in memory. */
  function loaded(env: NodeJS.ProcessEnv): { modules: string[]; count: number; provider: string } {
    const script = `
      require('./dist/telemetry-off');
      require('./dist/ops/tracing');
      require('reflect-metadata');
      require('@cadence/commerce/commerce');
      require('./dist/gateway/server');
      const api = require('@opentelemetry/api');
      const names = new Set();
      for (const file of Object.keys(require.cache)) {
        const match = /node_modules\\/(@opentelemetry\\/[^/]+)\\//.exec(file);
        if (match) names.add(match[1]);
      }
      const provider = api.trace.getTracerProvider();
      const delegate = typeof provider.getDelegate === 'function' ? provider.getDelegate() : provider;
      console.log(JSON.stringify({ modules: [...names].sort(), count: Object.keys(require.cache).length, provider: delegate.constructor.name }));
    `;
    const run = spawnSync(process.execPath, ['-e', script], {
      cwd: PACKAGE,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, APOLLO_TELEMETRY_DISABLED: 'true', ...env },
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(run.stderr);
    return JSON.parse(run.stdout.trim().split('\n').pop()!) as { modules: string[]; count: number; provider: string };
  }

  /** Ours: the tracing SDK, its exporter and the instrumentations (Apollo Gateway loads the API and metrics parts itself). */
  const TRACING_MODULES = /^@opentelemetry\/(sdk-trace|exporter-trace|instrumentation|context-async-hooks)/;

  beforeAll(() => ensureBuilt());

  it('loads no tracing SDK, exporter or instrumentation and registers no tracer without an OTLP endpoint', () => {
    const off = loaded({});
    expect(off.modules.filter((name) => TRACING_MODULES.test(name))).toEqual([]);
    expect(off.provider).toBe('NoopTracerProvider');

    // The same probe sees them when tracing is on, so the check above can fail.
    const on = loaded({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' });
    expect(on.modules).toEqual(expect.arrayContaining(['@opentelemetry/sdk-trace-node', '@opentelemetry/instrumentation-http']));
    expect(on.provider).toBe('NodeTracerProvider');
    // The figure for the record: modules in memory without and with tracing.
    console.log(`modules loaded: tracing off ${off.count}, on ${on.count}`);
  });
});
