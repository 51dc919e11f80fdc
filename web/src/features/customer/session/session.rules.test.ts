import { serialiseCookie, SESSION_COOKIES as SHOP_SESSION_COOKIES, SHOP_COOKIES } from '@cadence/server-kit/cookies';
import { SESSION_COOKIES } from '../../../shared/session/session-hint.rules';
import { clearedSessionCookies } from '@cadence/server-kit/cookies';
import { cookieHeaderAfter, parseCookieHeader, parseSetCookie, ensureSessionCleared } from './session.rules';
import { isAccountPage, isAuthPage, sessionRedirect, signInPath } from './session-paths.rules';

describe('sessionRedirect (spec §2, §4, §6)', () => {
  it('sends /my-account to the profile, signed in or not', () => {
    expect(sessionRedirect('/my-account', '', true)).toBe('/my-account/profile/');
    expect(sessionRedirect('/my-account/', '', false)).toBe('/my-account/profile/');
  });

  it('keeps signed-in shoppers away from sign-in, registration and password reset', () => {
    for (const path of ['/auth/login/', '/auth/register/', '/auth/reset-password/', '/auth/login']) {
      expect(sessionRedirect(path, '', true)).toBe('/my-account/profile/');
      expect(sessionRedirect(path, '', false)).toBeNull();
    }
    expect(sessionRedirect('/auth/reset-password/', '?token=abc', true)).toBe('/my-account/profile/');
  });

  it('honours a safe redirect parameter for a signed-in shopper, never an absolute or auth URL', () => {
    expect(sessionRedirect('/auth/login/', '?redirect=%2Fmy-account%2Forders%2F', true)).toBe('/my-account/orders/');
    expect(sessionRedirect('/auth/login/', '?redirect=https%3A%2F%2Fevil.example%2F', true)).toBe('/my-account/profile/');
    expect(sessionRedirect('/auth/login/', '?redirect=%2F%2Fevil.example', true)).toBe('/my-account/profile/');
    expect(sessionRedirect('/auth/login/', '?redirect=%2Fauth%2Flogin%2F', true)).toBe('/my-account/profile/');
  });

  it('sends signed-out shoppers from an account page to sign in, returning to the page with its query', () => {
    expect(sessionRedirect('/my-account/profile/', '', false)).toBe('/auth/login/?redirect=%2Fmy-account%2Fprofile%2F');
    expect(sessionRedirect('/my-account/orders/', '?page=2', false)).toBe(
      '/auth/login/?redirect=%2Fmy-account%2Forders%2F%3Fpage%3D2',
    );
    expect(sessionRedirect('/my-account/orders/', '', true)).toBeNull();
  });

  it('lets every other page through', () => {
    for (const path of ['/', '/search/', '/auth/other/', '/my-accountant/', '/blog/']) {
      expect(sessionRedirect(path, '', false)).toBeNull();
      expect(sessionRedirect(path, '', true)).toBeNull();
    }
  });

  it('knows the auth and account pages', () => {
    expect(isAuthPage('/auth/register/')).toBe(true);
    expect(isAuthPage('/auth/')).toBe(false);
    expect(isAccountPage('/my-account/newsletter/')).toBe(true);
    expect(isAccountPage('/my-account/')).toBe(false);
  });
});

describe('signInPath', () => {
  it('returns to a safe page afterwards, not to the home page or an unsafe target', () => {
    expect(signInPath('/search/?q=helmet')).toBe('/auth/login/?redirect=%2Fsearch%2F%3Fq%3Dhelmet');
    expect(signInPath('/')).toBe('/auth/login/');
    expect(signInPath('https://evil.example/')).toBe('/auth/login/');
    expect(signInPath(undefined)).toBe('/auth/login/');
  });
});

