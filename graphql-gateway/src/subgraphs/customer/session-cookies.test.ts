import { servedOverHttps } from '../../env';
import { sessionCookies } from './session-cookies';

const NOW = new Date('2026-11-25T10:00:00Z');
const session = {
  accessToken: 'access-token',
  refreshToken: 'refresh-token',
  expiresAt: new Date(NOW.getTime() + 60 * 60 * 1000),
  refreshExpiresAt: new Date(NOW.getTime() + 14 * 24 * 60 * 60 * 1000),
};
const byName = (cookies: string[]) => Object.fromEntries(cookies.map((c) => [c.split('=')[0], c]));

describe('session cookies', () => {
  it('live as long as what they carry', () => {
    const cookies = byName(sessionCookies(session as never, true, NOW));
    expect(cookies.customer_token).toMatch(/Max-Age=3600;/);
    expect(cookies.customer_refresh_token).toMatch(/Max-Age=1209600;/);
    expect(cookies.customer_expire_time).toMatch(/Max-Age=1209600;/);
  });

  it('keep tokens from scripts and other sites, Secure when asked, on this host only', () => {
    const secure = byName(sessionCookies(session as never, true, NOW));
    for (const name of ['customer_token', 'customer_refresh_token']) {
      expect(secure[name]).toMatch(/; HttpOnly/);
      expect(secure[name]).toMatch(/; Secure/);
      expect(secure[name]).toMatch(/; SameSite=Strict/);
      expect(secure[name]).toMatch(/; Path=\//);
      expect(secure[name]).not.toMatch(/Domain=/i);
    }
    expect(secure.customer_expire_time).not.toMatch(/HttpOnly/);
    expect(sessionCookies(session as never, false, NOW).some((c) => /Secure/.test(c))).toBe(false);
  });
});

describe('servedOverHttps (the Secure default)', () => {
  it.each<[(string | undefined)[], boolean]>([
    [['https://www.cadencecycles.co.uk', 'https://www.cadencecycles.de'], true],
    [['https://www.cadencecycles.co.uk', undefined], true],
    [['http://localhost:3000', undefined], false],
    [['https://www.cadencecycles.co.uk', 'http://localhost:3000/de-DE'], false],
    [[undefined], false],
  ])('%j → %s', (urls, expected) => {
    expect(servedOverHttps(urls)).toBe(expected);
  });
});
