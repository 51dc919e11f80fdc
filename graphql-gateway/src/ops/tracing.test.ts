import { tracingServiceName } from './tracing';

// When tracing is on and what a span may say about a URL: server-kit/src/tracing-policy.test.ts, trace-scrub.test.ts.
describe('the gateway’s traces', () => {
  it('report as cadence-gateway or cadence-subgraph-<name>, unless OTEL_SERVICE_NAME says otherwise', () => {
    expect(tracingServiceName({})).toBe('cadence-gateway');
    expect(tracingServiceName({ SUBGRAPH_NAME: 'catalogue' })).toBe('cadence-subgraph-catalogue');
    expect(tracingServiceName({ SUBGRAPH_NAME: 'catalogue', OTEL_SERVICE_NAME: 'shop-catalogue' })).toBe('shop-catalogue');
  });
});
