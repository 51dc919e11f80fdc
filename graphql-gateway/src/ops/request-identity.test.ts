import { parseTraceparent, requestIdentity, validRequestId } from './request-identity';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const SPAN = '00f067aa0ba902b7';

describe('request id', () => {
  it('keeps a short id of the safe characters', () => {
    expect(validRequestId('req-abc_1.2:3')).toBe('req-abc_1.2:3');
    expect(validRequestId('a'.repeat(100))).toBe('a'.repeat(100));
  });

  it('refuses anything else: too long, empty, spaces, quotes, newlines, several values', () => {
    for (const bad of ['a'.repeat(101), '', 'a b', 'x"y', 'id\nforged line', '<script>', 'ä', undefined])
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
      `00-${TRACE.slice(1)}-${SPAN}-01`,
      `00-${TRACE}-${SPAN}`,
      'garbage',
      '',
      undefined,
    ])
      expect(parseTraceparent(bad)).toBeNull();
  });

  it('accepts a later version with more fields (forward compatible)', () => {
    expect(parseTraceparent(`01-${TRACE}-${SPAN}-00-more`)?.traceId).toBe(TRACE);
  });

  it('continues the caller’s trace with a span of its own', () => {
    const identity = requestIdentity({ traceparent: `00-${TRACE}-${SPAN}-00` });
    expect(identity.traceId).toBe(TRACE);
    expect(identity.parentSpanId).toBe(SPAN);
    expect(identity.spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(identity.spanId).not.toBe(SPAN);
    expect(identity.traceparent).toBe(`00-${TRACE}-${identity.spanId}-00`);
  });

  it('starts a new trace when there is none or it is invalid', () => {
    const identity = requestIdentity({ traceparent: 'nonsense' });
    expect(identity.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(identity.parentSpanId).toBeNull();
    expect(parseTraceparent(identity.traceparent)).toEqual({
      traceId: identity.traceId,
      parentSpanId: identity.spanId,
      flags: '01',
    });
  });
});
