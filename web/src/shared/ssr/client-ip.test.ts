import type { IncomingMessage } from 'node:http';

/** clientIp with the web's environment as given (serverEnv is read once per module load). */
function clientIpWith(env: Record<string, string>): (socket: string, forwardedFor?: string) => string {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  let clientIp!: (req: IncomingMessage) => string;
  try {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      ({ clientIp } = require('./server-apollo-client'));
      clientIp({ headers: {}, socket: { remoteAddress: '127.0.0.1' } } as unknown as IncomingMessage);
    });
  } finally {
    process.env = saved;
  }
  return (socket, forwardedFor) =>
    clientIp({
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
      socket: { remoteAddress: socket },
    } as unknown as IncomingMessage);
}

describe('clientIp: the address the web passes to the gateway', () => {
  it('is the socket’s unless TRUST_PROXY: a visitor’s X-Forwarded-For is not believed', () => {
    const ip = clientIpWith({ TRUST_PROXY: 'false' });
    expect(ip('203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
  });

  it('behind a trusted proxy, is the right-most address that is not a proxy: an appended header cannot be chosen', () => {
    const ip = clientIpWith({ TRUST_PROXY: 'true', TRUSTED_PROXIES: '10.0.0.0/8' });
    // A balancer that overwrites the header (deploy/nginx-balancer.conf.template): its one address.
    expect(ip('10.0.0.5', '203.0.113.9')).toBe('203.0.113.9');
    // A CDN or balancer that appends: the client wrote the left-most entry (a review's finding:
    // the web took it, and the gateway believed it with the proxy secret).
    expect(ip('10.0.0.5', '1.2.3.4, 203.0.113.9')).toBe('203.0.113.9');
    expect(ip('10.0.0.5', 'not-an-ip, 203.0.113.9, 10.0.0.7')).toBe('203.0.113.9');
    // A socket that is not one of the proxies is the client, whatever it says.
    expect(ip('198.51.100.20', '1.2.3.4')).toBe('198.51.100.20');
    expect(ip('::ffff:10.0.0.5', '203.0.113.9')).toBe('203.0.113.9');
  });

  it('refuses a TRUSTED_PROXIES entry that is not a network, naming the variable', () => {
    expect(() => clientIpWith({ TRUST_PROXY: 'true', TRUSTED_PROXIES: '10.0.0.0/8, nonsense' })).toThrow(
      /Invalid web configuration: TRUSTED_PROXIES: Not an IP network: "nonsense"/,
    );
  });
});

describe('gatewayHeaders', () => {
  it('passes on the edge country header the shop is configured with (EDGE_COUNTRY_HEADER), as the gateway reads it', () => {
    const saved = { ...process.env };
    process.env.EDGE_COUNTRY_HEADER = 'CF-IPCountry';
    let headers: Record<string, string> = {};
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { gatewayHeaders } = require('./server-apollo-client');
      const req = {
        headers: { 'cf-ipcountry': 'DE', 'cloudfront-viewer-country': 'US' },
        socket: { remoteAddress: '127.0.0.1' },
      };
      headers = gatewayHeaders(req, 'de-DE');
    });
    process.env = saved;
    expect(headers['cf-ipcountry']).toBe('DE');
    expect(headers['cloudfront-viewer-country']).toBeUndefined();
  });
});
