import { startTestGateway, type TestGateway } from '../test-support/test-gateway';
import { captureLogs } from './log-capture';

let gateway: TestGateway;
let base: string;
beforeAll(async () => {
  gateway = await startTestGateway({ responseCacheTtlMs: 10_000 });
  base = gateway.url.replace(/\/graphql$/, '');
});
afterAll(async () => gateway?.close());

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';

async function metricValue(line: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : 0;
}

describe('health endpoints', () => {
  it('answers liveness without asking anything', async () => {
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok', checks: {} });
  });

  it('answers readiness with the database reachable and every migration applied', async () => {
    const response = await fetch(`${base}/readyz`);
    const body = (await response.json()) as { status: string; checks: Record<string, string> };
    expect(response.status).toBe(200);
    expect(body.status).toBe('ok');
    expect(body.checks).toMatchObject({ database: 'ok', migrations: 'ok' });
    if (process.env.REDIS_URL) expect(body.checks.redis).toBe('ok');
    expect((await fetch(`${base}/readyz`, { method: 'POST' })).status).toBe(405);
  });
});

describe('metrics and request ids', () => {
  it('serves Prometheus text with process metrics', async () => {
    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toContain('# TYPE http_requests_total counter');
  });

  it('counts a GraphQL request under its operation name and echoes its request id', async () => {
    const counter = 'graphql_operations_total{operation="ObservedMenu",type="query",service="gateway"}';
    const before = await metricValue(counter);
    const response = await fetch(gateway.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', store: 'en-GB', 'x-request-id': 'it-observe-1' },
      body: JSON.stringify({ query: 'query ObservedMenu { mainMenuEntries { id } }', operationName: 'ObservedMenu' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('it-observe-1');
    await response.text();
    expect(await metricValue(counter)).toBe(before + 1);
    expect(
      await metricValue('http_requests_total{route="/graphql",method="POST",status="200",service="gateway"}'),
    ).toBeGreaterThan(0);
    // The repeat is a public read served from the response cache.
    await (
      await fetch(gateway.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'query ObservedMenu { mainMenuEntries { id } }' }),
      })
    ).text();
    expect(await metricValue('graphql_response_cache_requests_total{result="hit",service="gateway"}')).toBeGreaterThan(0);
  });

  it('gives a request without a usable id a new one', async () => {
    const response = await fetch(`${base}/healthz`, { headers: { 'x-request-id': 'not safe; id' } });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs one line per request with its ids and operation, and nothing of a login’s password or cookies', async () => {
    const logs = captureLogs('info');
    try {
      const password = 'Wrong-Passw0rd-for-logs';
      const token = 'cookie-token-that-must-not-be-logged';
      const response = await fetch(gateway.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `customer_token=${token}`,
          'x-request-id': 'it-login-1',
          traceparent: `00-${TRACE}-00f067aa0ba902b7-01`,
        },
        body: JSON.stringify({
          operationName: 'SignIn',
          query:
            'mutation SignIn($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { expires_at } }',
          variables: { email: 'nobody-logs@example.com', password },
        }),
      });
      await response.text();
      await new Promise((resolve) => setTimeout(resolve, 20));
      const line = logs.lines.find((l) => l.msg === 'request' && l.reqId === 'it-login-1');
      expect(line).toMatchObject({
        service: 'test',
        method: 'POST',
        path: '/graphql',
        status: response.status,
        operation: 'SignIn',
        traceId: TRACE,
        parentSpanId: '00f067aa0ba902b7',
      });
      expect(typeof line?.ms).toBe('number');
      for (const raw of logs.raw) {
        expect(raw).not.toContain(password);
        expect(raw).not.toContain(token);
        expect(raw).not.toContain('nobody-logs@example.com');
      }
    } finally {
      logs.restore();
    }
  });
});
