import {
  dropCallerTraceparent,
  redactQuery,
  scrubbingExporter,
  scrubSpan,
  withoutQueryValues,
  withoutTraceparent,
} from './trace-scrub';

describe('what a span may say about a URL', () => {
  it('keeps the path and the parameter names, never the values', () => {
    expect(withoutQueryValues('http://gw/graphql?query=%7Bx%7D&variables=%7B%22password%22%3A%22p%22%7D#f')).toBe(
      'http://gw/graphql?query=REDACTED&variables=REDACTED',
    );
    expect(withoutQueryValues('/customer/reset/?token=abc123&email=a%40b.c#top')).toBe(
      '/customer/reset/?token=REDACTED&email=REDACTED',
    );
    expect(withoutQueryValues('/graphql')).toBe('/graphql');
    expect(withoutQueryValues('/bikes/')).toBe('/bikes/');
    expect(redactQuery('a=1&&b')).toBe('a=REDACTED&b=REDACTED');
    expect(redactQuery('query=%7Bx%7D&variables=%7B%22p%22%3A1%7D&flag')).toBe('query=REDACTED&variables=REDACTED&flag=REDACTED');
  });

  it('scrubs URL attributes and the span name, and leaves a clean span as it is', () => {
    const span = {
      name: 'GET /search/?q=secret',
      attributes: { 'http.target': '/search/?q=secret', 'url.query': 'q=secret', 'url.path': '/search/', other: 1 },
    };
    const scrubbed = scrubSpan(span);
    expect(scrubbed.name).toBe('GET /search/?q=REDACTED');
    expect(scrubbed.attributes).toEqual({
      'http.target': '/search/?q=REDACTED',
      'url.query': 'q=REDACTED',
      'url.path': '/search/',
      other: 1,
    });
    expect(JSON.stringify(span)).toContain('secret');
    const clean = { name: 'GET /bikes/', attributes: { 'url.path': '/bikes/' } };
    expect(scrubSpan(clean)).toBe(clean);
  });

  it('scrubs url.full and http.url, and keeps the span’s other properties', () => {
    const span = {
      name: 'POST',
      attributes: { 'url.full': 'http://gw/graphql?variables=%7B%7D', 'http.url': 'http://gw/x?token=t#h' },
      spanContext: () => 'context',
    };
    const scrubbed = scrubSpan(span);
    expect(scrubbed.attributes).toEqual({
      'url.full': 'http://gw/graphql?variables=REDACTED',
      'http.url': 'http://gw/x?token=REDACTED',
    });
    expect(scrubbed.name).toBe('POST');
    expect(scrubbed.spanContext()).toBe('context');
  });

  it('sends every span through the scrub on its way out', async () => {
    const exported: unknown[] = [];
    const inner = {
      export: (spans: Array<{ name: string; attributes: Record<string, unknown> }>, done: (result: string) => void) => {
        exported.push(...spans);
        done('ok');
      },
      shutdown: jest.fn(async () => undefined),
    };
    const exporter = scrubbingExporter(inner);
    const results: string[] = [];
    exporter.export([{ name: 'GET /?token=t', attributes: {} }], (result) => results.push(result));
    expect(exported).toEqual([{ name: 'GET /?token=REDACTED', attributes: {} }]);
    expect(results).toEqual(['ok']);
    await exporter.forceFlush();
    await exporter.shutdown();
    expect(inner.shutdown).toHaveBeenCalled();
  });
});

describe('a traced fetch carries one traceparent, its own', () => {
  it('drops the caller’s from undici’s header list and from its header lines', () => {
    expect(withoutTraceparent(['content-type', 'application/json', 'Traceparent', '00-a-b-01', 'x-request-id', 'r'])).toEqual([
      'content-type',
      'application/json',
      'x-request-id',
      'r',
    ]);
    expect(withoutTraceparent('host: gw\r\ntraceparent: 00-a-b-01\r\nx-request-id: r\r\n')).toBe(
      'host: gw\r\nx-request-id: r\r\n',
    );
    expect(withoutTraceparent(['host', 'gw'])).toEqual(['host', 'gw']);
  });

  it('only when the fetch has a valid span of its own', () => {
    const hook = dropCallerTraceparent({ isSpanContextValid: (context: { valid: boolean }) => context.valid });
    const traced = { headers: ['traceparent', '00-a-b-01'] as (string | string[])[] };
    hook({ spanContext: () => ({ valid: true }) }, traced);
    expect(traced.headers).toEqual([]);
    const untraced = { headers: ['traceparent', '00-a-b-01'] as (string | string[])[] };
    hook({ spanContext: () => ({ valid: false }) }, untraced);
    expect(untraced.headers).toEqual(['traceparent', '00-a-b-01']);
  });
});
