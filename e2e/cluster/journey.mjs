/* global fetch */
// A shopper's journey over the cluster, alternating the two web replicas (their own ports, not the
// balancer): what one replica did must be seen by the other at once.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';

/** A browser-like client of one replica's same-origin /graphql: keeps the cookies it is given. */
export class Shopper {
  constructor(jar = new Map()) {
    this.jar = jar;
  }

  cookie() {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  keep(response) {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
      if (/max-age=0/i.test(cookie) || value === '') this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }

  async call(base, query, variables = {}) {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', store: 'en-GB', cookie: this.cookie() },
      body: JSON.stringify({ query, variables }),
    });
    this.keep(response);
    const body = await response.json();
    return { status: response.status, body, data: body.data, errors: body.errors ?? [] };
  }

  /** The call's data, failing on any error. */
  async data(base, query, variables) {
    const { status, data, errors } = await this.call(base, query, variables);
    assert.equal(errors.length, 0, `${query.slice(0, 60)} on ${base}: ${JSON.stringify(errors)}`);
    assert.equal(status, 200);
    return data;
  }

  async page(base, path) {
    const response = await fetch(`${base}${path}`, { headers: { cookie: this.cookie() }, redirect: 'manual' });
    await response.arrayBuffer();
    return response.status;
  }
}

const REGISTER = `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`;
const SIGN_IN = `mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { expires_at } }`;
const ME = `{ customer { email firstname } }`;
const CART = `{ customerCart { id total_quantity items { uid quantity sku } } }`;
const ADD = `mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { cart { total_quantity } user_errors { code message } } }`;
const UPDATE = `mutation($input: UpdateCartItemsInput!) { updateCartItems(input: $input) { cart { total_quantity } user_errors { code message } } }`;
const SET_ADDRESS = `mutation($input: SetShippingAddressesOnCartInput!) { setShippingAddressesOnCart(input: $input) { cart { id } } }`;
const SET_METHOD = `mutation($input: SetShippingMethodsOnCartInput!) { setShippingMethodsOnCart(input: $input) { cart { id } } }`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { order_number } errors { code message } } }`;
const ORDERS = `{ customer { orders { items { number } } } }`;
const ADDRESS = {
  firstname: 'Cara',
  lastname: 'Rider',
  street: ['1 Saddle Lane'],
  city: 'London',
  postcode: 'SW1A 1AA',
  country_code: 'GB',
  telephone: '07700 900123',
};
const CARD = { number: '4242424242424242', expiry_month: 12, expiry_year: 2030, cvc: '123' };
const PASSWORD = 'Velodrome2026';
/** A seeded accessory (the browser tier's, e2e/checkout.spec.ts). */
const ACCESSORY_URL_KEY = 'kask-protone-icon-helmet';

/**
 * Runs the journey; `check(name, fn)` records each step. `one` and `two` are the two web
 * replicas' origins.
 */
export async function journey(one, two, check) {
  const email = `cluster-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;
  const shopper = new Shopper();

  await check('register on replica 1; the session works on replica 2 (GraphQL and the account page)', async () => {
    await shopper.data(one, REGISTER, { input: { firstname: 'Cara', lastname: 'Rider', email, password: PASSWORD } });
    assert.ok(shopper.jar.get('customer_token'), 'a session cookie was set');
    assert.equal((await shopper.data(two, ME)).customer.email, email);
    assert.equal(await shopper.page(two, '/my-account/profile/'), 200);
  });

  await check('sign in on replica 2; that session works on replica 1', async () => {
    const other = new Shopper();
    await other.data(two, SIGN_IN, { email, password: PASSWORD });
    assert.equal((await other.data(one, ME)).customer.email, email);
  });

  // The accessory's first option in stock (a size or colour: what its page's add-to-cart sends).
  const { product } = await shopper.data(one, `{ product(urlKey: "${ACCESSORY_URL_KEY}") { options { sku stock_status } } }`);
  const sku = product.options.find((o) => o.stock_status === 'IN_STOCK')?.sku;
  assert.ok(sku, 'an option in stock');
  let cartId;
  let uid;
  await check('add to the cart on replica 1, seen on replica 2 at once', async () => {
    cartId = (await shopper.data(one, CART)).customerCart.id;
    const added = await shopper.data(one, ADD, { id: cartId, items: [{ sku, quantity: 1 }] });
    assert.deepEqual(added.addProductsToCart.user_errors, []);
    const seen = (await shopper.data(two, CART)).customerCart;
    assert.equal(seen.id, cartId);
    assert.equal(seen.total_quantity, 1);
    uid = seen.items[0].uid;
  });

  await check('change the quantity on replica 2, seen on replica 1 at once', async () => {
    // Replica 1 has just priced this cart (and may keep the answer for seconds): it must not serve it.
    assert.equal((await shopper.data(one, CART)).customerCart.total_quantity, 1);
    const changed = await shopper.data(two, UPDATE, {
      input: { cart_id: cartId, cart_items: [{ cart_item_uid: uid, quantity: 2 }] },
    });
    assert.deepEqual(changed.updateCartItems.user_errors, []);
    assert.equal((await shopper.data(one, CART)).customerCart.total_quantity, 2);
  });

  await check('the same order submitted to both replicas at once is placed once', async () => {
    await shopper.data(one, SET_ADDRESS, {
      input: { cart_id: cartId, shipping_addresses: [{ address: { ...ADDRESS, email } }] },
    });
    await shopper.data(two, SET_METHOD, {
      input: { cart_id: cartId, shipping_methods: [{ carrier_code: 'cadence', method_code: 'STANDARD' }] },
    });
    const input = { cart_id: cartId, idempotency_key: `cluster-${randomBytes(12).toString('hex')}`, card: CARD };
    const [a, b] = await Promise.all([shopper.data(one, PLACE, { input }), shopper.data(two, PLACE, { input })]);
    assert.deepEqual(a.placeOrder.errors, []);
    assert.deepEqual(b.placeOrder.errors, []);
    assert.ok(a.placeOrder.order?.order_number, 'an order number');
    assert.equal(b.placeOrder.order?.order_number, a.placeOrder.order.order_number, 'both answers name the same order');
    const orders = (await shopper.data(two, ORDERS)).customer.orders.items;
    assert.deepEqual(
      orders.map((o) => o.number),
      [a.placeOrder.order.order_number],
      'one order in the account',
    );
    // The cart is done on both replicas: each starts a new, empty one.
    assert.equal((await shopper.data(one, CART)).customerCart.total_quantity, 0);
    assert.equal((await shopper.data(two, CART)).customerCart.total_quantity, 0);
  });

  await check('failed sign-ins are counted across both replicas (5 per account and address)', async () => {
    const target = `limited-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;
    await new Shopper().data(one, REGISTER, { input: { firstname: 'Lim', lastname: 'Ited', email: target, password: PASSWORD } });
    const codes = [];
    for (let i = 0; i < 6; i++) {
      const { errors } = await new Shopper().call(i % 2 ? two : one, SIGN_IN, { email: target, password: 'Wrong-password-1' });
      codes.push(errors[0]?.extensions?.code);
    }
    assert.deepEqual(codes, [...Array(5).fill('INVALID_CREDENTIALS'), 'RATE_LIMITED']);
  });
}
