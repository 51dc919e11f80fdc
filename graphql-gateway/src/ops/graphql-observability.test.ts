import { parse, type OperationDefinitionNode } from 'graphql';
import { observabilityPlugin, operationSummary } from './graphql-observability';
import { createGatewayMetrics } from './metrics';

type Answer = { data?: Record<string, unknown>; errors?: { message: string; extensions?: Record<string, unknown> }[] };

/** Runs the plugin's hooks for one request as Apollo would, with the answer given. */
async function run(
  plugin: ReturnType<typeof observabilityPlugin>,
  source: string | null,
  answer: Answer,
  extra: { cacheHit?: boolean; cookies?: Record<string, string> } = {},
) {
  const contextValue = { cookies: extra.cookies ?? {} };
  const operation = source ? (parse(source).definitions[0] as OperationDefinitionNode) : undefined;
  const http = { method: 'POST' };
  const requestContext = {
    contextValue,
    request: { http, operationName: operation?.name?.value },
    operation,
    operationName: operation?.name?.value ?? null,
    metrics: { responseCacheHit: extra.cacheHit },
    response: { body: { kind: 'single', singleResult: answer }, http: { headers: new Map() } },
  };
  const hooks = await plugin.requestDidStart!(requestContext as never);
  await hooks!.willSendResponse!(requestContext as never);
  return http;
}

describe('GraphQL observability plugin', () => {
  it('counts operations by name, errors by code, rate-limit refusals, and leaves a summary for the log', async () => {
    const metrics = createGatewayMetrics('test');
    const plugin = observabilityPlugin(metrics, { responseCache: true, orders: true });
    await run(plugin, 'query Header { mainMenuEntries { id } }', { data: {} });
    const request = await run(plugin, 'mutation SignIn { generateCustomerToken(email: "a", password: "b") { token } }', {
      data: { generateCustomerToken: null },
      errors: [{ message: 'Too many attempts', extensions: { code: 'RATE_LIMITED' } }],
    });
    await run(plugin, null, { errors: [{ message: 'Syntax Error', extensions: { code: 'GRAPHQL_PARSE_FAILED' } }] });
    expect(operationSummary(request)).toEqual({ name: 'SignIn', type: 'mutation', errorCodes: ['RATE_LIMITED'] });
    const text = await metrics.registry.metrics();
    expect(text).toContain('graphql_operations_total{operation="Header",type="query",service="test"} 1');
    expect(text).toContain('graphql_operations_total{operation="SignIn",type="mutation",service="test"} 1');
    expect(text).toContain('graphql_operations_total{operation="invalid",type="none",service="test"} 1');
    expect(text).toContain('graphql_errors_total{code="RATE_LIMITED",service="test"} 1');
    expect(text).toContain('graphql_errors_total{code="GRAPHQL_PARSE_FAILED",service="test"} 1');
    expect(text).toContain('rate_limit_refusals_total{operation="SignIn",service="test"} 1');
    expect(text).toContain('graphql_operation_duration_seconds_count{service="test",operation="Header"} 1');
  });

  it('counts response-cache hits and misses of public reads only, not with a session', async () => {
    const metrics = createGatewayMetrics('test');
    const plugin = observabilityPlugin(metrics, { responseCache: true, orders: true });
    await run(plugin, '{ products { total_count } }', { data: {} });
    await run(plugin, '{ products { total_count } }', { data: {} }, { cacheHit: true });
    await run(plugin, '{ products { total_count } }', { data: {} }, { cookies: { customer_token: 'x' } });
    await run(plugin, '{ customer { email } }', { data: {} });
    const text = await metrics.registry.metrics();
    expect(text).toContain('graphql_response_cache_requests_total{result="hit",service="test"} 1');
    expect(text).toContain('graphql_response_cache_requests_total{result="miss",service="test"} 1');
  });

  it('counts an order placed (aliased or not) only when the answer holds the order', async () => {
    const metrics = createGatewayMetrics('test');
    const plugin = observabilityPlugin(metrics, { responseCache: false, orders: true });
    const place = 'mutation Place { placeOrder(input: { cart_id: "c" }) { order { number } errors { code } } }';
    await run(plugin, place, { data: { placeOrder: { order: { number: 'CC-1' }, errors: [] } } });
    await run(plugin, place, { data: { placeOrder: { order: null, errors: [{ code: 'SOLD_OUT' }] } } });
    await run(plugin, 'mutation { done: placeOrder(input: { cart_id: "c" }) { order { number } } }', {
      data: { done: { order: { number: 'CC-2' } } },
    });
    expect(await metrics.registry.metrics()).toContain('orders_placed_total{service="test"} 2');
    const subgraph = createGatewayMetrics('subgraph');
    await run(observabilityPlugin(subgraph, { responseCache: false, orders: false }), place, {
      data: { placeOrder: { order: { number: 'CC-3' } } },
    });
    expect(await subgraph.registry.metrics()).toContain('orders_placed_total{service="subgraph"} 0');
  });
});
