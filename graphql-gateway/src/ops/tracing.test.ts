import { tracingServiceName, tracingWanted } from './tracing';
import { redactQuery, withoutQueryValues } from './tracing-scrub';

describe('when the gateway traces', () => {
  it('is on only with an OTLP destination, and off when the SDK or the exporter is switched off', () => {
    expect(tracingWanted({})).toBe(false);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ' })).toBe(false);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
    expect(tracingWanted({ OTEL_TRACES_EXPORTER: 'otlp' })).toBe(true);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_SDK_DISABLED: 'TRUE' })).toBe(false);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_TRACES_EXPORTER: 'none' })).toBe(false);
  });

  it('reports as cadence-gateway or cadence-subgraph-<name>, unless OTEL_SERVICE_NAME says otherwise', () => {
    expect(tracingServiceName({})).toBe('cadence-gateway');
    expect(tracingServiceName({ SUBGRAPH_NAME: 'catalogue' })).toBe('cadence-subgraph-catalogue');
    expect(tracingServiceName({ SUBGRAPH_NAME: 'catalogue', OTEL_SERVICE_NAME: 'shop-catalogue' })).toBe('shop-catalogue');
  });
});

describe('what a span may say about a URL', () => {
  it('keeps the path and the parameter names, never the values', () => {
    expect(withoutQueryValues('http://gw/graphql?query=%7Bx%7D&variables=%7B%22password%22%3A%22p%22%7D#f')).toBe(
      'http://gw/graphql?query=REDACTED&variables=REDACTED',
    );
    expect(withoutQueryValues('/graphql')).toBe('/graphql');
    expect(redactQuery('a=1&&b')).toBe('a=REDACTED&b=REDACTED');
  });
});
