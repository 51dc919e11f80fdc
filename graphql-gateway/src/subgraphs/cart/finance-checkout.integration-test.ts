import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCommerce, type Commerce } from '@cadence/commerce/commerce';
import { productOptions, productPrices, products } from '@cadence/commerce/modules/catalogue/catalogue.tables';
import { financeApplications } from '@cadence/commerce/modules/finance/finance-application.tables';
import type { LenderHandoff } from '@cadence/commerce/modules/finance/finance-lender';
import { payments } from '@cadence/commerce/modules/payments/payments.tables';
import { readToken, signatureHeader } from '@cadence/commerce/shared/signing';
import { WEBHOOK_MAX_BODY_BYTES } from '@cadence/commerce/shared/webhook';
import { and, eq, gte, sql } from 'drizzle-orm';
import { Shopper as BaseShopper } from '../../test-support/shopper';
import { openTestDatabase, startTestGateway, type TestGateway } from '../../test-support/test-gateway';

/**
 * Paying an order by finance through the gateway: the payment method offered to a UK customer, the
 * order placed awaiting the lender with its loan terms and the deposit charged, the lender's signed
 * hand-off, and its signed, idempotent decision webhook (accept, refer, decline).
 */
let gateway: TestGateway;
let commerce: Commerce;
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let outbox: string;
let bike: { sku: string; optionId: number; price: number };

const LENDER_SECRET = 'gateway-lender-secret-0123456789';
const ADDRESS = {
  firstname: 'Fin',
  lastname: 'Ance',
  street: ['2 Chainring Road'],
  city: 'Leeds',
  postcode: 'LS1 1AA',
  country_code: 'GB',
  telephone: '07700 900456',
  email: 'fin@example.com',
};
const CHECKOUT = `checkout { available_payment_methods { code title } selected_payment_method { code } totals { grand_total { value currency } } }`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) {
  order { order_number } payment_action { payment_reference } finance_application { order_number redirect_url } errors { code message } } }`;
const ORDER = `query($number: String) { customer { orders(filter: { number: $number }) { items { number status payment_methods { name }
  status_history { status } finance { product_id months apr deposit { value } loan_amount { value } monthly_repayment { value } total_repayable { value } } } } } }`;
const card = { number: '4242424242424242', expiry_month: 12, expiry_year: 2030, cvc: '123' };

type PlaceData = {
  placeOrder: {
    order: { order_number: string } | null;
    finance_application: { order_number: string; redirect_url: string } | null;
    errors: { code: string; message: string }[];
  };
};
type OrderData = {
  customer: {
    orders: {
      items: {
        number: string;
        status: string;
        payment_methods: { name: string }[];
        status_history: { status: string }[];
        finance: {
          product_id: string;
          months: number;
          apr: number;
          deposit: { value: number };
          loan_amount: { value: number };
          monthly_repayment: { value: number };
          total_repayable: { value: number };
        } | null;
      }[];
    };
  };
};

class Shopper extends BaseShopper {
  constructor(store: 'en-GB' | 'de-DE' = 'en-GB') {
    super(() => gateway.url, store);
  }
}

/** A signed-in UK customer with the bike in the cart, delivery chosen: ready to pay. */
async function readyToPay(country = 'GB', returning?: Shopper) {
  const shopper = returning ?? new Shopper();
  shopper.jar.set('location', country);
  if (!returning) {
    await shopper.call(`mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`, {
      input: {
        firstname: 'Fin',
        lastname: 'Ance',
        email: `finance${Date.now()}${Math.random()}@example.com`,
        password: 'Velodrome2026',
      },
    });
  }
  const cart = (await shopper.call<{ customerCart: { id: string } }>('{ customerCart { id } }')).body.data!.customerCart.id;
  const added = await shopper.call<{ addProductsToCart: { user_errors: { message: string }[] } }>(
    `mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }`,
    { id: cart, items: [{ sku: bike.sku, quantity: 1 }] },
  );
  expect(added.body.data!.addProductsToCart.user_errors).toEqual([]);
  await shopper.call(
    `mutation($input: SetShippingAddressesOnCartInput!) { setShippingAddressesOnCart(input: $input) { cart { id } } }`,
    { input: { cart_id: cart, shipping_addresses: [{ address: { ...ADDRESS, country_code: country } }] } },
  );
  const withMethod = await shopper.call<{ setShippingMethodsOnCart: { cart: { checkout: CheckoutView } } }>(
    `mutation($input: SetShippingMethodsOnCartInput!) { setShippingMethodsOnCart(input: $input) { cart { id ${CHECKOUT} } } }`,
    { input: { cart_id: cart, shipping_methods: [{ carrier_code: 'cadence', method_code: 'STANDARD' }] } },
  );
  return { shopper, cart, checkout: withMethod.body.data?.setShippingMethodsOnCart.cart.checkout };
}
type CheckoutView = {
  available_payment_methods: { code: string; title: string }[];
  selected_payment_method: { code: string } | null;
  totals: { grand_total: { value: number; currency: string } };
};

const stockOf = async (optionId: number) =>
  (
    await database.database.db
      .select({ qty: productOptions.stockQty })
      .from(productOptions)
      .where(eq(productOptions.id, optionId))
  )[0]!.qty;

const decide = (application: string, decision: string, eventId: string, secret = LENDER_SECRET, now = new Date()) => {
  const body = JSON.stringify({ id: eventId, type: 'application.decision', application, decision, lender_reference: 'LS-TEST' });
  return fetch(gateway.url.replace(/\/graphql$/, '/webhooks/lender'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-lender-signature': signatureHeader(secret, body, now) },
    body,
  });
};

/** Places the ready cart by finance; answers the hand-off the lender receives and the order number. */
async function placeByFinance(shopper: Shopper, cart: string, depositPercent: number) {
  await shopper.call(`mutation($input: SetPaymentMethodOnCartInput!) { setPaymentMethodOnCart(input: $input) { cart { id } } }`, {
    input: { cart_id: cart, payment_method: { code: 'FINANCE' } },
  });
  const placed = await shopper.call<PlaceData>(PLACE, {
    input: {
      cart_id: cart,
      idempotency_key: `finance-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
      card: depositPercent > 0 ? card : null,
      finance: { product_id: 'CL36-9.9', deposit_percent: depositPercent },
    },
  });
  expect(placed.body.errors).toBeUndefined();
  const start = placed.body.data!.placeOrder.finance_application;
  expect(placed.body.data!.placeOrder.errors).toEqual([]);
  expect(start).not.toBeNull();
  const url = new URL(start!.redirect_url);
  expect(url.origin + url.pathname).toBe('https://lender.example/apply');
  const handoff = readToken<LenderHandoff>(LENDER_SECRET, url.searchParams.get('handoff')!);
  expect(handoff).not.toBeNull();
  return { orderNumber: start!.order_number, handoff: handoff! };
}

