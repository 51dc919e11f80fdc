import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCommerce, type Commerce } from '@cadence/commerce/commerce';
import { productOptions, products } from '@cadence/commerce/modules/catalogue/catalogue.tables';
import { shippingRates } from '@cadence/commerce/modules/shipping/shipping.tables';
import { shops } from '@cadence/commerce/modules/store/store.tables';
import { formatDispatchDay } from '@cadence/commerce/shared/working-calendar';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { testRequestContext } from '../../test-support/request-context';
import { Shopper as BaseShopper } from '../../test-support/shopper';
import { cartReference } from './cart.reference';
import { openTestDatabase, startTestGateway, type TestGateway } from '../../test-support/test-gateway';

let gateway: TestGateway;
let commerce: Commerce;
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let outbox: string;
let bikes: string[];
let accessories: string[];
const COLOUR = 'BBCOLOUR-RACING-RED';
const ONE_BIKE =
  'To ensure timely delivery and the best service, we limit orders to one bike per checkout. Thank you for your understanding.';

class Shopper extends BaseShopper {
  constructor(store: 'en-GB' | 'de-DE' = 'en-GB') {
    super(() => gateway.url, store);
  }
}

const CART_FIELDS = `id currency total_quantity bike_count dispatch_date
  items { uid associated_uid quantity position sku option_label available
    prices { price_including_tax { value currency } }
    product { __typename sku name catalogue_product { sku url_key } }
    customColour { sku label price { value } } }
  prices { subtotal_including_tax { value } default_shipping_rate { value } grand_total { value } discounts { amount { value } label } }
  applied_coupons { code }`;
const ADD = `mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { cart { ${CART_FIELDS} } user_errors { code message } } }`;
const CART = `query($id: String!) { cart(cart_id: $id) { ${CART_FIELDS} } }`;

type CartData = {
  id: string;
  currency: string;
  bike_count: number;
  total_quantity: number;
  dispatch_date: string | null;
  items: {
    uid: string;
    associated_uid: string | null;
    sku: string;
    quantity: number;
    prices: { price_including_tax: { value: number; currency: string } };
    product: { __typename: string; sku: string; name: string; catalogue_product: { sku: string; url_key: string } | null };
    customColour: { sku: string; label: string; price: { value: number } } | null;
  }[];
  prices: {
    subtotal_including_tax: { value: number };
    default_shipping_rate: { value: number };
    grand_total: { value: number };
    discounts: { amount: { value: number }; label: string }[];
  };
  applied_coupons: { code: string }[];
};

const newCart = async (shopper: Shopper) =>
  (await shopper.call<{ createEmptyCart: string }>('mutation { createEmptyCart }')).body.data!.createEmptyCart;
const add = async (shopper: Shopper, id: string, items: { sku: string; quantity: number; parent_sku?: string }[]) =>
  (
    await shopper.call<{ addProductsToCart: { cart: CartData; user_errors: { code: string; message: string }[] } }>(ADD, {
      id,
      items,
    })
  ).body;

beforeAll(async () => {
  database = await openTestDatabase();
  outbox = mkdtempSync(path.join(os.tmpdir(), 'cadence-gw-cart-mail-'));
  commerce = createCommerce(database.database, { referenceTtlMs: 0, accounts: { outboxDir: outbox } });
  gateway = await startTestGateway({ cookieSecure: false }, commerce);
  const skusOf = async (typeId: 'child-bike' | 'pac', limit: number) =>
    (
      await database.database.db
        .select({ sku: productOptions.sku })
        .from(productOptions)
        .innerJoin(products, eq(products.id, productOptions.productId))
        .where(
          and(eq(products.typeId, typeId), gte(productOptions.stockQty, 3), sql`cardinality(${products.bannedCountries}) = 0`),
        )
        .orderBy(productOptions.id)
        .limit(limit)
    ).map((r) => r.sku);
  bikes = await skusOf('child-bike', 2);
  accessories = await skusOf('pac', 10);
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  await commerce?.close();
  await database?.dispose();
  rmSync(outbox, { recursive: true, force: true });
});

