import { addressLimitKey, clientAddress, proxyMatcher } from './client-address';

const trust = { proxies: ['127.0.0.0/8', '::1/128', '10.0.0.0/8'], secret: 'proxy-secret-of-enough-length' };
const ask = (socketAddress: string, forwardedFor: string | null, proxySecret: string | null = trust.secret) =>
  clientAddress({ socketAddress, forwardedFor, proxySecret }, trust);

describe('clientAddress (the one rule for who is asking)', () => {
  it.each([
    ['no header: the socket', '203.0.113.5', null, null, '203.0.113.5'],
    [
      'an untrusted socket cannot choose its address',
      '203.0.113.5',
      '198.51.100.7',
      'proxy-secret-of-enough-length',
      '203.0.113.5',
    ],
    ['a trusted socket without the secret is not believed', '127.0.0.1', '198.51.100.7', null, '127.0.0.1'],
    [
      'a trusted socket with a wrong secret is not believed',
      '127.0.0.1',
      '198.51.100.7',
      'proxy-secret-of-enough-lengtX',
      '127.0.0.1',
    ],
    ['the web app with the secret is believed', '127.0.0.1', '198.51.100.7', 'proxy-secret-of-enough-length', '198.51.100.7'],
    [
      'IPv4 written as IPv6 is the same socket',
      '::ffff:127.0.0.1',
      '198.51.100.7',
      'proxy-secret-of-enough-length',
      '198.51.100.7',
    ],
    [
      'the right-most untrusted hop wins over what the client wrote',
      '127.0.0.1',
      '203.0.113.77, 198.51.100.7',
      'proxy-secret-of-enough-length',
      '198.51.100.7',
    ],
    ['trusted hops are skipped', '127.0.0.1', '198.51.100.7, 10.1.2.3', 'proxy-secret-of-enough-length', '198.51.100.7'],
    ['garbage stops the walk', '127.0.0.1', 'not-an-ip, 10.1.2.3', 'proxy-secret-of-enough-length', '10.1.2.3'],
  ])('%s', (_name, socket, forwarded, secret, expected) => {
    expect(ask(socket, forwarded, secret)).toBe(expected);
  });

  it('trusts by network when no secret is configured', () => {
    expect(
      clientAddress(
        { socketAddress: '127.0.0.1', forwardedFor: '198.51.100.7', proxySecret: null },
        { proxies: ['127.0.0.0/8'], secret: null },
      ),
    ).toBe('198.51.100.7');
    expect(
      clientAddress(
        { socketAddress: '127.0.0.1', forwardedFor: '198.51.100.7', proxySecret: null },
        { proxies: [], secret: null },
      ),
    ).toBe('127.0.0.1');
  });

  it('refuses a malformed network list', () => {
    expect(() => proxyMatcher(['10.0.0.0/33'])).toThrow(/Bad prefix/);
    expect(() => proxyMatcher(['localhost'])).toThrow(/Not an IP network/);
  });
});

describe('addressLimitKey', () => {
  it('keys IPv4 as it is and IPv6 by its /64, however written', () => {
    expect(addressLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressLimitKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressLimitKey('2001:0DB8:0001:0002:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64');
    expect(addressLimitKey('2001:db8::7')).toBe('2001:db8:0:0::/64');
    expect(addressLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(addressLimitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressLimitKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(addressLimitKey('unknown')).toBe('unknown');
  });

  it('keys IPv6 by its /48 when asked, every /64 of it alike, and IPv4 as it is', () => {
    expect(addressLimitKey('2001:db8:1:2::1', 48)).toBe('2001:db8:1::/48');
    expect(addressLimitKey('2001:0DB8:0001:ffff:ffff:ffff:ffff:fffe', 48)).toBe('2001:db8:1::/48');
    expect(addressLimitKey('2001:db8::7', 48)).toBe('2001:db8:0::/48');
    expect(addressLimitKey('3fff:abc:12:3::1', 48)).not.toBe(addressLimitKey('3fff:abc:13:3::1', 48));
    expect(addressLimitKey('64:ff9b::192.0.2.1', 48)).toBe('64:ff9b:0::/48');
    expect(addressLimitKey('203.0.113.7', 48)).toBe('203.0.113.7');
    expect(addressLimitKey('::ffff:203.0.113.7', 48)).toBe('203.0.113.7');
    expect(addressLimitKey('unknown', 48)).toBe('unknown');
  });
});
