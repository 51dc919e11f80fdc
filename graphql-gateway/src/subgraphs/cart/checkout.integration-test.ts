import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCommerce, type Commerce } from '@cadence/commerce/commerce';
import { productOptions, products } from '@cadence/commerce/modules/catalogue/catalogue.tables';
import { checkoutMessage } from '@cadence/commerce/modules/checkout/checkout.messages';
import { payments } from '@cadence/commerce/modules/payments/payments.tables';
import { and, eq, gte, sql } from 'drizzle-orm';
import { signatureHeader, readToken } from '@cadence/commerce/shared/signing';
import { WEBHOOK_MAX_BODY_BYTES } from '@cadence/commerce/shared/webhook';
import { Shopper as BaseShopper } from '../../test-support/shopper';
import { openTestDatabase, startTestGateway, type TestGateway } from '../../test-support/test-gateway';

let gateway: TestGateway;
let commerce: Commerce;
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let outbox: string;
let accessory: string;

class Shopper extends BaseShopper {
  constructor(store: 'en-GB' | 'de-DE' = 'en-GB', headers: Record<string, string> = {}) {
    super(() => gateway.url, store, headers);
  }
}

const CHECKOUT = `checkout { route billing_same_as_shipping
  shipping_address { firstname postcode country_code }
  available_shipping_methods { carrier_code method_code available amount { value currency } }
  selected_shipping_method { method_code amount { value } }
  pickup_locations { pickup_location_code name }
  available_payment_methods { code title }
  certificate_issuers
  totals { subtotal { value } shipping { value } grand_total { value currency } } }`;