describe('cart subgraph', () => {
  it('fills a guest cart: an accessory, a bike with its colour merged in, products resolved by the catalogue', async () => {
    const shopper = new Shopper();
    const id = await newCart(shopper);
    expect(id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const first = await add(shopper, id, [{ sku: accessories[0]!, quantity: 1 }]);
    expect(first.errors).toBeUndefined();
    const second = await add(shopper, id, [
      { sku: bikes[0]!, quantity: 1 },
      { sku: COLOUR, quantity: 1, parent_sku: bikes[0]! },
    ]);
    const cart = second.data!.addProductsToCart.cart;
    expect(second.data!.addProductsToCart.user_errors).toEqual([]);
    expect(cart.items).toHaveLength(2);
    const bike = cart.items.find((i) => i.sku === bikes[0])!;
    expect(bike.product.__typename).toBe('BundleProduct');
    expect(bike.associated_uid).toBeNull();
    expect(bike.customColour).toMatchObject({ sku: COLOUR, label: 'Custom paint: Racing Red', price: { value: 150 } });
    expect(bike.product.catalogue_product?.url_key).toBeTruthy();
    expect(cart.items.find((i) => i.sku === accessories[0])!.product.__typename).toBe('SimpleProduct');
    expect(cart).toMatchObject({ currency: 'GBP', bike_count: 1, total_quantity: 2 });
    const subtotal = cart.items.reduce((sum, i) => sum + i.prices.price_including_tax.value * i.quantity, 0);
    expect(cart.prices.subtotal_including_tax.value).toBeCloseTo(subtotal, 2);
    expect(cart.prices.default_shipping_rate.value).toBe(49);
    expect(cart.prices.grand_total.value).toBeCloseTo(subtotal + 49, 2);

    const refused = await add(shopper, id, [{ sku: bikes[1]!, quantity: 1 }]);
    expect(refused.data!.addProductsToCart.user_errors[0]!.message).toBe(ONE_BIKE);
    expect(refused.data!.addProductsToCart.cart.items).toHaveLength(2);
  });

  it('answers the error catalogue with its codes, unmasked', async () => {
    const shopper = new Shopper();
    const { body } = await shopper.call(CART, { id: 'no-such-cart' });
    expect(body.errors![0]).toMatchObject({
      message: 'Could not find a cart with ID "no-such-cart"',
      extensions: { code: 'CART_NOT_FOUND' },
    });
    const { body: customerOnly } = await shopper.call('{ customerCart { id } }');
    expect(customerOnly.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('applies and removes a coupon, and explains a refusal', async () => {
    const shopper = new Shopper();
    const id = await newCart(shopper);
    await add(shopper, id, [{ sku: bikes[0]!, quantity: 1 }]);
    const apply = await shopper.call<{ applyCouponToCart: { cart: CartData } }>(
      `mutation($id: String!, $code: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) { cart { ${CART_FIELDS} } } }`,
      { id, code: 'WELCOME10' },
    );
    const cart = apply.body.data!.applyCouponToCart.cart;
    expect(cart.applied_coupons).toEqual([{ code: 'WELCOME10' }]);
    expect(cart.prices.discounts[0]!.amount.value).toBeCloseTo(cart.prices.subtotal_including_tax.value / 10, 1);
    const expired = await shopper.call(
      `mutation($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "SUMMER25" }) { cart { id } } }`,
      { id },
    );
    expect(expired.body.errors![0]).toMatchObject({ extensions: { code: 'COUPON_NOT_APPLICABLE' } });
    const removed = await shopper.call<{ removeCouponFromCart: { cart: CartData } }>(
      `mutation($id: String!) { removeCouponFromCart(input: { cart_id: $id }) { cart { applied_coupons { code } prices { discounts { label } } } } }`,
      { id },
    );
    expect(removed.body.data!.removeCouponFromCart.cart).toMatchObject({ applied_coupons: [], prices: { discounts: [] } });
  });

  it('prices a German shopper in euros and fills the delivery information in German', async () => {
    const shopper = new Shopper('de-DE');
    shopper.jar.set('location', 'DE');
    const id = await newCart(shopper);
    const { data } = await add(shopper, id, [{ sku: accessories[1]!, quantity: 1 }]);
    expect(data!.addProductsToCart.cart.currency).toBe('EUR');
    expect(data!.addProductsToCart.cart.items[0]!.prices.price_including_tax.currency).toBe('EUR');
    const info = await shopper.call<{ cart: { dispatch_date: string }; globalSet: { body: string } }>(
      `query($id: String!) { cart(cart_id: $id) { dispatch_date } globalSet(handle: "delivery-info", cart_id: $id) { body } }`,
      { id },
    );
    const { cart, globalSet } = info.body.data!;
    // The cart's dispatch day, written as the shop writes a dispatch day everywhere (commerce's one rule).
    expect(globalSet.body).toMatch(/^Bestellen Sie jetzt und Ihre Bestellung wird am \S+, \d+\. \S+ \d{4} versandt\./);
    expect(globalSet.body).toContain(`am ${formatDispatchDay(cart.dispatch_date, 'de-DE')} versandt`);
  });

  it('tells free delivery from none: delivery_available, and whether checkout has a way to get the cart to the shopper', async () => {
    const DELIVERY = `prices { default_shipping_rate { value } delivery_available grand_total { value } subtotal_including_tax { value } } fulfilment_available`;
    type Delivery = {
      prices: {
        default_shipping_rate: { value: number };
        delivery_available: boolean;
        grand_total: { value: number };
        subtotal_including_tax: { value: number };
      };
      fulfilment_available: boolean;
    };
    const cartIn = async (country: string, sku = accessories[5]!) => {
      const shopper = new Shopper();
      shopper.jar.set('location', country);
      const id = await newCart(shopper);
      await add(shopper, id, [{ sku, quantity: 1 }]);
      return { shopper, id };
    };
    const read = async ({ shopper, id }: { shopper: Shopper; id: string }) => {
      const { body } = await shopper.call<{ cart: Delivery }>(`query($id: String!) { cart(cart_id: $id) { ${DELIVERY} } }`, {
        id,
      });
      expect(body.errors).toBeUndefined();
      return body.data!.cart;
    };

    // Free delivery in the UK (a free-shipping coupon): 0, and delivered.
    const uk = await cartIn('GB', bikes[0]!);
    expect(await read(uk)).toMatchObject({
      prices: { default_shipping_rate: { value: 49 }, delivery_available: true },
      fulfilment_available: true,
    });
    const free = await uk.shopper.call<{ applyCouponToCart: { cart: Delivery } }>(
      `mutation($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "FREESHIP" }) { cart { ${DELIVERY} } } }`,
      { id: uk.id },
    );
    expect(free.body.data!.applyCouponToCart.cart).toMatchObject({
      prices: { default_shipping_rate: { value: 0 }, delivery_available: true },
      fulfilment_available: true,
    });

    // Countries the shop stops delivering to (their rates taken out): South Korea and Israel check
    // out in the shop's own checkout, the United States through the partner; Israel gets a store.
    await database.database.db.delete(shippingRates).where(inArray(shippingRates.countryCode, ['KR', 'IL', 'US']));
    await database.database.db.insert(shops).values({
      code: 'TLV',
      names: { 'en-GB': 'Tel Aviv store', 'de-DE': 'Store Tel Aviv' },
      street: '1 Rothschild Boulevard',
      city: 'Tel Aviv',
      postcode: '6688101',
      countryCode: 'IL',
      position: 99,
    });
    try {
      // Not delivered: 0 that is no price (not "free"); the total is the goods; nothing to check out with.
      const korea = await read(await cartIn('KR'));
      expect(korea.prices).toMatchObject({ default_shipping_rate: { value: 0 }, delivery_available: false });
      expect(korea.prices.grand_total.value).toBe(korea.prices.subtotal_including_tax.value);
      expect(korea.fulfilment_available).toBe(false);
      // The partner's checkout is handed the cart's delivery: none where the shop does not deliver.
      expect(await read(await cartIn('US'))).toMatchObject({
        prices: { default_shipping_rate: { value: 0 }, delivery_available: false },
        fulfilment_available: false,
      });
      // No delivery, but collection from a store in the country: checkout still has a way.
      expect(await read(await cartIn('IL'))).toMatchObject({
        prices: { default_shipping_rate: { value: 0 }, delivery_available: false },
        fulfilment_available: true,
      });
      // A free-shipping coupon delivers nowhere new.
      const koreanFree = await cartIn('KR');
      const coupon = await koreanFree.shopper.call<{ applyCouponToCart: { cart: Delivery } }>(
        `mutation($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "FREESHIP" }) { cart { ${DELIVERY} } } }`,
        { id: koreanFree.id },
      );
      expect(coupon.body.data!.applyCouponToCart.cart).toMatchObject({
        prices: { delivery_available: false },
        fulfilment_available: false,
      });
    } finally {
      await database.database.db.delete(shops).where(eq(shops.code, 'TLV'));
    }
  });

  it('merges the guest cart into the customer cart at sign-in; the guest id then reaches nothing; others are refused', async () => {
    const shopper = new Shopper();
    const guestId = await newCart(shopper);
    await add(shopper, guestId, [{ sku: accessories[2]!, quantity: 2 }]);
    await shopper.call(`mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`, {
      input: { firstname: 'Cara', lastname: 'Rider', email: `cart${Date.now()}@example.com`, password: 'Velodrome2026' },
    });
    const mine = await shopper.call<{ customerCart: CartData }>(`{ customerCart { ${CART_FIELDS} } }`);
    const customerCartId = mine.body.data!.customerCart.id;
    await add(shopper, customerCartId, [{ sku: accessories[3]!, quantity: 1 }]);
    const merged = await shopper.call<{ mergeCarts: CartData }>(
      `mutation($source: String!, $destination: String!) { mergeCarts(source_cart_id: $source, destination_cart_id: $destination, replace_destination_items: true) { ${CART_FIELDS} } }`,
      { source: guestId, destination: customerCartId },
    );
    expect(merged.body.data!.mergeCarts.items.map((i) => [i.sku, i.quantity])).toEqual([[accessories[2], 2]]);
    const gone = await shopper.call(CART, { id: guestId });
    expect(gone.body.errors![0]!.message).toBe("The cart isn't active.");
    const stranger = new Shopper();
    const theirs = await stranger.call(CART, { id: customerCartId });
    expect(theirs.body.errors![0]).toMatchObject({
      message: `The current user cannot perform operations on cart "${customerCartId}"`,
      extensions: { code: 'CART_FORBIDDEN' },
    });
  });

  it('resolves a Cart entity reference for other subgraphs, with the same access rules', async () => {
    const shopper = new Shopper();
    const id = await newCart(shopper);
    await add(shopper, id, [{ sku: accessories[4]!, quantity: 2 }]);
    const context = () => testRequestContext(commerce);
    const cart = await cartReference.Cart.__resolveReference({ id }, context());
    expect(cart).toMatchObject({ id, total_quantity: 2, currency: 'GBP' });
    await expect(cartReference.Cart.__resolveReference({ id: 'gone' }, context())).rejects.toThrow(
      'Could not find a cart with ID "gone"',
    );
  });

  it('reads a cart of 10 lines in a bounded number of statements', async () => {
    const shopper = new Shopper();
    const id = await newCart(shopper);
    const { data } = await add(
      shopper,
      id,
      accessories.map((sku) => ({ sku, quantity: 1 })),
    );
    expect(data!.addProductsToCart.cart.items).toHaveLength(10);
    database.database.statements.reset();
    const { body } = await shopper.call<{ cart: CartData }>(CART, { id });
    expect(body.data!.cart.items).toHaveLength(10);
    const count = database.database.statements.count;
    console.log(`[cart statements] cart query with 10 lines through the gateway: ${count} statements`);
    expect(count).toBeLessThanOrEqual(10);
  });

  it('refuses new guest carts from one client address past its limit: 429, Retry-After, the wait in the shopper’s language', async () => {
    // The same database behind a shop whose limit is 2 an hour (the shop's own is 60).
    const limited = createCommerce(database.database, {
      referenceTtlMs: 0,
      accounts: { outboxDir: outbox, guestCartLimit: { points: 2, durationSeconds: 3600 } },
    });
    const small = await startTestGateway({ cookieSecure: false }, limited);
    try {
      const shopper = new BaseShopper(() => small.url, 'de-DE');
      for (let i = 0; i < 2; i++) {
        expect(
          (await shopper.call<{ createEmptyCart: string }>('mutation { createEmptyCart }')).body.data?.createEmptyCart,
        ).toBeTruthy();
      }
      const refused = await shopper.call('mutation { createEmptyCart }');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
      expect(refused.body.errors?.[0]).toMatchObject({
        message: 'Aus Ihrem Netzwerk wurden zu viele neue Warenkörbe angelegt. Bitte versuchen Sie es in 60 Minuten erneut.',
        extensions: { code: 'RATE_LIMITED' },
      });
      // The other shop's count is its own: this gateway's shoppers at that address still get carts.
      expect(await newCart(new Shopper())).toMatch(/^[A-Za-z0-9_-]{32}$/);
    } finally {
      await small.close();
    }
  });

  it('refuses coupon codes past the failures of one client address over its carts: 429, Retry-After, in the shopper’s language', async () => {
    // The same database behind a shop allowing an address 2 codes that do not apply an hour (the shop's own is 30).
    const limited = createCommerce(database.database, {
      referenceTtlMs: 0,
      accounts: { outboxDir: outbox, couponFailureLimit: { points: 2, durationSeconds: 3600 } },
    });
    const small = await startTestGateway({ cookieSecure: false }, limited);
    try {
      const shopper = new BaseShopper(() => small.url, 'de-DE');
      const APPLY = `mutation($id: String!, $code: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) { cart { id } } }`;
      const cartOf = async () =>
        (await shopper.call<{ createEmptyCart: string }>('mutation { createEmptyCart }')).body.data!.createEmptyCart;
      const first = await cartOf();
      for (const code of ['GUESS1', 'GUESS2']) {
        expect((await shopper.call(APPLY, { id: first, code })).body.errors?.[0]).toMatchObject({
          message: `Der Gutscheincode „${code}“ ist ungültig.`,
          extensions: { code: 'COUPON_NOT_APPLICABLE' },
        });
      }
      // A new cart at the same address starts no new count.
      const refused = await shopper.call(APPLY, { id: await cartOf(), code: 'GUESS3' });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
      expect(refused.body.errors?.[0]).toMatchObject({
        message: 'Es wurden zu viele Gutscheincodes ausprobiert. Bitte versuchen Sie es in 60 Minuten erneut.',
        extensions: { code: 'RATE_LIMITED' },
      });
    } finally {
      await small.close();
    }
  });
});
