import { serialiseCookie, SESSION_TOKEN_NAMES, SHOP_COOKIES } from '@cadence/server-kit/cookies';
import { clearedSessionCookies } from '@cadence/server-kit/cookies';
import { SESSION_COOKIE_NAMES, sessionCookies } from './session-cookies';

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

describe('clearing the session', () => {
  const attributes = (cookie: string) =>
    cookie
      .split('; ')
      .slice(1)
      .filter((part) => !part.startsWith('Max-Age='));

  it.each([true, false])('removes each cookie with the attributes it was set with (Secure: %s)', (secure) => {
    const set = byName([
      ...sessionCookies(session as never, secure, NOW),
      // The cart id, as the web's REST shims set it (found by review: set Lax, cleared Strict here).
      serialiseCookie(SHOP_COOKIES.cartId, 'c1', { secure }),
    ]);
    const cleared = byName(clearedSessionCookies(secure, { cart: true }));
    expect(Object.keys(cleared).sort()).toEqual(Object.keys(set).sort());
    for (const [name, cookie] of Object.entries<string>(cleared)) {
      expect(cookie).toMatch(new RegExp(`^${name}=; Max-Age=0;`));
      expect(attributes(cookie)).toEqual(attributes(set[name]!));
    }
  });

  it('keeps the cart id unless signing out', () => {
    expect(Object.keys(byName(clearedSessionCookies(true, { cart: false })))).not.toContain('cart_id');
  });
});

describe('the session cookie names', () => {
  it("are the shop's (the web's page cache keeps customers out by the same tokens)", () => {
    expect(SESSION_COOKIE_NAMES).toEqual({
      token: SHOP_COOKIES.customerToken.name,
      refreshToken: SHOP_COOKIES.customerRefreshToken.name,
      expireTime: SHOP_COOKIES.customerExpireTime.name,
      cartId: SHOP_COOKIES.cartId.name,
    });
    const set = Object.keys(byName(sessionCookies(session as never, true, NOW)));
    for (const name of SESSION_TOKEN_NAMES) expect(set).toContain(name);
  });
});
