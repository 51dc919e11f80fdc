import { EventEmitter } from 'node:events';
import { SESSION_TOKEN_NAMES } from '@cadence/server-kit/cookies';
import { INCOMPLETE_PAGE_CACHE_CONTROL } from './server-apollo-client';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { acceptsGzip, cacheKey, createHtmlCache, serveWithCache, SESSION_COOKIES } = require('../../../server/html-cache.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { answerFailure, markEnded } = require('../../../server/failed-request.cjs');

const req = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({
  method,
  url,
  headers: { host: 'shop', ...headers },
});

describe('page micro-cache key', () => {
  it('skips API routes, GraphQL, static assets and non-GET requests', () => {
    for (const url of ['/api/graphql', '/nuxt/api/header/main-menu', '/graphql', '/_next/static/chunks/a.js'])
      expect(cacheKey(req(url))).toBeNull();
    expect(cacheKey(req('/', {}, 'POST'))).toBeNull();
  });
  it('skips them under a locale prefix too, in any case (Next serves every route there)', () => {
    for (const url of ['/de-DE/nuxt/api/cart/fetch-cart', '/en-gb/graphql', '/DE-de/api/graphql', '/en-GB/_next/static/a.js'])
      expect(cacheKey(req(url))).toBeNull();
    for (const url of ['/de-de/cart/', '/EN-GB/checkout/', '/_next/data/b1/de-de/cart.json'])
      expect(cacheKey(req(url))).toBeNull();
  });
  it('keys the browser language as Next reads it (q-values, language prefixes), not by its first entry', () => {
    const english = cacheKey(req('/', { 'accept-language': 'en-GB' }));
    const german = cacheKey(req('/', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' }));
    expect(german).not.toEqual(english);
    // Found by review: this header is answered in English, and was kept under the German key.
    expect(cacheKey(req('/', { 'accept-language': 'de-DE, en-GB;q=2' }))).toEqual(english);
    expect(cacheKey(req('/', { 'accept-language': 'en;q=0.5, de' }))).toEqual(german);
    expect(cacheKey(req('/', { 'accept-language': 'fr-FR,fr;q=0.9' }))).toEqual(cacheKey(req('/')));
    expect(cacheKey(req('/', { 'accept-language': 'de;q=x;y' }))).toEqual(cacheKey(req('/')));
  });
  it('skips prefetches of page data (Next answers them with an empty object)', () => {
    expect(cacheKey(req('/_next/data/b/en-GB/x.json', { 'x-nextjs-data': '1', purpose: 'prefetch' }))).toBeNull();
    expect(cacheKey(req('/_next/data/b/en-GB/x.json', { 'x-nextjs-data': '1', 'x-middleware-prefetch': '1' }))).toBeNull();
    expect(cacheKey(req('/_next/data/b/en-GB/x.json', { 'x-nextjs-data': '1' }))).not.toBeNull();
  });
  it("skips the shopper's own pages (the cart), and only those", () => {
    for (const url of ['/cart/', '/de-DE/cart/', '/_next/data/b1/en-GB/cart.json']) expect(cacheKey(req(url))).toBeNull();
    for (const url of ['/checkout/', '/de-DE/checkout/', '/checkout/success/CC-1234-ABCD/', '/_next/data/b1/en-GB/checkout.json'])
      expect(cacheKey(req(url))).toBeNull();
    for (const url of ['/cartography/', '/bikes/cart/', '/accessories/', '/checkouts-guide/'])
      expect(cacheKey(req(url))).not.toBeNull();
  });

  it("tells private and uncacheable paths as Next's router reads them: percent-decoded", () => {
    // A review's probe: `/c%61rt/` is the cart to Next, and had a key.
    for (const url of ['/c%61rt/', '/de-DE/%63heckout/', '/%6Euxt/api/cart/fetch-cart', '/_next/data/b1/en-GB/c%61rt.json'])
      expect(cacheKey(req(url))).toBeNull();
    // A path that does not decode is not kept either (Next answers it with an error).
    expect(cacheKey(req('/bikes/%E0%A4%A/'))).toBeNull();
    expect(cacheKey(req('/bikes/road%20bikes/'))).not.toBeNull();
    // Nor one a URL parser rewrites (a review's probe: `/bikes/%2e%2e/cart/` is the cart).
    for (const url of ['/bikes/%2e%2e/cart/', '/bikes/..%2Fcart/', '/bikes/%5C..%5Ccart/', '/./cart/', '/bikes/%2E/'])
      expect(cacheKey(req(url))).toBeNull();
    for (const url of ['/blog/wait.../', '/bikes/cgr-al-1.5/', '/.well-known-guide/']) expect(cacheKey(req(url))).not.toBeNull();
  });
  it('keeps nothing for a request target that is not a path, or longer than any page’s URL', () => {
    expect(cacheKey(req('http://shop/cart/'))).toBeNull();
    expect(cacheKey(req('http://shop/bikes/'))).toBeNull();
    expect(cacheKey(req('*'))).toBeNull();
    expect(cacheKey(req(`/search/?q=${'a'.repeat(2038)}`))).toBeNull();
    expect(cacheKey(req(`/search/?q=${'a'.repeat(2000)}`))).not.toBeNull();
  });
  it('never gives two requests one key by a separator inside a value', () => {
    // A review's probe: joined with '|', both were `GET|shop|/search/?q=a|b||||…`.
    const victim = cacheKey(req('/search/?q=a|b'));
    const attacker = cacheKey(req('/search/?q=a', { cookie: 'NEXT_LOCALE=b; location=%7C' }));
    expect(victim).not.toBeNull();
    expect(attacker).not.toEqual(victim);
  });

  it('gives a signed-in customer the same key as a guest (whether they may share the copy is the page’s to say)', () => {
    expect(cacheKey(req('/', { cookie: 'customer_token=abc; customer_refresh_token=def' }))).toEqual(cacheKey(req('/')));
  });
  it('separates what a page depends on: URL, location, edge country, locale inputs, compression', () => {
    const base = cacheKey(req('/'));
    expect(base).not.toBeNull();
    for (const other of [
      req('/?x=1'),
      req('/', { cookie: 'location=DE' }),
      req('/', { 'cloudfront-viewer-country': 'fr' }),
      req('/', { cookie: 'NEXT_LOCALE=de-DE' }),
      req('/', { 'accept-language': 'de-DE,de;q=0.9' }),
      req('/', { 'accept-encoding': 'gzip, br' }),
      req('/', { 'x-nextjs-data': '1' }),
    ]) {
      expect(cacheKey(other)).not.toEqual(base);
    }
    expect(cacheKey(req('/', { cookie: 'cookie_consent=x; location=DE' }))).toEqual(
      cacheKey(req('/', { cookie: 'location=DE' })),
    );
  });
  it('skips a request that repeats a cookie name (Next and the gateway read the first, a key the last)', () => {
    // A review's probe: `location=US; location=` rendered for the US, kept under no location, and
    // every later visitor got American prices.
    expect(cacheKey(req('/bikes/', { cookie: 'location=US; location=' }))).toBeNull();
    expect(cacheKey(req('/bikes/', { cookie: 'customer_token=t; a=1; customer_token=' }))).toBeNull();
    expect(cacheKey(req('/bikes/', { cookie: 'location=US; other=1' }))).not.toBeNull();
    // A name the page does not depend on may come twice (set for the domain and for www).
    expect(cacheKey(req('/bikes/', { cookie: '_ga=1; location=US; _ga=2' }))).toEqual(
      cacheKey(req('/bikes/', { cookie: 'location=US' })),
    );
  });
  it('reads cookies as the gateway and the page read them (the `cookie` package), so no render is kept under another key', () => {
    const { parse } = jest.requireActual<typeof import('cookie')>('cookie');
    // A review's probe: U+00A0 before the name. String#trim made it the cache's `location`; the
    // gateway reads a cookie named "\u00a0location", so the page rendered for the default country
    // was kept for French shoppers.
    for (const header of ['\u00a0location=FR', '\u00a0location=FR; cookie_consent=x', 'location\u00a0=FR']) {
      expect(parse(header).location).toBeUndefined();
      expect(cacheKey(req('/bikes/', { cookie: header }))).toEqual(cacheKey(req('/bikes/')));
      expect(cacheKey(req('/bikes/', { cookie: header }))).not.toEqual(cacheKey(req('/bikes/', { cookie: 'location=FR' })));
    }
    // What the gateway reads as location=FR is keyed as location=FR: spaces and tabs, encoded values.
    for (const header of [' location=FR', '\tlocation = FR\t', 'location=F%52', 'a; location=FR']) {
      expect(parse(header).location).toBe('FR');
      expect(cacheKey(req('/bikes/', { cookie: header }))).toEqual(cacheKey(req('/bikes/', { cookie: 'location=FR' })));
    }
  });

  it('keys compression by whether gzip is taken, as the answer is then sent', () => {
    for (const header of ['gzip', 'gzip, deflate, br', 'br;q=1, gzip;q=0.5', 'x-gzip', '*', 'GZIP'])
      expect(acceptsGzip(header)).toBe(true);
    for (const header of ['', 'deflate', 'br', 'identity', 'gzip;q=0', 'gzip;q=0, identity', '*;q=0', '*, gzip;q=0', 'gzip;q=x'])
      expect(acceptsGzip(header)).toBe(false);
    expect(cacheKey(req('/', { 'accept-encoding': 'deflate' }))).toEqual(cacheKey(req('/')));
    expect(cacheKey(req('/', { 'accept-encoding': 'gzip;q=0, identity' }))).toEqual(cacheKey(req('/')));
  });
});

describe('page micro-cache store', () => {
  it('expires entries after the TTL and evicts the least recently used', () => {
    let now = 0;
    const cache = createHtmlCache({ ttlMs: 100, maxEntries: 2, now: () => now });
    const entry = { status: 200, headers: {}, body: Buffer.from('x') };
    cache.set('a', entry);
    cache.set('b', entry);
    expect(cache.get('a')).not.toBeNull();
    cache.set('c', entry);
    expect(cache.get('b')).toBeNull();
    now = 150;
    expect(cache.get('a')).toBeNull();
  });
  it('holds at most maxBytes of pages, evicting the oldest (hostile unique URLs cannot pin memory)', () => {
    const cache = createHtmlCache({ ttlMs: 10_000, maxBytes: 250 });
    const page = (n: number) => ({ status: 200, headers: {}, body: Buffer.alloc(100, n) });
    for (let i = 0; i < 5; i++) cache.set(`k${i}`, page(i));
    expect(cache.bytes()).toBeLessThanOrEqual(250);
    expect(cache.get('k0')).toBeNull();
    expect(cache.get('k4')).not.toBeNull();
    cache.set('huge', { status: 200, headers: {}, body: Buffer.alloc(1000) });
    expect(cache.get('huge')).toBeNull();
  });

  it('counts the keys in the byte budget (a hostile URL is as long as the server lets it be)', () => {
    const cache = createHtmlCache({ ttlMs: 10_000, maxBytes: 1000 });
    const page = { status: 200, headers: {}, body: Buffer.alloc(10) };
    for (let i = 0; i < 5; i++) cache.set(`${i}${'k'.repeat(199)}`, page);
    expect(cache.bytes()).toBeLessThanOrEqual(1000);
    expect(cache.size()).toBe(2);
    expect(cache.bytes()).toBe(2 * (10 + 2 * 200));
  });

  it('keeps nothing with a TTL of 0', () => {
    const cache = createHtmlCache({ ttlMs: 0 });
    cache.set('a', { status: 200, headers: {}, body: Buffer.from('x') });
    expect(cache.size()).toBe(0);
  });
});

class FakeResponse extends EventEmitter {
  statusCode = 200;
  headers: Record<string, unknown> = {};
  written: string[] = [];
  headersSent = false;
  writableEnded = false;
  destroyed = false;
  destroy() {
    this.destroyed = true;
  }
  setHeader(name: string, value: unknown) {
    this.headers[name.toLowerCase()] = value;
  }
  hasHeader(name: string) {
    return name.toLowerCase() in this.headers;
  }
  getHeaders() {
    return { ...this.headers };
  }
  getHeader(name: string) {
    return this.headers[name.toLowerCase()];
  }
  writeHead(status: number, headers: Record<string, unknown>) {
    this.statusCode = status;
    Object.assign(this.headers, headers);
    this.headersSent = true;
  }
  write(chunk: string) {
    this.written.push(String(chunk));
    this.headersSent = true;
    return true;
  }
  end(chunk?: string) {
    if (chunk) this.written.push(String(chunk));
    this.writableEnded = true;
  }
}

describe('serveWithCache', () => {
  it('renders once and then serves the copy', async () => {
    const cache = createHtmlCache({ ttlMs: 10_000 });
    const render = jest.fn(async (res: FakeResponse) => {
      res.setHeader('content-type', 'text/html');
      res.write('<html>');
      res.end('</html>');
    });
    const first = new FakeResponse();
    await serveWithCache(req('/'), first, cache, () => render(first));
    const second = new FakeResponse();
    await serveWithCache(req('/'), second, cache, () => render(second));
    expect(render).toHaveBeenCalledTimes(1);
    expect(second.written.join('')).toBe('<html></html>');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers['content-type']).toBe('text/html');
  });
  it('does not keep answers that set cookies or are not 200', async () => {
    const cache = createHtmlCache({ ttlMs: 10_000 });
    const withCookie = new FakeResponse();
    await serveWithCache(req('/?country=DE'), withCookie, cache, async () => {
      withCookie.setHeader('set-cookie', ['location=DE']);
      withCookie.end('x');
    });
    const notFound = new FakeResponse();
    await serveWithCache(req('/nope/'), notFound, cache, async () => {
      notFound.statusCode = 404;
      notFound.end('x');
    });
    expect(cache.size()).toBe(0);
  });
  it('does not keep answers that say no-store or private, whatever their path', async () => {
    const cache = createHtmlCache({ ttlMs: 10_000 });
    for (const value of ['no-store', INCOMPLETE_PAGE_CACHE_CONTROL, 'private, max-age=0', ['no-cache', 'no-store']]) {
      const res = new FakeResponse();
      await serveWithCache(req('/de-DE/some/shim'), res, cache, async () => {
        res.setHeader('cache-control', value);
        res.end('{"cart":{"id":"secret"}}');
      });
    }
    expect(cache.size()).toBe(0);
    // Next's own header on a page that sets none is not the page's word: such a page is kept.
    for (const [url, value] of [
      ['/bikes/', 'public, max-age=0, s-maxage=10'],
      ['/road/', 'private, no-cache, no-store, max-age=0, must-revalidate'],
    ] as const) {
      const kept = new FakeResponse();
      await serveWithCache(req(url), kept, cache, async () => {
        kept.setHeader('cache-control', value);
        kept.end('<html></html>');
      });
    }
    expect(cache.size()).toBe(2);
  });

  it.each([
    ['ends at once', false],
    ['holds its end until the request body is read (endAfterBody)', true],
  ])('keeps the page that was sent, not what a later end adds, on an answer that %s', async (_, heldBack) => {
    const cache = createHtmlCache({ ttlMs: 10_000 });
    const res = new FakeResponse();
    if (heldBack) res.end = (chunk?: string) => void (chunk && res.written.push(chunk));
    await serveWithCache(req('/bikes/'), res, cache, async () => {
      res.end('<html>page</html>');
      res.end('Internal server error');
    });
    const again = new FakeResponse();
    await serveWithCache(req('/bikes/'), again, cache, async () => again.end('never'));
    expect(again.written.join('')).toBe('<html>page</html>');
  });

  describe('a render that fails (the server answers it with answerFailure, web/server/index.cjs)', () => {
    const failing = async (cache: unknown, res: FakeResponse, render: () => Promise<void>) =>
      serveWithCache(req('/bikes/'), res, cache, render).catch(() =>
        answerFailure(res, () => res.setHeader('x-frame-options', 'DENY')),
      );

    it('cuts a page it had begun to send, and keeps nothing of it', async () => {
      const cache = createHtmlCache({ ttlMs: 10_000 });
      const res = new FakeResponse();
      await failing(cache, res, async () => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<html><body>half a page');
        throw new Error('the renderer failed midway');
      });
      expect(res.destroyed).toBe(true);
      expect(res.written.join('')).not.toContain('Internal server error');
      expect(cache.size()).toBe(0);
    });
    it('counts a cut page as the failure it is (500 in the log and metrics)', async () => {
      const res = new FakeResponse();
      res.writeHead(200, {});
      res.write('<html>');
      answerFailure(res, () => undefined);
      expect(res).toMatchObject({ destroyed: true, statusCode: 500 });
    });
    it('leaves alone a page sent whole before the failure, though compression is still flushing it', () => {
      const res = new FakeResponse();
      // Compression's end: the head goes out, the body later; the socket has not ended yet.
      res.end = () => void res.writeHead(200, {});
      markEnded(res);
      res.end('<html>whole</html>');
      answerFailure(res, () => undefined);
      expect(res).toMatchObject({ destroyed: false, statusCode: 200, writableEnded: false });
    });
    it('answers a 500 without detail when nothing was sent, and keeps nothing', async () => {
      const cache = createHtmlCache({ ttlMs: 10_000 });
      const res = new FakeResponse();
      await failing(cache, res, async () => {
        throw new Error('select * from secrets failed');
      });
      expect(res).toMatchObject({ statusCode: 500, destroyed: false });
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.written.join('')).toBe('Internal server error');
      expect(cache.size()).toBe(0);
    });
  });

  it('settles the encoding before the cache and the compression read it: gzip or identity', async () => {
    const cache = createHtmlCache({ ttlMs: 10_000 });
    const seen: string[] = [];
    for (const header of ['deflate', 'gzip;q=0, identity', 'gzip, deflate, br']) {
      const request = req('/blog/', { 'accept-encoding': header });
      const res = new FakeResponse();
      await serveWithCache(request, res, cache, async () => res.end('x'));
      seen.push((request.headers as Record<string, string>)['accept-encoding']!);
    }
    expect(seen).toEqual(['identity', 'identity', 'gzip']);
  });

  it('neither serves nor keeps a page for a request that repeats a session cookie', async () => {
    const cache = createHtmlCache({ ttlMs: 10_000 });
    // Signed in by the first value, a guest by the last: the page is rendered signed in.
    const mixed = { cookie: 'customer_token=t; customer_refresh_token=r; customer_token=; customer_refresh_token=' };
    const res = new FakeResponse();
    await serveWithCache(req('/personal-area/', mixed), res, cache, async () => res.end('<html>Mallory</html>'));
    expect(cache.size()).toBe(0);
  });

  describe('guests and signed-in customers', () => {
    const customer = { cookie: 'customer_token=abc; customer_refresh_token=def' };
    const page = (body: string, shared: boolean) => async (res: FakeResponse) => {
      if (shared) res.setHeader('x-page-scope', 'shared');
      res.end(body);
    };
    const serve = async (cache: unknown, headers: Record<string, string>, render: (res: FakeResponse) => Promise<void>) => {
      const res = new FakeResponse();
      let rendered = false;
      await serveWithCache(req('/bikes/', headers), res, cache, async () => {
        rendered = true;
        await render(res);
      });
      return { res, rendered, body: res.written.join('') };
    };

    it('serves a customer the copy a guest left of a shared page, and a guest the copy a customer left', async () => {
      const cache = createHtmlCache({ ttlMs: 10_000 });
      await serve(cache, {}, page('<html>shared</html>', true));
      const forCustomer = await serve(cache, customer, page('never', true));
      expect(forCustomer).toMatchObject({ rendered: false, body: '<html>shared</html>' });
      expect(forCustomer.res.headers['x-cache']).toBe('HIT');

      const other = createHtmlCache({ ttlMs: 10_000 });
      await serve(other, customer, page('<html>rendered for a customer</html>', true));
      expect(await serve(other, {}, page('never', true))).toMatchObject({ rendered: false });
    });

    it('never serves a customer a page kept for guests only, nor keeps a customer’s render of such a page', async () => {
      const cache = createHtmlCache({ ttlMs: 10_000 });
      await serve(cache, {}, page('<html>guest view</html>', false));
      const forCustomer = await serve(cache, customer, page('<html>Hello Cara</html>', false));
      expect(forCustomer).toMatchObject({ rendered: true, body: '<html>Hello Cara</html>' });
      // The guest's copy is still the one kept; the customer's page went to the customer only.
      expect(await serve(cache, {}, page('never', false))).toMatchObject({ rendered: false, body: '<html>guest view</html>' });
      const fresh = createHtmlCache({ ttlMs: 10_000 });
      await serve(fresh, customer, page('<html>Hello Cara</html>', false));
      expect(fresh.size()).toBe(0);
    });

    it('knows a customer by the session cookies the servers set (their names, from @cadence/server-kit/cookies)', async () => {
      expect(SESSION_COOKIES).toBe(SESSION_TOKEN_NAMES);
      for (const name of SESSION_TOKEN_NAMES) {
        const cache = createHtmlCache({ ttlMs: 10_000 });
        await serve(cache, {}, page('<html>guest view</html>', false));
        expect(await serve(cache, { cookie: `${name}=x` }, page('<html>Hello Cara</html>', false))).toMatchObject({
          rendered: true,
        });
      }
    });
  });
});
