import type { IncomingMessage } from 'node:http';
import { metricsAllowed, metricsRefusal } from './metrics-access';

const request = (address: string | undefined, authorization?: string) =>
  ({ socket: { remoteAddress: address }, headers: authorization ? { authorization } : {} }) as unknown as IncomingMessage;

describe('who may read /metrics', () => {
  it('without METRICS_TOKEN: loopback and private networks, by the socket address', () => {
    for (const address of ['127.0.0.1', '::1', '10.1.2.3', '172.20.0.5', '192.168.1.9', '::ffff:10.0.0.2', 'fd00::1'])
      expect(metricsAllowed(request(address), '')).toBe(true);
    for (const address of ['203.0.113.7', '172.32.0.1', '2001:db8::1', '::ffff:8.8.8.8', '', undefined])
      expect(metricsAllowed(request(address), '')).toBe(false);
  });

  it('never by a forwarded header', () => {
    const req = {
      socket: { remoteAddress: '203.0.113.7' },
      headers: { 'x-forwarded-for': '127.0.0.1' },
    } as unknown as IncomingMessage;
    expect(metricsAllowed(req, '')).toBe(false);
  });

  it('without METRICS_TOKEN, never a request a proxy passed on, even from a private address (the load balancer)', () => {
    // Found by review: behind the balancer every request came from its private address.
    for (const headers of [
      { 'x-forwarded-for': '203.0.113.7' },
      { forwarded: 'for=203.0.113.7' },
      { 'x-real-ip': '203.0.113.7' },
    ]) {
      const req = { socket: { remoteAddress: '10.0.0.5' }, headers } as unknown as IncomingMessage;
      expect(metricsAllowed(req, '')).toBe(false);
      expect(metricsRefusal(req, '')).toMatchObject({ status: 404 });
    }
    const proxiedWithToken = {
      socket: { remoteAddress: '10.0.0.5' },
      headers: { 'x-forwarded-for': '203.0.113.7', authorization: 'Bearer s3cret-token' },
    } as unknown as IncomingMessage;
    expect(metricsAllowed(proxiedWithToken, 's3cret-token')).toBe(true);
  });

  it('with METRICS_TOKEN: only a caller with the bearer token, wherever it is', () => {
    expect(metricsAllowed(request('203.0.113.7', 'Bearer s3cret-token'), 's3cret-token')).toBe(true);
    expect(metricsAllowed(request('127.0.0.1'), 's3cret-token')).toBe(false);
    expect(metricsAllowed(request('127.0.0.1', 'Bearer wrong'), 's3cret-token')).toBe(false);
    expect(metricsAllowed(request('127.0.0.1', 'Bearer s3cret-token '), 's3cret-token')).toBe(false);
  });

  it('reads METRICS_TOKEN when no token is given', () => {
    const saved = process.env.METRICS_TOKEN;
    try {
      process.env.METRICS_TOKEN = 'from-env';
      expect(metricsAllowed(request('127.0.0.1'))).toBe(false);
      expect(metricsAllowed(request('203.0.113.7', 'Bearer from-env'))).toBe(true);
    } finally {
      if (saved === undefined) delete process.env.METRICS_TOKEN;
      else process.env.METRICS_TOKEN = saved;
    }
  });
});

describe('how a refused caller is answered', () => {
  it('none for an allowed caller', () => {
    expect(metricsRefusal(request('10.0.0.2'), '')).toBeNull();
    expect(metricsRefusal(request('203.0.113.7', 'Bearer t'), 't')).toBeNull();
  });

  it('404 without a token: /metrics does not exist for a public caller', () => {
    expect(metricsRefusal(request('203.0.113.7'), '')).toEqual({ status: 404, message: 'Not found', headers: {} });
  });

  it('401 with a Bearer challenge when a token is set', () => {
    expect(metricsRefusal(request('127.0.0.1', 'Bearer wrong'), 't')).toEqual({
      status: 401,
      message: 'Unauthorized',
      headers: { 'www-authenticate': 'Bearer' },
    });
  });
});
