import { BoundedLabel, createGatewayMetrics, OPERATION_LABELS, routeLabel } from './metrics';
import { STOREFRONT_OPERATIONS } from './storefront-operations';

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