const ADDRESS = {
  firstname: 'Cara',
  lastname: 'Rider',
  street: ['1 Saddle Lane'],
  city: 'London',
  postcode: 'SW1A 1AA',
  country_code: 'GB',
  telephone: '07700 900123',
  email: 'cara@example.com',
};
const SET_ADDRESS = `mutation($input: SetShippingAddressesOnCartInput!) { setShippingAddressesOnCart(input: $input) { cart { id ${CHECKOUT} } } }`;
const SET_METHOD = `mutation($input: SetShippingMethodsOnCartInput!) { setShippingMethodsOnCart(input: $input) { cart { id ${CHECKOUT} } } }`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { order_number } payment_action { payment_reference message } errors { code message } } }`;
const ORDERS = `query($number: String) { customer { orders(filter: { number: $number }) { items { number status channel card_last4
  status_history { status } total { grand_total { value currency } } items { product_sku quantity_ordered } } } } }`;
const card = { number: '4242424242424242', expiry_month: 12, expiry_year: 2030, cvc: '123' };
const PARTNER_SECRET = 'gateway-partner-secret-0123456789';

type PlaceData = {
  placeOrder: {
    order: { order_number: string } | null;
    payment_action: { payment_reference: string; message: string } | null;
    errors: { code: string; message: string }[];
  };
};

const signedInWithCart = async (store: 'en-GB' | 'de-DE' = 'en-GB', headers: Record<string, string> = {}, location = 'GB') => {
  const shopper = new Shopper(store, headers);
  // Shopping from the UK unless told otherwise (the German storefront would otherwise open in Germany).
  shopper.jar.set('location', location);
  await shopper.call(`mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`, {
    input: {
      firstname: 'Cara',
      lastname: 'Rider',
      email: `checkout${Date.now()}${Math.random()}@example.com`,
      password: 'Velodrome2026',
    },
  });
  const cart = (await shopper.call<{ customerCart: { id: string } }>('{ customerCart { id } }')).body.data!.customerCart.id;
  await shopper.call(
    `mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }`,
    { id: cart, items: [{ sku: accessory, quantity: 1 }] },
  );
  return { shopper, cart };
};

beforeAll(async () => {
  database = await openTestDatabase();
  outbox = mkdtempSync(path.join(os.tmpdir(), 'cadence-gw-checkout-mail-'));
  commerce = createCommerce(database.database, {
    referenceTtlMs: 0,
    accounts: { outboxDir: outbox, partner: { checkoutUrl: 'https://partner.example/checkout', secret: PARTNER_SECRET } },
  });
  gateway = await startTestGateway({ cookieSecure: false }, commerce);
  const [row] = await database.database.db
    .select({ sku: productOptions.sku })
    .from(productOptions)
    .innerJoin(products, eq(products.id, productOptions.productId))
    .where(and(eq(products.typeId, 'pac'), gte(productOptions.stockQty, 10), sql`cardinality(${products.bannedCountries}) = 0`))
    .orderBy(productOptions.id)
    .limit(1);
  accessory = row!.sku;
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  await commerce?.close();
  await database?.dispose();
  rmSync(outbox, { recursive: true, force: true });
});

describe('checkout through the gateway', () => {
  it('checks a signed-in customer out with Magento’s operations and shows the order in the account', async () => {
    const { shopper, cart } = await signedInWithCart();
    const withAddress = await shopper.call<{ setShippingAddressesOnCart: { cart: { checkout: Record<string, unknown> } } }>(
      SET_ADDRESS,
      {
        input: { cart_id: cart, shipping_addresses: [{ address: ADDRESS }] },
      },
    );
    expect(withAddress.body.errors).toBeUndefined();
    const checkout = withAddress.body.data!.setShippingAddressesOnCart.cart.checkout as {
      route: string;
      shipping_address: { postcode: string };
      available_shipping_methods: { method_code: string; available: boolean }[];
      pickup_locations: { pickup_location_code: string }[];
      certificate_issuers: string[];
    };
    expect(checkout.route).toBe('SHOP');
    expect(checkout.shipping_address.postcode).toBe('SW1A 1AA');
    expect(checkout.available_shipping_methods.map((m) => m.method_code)).toEqual(['STANDARD', 'NEXT_DAY', 'CLICK_AND_COLLECT']);
    expect(checkout.pickup_locations.map((p) => p.pickup_location_code)).toEqual(['LDN', 'MAN']);
    expect(checkout.certificate_issuers).toContain('Cyclescheme');
    const withMethod = await shopper.call<{
      setShippingMethodsOnCart: {
        cart: { checkout: { totals: { shipping: { value: number }; grand_total: { value: number } } } };
      };
    }>(SET_METHOD, { input: { cart_id: cart, shipping_methods: [{ carrier_code: 'cadence', method_code: 'NEXT_DAY' }] } });
    expect(withMethod.body.errors).toBeUndefined();
    const totals = withMethod.body.data!.setShippingMethodsOnCart.cart.checkout.totals;
    expect(totals.shipping.value).toBe(9.95);
    const key = `gw-attempt-${Date.now()}`;
    const placed = await shopper.call<PlaceData>(PLACE, { input: { cart_id: cart, idempotency_key: key, card } });
    expect(placed.body.errors).toBeUndefined();
    const number = placed.body.data!.placeOrder.order!.order_number;
    expect(number).toMatch(/^CC-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    // A retried request answers the same order.
    const again = await shopper.call<PlaceData>(PLACE, { input: { cart_id: cart, idempotency_key: key, card } });
    expect(again.body.data!.placeOrder.order!.order_number).toBe(number);
    const orders = await shopper.call<{
      customer: {
        orders: {
          items: {
            number: string;
            status: string;
            card_last4: string;
            status_history: { status: string }[];
            total: { grand_total: { value: number } };
          }[];
        };
      };
    }>(ORDERS, { number });
    const [order] = orders.body.data!.customer.orders.items;
    expect(order).toMatchObject({ number, status: 'paid', card_last4: '4242', status_history: [{ status: 'paid' }] });
    expect(order!.total.grand_total.value).toBe(totals.grand_total.value);
    // Another customer does not see it.
    const other = await signedInWithCart();
    const theirs = await other.shopper.call<{ customer: { orders: { items: unknown[] } } }>(ORDERS, { number });
    expect(theirs.body.data!.customer.orders.items).toEqual([]);
  });

  it('answers a guest’s checkout with the sign-in message and a null checkout', async () => {
    const guest = new Shopper();
    const cart = (await guest.call<{ createEmptyCart: string }>('mutation { createEmptyCart }')).body.data!.createEmptyCart;
    const read = await guest.call<{ cart: { checkout: null } }>(
      `query($id: String!) { cart(cart_id: $id) { id checkout { route } } }`,
      { id: cart },
    );
    expect(read.body.data!.cart.checkout).toBeNull();
    const placed = await guest.call<PlaceData>(PLACE, {
      input: { cart_id: cart, idempotency_key: `guest-attempt-${Date.now()}`, card },
    });
    expect(placed.body.data!.placeOrder.errors).toEqual([
      { code: 'UNAUTHENTICATED', message: 'Sign in or create an account with us to complete your purchase' },
    ]);
  });

  it('answers a declined card and a bad address in the storefront’s language', async () => {
    const { shopper, cart } = await signedInWithCart('de-DE');
    const bad = await shopper.call(SET_ADDRESS, {
      input: { cart_id: cart, shipping_addresses: [{ address: { ...ADDRESS, postcode: 'nope' } }] },
    });
    expect(bad.body.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    await shopper.call(SET_ADDRESS, { input: { cart_id: cart, shipping_addresses: [{ address: ADDRESS }] } });
    await shopper.call(SET_METHOD, {
      input: { cart_id: cart, shipping_methods: [{ carrier_code: 'cadence', method_code: 'STANDARD' }] },
    });
    const declined = await shopper.call<PlaceData>(PLACE, {
      input: { cart_id: cart, idempotency_key: `gw-declined-${Date.now()}`, card: { ...card, number: '4000000000000002' } },
    });
    expect(declined.body.data!.placeOrder.errors).toEqual([
      {
        code: 'PAYMENT_DECLINED',
        message: 'Ihre Karte wurde abgelehnt. Es wurde nichts belastet; bitte versuchen Sie es mit einer anderen Karte.',
      },
    ]);
    const confirm = await shopper.call<PlaceData>(PLACE, {
      input: { cart_id: cart, idempotency_key: `gw-confirm-${Date.now()}`, card: { ...card, number: '4000000000003220' } },
    });
    const reference = confirm.body.data!.placeOrder.payment_action!.payment_reference;
    const approved = await shopper.call<{ confirmSandboxPayment: boolean }>(
      'mutation($ref: String!) { confirmSandboxPayment(payment_reference: $ref, approved: true) }',
      { ref: reference },
    );
    expect(approved.body.data!.confirmSandboxPayment).toBe(true);
    const placed = await shopper.call<PlaceData>(PLACE, {
      input: { cart_id: cart, idempotency_key: `gw-confirmed-${Date.now()}`, payment_reference: reference },
    });
    expect(placed.body.data!.placeOrder.order).not.toBeNull();
  });

  it('counts a payment waiting for the issuer’s confirmation (3-D Secure) as a decline until it is confirmed, one declined there once, and past the limit refuses as for a card: 429, Retry-After, the shopper’s language', async () => {
    // A network of its own per run (an IPv6 /64, as the limit counts one), behind the trusted proxy.
    const network = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
    const { shopper, cart } = await signedInWithCart('de-DE', { 'x-forwarded-for': `${network}::1` });
    await shopper.call(SET_ADDRESS, { input: { cart_id: cart, shipping_addresses: [{ address: ADDRESS }] } });
    await shopper.call(SET_METHOD, {
      input: { cart_id: cart, shipping_methods: [{ carrier_code: 'cadence', method_code: 'STANDARD' }] },
    });
    const attempt = () => `gw-3ds-${randomBytes(8).toString('hex')}`;
    const placeWith = (number: string) =>
      shopper.call<PlaceData>(PLACE, { input: { cart_id: cart, idempotency_key: attempt(), card: { ...card, number } } });
    const start = async () => (await placeWith('4000000000003220')).body.data!.placeOrder.payment_action!.payment_reference;
    // Five payments left waiting for the issuer: five declines an hour, the customer's limit.
    const references: string[] = [];
    for (let i = 0; i < 5; i++) references.push(await start());
    const [once, confirmed] = references as [string, string, ...string[]];
    // A sixth is refused before the provider sees it, exactly as any card is.
    const refusedWaiting = await placeWith('4000000000003220');
    const refusedCard = await placeWith(card.number);
    for (const refused of [refusedWaiting, refusedCard]) {
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
      expect(refused.body.errors?.[0]).toMatchObject({
        message: 'Zu viele Kartenzahlungen wurden abgelehnt. Bitte versuchen Sie es in 60 Minuten erneut.',
        extensions: { code: 'RATE_LIMITED', retry_after_seconds: Number(refused.headers.get('retry-after')) },
      });
    }
    const CONFIRM =
      'mutation($ref: String!, $approved: Boolean!) { confirmSandboxPayment(payment_reference: $ref, approved: $approved) }';
    const confirm = (ref: string, approved = false, by = shopper) =>
      by.call<{ confirmSandboxPayment: boolean }>(CONFIRM, { ref, approved });
    // Another customer cannot answer for it.
    const other = await signedInWithCart('en-GB', { 'x-forwarded-for': `${network}::2` });
    expect((await confirm(once, false, other.shopper)).body.data).toEqual({ confirmSandboxPayment: false });
    // Declined at the confirmation (answered at the limit: it probes no new card), sent three times
    // at once, then again and ordered with: still the one decline it was.
    const atOnce = await Promise.all([0, 1, 2].map(() => confirm(once)));
    expect(atOnce.map((answer) => answer.body.data)).toEqual(Array(3).fill({ confirmSandboxPayment: false }));
    expect((await confirm(once)).body.data).toEqual({ confirmSandboxPayment: false });
    const ordered = await shopper.call<PlaceData>(PLACE, {
      input: { cart_id: cart, idempotency_key: attempt(), payment_reference: once },
    });
    expect(ordered.body.data!.placeOrder.errors).toEqual([
      { code: 'PAYMENT_DECLINED', message: checkoutMessage('de-DE', 'authenticationFailed') },
    ]);
    // Confirmed: no longer a decline, so exactly one more payment may start.
    expect((await confirm(confirmed, true)).body.data).toEqual({ confirmSandboxPayment: true });
    references.push(await start());
    expect((await placeWith(card.number)).status).toBe(429);
    // What no order took is released (other tests look at every authorisation).
    for (const ref of references) await commerce.payments.release(ref);
  });

  it('hands a German shopper to the partner and records the partner’s signed confirmation at /webhooks/partner', async () => {
    const shopper = new Shopper('de-DE');
    await shopper.call(`mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`, {
      input: { firstname: 'Greta', lastname: 'Fahrer', email: `partner${Date.now()}@example.com`, password: 'Velodrome2026' },
    });
    const cart = (
      await shopper.call<{ customerCart: { id: string; checkout: { route: string } } }>(
        '{ customerCart { id checkout { route } } }',
      )
    ).body.data!.customerCart;
    expect(cart.checkout.route).toBe('PARTNER');
    await shopper.call(
      `mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }`,
      { id: cart.id, items: [{ sku: accessory, quantity: 1 }] },
    );
    const started = await shopper.call<{ startPartnerCheckout: { redirect_url: string } }>(
      'mutation($id: String!) { startPartnerCheckout(cart_id: $id) { redirect_url expires_at } }',
      { id: cart.id },
    );
    const url = new URL(started.body.data!.startPartnerCheckout.redirect_url);
    const handoff = readToken<{ session: string; total: number; currency: string }>(
      PARTNER_SECRET,
      url.searchParams.get('handoff')!,
    )!;
    expect(handoff.currency).toBe('EUR');
    const body = JSON.stringify({
      id: `evt-${Date.now()}`,
      type: 'order.confirmed',
      session: handoff.session,
      partner_order_ref: 'ESW-1001',
      currency: 'EUR',
      total_paid: handoff.total,
      duties: 0,
      taxes: 0,
    });
    const webhook = (signature: string, payload = body) =>
      fetch(gateway.url.replace(/\/graphql$/, '/webhooks/partner'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-partner-signature': signature },
        body: payload,
      });
    const forged = await webhook(signatureHeader('not-the-secret-0123456789', body, new Date()));
    expect(forged.status).toBe(401);
    const accepted = await webhook(signatureHeader(PARTNER_SECRET, body, new Date()));
    expect(accepted.status).toBe(200);
    const { order_number } = (await accepted.json()) as { order_number: string };
    const replay = await webhook(signatureHeader(PARTNER_SECRET, body, new Date()));
    expect(await replay.json()).toEqual({ status: 'duplicate', order_number });
    const status = await shopper.call<{ partnerCheckoutStatus: { order_number: string } }>(
      'query($s: String!) { partnerCheckoutStatus(session: $s) { order_number expired } }',
      { s: handoff.session },
    );
    expect(status.body.data!.partnerCheckoutStatus.order_number).toBe(order_number);
    expect((await fetch(gateway.url.replace(/\/graphql$/, '/webhooks/partner'))).status).toBe(405);
    expect((await fetch(gateway.url.replace(/\/graphql$/, '/webhooks/nobody'), { method: 'POST' })).status).toBe(404);
  });

  it('offers the payment methods commerce offers: Cycle to Work in the UK only, refused elsewhere in the shopper’s language', async () => {
    const SET_PAYMENT = `mutation($input: SetPaymentMethodOnCartInput!) { setPaymentMethodOnCart(input: $input) { cart { id checkout { selected_payment_method { code } } } } }`;
    type Methods = { route: string; available_payment_methods: { code: string; title: string }[] };
    const methodsOf = async (shopper: Shopper, cart: string) =>
      (
        await shopper.call<{ cart: { checkout: Methods } }>(`query($id: String!) { cart(cart_id: $id) { ${CHECKOUT} } }`, {
          id: cart,
        })
      ).body.data!.cart.checkout;

    const uk = await signedInWithCart();
    expect((await methodsOf(uk.shopper, uk.cart)).available_payment_methods).toEqual([
      { code: 'CARD', title: 'Card' },
      { code: 'CYCLE_TO_WORK', title: 'Cycle to Work certificate' },
    ]);
    const chosen = await uk.shopper.call<{
      setPaymentMethodOnCart: { cart: { checkout: { selected_payment_method: { code: string } } } };
    }>(SET_PAYMENT, { input: { cart_id: uk.cart, payment_method: { code: 'CYCLE_TO_WORK' } } });
    expect(chosen.body.errors).toBeUndefined();
    expect(chosen.body.data!.setPaymentMethodOnCart.cart.checkout.selected_payment_method).toEqual({ code: 'CYCLE_TO_WORK' });

    // The United States (the partner's checkout) and South Africa (the shop's own, which the partner does not serve): a card only.
    for (const [location, route] of [
      ['US', 'PARTNER'],
      ['ZA', 'SHOP'],
    ] as const) {
      const abroad = await signedInWithCart('de-DE', {}, location);
      const checkout = await methodsOf(abroad.shopper, abroad.cart);
      expect(checkout.route).toBe(route);
      expect(checkout.available_payment_methods).toEqual([{ code: 'CARD', title: 'Karte' }]);
      const refused = await abroad.shopper.call(SET_PAYMENT, {
        input: { cart_id: abroad.cart, payment_method: { code: 'CYCLE_TO_WORK' } },
      });
      expect(refused.body.errors?.[0]).toMatchObject({
        message: checkoutMessage('de-DE', 'cycleToWorkUnavailable'),
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });

  it('shows click-and-collect orders on their store’s collection screen, to devices on its network only', async () => {
    const { shopper, cart } = await signedInWithCart();
    await shopper.call(SET_METHOD, {
      input: {
        cart_id: cart,
        shipping_methods: [{ carrier_code: 'cadence', method_code: 'CLICK_AND_COLLECT', pickup_location_code: 'LDN' }],
      },
    });
    await shopper.call(
      `mutation($input: SetBillingAddressOnCartInput!) { setBillingAddressOnCart(input: $input) { cart { id } } }`,
      { input: { cart_id: cart, billing_address: { address: ADDRESS } } },
    );
    const placed = await shopper.call<PlaceData>(PLACE, {
      input: { cart_id: cart, idempotency_key: `gw-collect-${Date.now()}`, card },
    });
    const number = placed.body.data!.placeOrder.order!.order_number;
    const SCREEN = '{ collectionScreen { store_code store_name orders { order_number customer_name ordered_at } } }';
    // The "Test store network" (203.0.113.0/24) is in the London flagship store.
    const inStore = new BaseShopper(() => gateway.url, 'en-GB', { 'x-forwarded-for': '203.0.113.7' });
    const screen = await inStore.call<{
      collectionScreen: { store_code: string; orders: { order_number: string; customer_name: string }[] };
    }>(SCREEN);
    expect(screen.body.data!.collectionScreen.store_code).toBe('LDN');
    expect(screen.body.data!.collectionScreen.orders).toContainEqual(
      expect.objectContaining({ order_number: number, customer_name: 'Cara Rider' }),
    );
    // Manchester's screen does not list it; a device elsewhere sees nothing at all.
    const manchester = new BaseShopper(() => gateway.url, 'en-GB', { 'x-forwarded-for': '51.148.16.20' });
    const other = await manchester.call<{ collectionScreen: { orders: { order_number: string }[] } }>(SCREEN);
    expect(other.body.data!.collectionScreen.orders.map((o) => o.order_number)).not.toContain(number);
    const outside = new BaseShopper(() => gateway.url, 'en-GB', { 'x-forwarded-for': '198.51.100.23' });
    expect((await outside.call(SCREEN)).body.data).toEqual({ collectionScreen: null });
  });

  it('applies the card provider’s signed webhook (a refund) and refuses a forged one', async () => {
    const { shopper, cart } = await signedInWithCart();
    await shopper.call(SET_ADDRESS, { input: { cart_id: cart, shipping_addresses: [{ address: ADDRESS }] } });
    await shopper.call(SET_METHOD, {
      input: { cart_id: cart, shipping_methods: [{ carrier_code: 'cadence', method_code: 'STANDARD' }] },
    });
    const placed = await shopper.call<PlaceData>(PLACE, {
      input: { cart_id: cart, idempotency_key: `gw-refund-${Date.now()}`, card },
    });
    const number = placed.body.data!.placeOrder.order!.order_number;
    const [payment] = await database.database.db.select().from(payments).where(eq(payments.orderNumber, number));
    const body = JSON.stringify({
      id: `evt-refund-${Date.now()}`,
      type: 'charge.refunded',
      reference: payment!.reference,
      amountMinor: 500,
    });
    const post = (signature: string) =>
      fetch(gateway.url.replace(/\/graphql$/, '/webhooks/payments'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-payment-signature': signature },
        body,
      });
    expect((await post(signatureHeader('forged-secret-0123456789', body, new Date()))).status).toBe(401);
    expect((await post(signatureHeader('sandbox-webhook-secret-for-development', body, new Date()))).status).toBe(200);
    // A replayed delivery is acknowledged and counts once.
    expect((await post(signatureHeader('sandbox-webhook-secret-for-development', body, new Date()))).status).toBe(200);
    const [after] = await database.database.db.select().from(payments).where(eq(payments.orderNumber, number));
    expect(after).toMatchObject({ status: 'partially_refunded', refunded: 5 });

    // Refunds delivered at once (distinct events) all count: the payment is locked from read to write.
    const refunds = Array.from({ length: 5 }, (_, i) =>
      JSON.stringify({
        id: `evt-refund-${Date.now()}-${i}`,
        type: 'charge.refunded',
        reference: payment!.reference,
        amountMinor: 100,
      }),
    );
    const answers = await Promise.all(
      refunds.map((refund) =>
        fetch(gateway.url.replace(/\/graphql$/, '/webhooks/payments'), {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-payment-signature': signatureHeader('sandbox-webhook-secret-for-development', refund, new Date()),
          },
          body: refund,
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const [later] = await database.database.db.select().from(payments).where(eq(payments.orderNumber, number));
    expect(later).toMatchObject({ status: 'partially_refunded', refunded: 10 });
  });

  it('moves an order along its life by the warehouse’s signed fulfilment events, each recorded with its time', async () => {
    const { shopper, cart } = await signedInWithCart();
    await shopper.call(SET_ADDRESS, { input: { cart_id: cart, shipping_addresses: [{ address: ADDRESS }] } });
    await shopper.call(SET_METHOD, {
      input: { cart_id: cart, shipping_methods: [{ carrier_code: 'cadence', method_code: 'STANDARD' }] },
    });
    const placed = await shopper.call<PlaceData>(PLACE, {
      input: { cart_id: cart, idempotency_key: `gw-fulfil-${Date.now()}`, card },
    });
    const number = placed.body.data!.placeOrder.order!.order_number;
    const send = async (type: string, secret = 'fulfilment-webhook-secret-for-development') => {
      const body = JSON.stringify({ type, order_number: number });
      const res = await fetch(gateway.url.replace(/\/graphql$/, '/webhooks/fulfilment'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-fulfilment-signature': signatureHeader(secret, body, new Date()) },
        body,
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    expect(await send('order.dispatched', 'forged-secret-0123456789')).toEqual({
      status: 401,
      body: { error: 'SIGNATURE_INVALID', message: 'The signature does not match this body, or it is too old.' },
    });
    expect(await send('order.dispatched')).toEqual({
      status: 200,
      body: { order_number: number, status: 'dispatched', changed: true },
    });
    // A dispatched order can no longer be cancelled; a replay changes nothing.
    expect((await send('order.cancelled')).body).toMatchObject({ status: 'dispatched', changed: false });
    expect((await send('order.dispatched')).body).toMatchObject({ changed: false });
    expect((await send('order.delivered')).body).toMatchObject({ status: 'delivered', changed: true });
    // A refusal says why, as every webhook's does.
    expect(await send('order.lost')).toEqual({
      status: 400,
      body: { error: 'BAD_EVENT', message: expect.stringContaining('order.dispatched') },
    });
    const orders = await shopper.call<{
      customer: { orders: { items: { status: string; status_history: { status: string }[] }[] } };
    }>(ORDERS, { number });
    expect(orders.body.data!.customer.orders.items[0]).toMatchObject({
      status: 'delivered',
      status_history: [{ status: 'paid' }, { status: 'dispatched' }, { status: 'delivered' }],
    });
  });

  it('reads every signed webhook by one rule: five minutes’ tolerance, one size limit, the same refusals', async () => {
    let n = 0;
    /** Each webhook, its secret and header, and a well-formed event naming nothing the shop knows. */
    const webhooks = [
      {
        name: 'partner',
        header: 'x-partner-signature',
        secret: PARTNER_SECRET,
        event: () => ({
          id: `evt-rule-${Date.now()}-${++n}`,
          type: 'order.confirmed',
          session: 'no-such-session',
          partner_order_ref: 'ESW-RULE',
          currency: 'EUR',
          total_paid: 1,
          duties: 0,
          taxes: 0,
        }),
        known: { status: 404, error: 'SESSION_NOT_FOUND' },
      },
      {
        name: 'lender',
        header: 'x-lender-signature',
        secret: 'lender-sandbox-secret-for-development',
        event: () => ({
          id: `evt-rule-${Date.now()}-${++n}`,
          type: 'application.decision',
          application: 'no-such-application',
          decision: 'accepted',
          lender_reference: 'LS-RULE',
        }),
        known: { status: 404, error: 'APPLICATION_NOT_FOUND' },
      },
      {
        name: 'fulfilment',
        header: 'x-fulfilment-signature',
        secret: 'fulfilment-webhook-secret-for-development',
        event: () => ({ type: 'order.dispatched', order_number: 'CC-NO-SUCH-ORDER' }),
        known: { status: 404, error: 'ORDER_NOT_FOUND' },
      },
      {
        name: 'payments',
        header: 'x-payment-signature',
        secret: 'sandbox-webhook-secret-for-development',
        event: () => ({ id: `evt-rule-${Date.now()}-${++n}`, type: 'charge.captured', reference: 'sbx_no_such', amountMinor: 0 }),
        // The provider's event is acknowledged; it names no payment, so it changes nothing.
        known: { status: 200, error: undefined },
      },
    ];
    const post = async (webhook: (typeof webhooks)[number], body: string, signedAt = new Date()) => {
      const res = await fetch(gateway.url.replace(/\/graphql$/, `/webhooks/${webhook.name}`), {
        method: 'POST',
        headers: { 'content-type': 'application/json', [webhook.header]: signatureHeader(webhook.secret, body, signedAt) },
        body,
      });
      return { webhook: webhook.name, status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const refusal = (status: number, error: string, message: unknown) => ({ status, body: { error, message } });

    for (const webhook of webhooks) {
      // Signed four minutes ago: read (and answered on its merits); six minutes ago: a replay.
      const recent = await post(webhook, JSON.stringify(webhook.event()), minutesAgo(4));
      expect(recent).toMatchObject({ webhook: webhook.name, status: webhook.known.status });
      expect(recent.body.error).toBe(webhook.known.error);
      expect(await post(webhook, JSON.stringify(webhook.event()), minutesAgo(6))).toEqual({
        webhook: webhook.name,
        ...refusal(401, 'SIGNATURE_INVALID', 'The signature does not match this body, or it is too old.'),
      });
      // A body one byte past the limit, however well signed.
      const padded = JSON.stringify({ ...webhook.event(), padding: '' });
      const huge = padded.replace('"padding":""', `"padding":"${'x'.repeat(WEBHOOK_MAX_BODY_BYTES + 1 - padded.length)}"`);
      expect(Buffer.byteLength(huge)).toBe(WEBHOOK_MAX_BODY_BYTES + 1);
      expect(await post(webhook, huge)).toEqual({
        webhook: webhook.name,
        ...refusal(400, 'BODY_TOO_LARGE', `The body is larger than the ${WEBHOOK_MAX_BODY_BYTES} bytes a webhook event may be.`),
      });
      // Signed, but not JSON; signed JSON that is not this webhook's event: a bad event, never a bad signature.
      expect(await post(webhook, '{"type":')).toEqual({
        webhook: webhook.name,
        ...refusal(400, 'BAD_EVENT', 'The body is not JSON.'),
      });
      expect(await post(webhook, JSON.stringify({ ...webhook.event(), type: 'something.else' }))).toEqual({
        webhook: webhook.name,
        ...refusal(400, 'BAD_EVENT', expect.any(String)),
      });
    }
  });
});