beforeAll(async () => {
  database = await openTestDatabase();
  outbox = mkdtempSync(path.join(os.tmpdir(), 'cadence-gw-finance-mail-'));
  commerce = createCommerce(database.database, {
    referenceTtlMs: 0,
    accounts: {
      outboxDir: outbox,
      lender: { applicationUrl: 'https://lender.example/apply', secret: LENDER_SECRET },
      // The journeys here place a dozen finance orders from 127.0.0.1 (the shop allows a network
      // five an hour): the limit itself is answered below by a shop of its own.
      financeOrderLimit: { points: 100, durationSeconds: 3600 },
    },
  });
  gateway = await startTestGateway({ cookieSecure: false }, commerce);
  // A bike in stock with a pound price the lender finances (£1,000–£25,000 on the 9.9 % product).
  const [row] = await database.database.db
    .select({ sku: productOptions.sku, optionId: productOptions.id, price: productPrices.price })
    .from(productOptions)
    .innerJoin(products, eq(products.id, productOptions.productId))
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, 'GBP')))
    .where(
      and(
        eq(products.typeId, 'child-bike'),
        gte(productOptions.stockQty, 5),
        gte(productPrices.price, 1_500),
        sql`${productPrices.specialPrice} is null`,
        sql`cardinality(${products.bannedCountries}) = 0`,
      ),
    )
    .orderBy(productOptions.id)
    .limit(1);
  bike = row!;
  // Enough frames for every journey here (each order paid or waiting keeps one).
  await database.database.db.update(productOptions).set({ stockQty: 100 }).where(eq(productOptions.id, bike.optionId));
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  await commerce?.close();
  await database?.dispose();
  rmSync(outbox, { recursive: true, force: true });
});

