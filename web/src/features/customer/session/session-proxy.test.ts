/** @jest-environment node */
import { NextRequest } from 'next/server';
import { proxy } from '../../../../proxy';
import { resetRenewals } from './session-renewal';

const nextConfig = { i18n: { locales: ['en-GB', 'de-DE'], defaultLocale: 'en-GB' }, trailingSlash: true };
const FRESH = new Date(Date.now() + 30 * 60_000).toISOString();
const STALE = new Date(Date.now() + 2 * 60_000).toISOString();
const session = (expire: string) =>
  `customer_token=t1; customer_refresh_token=r1; customer_expire_time=${encodeURIComponent(expire)}`;

const request = (path: string, cookie?: string) =>
  new NextRequest(`http://shop.test${path}`, { headers: cookie ? { cookie } : {}, nextConfig });

const realFetch = global.fetch;
let gateway: jest.Mock;

beforeEach(() => {
  resetRenewals();
  gateway = jest.fn();
  global.fetch = gateway as unknown as typeof fetch;
});
afterAll(() => {
  global.fetch = realFetch;
});

describe('proxy: auth and account pages', () => {
  it('sends /my-account to the profile in one hop, keeping the locale prefix', async () => {
    expect((await proxy(request('/my-account'))).headers.get('location')).toBe('http://shop.test/my-account/profile/');
    expect((await proxy(request('/de-DE/my-account/'))).headers.get('location')).toBe(
      'http://shop.test/de-DE/my-account/profile/',
    );
  });

  it('sends a signed-out visitor from an account page to sign in and back', async () => {
    const response = await proxy(request('/de-DE/my-account/orders/?page=2'));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(
      'http://shop.test/de-DE/auth/login/?redirect=%2Fmy-account%2Forders%2F%3Fpage%3D2',
    );
    // Only one of the two cookies is not a session.
    const half = await proxy(request('/my-account/profile/', 'customer_token=t1'));
    expect(half.headers.get('location')).toBe('http://shop.test/auth/login/?redirect=%2Fmy-account%2Fprofile%2F');
  });

  it('sends a signed-in shopper away from the auth pages, to a safe redirect or the account', async () => {
    const away = await proxy(request('/auth/login/?redirect=%2Fsearch%2F%3Fq%3Dkask', session(FRESH)));
    expect(away.headers.get('location')).toBe('http://shop.test/search/?q=kask');
    const unsafe = await proxy(request('/de-DE/auth/register/?redirect=https%3A%2F%2Fevil.example', session(FRESH)));
    expect(unsafe.headers.get('location')).toBe('http://shop.test/de-DE/my-account/profile/');
    expect(gateway).not.toHaveBeenCalled();
  });

  it('lets visitors without a session through to the auth pages and signed-in shoppers to the account', async () => {
    expect((await proxy(request('/auth/reset-password/?token=abc'))).headers.get('location')).toBeNull();
    expect((await proxy(request('/auth/login/', 'customer_expire_time=x'))).headers.get('location')).toBeNull();
    expect((await proxy(request('/my-account/profile/', session(FRESH)))).headers.get('location')).toBeNull();
  });
});

