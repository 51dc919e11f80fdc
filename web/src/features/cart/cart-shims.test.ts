/** @jest-environment node */
import addItemShim from '../../../pages/api/nuxt/cart/add-item';
import applyCouponShim from '../../../pages/api/nuxt/cart/apply-coupon';
import clearCartShim from '../../../pages/api/nuxt/cart/clear-cart';
import fetchCartShim from '../../../pages/api/nuxt/cart/fetch-cart';
import mergeCartShim from '../../../pages/api/nuxt/cart/merge-cart';
import updateCartShim from '../../../pages/api/nuxt/cart/update-cart';
import { mockRequest, mockResponse } from '../../shared/api/shim-test-support';
import { cartIdCookie, clearedCartIdCookie } from './cart-shims';

type GatewayCall = { operationName: string; variables: Record<string, unknown> };
const calls: GatewayCall[] = [];
let answers: Record<string, (variables: Record<string, unknown>) => unknown>;
const realFetch = global.fetch;
const json = { 'content-type': 'application/json' };

const cart = (id: string) => ({
  __typename: 'Cart',
  id,
  currency: 'GBP',
  total_quantity: 1,
  bike_count: 0,
  dispatch_date: '2026-11-26',
  items: [],
  prices: {
    __typename: 'CartPrices',
    subtotal_including_tax: { __typename: 'Money', value: 10 },
    default_shipping_rate: { __typename: 'Money', value: 4.95 },
    grand_total: { __typename: 'Money', value: 14.95 },
    discounts: [],
  },
  applied_coupons: [],
});
const failure = (code: string, message: string) => ({ data: null, errors: [{ message, extensions: { code } }] });

