import { activeSpanIdsFrom, parseTraceparent, requestIdentity, validRequestId } from './request-identity';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const SPAN = '00f067aa0ba902b7';

describe('request id', () => {
  it('keeps a short id of the safe characters', () => {
    expect(validRequestId('req-abc_1.2:3')).toBe('req-abc_1.2:3');
    expect(validRequestId('edge-42')).toBe('edge-42');
    expect(validRequestId('a'.repeat(100))).toBe('a'.repeat(100));
  });

  it('refuses anything else: too long, empty, spaces, quotes, newlines, several values', () => {
    for (const bad of ['a'.repeat(101), '', 'a b', 'x"y', 'x\ny', 'id\nforged line', '<script>', 'ä', undefined])
      expect(validRequestId(bad)).toBeNull();
    expect(validRequestId(['one', 'two'])).toBeNull();
  });

  it('generates one when none (or an unsafe one) is given', () => {
    const a = requestIdentity({});
    const b = requestIdentity({ 'x-request-id': 'bad id' });
    expect(a.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.requestId).not.toBe(b.requestId);
    expect(requestIdentity({ 'x-request-id': 'edge-42' }).requestId).toBe('edge-42');
  });
});

describe('traceparent', () => {
  it('parses a valid version-00 header', () => {
    expect(parseTraceparent(`00-${TRACE}-${SPAN}-01`)).toEqual({ traceId: TRACE, parentSpanId: SPAN, flags: '01' });
  });

  it('refuses malformed ones: upper case, zero ids, version ff, extra fields on 00, wrong lengths', () => {
    for (const bad of [
      `00-${TRACE.toUpperCase()}-${SPAN}-01`,
      `00-${'0'.repeat(32)}-${SPAN}-01`,
      `00-${TRACE}-${'0'.repeat(16)}-01`,
      `ff-${TRACE}-${SPAN}-01`,
      `00-${TRACE}-${SPAN}-01-extra`,
      `00-${TRACE}-${SPAN}-01-x`,
      `00-${TRACE.slice(1)}-${SPAN}-01`,
      `00-${TRACE}-${SPAN}`,
      'garbage',
      'junk',
      '',
      undefined,
      ['00', TRACE],
      `00-${TRACE}-${SPAN}-01${' '.repeat(512)}`,
    ])
      expect(parseTraceparent(bad)).toBeNull();
  });

  it('accepts a later version with more fields (forward compatible)', () => {
    expect(parseTraceparent(`01-${TRACE}-${SPAN}-00-more`)?.traceId).toBe(TRACE);
  });

  it('continues the caller’s trace with a span of its own, passing its flags on', () => {
    for (const flags of ['00', '01']) {
      const identity = requestIdentity({ traceparent: `00-${TRACE}-${SPAN}-${flags}` });
      expect(identity.traceId).toBe(TRACE);
      expect(identity.parentSpanId).toBe(SPAN);
      expect(identity.spanId).toMatch(/^[0-9a-f]{16}$/);
      expect(identity.spanId).not.toBe(SPAN);
      expect(identity.traceparent).toBe(`00-${TRACE}-${identity.spanId}-${flags}`);
    }
  });

  it('starts a new (sampled) trace when there is none or it is invalid', () => {
    for (const bad of [
      undefined,
      'nonsense',
      `00-${'0'.repeat(32)}-${SPAN}-01`,
      `ff-${TRACE}-${SPAN}-01`,
      `00-${TRACE}-${SPAN}-01-x`,
    ]) {
      const identity = requestIdentity({ traceparent: bad });
      expect(identity.traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(identity.traceId).not.toBe(TRACE);
      expect(identity.parentSpanId).toBeNull();
      expect(parseTraceparent(identity.traceparent)).toEqual({
        traceId: identity.traceId,
        parentSpanId: identity.spanId,
        flags: '01',
      });
    }
  });
});

describe('with tracing on (the active span’s ids given)', () => {
  const SERVER_SPAN = 'aaaaaaaaaaaaaaaa';

  it('is the server span’s identity; the caller’s span is its parent when the trace is the same', () => {
    const active = () => ({ traceId: TRACE, spanId: SERVER_SPAN, sampled: true });
    const identity = requestIdentity({ traceparent: `00-${TRACE}-${SPAN}-01`, 'x-request-id': 'edge-42' }, active);
    expect(identity).toEqual({
      requestId: 'edge-42',
      traceId: TRACE,
      spanId: SERVER_SPAN,
      parentSpanId: SPAN,
      traceparent: `00-${TRACE}-${SERVER_SPAN}-01`,
    });
  });

  it('names no parent of another trace, and passes the span’s sampling decision on', () => {
    const other = 'b'.repeat(32);
    const identity = requestIdentity({ traceparent: `00-${TRACE}-${SPAN}-01` }, () => ({
      traceId: other,
      spanId: SERVER_SPAN,
      sampled: false,
    }));
    expect(identity.parentSpanId).toBeNull();
    expect(identity.traceparent).toBe(`00-${other}-${SERVER_SPAN}-00`);
  });

  it('falls back to its own rules when no span is active', () => {
    const identity = requestIdentity({ traceparent: `00-${TRACE}-${SPAN}-01` }, () => undefined);
    expect([identity.traceId, identity.parentSpanId]).toEqual([TRACE, SPAN]);
    expect(identity.spanId).not.toBe(SERVER_SPAN);
  });

  it('reads the ids from OpenTelemetry’s trace API, only from a valid span context', () => {
    let context: { traceId: string; spanId: string; traceFlags: number } | undefined;
    const ids = activeSpanIdsFrom({
      getActiveSpan: () => (context ? { spanContext: () => context! } : undefined),
      isSpanContextValid: (c) => c.traceId !== '0'.repeat(32),
    });
    expect(ids()).toBeUndefined();
    context = { traceId: TRACE, spanId: SERVER_SPAN, traceFlags: 1 };
    expect(ids()).toEqual({ traceId: TRACE, spanId: SERVER_SPAN, sampled: true });
    context = { traceId: TRACE, spanId: SERVER_SPAN, traceFlags: 2 };
    expect(ids()?.sampled).toBe(false);
    context = { traceId: '0'.repeat(32), spanId: SERVER_SPAN, traceFlags: 1 };
    expect(ids()).toBeUndefined();
  });
});
