/** @jest-environment node */
import { CombinedGraphQLErrors } from '@apollo/client';
import { BadRequest, csrfRefusal, expectedFailure, restShim } from './gateway-operation';
import { mockRequest, mockResponse } from './shim-test-support';

/** What a browser sends for a link opened from outside it (an email client): a top-level navigation no page started. */
const EMAIL_LINK = {
  'sec-fetch-site': 'none',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
};
/** What a browser sends for the shop's own fetch() of a shim. */
const FETCH_CALL = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty', accept: '*/*' };

describe('restShim', () => {
  const shim = restShim('POST', async (req) => ({ echoed: (req.body as { value: string }).value }), { echoed: '' });
  const json = { 'content-type': 'application/json; charset=utf-8' };

  it('answers with the body and error null', async () => {
    const res = mockResponse();
    await shim(mockRequest({ method: 'POST', headers: json, body: { value: 'x' } }), res);
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ error: null, echoed: 'x' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses a POST that is not JSON (a cross-site form could send it): 415', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x', '']) {
      const res = mockResponse();
      await shim(mockRequest({ method: 'POST', headers: type ? { 'content-type': type } : {}, body: { value: 'x' } }), res);
      expect(res.statusCode).toBe(415);
      expect(res.body).toEqual({ echoed: '', error: expect.stringMatching(/JSON/) });
    }
  });

  it('refuses any call a browser marks as cross-site: 403', async () => {
    const res = mockResponse();
    await shim(mockRequest({ method: 'POST', headers: { ...json, 'sec-fetch-site': 'cross-site' }, body: { value: 'x' } }), res);
    expect(res.statusCode).toBe(403);
    const get = restShim('GET', async () => ({ ok: true }), { ok: false });
    const getRes = mockResponse();
    await get(mockRequest({ method: 'GET', headers: { 'sec-fetch-site': 'cross-site' } }), getRes);
    expect(getRes.statusCode).toBe(403);
    expect(getRes.body).toMatchObject({ ok: false, error: expect.any(String) });
    for (const site of ['same-origin', 'none']) {
      expect(csrfRefusal(mockRequest({ method: 'GET', headers: { 'sec-fetch-site': site } }))).toBeNull();
      expect(csrfRefusal(mockRequest({ method: 'GET', headers: { ...FETCH_CALL, 'sec-fetch-site': site } }))).toBeNull();
    }
    // A sibling subdomain's image or link carries the shopper's SameSite cookies: a review signed
    // a shopper out and emptied the cart with `<img src=…/nuxt/api/cart/clear-cart>` from one.
    const image = { 'sec-fetch-site': 'same-site', 'sec-fetch-dest': 'image', accept: 'image/*' };
    expect(csrfRefusal(mockRequest({ method: 'GET', headers: image }))?.status).toBe(403);
  });

  it('refuses what a browser marks as a page load, a frame or an image, whatever site it comes from: 403', () => {
    const refused = (headers: Record<string, string>, method = 'GET') =>
      csrfRefusal(mockRequest({ method, headers: method === 'POST' ? { ...headers, ...json } : headers }))?.status ?? null;
    // Found by review: a link opened from an email client (no page started it: `none`) signed the
    // shopper out and emptied their cart; such a navigation carries even SameSite=Strict cookies.
    expect(refused(EMAIL_LINK)).toBe(403);
    expect(refused({ ...EMAIL_LINK, 'sec-fetch-user': '?1', accept: '*/*' })).toBe(403);
    // The same from the shop's own origin (a link or an image in a page's content) or a sibling.
    for (const site of ['same-origin', 'same-site', 'cross-site', 'none']) {
      expect(refused({ 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' })).toBe(403);
      expect(refused({ 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' })).toBe(403);
      expect(refused({ 'sec-fetch-site': site, 'sec-fetch-mode': 'nested-navigate', 'sec-fetch-dest': 'frame' })).toBe(403);
      expect(refused({ 'sec-fetch-site': site, 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' })).toBe(403);
      expect(refused({ 'sec-fetch-site': site, 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'script' })).toBe(403);
      expect(refused({ 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'embed' })).toBe(403);
      expect(refused({ 'sec-fetch-site': site, 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'empty' })).toBe(403);
      // A form posted by a page is a navigation too (and is not JSON).
      expect(refused({ 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' }, 'POST')).toBe(403);
    }
    // Either header alone is enough, in any case.
    expect(refused({ 'sec-fetch-mode': 'navigate' })).toBe(403);
    expect(refused({ 'sec-fetch-dest': 'document' })).toBe(403);
    expect(refused({ 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'Navigate', 'sec-fetch-dest': 'empty' })).toBe(403);
    // The shop's own calls (fetch from its pages) still pass, GET and POST.
    expect(refused(FETCH_CALL)).toBeNull();
    expect(refused({ ...FETCH_CALL, 'sec-fetch-mode': 'same-origin' })).toBeNull();
    expect(refused(FETCH_CALL, 'POST')).toBeNull();
  });

  it('judges a browser without Fetch Metadata by its Origin or Referer: another origin is refused, the shop’s own is not', async () => {
    const refused = (headers: Record<string, string>) => csrfRefusal(mockRequest({ method: 'GET', headers }))?.status ?? null;
    // The shop's own pages (both storefronts' site URLs, here the defaults).
    expect(refused({ referer: 'http://localhost:3000/basket/' })).toBeNull();
    expect(refused({ origin: 'http://localhost:3000', referer: 'http://localhost:3000/de-DE/warenkorb/' })).toBeNull();
    // No header at all: a client that is not a browser, or a browser told to send no referrer.
    expect(refused({})).toBeNull();
    // Another site's page (a link or an image pointing at /nuxt/api/customer/logout, say).
    expect(refused({ referer: 'https://evil.example/page' })).toBe(403);
    expect(refused({ origin: 'https://evil.example' })).toBe(403);
    expect(refused({ origin: 'https://evil.example', referer: 'http://localhost:3000/' })).toBe(403);
    expect(refused({ referer: 'http://localhost:3000.evil.example/' })).toBe(403);
    expect(refused({ referer: 'http://localhost:3001/' })).toBe(403);
    expect(refused({ origin: 'null' })).toBe(403);
    // Found by review: a page that sends no referrer still cannot make a link or an image of a shim.
    expect(refused({ accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' })).toBe(403);
    expect(refused({ accept: 'image/avif,image/webp,image/apng,*/*;q=0.8' })).toBe(403);
    expect(refused({ accept: '*/*' })).toBeNull();
    expect(refused({ accept: 'application/json', referer: 'http://localhost:3000/' })).toBeNull();
    // A browser that sends Fetch Metadata is judged by it alone.
    expect(refused({ 'sec-fetch-site': 'same-origin', referer: 'https://evil.example/' })).toBeNull();
  });

  it('answers its own refusals in the storefront’s language', async () => {
    const german = { store: 'de-DE' };
    expect(csrfRefusal(mockRequest({ method: 'GET', headers: { ...german, 'sec-fetch-site': 'cross-site' } }))).toEqual({
      status: 403,
      message: 'Anfragen von anderen Websites sind nicht erlaubt.',
    });
    expect(csrfRefusal(mockRequest({ method: 'POST', headers: { ...german, 'content-type': 'text/plain' } }))).toEqual({
      status: 415,
      message: 'Der Inhalt der Anfrage muss JSON sein (application/json).',
    });
    const res = mockResponse();
    await shim(mockRequest({ method: 'GET', headers: { cookie: 'NEXT_LOCALE=de-DE' } }), res);
    expect(res.body).toMatchObject({ error: 'Die Methode GET ist hier nicht erlaubt.' });
    const failing = restShim(
      'GET',
      async () => {
        throw new Error('connect ECONNREFUSED');
      },
      { ok: false },
    );
    const failed = mockResponse();
    jest.spyOn(console, 'error').mockImplementationOnce(() => {});
    await failing(mockRequest({ method: 'GET', headers: german }), failed);
    expect([failed.statusCode, failed.body]).toEqual([
      502,
      { ok: false, error: 'Der Dienst ist nicht erreichbar. Bitte versuchen Sie es erneut.' },
    ]);
  });

  it('refuses other methods with 405 and Allow', async () => {
    const res = mockResponse();
    await shim(mockRequest({ method: 'GET' }), res);
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
  });

  it("passes an expected gateway failure on with the server's message and a fitting status", async () => {
    const failing = restShim(
      'GET',
      async () => {
        throw new CombinedGraphQLErrors({
          data: null,
          errors: [
            {
              message: 'Too many attempts. Please try again in 15 minutes.',
              extensions: { code: 'RATE_LIMITED', retry_after_seconds: 900 },
            },
          ],
        });
      },
      { result: false },
    );
    const res = mockResponse();
    await failing(mockRequest({ method: 'GET' }), res);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('900');
    expect(res.body).toEqual({ result: false, error: 'Too many attempts. Please try again in 15 minutes.' });
  });

  it("adds the failure's code and field messages for the storefront's own forms, only when asked", async () => {
    const fields = { newPassword: 'Use at least 8 characters.' };
    const refused = () => {
      throw new CombinedGraphQLErrors({
        data: null,
        errors: [{ message: 'Please check the highlighted fields.', extensions: { code: 'BAD_USER_INPUT', fields } }],
      });
    };
    const withDetails = mockResponse();
    await restShim('GET', async () => refused(), { done: false }, { details: true })(mockRequest({ method: 'GET' }), withDetails);
    expect(withDetails.statusCode).toBe(400);
    expect(withDetails.body).toEqual({
      done: false,
      code: 'BAD_USER_INPUT',
      fields,
      error: 'Please check the highlighted fields.',
    });
    const legacy = mockResponse();
    await restShim('GET', async () => refused(), { done: false })(mockRequest({ method: 'GET' }), legacy);
    expect(legacy.body).toEqual({ done: false, error: 'Please check the highlighted fields.' });
    // An unexpected failure tells nothing more with details than without.
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = mockResponse();
    await restShim(
      'GET',
      async () => {
        throw new CombinedGraphQLErrors({
          data: null,
          errors: [{ message: 'relation "x" does not exist', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
        });
      },
      { done: false },
      { details: true },
    )(mockRequest({ method: 'GET' }), broken);
    expect(broken.statusCode).toBe(502);
    expect(broken.body).toEqual({ done: false, error: 'The service is unavailable. Please try again.' });
    error.mockRestore();
  });

  it('answers 400 for a bad request and 502 without details for anything unexpected, sending collected cookies either way', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const bad = restShim(
      'GET',
      async (_req, ctx) => {
        ctx.setCookies(['a=; Max-Age=0']);
        throw new BadRequest('email is required');
      },
      { x: null },
    );
    const res = mockResponse();
    await bad(mockRequest({ method: 'GET' }), res);
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ x: null, error: 'email is required' });
    expect(res.headers['set-cookie']).toEqual(['a=; Max-Age=0']);
    const broken = restShim(
      'GET',
      async () => {
        throw new Error('socket hang up at 10.0.0.3');
      },
      { x: null },
    );
    const res2 = mockResponse();
    await broken(mockRequest({ method: 'GET' }), res2);
    expect(res2.statusCode).toBe(502);
    expect(JSON.stringify(res2.body)).not.toContain('10.0.0.3');
    error.mockRestore();
  });

  it('maps only known codes to expected failures', () => {
    const of = (code: string) =>
      expectedFailure(new CombinedGraphQLErrors({ data: null, errors: [{ message: 'm', extensions: { code } }] }));
    expect(of('INVALID_CREDENTIALS')?.status).toBe(401);
    expect(of('EMAIL_TAKEN')?.status).toBe(409);
    expect(of('BAD_USER_INPUT')?.status).toBe(400);
    expect(of('INTERNAL_SERVER_ERROR')).toBeNull();
    expect(expectedFailure(new Error('x'))).toBeNull();
  });
});