describe('paying by finance', () => {
  it('offers finance to a UK customer, places the order awaiting the lender with its terms, the deposit charged and the stock held', async () => {
    const { shopper, cart, checkout } = await readyToPay();
    expect(checkout!.available_payment_methods.map((m) => m.code)).toEqual(['CARD', 'CYCLE_TO_WORK', 'FINANCE']);
    expect(checkout!.available_payment_methods.find((m) => m.code === 'FINANCE')!.title).toBe('Finance (pay monthly)');
    const total = checkout!.totals.grand_total.value;
    const stockBefore = await stockOf(bike.optionId);

    const { orderNumber, handoff } = await placeByFinance(shopper, cart, 20);
    expect(handoff).toMatchObject({
      order_number: orderNumber,
      currency: 'GBP',
      product_id: 'CL36-9.9',
      months: 36,
      apr: 9.9,
      cash_price: total,
      deposit: Math.round(total * 20) / 100,
      applicant: { first_name: 'Fin', last_name: 'Ance' },
    });
    expect(handoff.loan_amount).toBeCloseTo(total - handoff.deposit, 2);
    expect(handoff.return_url).toMatch(/\/checkout\/finance-return\/\?application=/);

    const order = (await shopper.call<OrderData>(ORDER, { number: orderNumber })).body.data!.customer.orders.items[0]!;
    expect(order.status).toBe('awaiting_finance');
    expect(order.payment_methods).toEqual([{ name: 'finance' }]);
    expect(order.finance).toMatchObject({ product_id: 'CL36-9.9', months: 36, apr: 9.9, deposit: { value: handoff.deposit } });
    expect(order.finance!.monthly_repayment.value).toBe(handoff.monthly_repayment);
    // The deposit, and only the deposit, was charged by card.
    const [deposit] = await database.database.db
      .select({ amount: payments.amount, status: payments.status })
      .from(payments)
      .where(eq(payments.orderNumber, orderNumber));
    expect(deposit).toEqual({ amount: handoff.deposit, status: 'captured' });
    expect(await stockOf(bike.optionId)).toBe(stockBefore - 1);

    const status = await shopper.call<{ financeApplication: { order_number: string; status: string; expired: boolean } }>(
      'query($a: String!) { financeApplication(application: $a) { order_number status expired } }',
      { a: handoff.application },
    );
    expect(status.body.data!.financeApplication).toEqual({ order_number: orderNumber, status: 'SUBMITTED', expired: false });
    // Someone else's application is not found, whatever its reference.
    const stranger = await readyToPay();
    const theirs = await stranger.shopper.call<{ financeApplication: null }>(
      'query($a: String!) { financeApplication(application: $a) { status } }',
      { a: handoff.application },
    );
    expect(theirs.body.data!.financeApplication).toBeNull();
  });

  it('applies an acceptance once: the order is paid and confirmed by email; a replay and a forged or stale signature change nothing', async () => {
    const { shopper, cart } = await readyToPay();
    const { orderNumber, handoff } = await placeByFinance(shopper, cart, 0);
    expect(handoff.deposit).toBe(0);

    expect((await decide(handoff.application, 'accepted', 'evt-forged', 'not-the-lender-secret-0123')).status).toBe(401);
    expect(
      (await decide(handoff.application, 'accepted', 'evt-old', LENDER_SECRET, new Date(Date.now() - 3_600_000))).status,
    ).toBe(401);
    const accepted = await decide(handoff.application, 'accepted', `evt-accept-${orderNumber}`);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ status: 'applied', order_number: orderNumber });
    const replay = await decide(handoff.application, 'accepted', `evt-accept-${orderNumber}`);
    expect(await replay.json()).toMatchObject({ status: 'duplicate' });
    // A final decision stands: a later decline conflicts.
    const late = await decide(handoff.application, 'declined', `evt-late-${orderNumber}`);
    expect(late.status).toBe(409);

    const order = (await shopper.call<OrderData>(ORDER, { number: orderNumber })).body.data!.customer.orders.items[0]!;
    expect(order.status).toBe('paid');
    expect(order.status_history.map((s) => s.status)).toEqual(['awaiting_finance', 'paid']);
    await commerce.mailer.settled();
    const mails = readdirSync(outbox).filter((f) => f.includes('order-confirmation'));
    const mail = mails.map((f) => readFileSync(path.join(outbox, f), 'utf8')).find((text) => text.includes(orderNumber));
    expect(mail).toContain('Paid by finance');
  });

  it('keeps a referred order waiting, then a decline cancels it, gives the stock back and refunds the deposit', async () => {
    const { shopper, cart } = await readyToPay();
    const stockBefore = await stockOf(bike.optionId);
    const { orderNumber, handoff } = await placeByFinance(shopper, cart, 10);
    expect(await stockOf(bike.optionId)).toBe(stockBefore - 1);

    expect((await decide(handoff.application, 'referred', `evt-refer-${orderNumber}`)).status).toBe(200);
    let order = (await shopper.call<OrderData>(ORDER, { number: orderNumber })).body.data!.customer.orders.items[0]!;
    expect(order.status).toBe('awaiting_finance');
    const declined = await decide(handoff.application, 'declined', `evt-decline-${orderNumber}`);
    expect(await declined.json()).toMatchObject({ status: 'applied' });

    order = (await shopper.call<OrderData>(ORDER, { number: orderNumber })).body.data!.customer.orders.items[0]!;
    expect(order.status).toBe('cancelled');
    expect(await stockOf(bike.optionId)).toBe(stockBefore);
    const [deposit] = await database.database.db
      .select({ status: payments.status, refunded: payments.refunded })
      .from(payments)
      .where(eq(payments.orderNumber, orderNumber));
    expect(deposit).toEqual({ status: 'refunded', refunded: handoff.deposit });
    const [application] = await database.database.db
      .select({ status: financeApplications.status, lenderReference: financeApplications.lenderReference })
      .from(financeApplications)
      .where(eq(financeApplications.id, handoff.application));
    expect(application).toEqual({ status: 'declined', lenderReference: 'LS-TEST' });
    await commerce.mailer.settled();
    expect(readdirSync(outbox).some((f) => f.includes('finance-declined'))).toBe(true);
  });

  it('takes one of two opposite decisions delivered at once, and the order follows the one taken', async () => {
    const { shopper, cart } = await readyToPay();
    const { orderNumber, handoff } = await placeByFinance(shopper, cart, 0);
    const answers = await Promise.all([
      decide(handoff.application, 'accepted', `evt-race-a-${orderNumber}`),
      decide(handoff.application, 'declined', `evt-race-d-${orderNumber}`),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409]);
    const won = answers[0]!.status === 200 ? 'paid' : 'cancelled';
    const order = (await shopper.call<OrderData>(ORDER, { number: orderNumber })).body.data!.customer.orders.items[0]!;
    expect(order.status).toBe(won);
    expect(order.status_history.map((s) => s.status)).toEqual(['awaiting_finance', won]);
  });

  it('expires an application nobody completed by its link’s end: the order is cancelled, stock back, deposit refunded; a late decision conflicts', async () => {
    const { shopper, cart } = await readyToPay();
    const stockBefore = await stockOf(bike.optionId);
    const { orderNumber, handoff } = await placeByFinance(shopper, cart, 10);
    // Still open: the sweep leaves it alone.
    expect(await commerce.financeDecisions.expireRunOut()).toBe(0);
    await database.database.db
      .update(financeApplications)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(financeApplications.id, handoff.application));
    expect(await commerce.financeDecisions.expireRunOut()).toBe(1);
    expect(await commerce.financeDecisions.expireRunOut()).toBe(0);

    const order = (await shopper.call<OrderData>(ORDER, { number: orderNumber })).body.data!.customer.orders.items[0]!;
    expect(order.status).toBe('cancelled');
    expect(await stockOf(bike.optionId)).toBe(stockBefore);
    const [deposit] = await database.database.db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.orderNumber, orderNumber));
    expect(deposit!.status).toBe('refunded');
    const status = await shopper.call<{ financeApplication: { status: string; expired: boolean } }>(
      'query($a: String!) { financeApplication(application: $a) { status expired } }',
      { a: handoff.application },
    );
    expect(status.body.data!.financeApplication).toEqual({ status: 'EXPIRED', expired: true });
    expect((await decide(handoff.application, 'accepted', `evt-late-accept-${orderNumber}`)).status).toBe(409);
    await commerce.mailer.settled();
    expect(readdirSync(outbox).some((f) => f.includes('finance-expired'))).toBe(true);
  });

  it('lets a customer have at most two applications waiting at once (each holds stock): a third is refused', async () => {
    const first = await readyToPay();
    await placeByFinance(first.shopper, first.cart, 0);
    const second = await readyToPay('GB', first.shopper);
    const { orderNumber, handoff } = await placeByFinance(second.shopper, second.cart, 0);
    const third = await readyToPay('GB', first.shopper);
    const refused = await third.shopper.call<PlaceData>(PLACE, {
      input: {
        cart_id: third.cart,
        idempotency_key: `third-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
        finance: { product_id: 'CL36-9.9', deposit_percent: 0 },
      },
    });
    expect(refused.body.data!.placeOrder.errors[0]).toEqual({
      code: 'FINANCE_UNAVAILABLE',
      message:
        'You already have finance applications waiting for a decision. Please complete or wait for those before applying again, or pay another way.',
    });
    // Once the lender has decided one, the customer may apply again.
    await decide(handoff.application, 'declined', `evt-free-${orderNumber}`);
    const again = await third.shopper.call<PlaceData>(PLACE, {
      input: {
        cart_id: third.cart,
        idempotency_key: `again-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
        finance: { product_id: 'CL36-9.9', deposit_percent: 0 },
      },
    });
    expect(again.body.data!.placeOrder.finance_application).not.toBeNull();
  });

  it('does not pay an order operations cancelled meanwhile: the acceptance is refused and nothing is recorded', async () => {
    const { shopper, cart } = await readyToPay();
    const { orderNumber, handoff } = await placeByFinance(shopper, cart, 0);
    expect(await commerce.orders.moveStatus(orderNumber, 'cancelled')).toBe(true);
    const accepted = await decide(handoff.application, 'accepted', `evt-after-cancel-${orderNumber}`);
    expect(accepted.status).toBe(409);
    expect(await accepted.json()).toMatchObject({ error: 'ORDER_NOT_WAITING' });
    const order = (await shopper.call<OrderData>(ORDER, { number: orderNumber })).body.data!.customer.orders.items[0]!;
    expect(order.status).toBe('cancelled');
    const [application] = await database.database.db
      .select({ status: financeApplications.status })
      .from(financeApplications)
      .where(eq(financeApplications.id, handoff.application));
    expect(application!.status).toBe('submitted');
  });

  it('gives a referred application up when the lender has not decided it in two weeks', async () => {
    const { shopper, cart } = await readyToPay();
    const { orderNumber, handoff } = await placeByFinance(shopper, cart, 0);
    await decide(handoff.application, 'referred', `evt-refer-stale-${orderNumber}`);
    await database.database.db
      .update(financeApplications)
      .set({ createdAt: new Date(Date.now() - 15 * 24 * 3600 * 1000) })
      .where(eq(financeApplications.id, handoff.application));
    expect(await commerce.financeDecisions.expireRunOut()).toBe(1);
    const order = (await shopper.call<OrderData>(ORDER, { number: orderNumber })).body.data!.customer.orders.items[0]!;
    expect(order.status).toBe('cancelled');
  });

  it('refuses finance it cannot give, with the reason, and places nothing', async () => {
    const { shopper, cart } = await readyToPay();
    const place = (finance: { product_id: string; deposit_percent: number }, extra: Record<string, unknown> = {}) =>
      shopper.call<PlaceData>(PLACE, {
        input: {
          cart_id: cart,
          idempotency_key: `refuse-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
          card,
          finance,
          ...extra,
        },
      });
    // A product that does not lend this amount (buy now pay later stops at £10,000; an unknown id).
    const unknown = await place({ product_id: 'NOPE', deposit_percent: 0 });
    expect(unknown.body.data!.placeOrder.errors[0]).toEqual({
      code: 'FINANCE_UNAVAILABLE',
      message:
        'This finance option is not available for your order total and deposit. Please choose another option or change the deposit.',
    });
    // A certificate and finance at once.
    const both = await place(
      { product_id: 'CL36-9.9', deposit_percent: 10 },
      { certificate: { issuer: 'Cyclescheme', code: 'X' } },
    );
    expect(both.body.data!.placeOrder.errors[0]!.message).toBe(
      'A Cycle to Work certificate cannot be combined with finance. Please choose one way to pay.',
    );
    const orders = await shopper.call<OrderData>(ORDER, {});
    expect(orders.body.data!.customer.orders.items).toEqual([]);
    // A deposit above 50 % is kept to 50 %, never more (interest free lends from £250).
    const huge = await place({ product_id: 'IFC12', deposit_percent: 500 });
    expect(huge.body.data!.placeOrder.errors).toEqual([]);
    const url = new URL(huge.body.data!.placeOrder.finance_application!.redirect_url);
    const handoff = readToken<LenderHandoff>(LENDER_SECRET, url.searchParams.get('handoff')!)!;
    expect(handoff.deposit).toBeCloseTo(handoff.cash_price / 2, 2);
  });

  it('offers no finance outside the UK and refuses it there', async () => {
    // Ireland: outside the UK.
    const { shopper, cart, checkout } = await readyToPay('IE');
    expect(checkout!.available_payment_methods.map((m) => m.code)).not.toContain('FINANCE');
    const chosen = await shopper.call<{ setPaymentMethodOnCart: unknown }>(
      `mutation($input: SetPaymentMethodOnCartInput!) { setPaymentMethodOnCart(input: $input) { cart { id } } }`,
      { input: { cart_id: cart, payment_method: { code: 'FINANCE' } } },
    );
    expect(chosen.body.errors).toBeDefined();
    expect(chosen.body.errors?.[0]?.extensions?.code).toBe('FINANCE_UNAVAILABLE');
  });

  it('refuses a network’s finance orders past its limit: 429, Retry-After, the wait in the shopper’s language', async () => {
    // The same database behind a shop allowing a network one finance order an hour (the shop's own is 5).
    const limited = createCommerce(database.database, {
      referenceTtlMs: 0,
      accounts: {
        outboxDir: outbox,
        lender: { applicationUrl: 'https://lender.example/apply', secret: LENDER_SECRET },
        financeOrderLimit: { points: 1, durationSeconds: 3600 },
      },
    });
    const small = await startTestGateway({ cookieSecure: false }, limited);
    try {
      // A network of its own per run (an IPv6 /64, as the limit counts one), behind the trusted proxy.
      const network = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
      const shopperAt = async (host: string, store: 'en-GB' | 'de-DE') => {
        const shopper = new BaseShopper(() => small.url, store, { 'x-forwarded-for': host });
        await shopper.call(`mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`, {
          input: {
            firstname: 'Fin',
            lastname: 'Ance',
            email: `net${randomBytes(6).toString('hex')}@example.com`,
            password: 'Velodrome2026',
          },
        });
        return readyToPay('GB', shopper);
      };
      const first = await shopperAt(`${network}::1`, 'en-GB');
      await placeByFinance(first.shopper, first.cart, 0);

      const second = await shopperAt(`${network}::2`, 'de-DE');
      const stockBefore = await stockOf(bike.optionId);
      const refused = await second.shopper.call<PlaceData>(PLACE, {
        input: {
          cart_id: second.cart,
          idempotency_key: `network-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
          finance: { product_id: 'CL36-9.9', deposit_percent: 0 },
        },
      });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
      expect(refused.body.errors?.[0]).toMatchObject({
        message:
          'Aus Ihrem Netzwerk wurden zu viele Bestellungen mit Finanzierung aufgegeben. Bitte versuchen Sie es in 60 Minuten erneut, oder zahlen Sie anders.',
        extensions: { code: 'RATE_LIMITED' },
      });
      // The code and the wait: nothing of the server's inside (no stack trace, no subgraph's name).
      expect(refused.body.errors?.[0]?.extensions).toEqual({
        code: 'RATE_LIMITED',
        retry_after_seconds: Number(refused.headers.get('retry-after')),
      });
      expect(await stockOf(bike.optionId)).toBe(stockBefore);

      // Another network is not affected.
      const elsewhere = await shopperAt(
        `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`,
        'en-GB',
      );
      await placeByFinance(elsewhere.shopper, elsewhere.cart, 0);
    } finally {
      await small.close();
    }
  });

  it('refuses a lender event that is not a decision, or names no known application', async () => {
    const post = (body: string) =>
      fetch(gateway.url.replace(/\/graphql$/, '/webhooks/lender'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-lender-signature': signatureHeader(LENDER_SECRET, body, new Date()) },
        body,
      });
    expect((await post('{"type":"application.decision"}')).status).toBe(400);
    expect(
      (
        await post(
          JSON.stringify({
            id: 'e1',
            type: 'application.decision',
            application: 'x'.repeat(65),
            decision: 'accepted',
            lender_reference: 'L',
          }),
        )
      ).status,
    ).toBe(400);
    expect((await decide('no-such-application', 'accepted', 'evt-unknown')).status).toBe(404);
    // A body past the largest webhook event is refused before its signature is even worked out.
    const huge = await post(
      JSON.stringify({ id: 'e2', type: 'application.decision', padding: 'x'.repeat(WEBHOOK_MAX_BODY_BYTES) }),
    );
    expect(huge.status).toBe(400);
    expect(await huge.json()).toMatchObject({ error: 'BODY_TOO_LARGE' });
    // Signed, under the limit, but no decision event (no application, no decision): a bad event.
    const large = await post(JSON.stringify({ id: 'e3', type: 'application.decision', padding: 'x'.repeat(8_000) }));
    expect(large.status).toBe(400);
    expect(await large.json()).toMatchObject({ error: 'BAD_EVENT' });
  });
});