beforeEach(() => {
  calls.length = 0;
  answers = {};
  global.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as GatewayCall;
    calls.push({ operationName: body.operationName, variables: body.variables });
    const answer = answers[body.operationName];
    if (!answer) throw new Error(`unexpected gateway call ${body.operationName}`);
    return new Response(JSON.stringify(answer(body.variables)), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
});
afterAll(() => {
  global.fetch = realFetch;
});

describe('the cart id cookie', () => {
  it('is kept for 7 days, HttpOnly, Lax, Secure when the shop says so, and cleared with the same attributes', () => {
    expect(cartIdCookie('abc', true)).toBe('cart_id=abc; Max-Age=604800; Path=/; HttpOnly; Secure; SameSite=Lax');
    expect(cartIdCookie('abc', false)).not.toContain('Secure');
    for (const secure of [true, false]) {
      const attributes = (cookie: string) => cookie.replace(/^cart_id=[^;]*; Max-Age=\d+/, '');
      expect(clearedCartIdCookie(secure)).toMatch(/^cart_id=; Max-Age=0;/);
      expect(attributes(clearedCartIdCookie(secure))).toBe(attributes(cartIdCookie('abc', secure)));
    }
  });
});

describe('POST /nuxt/api/cart/add-item', () => {
  it('creates a guest cart on the first add and keeps its id in an HttpOnly cookie for 7 days', async () => {
    answers.CartCreateGuest = () => ({ data: { createEmptyCart: 'guest1' } });
    answers.CartAddItems = (v) => ({ data: { addProductsToCart: { cart: cart(String(v.cartId)), user_errors: [] } } });
    const res = mockResponse();
    await addItemShim(
      mockRequest({ method: 'POST', headers: json, body: { cartItems: [{ sku: 'HELMET-M', quantity: 1 }] } }),
      res,
    );
    expect(res.statusCode).toBe(200);
    expect(calls.map((c) => c.operationName)).toEqual(['CartCreateGuest', 'CartAddItems']);
    expect(calls[1]!.variables).toEqual({ cartId: 'guest1', cartItems: [{ sku: 'HELMET-M', quantity: 1 }] });
    expect(res.headers['set-cookie']).toEqual([
      expect.stringMatching(/^cart_id=guest1; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax/),
    ]);
    expect(res.body).toMatchObject({ error: null, addProductsToCart: { cart: { id: 'guest1' }, user_errors: [] } });
  });

  it('replaces a cart the gateway no longer knows and adds there, without an error', async () => {
    answers.CartCreateGuest = () => ({ data: { createEmptyCart: 'fresh' } });
    answers.CartAddItems = (v) =>
      v.cartId === 'stale'
        ? failure('CART_NOT_FOUND', 'Could not find a cart with ID "stale"')
        : { data: { addProductsToCart: { cart: cart(String(v.cartId)), user_errors: [] } } };
    const res = mockResponse();
    await addItemShim(
      mockRequest({
        method: 'POST',
        headers: { ...json, cookie: 'cart_id=stale' },
        body: { cartItems: [{ sku: 'X', quantity: 1 }] },
      }),
      res,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toEqual([
      expect.stringMatching(/^cart_id=; Max-Age=0/),
      expect.stringMatching(/^cart_id=fresh;/),
    ]);
    expect(res.body).toMatchObject({ addProductsToCart: { cart: { id: 'fresh' } } });
  });

  it('passes refusals on as user errors and refuses malformed and cross-site requests', async () => {
    answers.CartAddItems = () => ({
      data: {
        addProductsToCart: { cart: cart('c1'), user_errors: [{ code: 'UNDEFINED', message: 'To ensure timely delivery…' }] },
      },
    });
    const refused = mockResponse();
    await addItemShim(
      mockRequest({
        method: 'POST',
        headers: { ...json, cookie: 'cart_id=c1' },
        body: { cartItems: [{ sku: 'BIKE-2', quantity: 1 }] },
      }),
      refused,
    );
    expect(refused.body).toMatchObject({ addProductsToCart: { user_errors: [{ message: 'To ensure timely delivery…' }] } });
    const malformed = mockResponse();
    await addItemShim(
      mockRequest({ method: 'POST', headers: json, body: { cartItems: [{ sku: '', quantity: 'x' }] } }),
      malformed,
    );
    expect(malformed.statusCode).toBe(400);
    const crossSite = mockResponse();
    await addItemShim(mockRequest({ method: 'POST', headers: { ...json, 'sec-fetch-site': 'cross-site' }, body: {} }), crossSite);
    expect(crossSite.statusCode).toBe(403);
    expect(calls).toHaveLength(1);
  });
});

describe('GET /nuxt/api/cart/fetch-cart', () => {
  it('answers no cart for a guest without a cart cookie, asking nothing', async () => {
    const res = mockResponse();
    await fetchCartShim(mockRequest({ method: 'GET' }), res);
    expect(res.body).toEqual({ error: null, cart: null, errors: [] });
    expect(calls).toEqual([]);
  });

  it('resets an inactive cart: cookie cleared, no cart, no error page', async () => {
    answers.CartGet = () => failure('CART_INACTIVE', "The cart isn't active.");
    const res = mockResponse();
    await fetchCartShim(mockRequest({ method: 'GET', headers: { cookie: 'cart_id=old' } }), res);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ error: null, cart: null });
    expect(res.headers['set-cookie']).toEqual([expect.stringMatching(/^cart_id=; Max-Age=0/)]);
  });

  it("gives a signed-in customer holding another's cart id their own cart", async () => {
    answers.CartGet = (v) =>
      v.cartId === 'guest9'
        ? failure('CART_FORBIDDEN', 'The current user cannot perform operations on cart "guest9"')
        : { data: { cart: cart(String(v.cartId)) } };
    answers.CartCustomerGet = () => ({ data: { customerCart: cart('mine') } });
    const res = mockResponse();
    await fetchCartShim(mockRequest({ method: 'GET', headers: { cookie: 'cart_id=guest9; customer_token=t' } }), res);
    expect(res.body).toMatchObject({ error: null, cart: { id: 'mine' } });
    expect(res.headers['set-cookie']).toEqual([
      expect.stringMatching(/^cart_id=; Max-Age=0/),
      expect.stringMatching(/^cart_id=mine;/),
    ]);
  });
});

