import {
  PASSWORD_RESET_LINK_SECONDS,
  clearCookie,
  type CookieRule,
  secureCookies,
  serialiseCookie,
  SESSION_COOKIES,
  SESSION_TOKEN_NAMES,
  SHOP_COOKIES,
} from './cookies';

/** A Set-Cookie value as name, value and its attributes (lower-cased keys, in any order). */
function parse(header: string): { name: string; value: string; attributes: Map<string, string> } {
  const [pair = '', ...rest] = header.split('; ');
  const eq = pair.indexOf('=');
  const attributes = new Map(
    rest.map((part) => {
      const [key = '', ...value] = part.split('=');
      return [key.toLowerCase(), value.join('=')] as const;
    }),
  );
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes };
}

const withoutLifetime = (attributes: Map<string, string>) => new Map([...attributes].filter(([key]) => key !== 'max-age'));
const ALL: [string, CookieRule][] = Object.entries(SHOP_COOKIES);

describe("the shop's cookies", () => {
  it('have the names of the spec, each once', () => {
    expect(ALL.map(([, rule]) => rule.name)).toEqual([
      'customer_token',
      'customer_refresh_token',
      'customer_expire_time',
      'cart_id',
      'NEXT_LOCALE',
      'awc',
      'location',
      'esw.location',
      'esw.currency',
      'cookie_consent',
      // The shop's own (a reset link's token on its way to its page), not the spec's.
      'reset_token',
    ]);
  });

  it.each(ALL)('%s is cleared with the attributes it is set with, Secure or not', (_key, rule) => {
    for (const secure of [true, false]) {
      const set = parse(serialiseCookie(rule, 'v a/l;u=e', { secure, maxAge: 60 }));
      const cleared = parse(clearCookie(rule, { secure }));
      expect(cleared.name).toBe(set.name);
      expect(cleared.value).toBe('');
      expect(cleared.attributes.get('max-age')).toBe('0');
      expect(withoutLifetime(cleared.attributes)).toEqual(withoutLifetime(set.attributes));
      expect(set.attributes.has('secure')).toBe(secure);
    }
  });

  it('stay on the host that set them, on every path', () => {
    for (const [, rule] of ALL) {
      const { attributes } = parse(serialiseCookie(rule, 'x', { secure: true, maxAge: 1 }));
      expect(attributes.get('path')).toBe('/');
      expect(attributes.has('domain')).toBe(false);
    }
  });

  it('keep the session from scripts and other sites: tokens HttpOnly, the expiry time readable, all Strict', () => {
    const session = Object.fromEntries(
      SESSION_COOKIES.map((rule) => [rule.name, parse(serialiseCookie(rule, 't', { secure: true, maxAge: 3600 })).attributes]),
    );
    expect(session.customer_token!.has('httponly')).toBe(true);
    expect(session.customer_refresh_token!.has('httponly')).toBe(true);
    expect(session.customer_expire_time!.has('httponly')).toBe(false);
    for (const attributes of Object.values(session)) expect(attributes.get('samesite')).toBe('Strict');
  });

  it("keep the shopper's cart, country and language on a link from another site (Lax); only the cart id and a reset token are HttpOnly", () => {
    const shopper = ALL.filter(([, rule]) => !SESSION_COOKIES.includes(rule));
    for (const [, rule] of shopper) {
      const { attributes } = parse(serialiseCookie(rule, 'x', { secure: false, maxAge: 1 }));
      expect(attributes.get('samesite')).toBe('Lax');
      expect(attributes.has('httponly')).toBe(rule === SHOP_COOKIES.cartId || rule === SHOP_COOKIES.resetToken);
    }
  });

  it('keep a reset link’s token as long as the link works (an hour), out of reach of scripts, on a link from a mail site', () => {
    // Found by review: ten minutes told a shopper who took longer that a working link had expired.
    const { attributes } = parse(serialiseCookie(SHOP_COOKIES.resetToken, 't', { secure: true }));
    expect(PASSWORD_RESET_LINK_SECONDS).toBe(60 * 60);
    expect([attributes.get('max-age'), attributes.has('httponly'), attributes.get('samesite')]).toEqual(['3600', true, 'Lax']);
  });

  it('live as the spec says: cart id 7 days, language, affiliate and consent 365; the rest as each write gives', () => {
    const maxAge = (rule: CookieRule) => parse(serialiseCookie(rule, 'x', { secure: false })).attributes.get('max-age');
    expect(maxAge(SHOP_COOKIES.cartId)).toBe('604800');
    expect(maxAge(SHOP_COOKIES.locale)).toBe('31536000');
    expect(maxAge(SHOP_COOKIES.affiliate)).toBe('31536000');
    expect(maxAge(SHOP_COOKIES.consent)).toBe('31536000');
    for (const rule of [...SESSION_COOKIES, SHOP_COOKIES.location, SHOP_COOKIES.partnerLocation, SHOP_COOKIES.partnerCurrency]) {
      expect(() => serialiseCookie(rule, 'x', { secure: true })).toThrow(`Cookie ${rule.name} needs a lifetime`);
    }
    expect(serialiseCookie(SHOP_COOKIES.customerToken, 't', { secure: true, maxAge: 3599.6 })).toContain('; Max-Age=3600;');
    expect(serialiseCookie(SHOP_COOKIES.customerToken, 't', { secure: true, maxAge: -5 })).toContain('; Max-Age=0;');
  });

  it('are written in one form: the value URI-encoded, then Max-Age, Path, HttpOnly, Secure, SameSite', () => {
    expect(serialiseCookie(SHOP_COOKIES.cartId, 'abc', { secure: true })).toBe(
      'cart_id=abc; Max-Age=604800; Path=/; HttpOnly; Secure; SameSite=Lax',
    );
    expect(serialiseCookie(SHOP_COOKIES.partnerLocation, '{"country":{"iso_code":"DE"}}', { secure: false, maxAge: 60 })).toBe(
      'esw.location=%7B%22country%22%3A%7B%22iso_code%22%3A%22DE%22%7D%7D; Max-Age=60; Path=/; SameSite=Lax',
    );
    expect(clearCookie(SHOP_COOKIES.customerExpireTime, { secure: true })).toBe(
      'customer_expire_time=; Max-Age=0; Path=/; Secure; SameSite=Strict',
    );
  });

  it('that make a request a customer’s are the two session tokens', () => {
    expect(SESSION_TOKEN_NAMES).toEqual(['customer_token', 'customer_refresh_token']);
    expect(SESSION_TOKEN_NAMES.every((name) => SESSION_COOKIES.some((rule) => rule.name === name))).toBe(true);
  });
});

describe('secureCookies (COOKIE_SECURE, else from the storefront origins)', () => {
  it.each<[(string | undefined)[], boolean]>([
    [['https://www.cadencecycles.co.uk', 'https://www.cadencecycles.de'], true],
    [['https://www.cadencecycles.co.uk', undefined], true],
    [['http://localhost:3000', undefined], false],
    [['https://www.cadencecycles.co.uk', 'http://localhost:3000/de-DE'], false],
    [[undefined], false],
    [[], false],
  ])('%j → %s', (urls, expected) => {
    expect(secureCookies(undefined, urls)).toBe(expected);
  });

  it('follows an explicit setting either way', () => {
    expect(secureCookies(true, ['http://localhost:3000'])).toBe(true);
    expect(secureCookies(false, ['https://www.cadencecycles.co.uk'])).toBe(false);
  });
});
