/** @jest-environment node */
import { EventEmitter } from 'node:events';
import { Writable } from 'node:stream';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const observability = require('../../../server/observability.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createHtmlCache, serveWithCache } = require('../../../server/html-cache.cjs');

// The rules the gateway shares (request identity, redaction, /metrics access): server-kit/src/*.test.ts.
// These are the web server's wiring of them.
const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const SPAN = '00f067aa0ba902b7';
const PASSWORD = 'Sup3r-Secret-Passw0rd';
const TOKEN = 'tok_5f3c9a0b7d2e41c8';

/** A pino logger writing parsed lines to memory. */
function capture() {
  const raw: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const logger = observability.createLogger({ service: 'web-test', level: 'debug', destination });
  return { logger, raw, lines: () => raw.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

/** Just enough of a ServerResponse for the server's hooks. */
class FakeResponse extends EventEmitter {
  statusCode = 200;
  headers: Record<string, unknown> = {};
  body = '';
  writableFinished = false;
  headersSent = false;
  setHeader(name: string, value: unknown) {
    this.headers[name.toLowerCase()] = value;
  }
  getHeader(name: string) {
    return this.headers[name.toLowerCase()];
  }
  getHeaders() {
    return { ...this.headers };
  }
  hasHeader(name: string) {
    return name.toLowerCase() in this.headers;
  }
  writeHead(status: number, headers: Record<string, unknown> = {}) {
    this.statusCode = status;
    for (const [k, v] of Object.entries(headers)) this.setHeader(k, v);
    this.headersSent = true;
    return this;
  }
  write(chunk: unknown) {
    if (chunk) this.body += String(chunk);
    return true;
  }
  end(chunk?: unknown) {
    if (chunk) this.body += String(chunk);
    this.writableFinished = true;
    this.headersSent = true;
    this.emit('finish');
    this.emit('close');
    return this;
  }
}

const request = (url: string, headers: Record<string, string> = {}, method = 'GET', address = '127.0.0.1') =>
  ({ url, method, headers: { host: 'shop', ...headers }, socket: { remoteAddress: address } }) as never;

describe('route labels', () => {
  it('are a small fixed set: page patterns, API families, assets — never raw URLs', () => {
    const cases: Record<string, string> = {
      '/': '/',
      '/de-DE': '/',
      '/de-DE/': '/',
      '/bikes/road/': '/[...slug]',
      '/de-DE/bikes/road/some-bike-123/': '/[...slug]',
      '/cart/': '/cart',
      '/de-DE/checkout/success/CC-1/': '/checkout',
      '/my-account/orders/': '/my-account',
      '/search': '/search',
      '/blog/some-post/': '/blog',
      '/_next/static/chunks/a.js': '/_next/static',
      '/_next/data/build/en-GB/bikes.json': '/_next/data',
      '/nuxt/api/header/main-menu': '/nuxt/api/*',
      '/api/graphql': '/graphql',
      '/graphql': '/graphql',
      '/media/product/a/b/c.svg': '/media/*',
      '/metrics': '/metrics',
      '/wp-login.php': '/[...slug]',
    };
    for (const [path, label] of Object.entries(cases)) expect([path, observability.routeLabel(path)]).toEqual([path, label]);
  });
});

describe('the web server’s request hooks', () => {
  it('gives each request an id (echoed, passed on to the gateway) and logs one line without cookies or query secrets', () => {
    const logs = capture();
    const ops = observability.createObservability({ gatewayUrl: 'http://127.0.0.1:1/graphql', logger: logs.logger });
    const req = request(`/auth/login/?password=${PASSWORD}&token=${TOKEN}`, {
      cookie: `customer_token=${TOKEN}`,
      authorization: `Bearer ${TOKEN}`,
      'x-request-id': 'web-1',
      traceparent: `00-${TRACE}-${SPAN}-01`,
    });
    const res = new FakeResponse();
    const identity = ops.begin(req, res);
    expect(res.getHeader('x-request-id')).toBe('web-1');
    // What the server-side Apollo client forwards: the same id, this trace with the web's span as parent.
    expect((req as { headers: Record<string, string> }).headers['x-request-id']).toBe('web-1');
    expect((req as { headers: Record<string, string> }).headers.traceparent).toBe(`00-${TRACE}-${identity.spanId}-01`);
    res.end('ok');
    const [line] = logs.lines();
    expect(line).toMatchObject({
      msg: 'request',
      service: 'web-test',
      reqId: 'web-1',
      traceId: TRACE,
      parentSpanId: SPAN,
      method: 'GET',
      path: '/auth/login/',
      route: '/auth',
      status: 200,
    });
    for (const raw of logs.raw) for (const secret of [PASSWORD, TOKEN, 'customer_token']) expect(raw).not.toContain(secret);
  });

  it('redacts secrets in anything else logged', () => {
    const logs = capture();
    logs.logger.info({ headers: { cookie: TOKEN }, input: { password: PASSWORD, card_number: '4242424242424242' } }, 'x');
    expect(logs.raw[0]).not.toContain(TOKEN);
    expect(logs.raw[0]).not.toContain(PASSWORD);
    expect(logs.raw[0]).not.toContain('4242424242424242');
  });

  it('answers /healthz, /readyz from the gateway’s readiness, and /metrics to private callers only', async () => {
    const logs = capture();
    let gatewayUp = true;
    const fetchStub = jest.fn(async () => new Response('{}', { status: gatewayUp ? 200 : 503 }));
    const cache = createHtmlCache({ ttlMs: 10_000 });
    const ops = observability.createObservability({
      gatewayUrl: 'http://gateway:4000/graphql',
      logger: logs.logger,
      fetch: fetchStub,
      pageCacheCounts: () => cache.counts,
    });
    const answer = async (url: string, address = '127.0.0.1') => {
      const res = new FakeResponse();
      const done = new Promise((resolve) => res.once('close', resolve));
      expect(ops.serveOps(request(url, {}, 'GET', address), res)).toBe(true);
      await done;
      return res;
    };
    expect(ops.serveOps(request('/bikes/'), new FakeResponse())).toBe(false);
    const health = await answer('/healthz');
    expect([health.statusCode, JSON.parse(health.body)]).toEqual([200, { status: 'ok', checks: {} }]);
    const ready = await answer('/readyz');
    expect([ready.statusCode, JSON.parse(ready.body)]).toEqual([200, { status: 'ok', checks: { gateway: 'ok' } }]);
    expect(fetchStub).toHaveBeenCalledWith('http://gateway:4000/readyz', expect.anything());
    gatewayUp = false;
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    const notReady = await answer('/readyz');
    expect(notReady.statusCode).toBe(503);
    expect(JSON.parse(notReady.body)).toEqual({ status: 'unavailable', checks: { gateway: 'unavailable' }, failed: ['gateway'] });

    // A page-cache miss then a hit, counted; and one request recorded by route.
    const render = (res: FakeResponse) => async () => {
      res.setHeader('content-type', 'text/html');
      res.end('<html></html>');
    };
    for (let i = 0; i < 2; i += 1) {
      const res = new FakeResponse();
      const req = request('/bikes/');
      ops.begin(req, res);
      await serveWithCache(req, res, cache, render(res));
    }
    const metrics = await answer('/metrics');
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('page_cache_requests_total{result="hit",service="web"} 1');
    expect(metrics.body).toContain('page_cache_requests_total{result="miss",service="web"} 1');
    expect(metrics.body).toContain('http_requests_total{route="/[...slug]",method="GET",status="200",service="web"} 2');
    expect(metrics.body).toContain('process_resident_memory_bytes');
    expect((await answer('/metrics', '203.0.113.9')).statusCode).toBe(404);
  });

  it('never replays the request id of the render that filled the page cache', async () => {
    const ops = observability.createObservability({ gatewayUrl: 'http://127.0.0.1:1/graphql', logger: capture().logger });
    const cache = createHtmlCache({ ttlMs: 10_000 });
    const ids: unknown[] = [];
    for (const id of ['first-id', 'second-id']) {
      const res = new FakeResponse();
      const req = request('/bikes/', { 'x-request-id': id });
      ops.begin(req, res);
      await serveWithCache(req, res, cache, async () => res.end('<html></html>'));
      ids.push(res.getHeader('x-request-id'));
    }
    expect(ids).toEqual(['first-id', 'second-id']);
  });
});