describe('proxy: session renewal', () => {
  const renewed = [
    'customer_token=t2; Path=/; HttpOnly; SameSite=Strict',
    'customer_refresh_token=r2; Path=/; HttpOnly; SameSite=Strict',
    `customer_expire_time=${encodeURIComponent(FRESH)}; Path=/; SameSite=Strict`,
  ];
  const answer = (body: unknown, setCookies: string[]) => {
    const headers = new Headers({ 'content-type': 'application/json' });
    for (const cookie of setCookies) headers.append('set-cookie', cookie);
    return new Response(JSON.stringify(body), { headers });
  };

  it('does not renew a fresh token', async () => {
    await proxy(request('/', session(FRESH)));
    expect(gateway).not.toHaveBeenCalled();
  });

  it('renews a token that is about to expire: new cookies for the browser and for the page', async () => {
    gateway.mockResolvedValue(answer({ data: { renewCustomerToken: { expires_at: FRESH } } }, renewed));
    const response = await proxy(request('/de-DE/my-account/profile/', `NEXT_LOCALE=de-DE; ${session(STALE)}`));
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.getSetCookie()).toEqual(renewed);
    // The page renders with the renewed cookies (Next's request-header override).
    expect(response.headers.get('x-middleware-request-cookie')).toBe(
      `NEXT_LOCALE=de-DE; customer_token=t2; customer_refresh_token=r2; customer_expire_time=${encodeURIComponent(FRESH)}`,
    );
    const [, init] = gateway.mock.calls[0] as [string, RequestInit & { headers: Record<string, string> }];
    expect(init.headers.store).toBe('de-DE');
    expect(init.headers['apollo-require-preflight']).toBe('true');
  });

  it('signs the shopper out when the renewal fails: cookies cleared, account pages back to sign in', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    gateway.mockResolvedValue(answer({ data: null, errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] }, []));
    const response = await proxy(request('/my-account/profile/', session(STALE)));
    expect(response.headers.get('location')).toBe('http://shop.test/auth/login/?redirect=%2Fmy-account%2Fprofile%2F');
    const cleared = response.headers.getSetCookie();
    expect(cleared.map((c) => c.split('=')[0])).toEqual(['customer_token', 'customer_refresh_token', 'customer_expire_time']);
    expect(cleared.every((c) => /Max-Age=0/.test(c))).toBe(true);
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/r1|t1/);
    warn.mockRestore();
  });

  describe('a request racing a renewal of its own session', () => {
    const refused = () =>
      answer({ data: null, errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] }, [
        'customer_token=; Path=/; Max-Age=0',
        'customer_refresh_token=; Path=/; Max-Age=0',
        'customer_expire_time=; Path=/; Max-Age=0',
      ]);
    let warn: jest.SpyInstance;
    beforeEach(() => {
      warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      // Commerce rotates the refresh token: only its first renewal succeeds.
      gateway.mockResolvedValueOnce(answer({ data: { renewCustomerToken: { expires_at: FRESH } } }, renewed));
      gateway.mockResolvedValue(refused());
    });
    afterEach(() => warn.mockRestore());

    it('shares a renewal still in flight: both get the new cookies from one renewal', async () => {
      const [first, second] = await Promise.all([
        proxy(request('/', session(STALE))),
        proxy(request('/search/', session(STALE))),
      ]);
      expect(gateway).toHaveBeenCalledTimes(1);
      expect(first.headers.getSetCookie()).toEqual(renewed);
      expect(second.headers.getSetCookie()).toEqual(renewed);
    });

    it('after the renewal answered, the old token gets no new cookies and signs nobody out: it renders as a guest', async () => {
      expect((await proxy(request('/', session(STALE)))).headers.getSetCookie()).toEqual(renewed);
      // The same old cookies again: the page's late request, or a thief replaying the used token.
      const late = await proxy(request('/search/', `cart_id=c1; ${session(STALE)}`));
      expect(gateway).toHaveBeenCalledTimes(2);
      expect(late.headers.get('location')).toBeNull();
      expect(late.headers.getSetCookie()).toEqual([]);
      expect(late.headers.get('x-middleware-request-cookie')).toBe('cart_id=c1');
      // An account page goes to sign in and back, still without touching the browser's cookies.
      const account = await proxy(request('/my-account/orders/', session(STALE)));
      expect(account.headers.get('location')).toBe('http://shop.test/auth/login/?redirect=%2Fmy-account%2Forders%2F');
      expect(account.headers.getSetCookie()).toEqual([]);
    });
  });

  it('never renews for a prefetch (it would spend the single-use refresh token)', async () => {
    const prefetch = new NextRequest('http://shop.test/search/', {
      headers: { cookie: session(STALE), 'x-middleware-prefetch': '1' },
      nextConfig,
    });
    await proxy(prefetch);
    expect(gateway).not.toHaveBeenCalled();
  });
});

describe('proxy: the affiliate cookie', () => {
  it('keeps an awc parameter for a year, Secure whatever the shop’s setting (spec §9)', async () => {
    const response = await proxy(request('/bikes/?sv_awc=123_abc'));
    expect(response.headers.getSetCookie()).toEqual(['awc=123_abc; Max-Age=31536000; Path=/; Secure; SameSite=Lax']);
  });
});