describe('cart changes', () => {
  it('empties the cart on the shop’s own call, never on a link opened from an email client or a page', async () => {
    answers.CartClear = () => ({ data: { clearCart: { __typename: 'ClearCartOutput', cart: cart('c1') } } });
    const navigations = [
      // Opened from an email client: no page started it, and it carries even SameSite=Strict cookies.
      { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', accept: 'text/html' },
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe', accept: 'text/html' },
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image', accept: 'image/*' },
    ];
    for (const headers of navigations) {
      const refused = mockResponse();
      await clearCartShim(mockRequest({ method: 'GET', headers: { ...headers, cookie: 'cart_id=c1' } }), refused);
      expect([refused.statusCode, refused.body]).toEqual([
        403,
        { cleared: false, error: 'Cross-site requests are not allowed.' },
      ]);
    }
    expect(calls).toHaveLength(0);
    const res = mockResponse();
    const fetchCall = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty', accept: '*/*' };
    await clearCartShim(mockRequest({ method: 'GET', headers: { ...fetchCall, cookie: 'cart_id=c1' } }), res);
    expect([res.statusCode, res.body]).toEqual([200, { error: null, cleared: true }]);
    expect(calls.map((call) => call.operationName)).toEqual(['CartClear']);
  });

  it("answers a coupon refusal with the server's reason (400)", async () => {
    answers.CartApplyCoupon = () => failure('COUPON_NOT_APPLICABLE', 'The coupon code "SUMMER25" has expired.');
    const res = mockResponse();
    await applyCouponShim(
      mockRequest({ method: 'POST', headers: { ...json, cookie: 'cart_id=c1' }, body: { couponCode: 'SUMMER25' } }),
      res,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ applyCouponToCart: null, error: 'The coupon code "SUMMER25" has expired.' });
  });

  it('sends quantity updates and refuses negative quantities', async () => {
    answers.CartUpdateItems = () => ({
      data: { updateCartItems: { cart: cart('c1'), user_errors: [{ code: 'CART_EMPTY', message: 'Your cart is empty' }] } },
    });
    const res = mockResponse();
    await updateCartShim(
      mockRequest({
        method: 'POST',
        headers: { ...json, cookie: 'cart_id=c1' },
        body: { items: [{ cart_item_uid: '7', quantity: 0 }] },
      }),
      res,
    );
    expect(calls[0]!.variables).toEqual({ input: { cart_id: 'c1', cart_items: [{ cart_item_uid: '7', quantity: 0 }] } });
    expect(res.body).toMatchObject({ updateCartItems: { user_errors: [{ message: 'Your cart is empty' }] } });
    const negative = mockResponse();
    await updateCartShim(
      mockRequest({ method: 'POST', headers: { ...json, cookie: 'cart_id=c1' }, body: { items: [{ uid: '7', quantity: -1 }] } }),
      negative,
    );
    expect(negative.statusCode).toBe(400);
  });

  it('merges the guest cart of the cookie into the signed-in customer cart and points the cookie at it', async () => {
    answers.CartCustomerGet = () => ({ data: { customerCart: cart('mine') } });
    answers.CartMerge = (v) => ({ data: { mergeCarts: cart(String(v.destination)) } });
    const res = mockResponse();
    await mergeCartShim(
      mockRequest({ method: 'POST', headers: { ...json, cookie: 'cart_id=guest1; customer_token=t' }, body: {} }),
      res,
    );
    expect(calls.map((c) => c.operationName)).toEqual(['CartCustomerGet', 'CartMerge']);
    expect(calls[1]!.variables).toEqual({ source: 'guest1', destination: 'mine' });
    expect(res.body).toEqual({ error: null, mergeCarts: { id: 'mine' } });
    expect(res.headers['set-cookie']).toEqual([expect.stringMatching(/^cart_id=mine;/)]);
  });
});
