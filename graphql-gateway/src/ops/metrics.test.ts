import type { IncomingMessage } from 'node:http';
import { BoundedLabel, createGatewayMetrics, metricsAllowed, OPERATION_LABELS, routeLabel } from './metrics';
import { STOREFRONT_OPERATIONS } from './storefront-operations';

const request = (address: string, authorization?: string) =>
  ({ socket: { remoteAddress: address }, headers: authorization ? { authorization } : {} }) as unknown as IncomingMessage;

describe('metrics labels', () => {
  it('keeps open sets bounded: the first names of the right shape, then "other"', () => {
    const label = new BoundedLabel(2, /^[A-Za-z]+$/);
    expect(label.of('ProductPage')).toBe('ProductPage');
    expect(label.of('not a name!')).toBe('other');
    expect(label.of('Header')).toBe('Header');
    expect(label.of('Third')).toBe('other');
    expect(label.of('ProductPage')).toBe('ProductPage');
  });

  it('labels routes from a fixed set, never the raw URL', () => {
    expect(routeLabel('/graphql')).toBe('/graphql');
    expect(routeLabel('/graphql/')).toBe('/graphql');
    expect(routeLabel('/readyz')).toBe('/readyz');
    expect(routeLabel('/webhooks/partner')).toBe('/webhooks/:name');
    expect(routeLabel('/wp-admin/setup.php')).toBe('other');
  });

  it('counts operations by bounded name and anonymous ones as such', async () => {
    const metrics = createGatewayMetrics('test');
    metrics.operations.inc({ operation: metrics.operationLabel('ProductPage'), type: 'query' });
    metrics.operations.inc({ operation: metrics.operationLabel(undefined), type: 'query' });
    const text = await metrics.registry.metrics();
    expect(text).toContain('graphql_operations_total{operation="ProductPage",type="query",service="test"} 1');
    expect(text).toContain('graphql_operations_total{operation="anonymous",type="query",service="test"} 1');
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it("labels the storefront's operations by name even after invented names used up the other labels", () => {
    const metrics = createGatewayMetrics('test');
    expect(STOREFRONT_OPERATIONS.length).toBeGreaterThan(50);
    for (let i = 0; i < OPERATION_LABELS + 10; i++) metrics.operationLabel(`Invented${i}`);
    expect(metrics.operationLabel(`Invented${OPERATION_LABELS + 20}`)).toBe('other');
    expect(metrics.operationLabel('Invented3')).toBe('Invented3');
    for (const name of STOREFRONT_OPERATIONS) expect(metrics.operationLabel(name)).toBe(name);
    expect(STOREFRONT_OPERATIONS).toContain('AppShellGet');
  });

  it('reports a node-postgres pool and ignores anything else', async () => {
    const metrics = createGatewayMetrics('test');
    metrics.watchPool({ query: () => undefined });
    expect(await metrics.registry.metrics()).not.toContain('db_pool_connections{');
    metrics.watchPool({ totalCount: 4, idleCount: 3, waitingCount: 0 });
    const text = await metrics.registry.metrics();
    expect(text).toContain('db_pool_connections{state="total",service="test"} 4');
    expect(text).toContain('db_pool_connections{state="idle",service="test"} 3');
  });
});

describe('who may read /metrics', () => {
  it('without METRICS_TOKEN: loopback and private networks, by the socket address', () => {
    for (const address of ['127.0.0.1', '::1', '10.1.2.3', '172.20.0.5', '192.168.1.9', '::ffff:10.0.0.2', 'fd00::1'])
      expect(metricsAllowed(request(address), '')).toBe(true);
    for (const address of ['203.0.113.7', '172.32.0.1', '2001:db8::1', '::ffff:8.8.8.8', ''])
      expect(metricsAllowed(request(address), '')).toBe(false);
  });

  it('with METRICS_TOKEN: only a caller with the bearer token, wherever it is', () => {
    expect(metricsAllowed(request('203.0.113.7', 'Bearer s3cret-token'), 's3cret-token')).toBe(true);
    expect(metricsAllowed(request('127.0.0.1'), 's3cret-token')).toBe(false);
    expect(metricsAllowed(request('127.0.0.1', 'Bearer wrong'), 's3cret-token')).toBe(false);
  });
});