describe('Set-Cookie handling', () => {
  const now = new Date('2026-11-24T10:00:00Z');

  it('reads name and value, and whether the header removes the cookie', () => {
    expect(parseSetCookie('customer_token=abc; Path=/; HttpOnly; Max-Age=1209600', now)).toEqual({
      name: 'customer_token',
      value: 'abc',
      removed: false,
    });
    expect(parseSetCookie('customer_token=; Path=/; Max-Age=0', now)?.removed).toBe(true);
    expect(parseSetCookie('a=b; Expires=Thu, 01 Jan 1970 00:00:00 GMT', now)?.removed).toBe(true);
    expect(parseSetCookie('a=b; Expires=Thu, 01 Jan 2099 00:00:00 GMT', now)?.removed).toBe(false);
    expect(parseSetCookie('customer_expire_time=2026-11-24T11%3A00%3A00.000Z; Path=/', now)?.value).toBe(
      '2026-11-24T11%3A00%3A00.000Z',
    );
    expect(parseSetCookie('garbage', now)).toBeNull();
  });

  it('gives the page the renewed cookies and drops the removed ones, keeping the others', () => {
    const header = 'NEXT_LOCALE=de-DE; customer_token=old; customer_refresh_token=r1; customer_expire_time=t1';
    expect(
      cookieHeaderAfter(header, [
        'customer_token=new; Path=/; HttpOnly',
        'customer_refresh_token=r2; Path=/; HttpOnly',
        'customer_expire_time=t2; Path=/',
      ]),
    ).toBe('NEXT_LOCALE=de-DE; customer_token=new; customer_refresh_token=r2; customer_expire_time=t2');
    expect(cookieHeaderAfter(header, clearedSessionCookies(true, { cart: false }))).toBe('NEXT_LOCALE=de-DE');
    expect(cookieHeaderAfter('', ['cart_id=c1; Path=/'])).toBe('cart_id=c1');
  });

  it('parses a Cookie header, the first of a repeated name winning', () => {
    expect([...parseCookieHeader('a=1; b=2; a=3')]).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
    expect(parseCookieHeader(undefined).size).toBe(0);
  });

  it('clears the session cookies (and on sign-out the cart id) with the attributes the gateway uses', () => {
    const cleared = clearedSessionCookies(true, { cart: true });
    expect(cleared.map((c) => c.split('=')[0])).toEqual([
      'customer_token',
      'customer_refresh_token',
      'customer_expire_time',
      'cart_id',
    ]);
    for (const cookie of cleared) expect(cookie).toMatch(/=; Max-Age=0; Path=\//);
    for (const cookie of cleared.slice(0, 3)) expect(cookie).toMatch(/; Secure; SameSite=Strict$/);
    // Found by review: the cart id was set Lax (the cart shims) but cleared Strict.
    expect(cleared[3]).toBe('cart_id=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax');
    expect(cleared[0]).toMatch(/HttpOnly/);
    expect(cleared[2]).not.toMatch(/HttpOnly/);
    expect(clearedSessionCookies(false, { cart: false })).toHaveLength(3);
    expect(clearedSessionCookies(false, { cart: false }).some((c) => c.includes('Secure'))).toBe(false);
  });

  it("keeps the gateway's removals and adds only the ones it did not send", () => {
    const gateway = ['customer_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict', 'other=1; Path=/'];
    const all = ensureSessionCleared(gateway, false);
    expect(all.slice(0, 2)).toEqual(gateway);
    expect(all.slice(2).map((c) => c.split('=')[0])).toEqual(['customer_refresh_token', 'customer_expire_time', 'cart_id']);
    expect(ensureSessionCleared([], true, false).map((c) => c.split('=')[0])).toEqual([
      'customer_token',
      'customer_refresh_token',
      'customer_expire_time',
    ]);
  });
});

describe('the session cookie names', () => {
  it("of the browser's hint are the shop's (@cadence/server-kit/cookies, which the gateway and the page cache use)", () => {
    // session-hint.rules keeps its own copy: it is in every page's bundle, the kit's module is not.
    expect(Object.values(SESSION_COOKIES)).toEqual(SHOP_SESSION_COOKIES.map((rule) => rule.name));
    expect(SESSION_COOKIES).toEqual({
      token: SHOP_COOKIES.customerToken.name,
      refreshToken: SHOP_COOKIES.customerRefreshToken.name,
      expireTime: SHOP_COOKIES.customerExpireTime.name,
    });
  });

  it('are cleared with the attributes they are set with', () => {
    const attributes = (cookie: string) => cookie.split('; ').slice(2);
    for (const secure of [true, false]) {
      const cleared = clearedSessionCookies(secure, { cart: true });
      const set = [...SHOP_SESSION_COOKIES, SHOP_COOKIES.cartId].map((rule) =>
        serialiseCookie(rule, 'v', { secure, maxAge: 60 }),
      );
      expect(cleared.map(attributes)).toEqual(set.map(attributes));
    }
  });
});
