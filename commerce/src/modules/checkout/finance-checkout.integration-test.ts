import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, gte, sql } from 'drizzle-orm';
import { createCommerce, type Commerce } from '../../commerce';
import { openFreshDatabase } from '../../db/fresh-database';
import { seedDatabase } from '../../db/seed/seed';
import { readToken, signatureHeader } from '../../shared/signing';
import { stockedAccessory } from '../../test-support/checkout-fixtures';
import type { CartScope } from '../cart/cart.types';
import { productOptions, productPrices, products } from '../catalogue/catalogue.tables';
import { customers } from '../customer/customer.tables';
import type { AddressInput } from '../customer/customer.types';
import { FINANCE_ORDERS_PER_ADDRESS, MAX_UNITS_AWAITING_FINANCE } from '../finance/finance-application.rules';
import { financeApplications } from '../finance/finance-application.tables';
import type { LenderHandoff } from '../finance/finance-lender';
import { salesOrders } from '../orders/orders.tables';
import { payments } from '../payments/payments.tables';
import { checkoutMessage } from './checkout.messages';
import type { PlaceOrderInput, PlaceOrderOutcome } from './checkout.types';

/**
 * Orders paid by finance, in the shop's own checkout: how long one the lender has heard nothing
 * about may hold stock, how much stock a customer's applications may hold, how many orders one
 * client network may place, and that the deposit's card charge is captured only once nothing can
 * refuse the order any more.
 */

/** Wednesday 25 November 2026, 10:00 in London. */
const clock = new Date('2026-11-25T10:00:00Z');
let now = clock;
const minutes = (n: number) => new Date(clock.getTime() + n * 60_000);
const LENDER_SECRET = 'lender-sandbox-secret-for-development';
const card = { number: '4242 4242 4242 4242', expiryMonth: 12, expiryYear: 2030, cvc: '123' };
const home: AddressInput = {
  firstName: 'Fin',
  lastName: 'Ance',
  email: 'fin@example.com',
  telephone: '07700 900456',
  street: ['2 Chainring Road'],
  city: 'Leeds',
  postcode: 'LS1 1AA',
  countryCode: 'GB',
};

let fresh: Awaited<ReturnType<typeof openFreshDatabase>>;
let commerce: Commerce;
let outbox: string;
let bike: { sku: string; optionId: number };
let accessory: { id: number; sku: string };
let keyCounter = 0;
const key = () => `finance-attempt-${String(++keyCounter).padStart(6, '0')}`;

const newCustomer = async (): Promise<CartScope> => {
  const [row] = await fresh.database.db
    .insert(customers)
    .values({
      email: `finance-${randomBytes(4).toString('hex')}@example.com`,
      firstName: 'Fin',
      lastName: 'Ance',
      passwordHash: 'x',
      store: 'en-GB',
    })
    .returning({ id: customers.id });
  return { store: 'en-GB', currency: 'GBP', countryCode: 'GB', customerId: row!.id };
};

/** The customer's cart with the bike (and `extras` of the accessory), delivered by standard delivery. */
const readyCart = async (scope: CartScope, extras = 0): Promise<string> => {
  const id = await commerce.cart.createEmptyCart(scope);
  const lines = [{ sku: bike.sku, quantity: 1 }, ...(extras > 0 ? [{ sku: accessory.sku, quantity: extras }] : [])];
  const { userErrors } = await commerce.cart.addProducts(id, lines, scope);
  expect(userErrors).toEqual([]);
  await commerce.checkout.setShippingAddress(id, scope, { address: home });
  await commerce.checkout.setShippingMethod(id, scope, 'standard');
  return id;
};

const byFinance = (depositPercent: number) => ({
  idempotencyKey: key(),
  card: depositPercent > 0 ? card : null,
  finance: { productId: 'CL36-9.9', depositPercent },
});

/** The order waiting for the lender and the hand-off the lender receives. */
const started = (outcome: PlaceOrderOutcome) => {
  if (outcome.kind !== 'finance_application') throw new Error(`expected a finance application, got ${JSON.stringify(outcome)}`);
  const handoff = readToken<LenderHandoff>(LENDER_SECRET, new URL(outcome.redirectUrl).searchParams.get('handoff')!);
  return { orderNumber: outcome.orderNumber, handoff: handoff! };
};

const stockOf = async (optionId: number) =>
  (
    await fresh.database.db.select({ qty: productOptions.stockQty }).from(productOptions).where(eq(productOptions.id, optionId))
  )[0]!.qty;
const orderStatus = async (number: string) => (await commerce.orders.byNumber(number))?.status ?? null;
const applicationStatus = async (id: string) =>
  (
    await fresh.database.db
      .select({ status: financeApplications.status })
      .from(financeApplications)
      .where(eq(financeApplications.id, id))
  )[0]?.status ?? null;

/** The lender's signed decision webhook, as it arrives now (by the shop's clock). */
const decide = (application: string, decision: string) => {
  const body = JSON.stringify({
    id: `evt-${randomBytes(6).toString('hex')}`,
    type: 'application.decision',
    application,
    decision,
    lender_reference: 'LS-TEST',
  });
  return commerce.financeDecisions.decide(body, signatureHeader(LENDER_SECRET, body, now));
};

/**
 * Watches the card provider as a real, remote one behaves: a capture it has made stays made
 * whatever the shop's database rolls back, and cannot be voided afterwards.
 */
function watchProvider() {
  const provider = commerce.payments.provider;
  const captured = new Set<string>();
  const voidedAfterCapture: string[] = [];
  const voided: string[] = [];
  const capture = provider.capture.bind(provider);
  const voidCharge = provider.void.bind(provider);
  jest.spyOn(provider, 'capture').mockImplementation(async (reference, amount, call) => {
    await capture(reference, amount, call);
    captured.add(reference);
  });
  jest.spyOn(provider, 'void').mockImplementation(async (reference, call) => {
    voided.push(reference);
    if (captured.has(reference)) voidedAfterCapture.push(reference);
    await voidCharge(reference, call);
  });
  return { provider, captured, voided, voidedAfterCapture };
}

beforeAll(async () => {
  fresh = await openFreshDatabase({ prefix: 'cadence_finance_checkout', poolSize: 10 });
  await fresh.database.migrate();
  await seedDatabase(fresh.database.db);
  outbox = mkdtempSync(path.join(tmpdir(), 'cadence-finance-outbox-'));
  // The per-network limit is counted in Redis where one is configured (CI's PostgreSQL tier sets REDIS_URL).
  commerce = createCommerce(fresh.database, {
    referenceTtlMs: 0,
    now: () => now,
    accounts: { outboxDir: outbox, redisUrl: process.env.REDIS_URL },
  });
  // A bike in stock with a pound price the lender finances (£1,000–£25,000 on the 9.9 % product).
  const [row] = await fresh.database.db
    .select({ sku: productOptions.sku, optionId: productOptions.id })
    .from(productOptions)
    .innerJoin(products, eq(products.id, productOptions.productId))
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, 'GBP')))
    .where(
      and(
        eq(products.typeId, 'child-bike'),
        gte(productOptions.stockQty, 1),
        gte(productPrices.price, 1_500),
        sql`${productPrices.specialPrice} is null`,
        sql`cardinality(${products.bannedCountries}) = 0`,
      ),
    )
    .orderBy(productOptions.id)
    .limit(1);
  bike = row!;
  await fresh.database.db.update(productOptions).set({ stockQty: 100 }).where(eq(productOptions.id, bike.optionId));
  accessory = await stockedAccessory(fresh.database.db, 1000);
}, 120_000);

afterEach(() => {
  jest.restoreAllMocks();
  now = clock;
});

afterAll(async () => {
  await commerce?.mailer.settled();
  await commerce?.close();
  await fresh?.dispose();
  rmSync(outbox, { recursive: true, force: true });
});

describe('paying by finance (checkout)', () => {
  it('offers a GB order in pounds a card, Cycle to Work and finance while the lender finances its total, and keeps a finance choice only then', async () => {
    const shopper = await newCustomer();
    const id = await readyCart(shopper, 1);
    const view = await commerce.checkout.setPaymentMethod(id, shopper, 'finance');
    expect(view.paymentMethods).toEqual(['card', 'cycle_to_work', 'finance']);
    expect(view.paymentMethod).toBe('finance');
    // The bike taken out, an accessory is below the lender's smallest loan: no finance, and the choice is not kept.
    const bikeLine = view.cart.items.find((line) => line.sku === bike.sku)!;
    await commerce.cart.removeItem(id, bikeLine.uid, shopper);
    const small = await commerce.checkout.checkout(id, shopper);
    expect(small.paymentMethods).toEqual(['card', 'cycle_to_work']);
    expect(small.paymentMethod).toBeNull();
    await expect(commerce.checkout.setPaymentMethod(id, shopper, 'finance')).rejects.toMatchObject({
      code: 'FINANCE_UNAVAILABLE',
      key: 'financeUnavailable',
    });
    await commerce.cart.clearCart(id, shopper);
  });

  it('lets an order with no deposit hold its bike for an hour at most unless the lender reports on it; the stock comes back once', async () => {
    const shopper = await newCustomer();
    const before = await stockOf(bike.optionId);
    const unpaid = started(await commerce.checkout.placeOrder(await readyCart(shopper), shopper, byFinance(0)));
    expect(unpaid.handoff.deposit).toBe(0);
    // The lender's link ends with the hold.
    expect(unpaid.handoff.expires_at).toBe(minutes(60).toISOString());
    // A second order whose application the lender has referred (it is looking at it).
    const referred = started(await commerce.checkout.placeOrder(await readyCart(shopper), shopper, byFinance(0)));
    expect(await decide(referred.handoff.application, 'referred')).toMatchObject({ status: 'applied' });
    expect(await stockOf(bike.optionId)).toBe(before - 2);

    now = minutes(59);
    expect(await commerce.financeDecisions.expireRunOut()).toBe(0);
    expect(await orderStatus(unpaid.orderNumber)).toBe('awaiting_finance');

    // An hour on: replicas sweeping at once expire it once, and give its bike back once.
    now = minutes(61);
    const swept = await Promise.all([commerce.financeDecisions.expireRunOut(), commerce.financeDecisions.expireRunOut()]);
    expect(swept[0]! + swept[1]!).toBe(1);
    expect(await commerce.financeDecisions.expireRunOut()).toBe(0);
    expect(await orderStatus(unpaid.orderNumber)).toBe('cancelled');
    expect(await applicationStatus(unpaid.handoff.application)).toBe('expired');
    expect(await stockOf(bike.optionId)).toBe(before - 1);
    // The referred one keeps its bike while the lender decides.
    expect(await orderStatus(referred.orderNumber)).toBe('awaiting_finance');
    expect(await applicationStatus(referred.handoff.application)).toBe('referred');
    // A decision arriving after the lapse changes nothing.
    expect(await decide(unpaid.handoff.application, 'accepted')).toMatchObject({ status: 'refused', httpStatus: 409 });
    expect(await stockOf(bike.optionId)).toBe(before - 1);
  });

  it('caps the units a customer’s orders waiting for finance hold together', async () => {
    const shopper = await newCustomer();
    const bikes = await stockOf(bike.optionId);
    const accessories = await stockOf(accessory.id);
    // A bike and ten accessories: eleven units.
    const tooMany = await readyCart(shopper, 10);
    const refused = await commerce.checkout.placeOrder(tooMany, shopper, byFinance(0));
    expect(refused).toMatchObject({ kind: 'refused', code: 'FINANCE_UNAVAILABLE' });
    expect((refused as { message: string }).message).toBe(
      'Orders waiting for a finance decision can hold at most 10 items for you. Please reduce the quantities, complete your open application first, or pay another way.',
    );
    expect(await stockOf(bike.optionId)).toBe(bikes);
    expect(await stockOf(accessory.id)).toBe(accessories);
    // Exactly the cap is fine; then nothing more may wait.
    await commerce.cart.updateItems(
      tooMany,
      [
        {
          uid: (await commerce.cart.cart(tooMany, shopper)).items.find((l) => l.sku === accessory.sku)!.uid,
          quantity: 9,
        },
      ],
      shopper,
    );
    started(await commerce.checkout.placeOrder(tooMany, shopper, byFinance(0)));
    const next = await readyCart(shopper);
    expect(await commerce.checkout.placeOrder(next, shopper, byFinance(0))).toMatchObject({
      kind: 'refused',
      code: 'FINANCE_UNAVAILABLE',
      message: checkoutMessage('en-GB', 'financeTooManyUnits', { max: MAX_UNITS_AWAITING_FINANCE }),
    });
  });

  it('never captures a deposit for an order its application then refuses: released, not voided after a capture', async () => {
    const watch = watchProvider();
    const shopper = await newCustomer();
    started(await commerce.checkout.placeOrder(await readyCart(shopper), shopper, byFinance(0)));
    const cart = await readyCart(shopper);
    const bikes = await stockOf(bike.optionId);
    // Another order of this customer opens its application between this order's check of the
    // open applications and its transaction (two orders placed at once).
    const authorise = watch.provider.authorise.bind(watch.provider);
    jest.spyOn(watch.provider, 'authorise').mockImplementation(async (input) => {
      const answer = await authorise(input);
      await commerce.finance.openApplication(fresh.database.db, {
        id: randomBytes(18).toString('base64url'),
        orderNumber: `RACE-${randomBytes(4).toString('hex')}`,
        customerId: shopper.customerId,
        store: 'en-GB',
        productId: 'CL36-9.9',
        months: 36,
        apr: 9.9,
        cashPrice: 1_500,
        deposit: 0,
        loanAmount: 1_500,
        depositReference: null,
        heldStock: [],
        createdAt: now,
        expiresAt: minutes(60),
      });
      return answer;
    });
    const outcome = await commerce.checkout.placeOrder(cart, shopper, byFinance(10));
    expect(outcome).toEqual({
      kind: 'refused',
      code: 'FINANCE_UNAVAILABLE',
      message: checkoutMessage('en-GB', 'financeTooManyOpen'),
    });
    expect(watch.captured.size).toBe(0);
    expect(watch.voidedAfterCapture).toEqual([]);
    expect(watch.voided).toHaveLength(1);
    const [deposit] = await fresh.database.db.select().from(payments).where(eq(payments.reference, watch.voided[0]!));
    expect(deposit).toMatchObject({ status: 'voided', orderNumber: null });
    expect(await stockOf(bike.optionId)).toBe(bikes);
    expect((await commerce.cart.cart(cart, shopper)).isActive).toBe(true);
  });

  it('refunds, never voids, a deposit the provider captured when the order then failed', async () => {
    const watch = watchProvider();
    const shopper = await newCustomer();
    const cart = await readyCart(shopper);
    const bikes = await stockOf(bike.optionId);
    // The provider captures, but its answer is lost (a timeout): the order's transaction rolls back.
    const capture = watch.provider.capture as jest.Mock;
    const captureThrough = capture.getMockImplementation()!;
    capture.mockImplementation(async (reference: string, amount: number, call: unknown) => {
      await captureThrough(reference, amount, call);
      throw new Error('provider timed out');
    });
    // As the remote provider sees it: captured (the sandbox's own ledger rolled back with the order).
    const lookup = watch.provider.lookup.bind(watch.provider);
    jest.spyOn(watch.provider, 'lookup').mockImplementation(async (reference, call) => {
      const charge = await lookup(reference, call);
      return charge && watch.captured.has(reference) ? { ...charge, status: 'closed' } : charge;
    });
    const refunds: [string, number][] = [];
    jest.spyOn(watch.provider, 'refund').mockImplementation(async (reference, amount) => {
      refunds.push([reference, amount]);
    });

    await expect(commerce.checkout.placeOrder(cart, shopper, byFinance(10))).rejects.toThrow('provider timed out');
    expect(watch.captured.size).toBe(1);
    const [reference] = [...watch.captured];
    expect(watch.voidedAfterCapture).toEqual([]);
    const [payment] = await fresh.database.db.select().from(payments).where(eq(payments.reference, reference!));
    expect(refunds).toEqual([[reference, Math.round(payment!.amount * 100)]]);
    expect(payment).toMatchObject({ status: 'refunded', orderNumber: null });
    expect(payment!.refunded).toBe(payment!.amount);
    const orders = await fresh.database.db.select().from(salesOrders).where(eq(salesOrders.customerId, shopper.customerId!));
    expect(orders).toEqual([]);
    expect(await stockOf(bike.optionId)).toBe(bikes);
  });
});

/**
 * A client network of its own per run (an IPv6 /64, as the limit counts one): a shared Redis keeps
 * a network's count for an hour, and CI runs within that hour must not meet each other's.
 */
const newNetwork = () => `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
/** A client at `host` in `network`: every host of a /64 counts as the network. */
const from = (network: string, host: number) => ({ clientIp: `${network}::${host.toString(16)}` });
const LIMIT = FINANCE_ORDERS_PER_ADDRESS.points;
const declinedCard = { ...card, number: '4000 0000 0000 0002' };
const confirmationCard = { ...card, number: '4000 0000 0000 3220' };

/** The answer of a network past its limit: RATE_LIMITED with the wait, which the message says in minutes. */
const limited = (outcome: PlaceOrderOutcome) => {
  if (outcome.kind !== 'refused' || outcome.code !== 'RATE_LIMITED') {
    throw new Error(`expected RATE_LIMITED, got ${JSON.stringify(outcome)}`);
  }
  // The window began with the network's first order, moments ago: about an hour to wait.
  expect(outcome.retryAfterSeconds).toBeGreaterThan(55 * 60);
  expect(outcome.retryAfterSeconds).toBeLessThanOrEqual(60 * 60);
  return { message: outcome.message, minutes: Math.ceil(outcome.retryAfterSeconds! / 60) };
};

/** Fills `count` of a network's places with orders awaiting finance, two per new account (a customer's most). */
async function placeFromNetwork(network: string, count: number) {
  const placed: { shopper: CartScope; input: PlaceOrderInput; orderNumber: string }[] = [];
  let shopper = await newCustomer();
  for (let i = 0; i < count; i++) {
    if (i > 0 && i % 2 === 0) shopper = await newCustomer();
    const input = byFinance(0);
    const { orderNumber } = started(
      await commerce.checkout.placeOrder(await readyCart(shopper), shopper, input, from(network, i + 1)),
    );
    placed.push({ shopper, input, orderNumber });
  }
  return placed;
}

describe('orders paid by finance per client network', () => {
  it('refuses a network past its orders of the hour, whatever accounts place them, in the shopper’s language; another network is not affected', async () => {
    const network = newNetwork();
    const bikes = await stockOf(bike.optionId);
    const placed = await placeFromNetwork(network, LIMIT);
    expect(await stockOf(bike.optionId)).toBe(bikes - LIMIT);

    // A new account on the same network (another host of its /64): refused before its deposit card is touched.
    const authorise = jest.spyOn(commerce.payments.provider, 'authorise');
    const next = await newCustomer();
    const cart = await readyCart(next);
    const english = limited(await commerce.checkout.placeOrder(cart, next, byFinance(10), from(network, 0xffff)));
    expect(english.message).toBe(
      `Too many orders paid by finance have been placed from your network. Please try again in ${english.minutes} minutes, or pay another way.`,
    );
    const german = limited(await commerce.checkout.placeOrder(cart, { ...next, store: 'de-DE' }, byFinance(0), from(network, 7)));
    expect(german.message).toBe(
      `Aus Ihrem Netzwerk wurden zu viele Bestellungen mit Finanzierung aufgegeben. Bitte versuchen Sie es in ${german.minutes} Minuten erneut, oder zahlen Sie anders.`,
    );
    expect(authorise).not.toHaveBeenCalled();
    expect(await stockOf(bike.optionId)).toBe(bikes - LIMIT);
    expect((await commerce.cart.cart(cart, next)).isActive).toBe(true);

    // An order already made answers its attempt again (the lender's page), limit or not.
    const [first] = placed;
    expect(await commerce.checkout.placeOrder('any', first!.shopper, first!.input, from(network, 1))).toMatchObject({
      kind: 'finance_application',
      orderNumber: first!.orderNumber,
    });
    // Paying by card is not limited, and another network places its finance order.
    expect(await commerce.checkout.placeOrder(cart, next, { idempotencyKey: key(), card }, from(network, 7))).toMatchObject({
      kind: 'placed',
    });
    started(await commerce.checkout.placeOrder(await readyCart(next), next, byFinance(0), from(newNetwork(), 1)));
    expect(await stockOf(bike.optionId)).toBe(bikes - LIMIT - 2);
  });

  it('lets attempts placed at once from one network make no more orders than its limit', async () => {
    const network = newNetwork();
    const ready: { shopper: CartScope; cart: string }[] = [];
    for (let i = 0; i < LIMIT + 3; i++) {
      const shopper = await newCustomer();
      ready.push({ shopper, cart: await readyCart(shopper) });
    }
    const bikes = await stockOf(bike.optionId);
    const outcomes = await Promise.all(
      ready.map(({ shopper, cart }, i) => commerce.checkout.placeOrder(cart, shopper, byFinance(0), from(network, i + 1))),
    );
    expect(outcomes.filter((o) => o.kind === 'finance_application')).toHaveLength(LIMIT);
    expect(outcomes.filter((o) => o.kind === 'refused' && o.code === 'RATE_LIMITED')).toHaveLength(3);
    expect(await stockOf(bike.optionId)).toBe(bikes - LIMIT);
    // The refused attempts took nothing: the network stays exactly full.
    const late = await newCustomer();
    limited(await commerce.checkout.placeOrder(await readyCart(late), late, byFinance(0), from(network, 0x99)));
  });

  it('gives a network its place back for an attempt that makes no order', async () => {
    const network = newNetwork();
    // More declined deposits than the limit, and a card waiting for its issuer: none of them counts.
    // (From two accounts: one customer's own declines are limited too, CARD_DECLINES_PER_CUSTOMER.)
    const unlucky = await newCustomer();
    const cart = await readyCart(unlucky);
    const alsoUnlucky = await newCustomer();
    const otherCart = await readyCart(alsoUnlucky);
    for (let i = 0; i <= LIMIT; i++) {
      const outcome = await commerce.checkout.placeOrder(
        i % 2 ? otherCart : cart,
        i % 2 ? alsoUnlucky : unlucky,
        { ...byFinance(10), card: declinedCard },
        from(network, 1),
      );
      expect(outcome).toMatchObject({ kind: 'refused', code: 'PAYMENT_DECLINED' });
    }
    expect(
      await commerce.checkout.placeOrder(cart, unlucky, { ...byFinance(10), card: confirmationCard }, from(network, 1)),
    ).toMatchObject({ kind: 'action_required' });
    await placeFromNetwork(network, LIMIT - 1);

    // The last place, taken by an attempt whose deposit card is still with the provider: another
    // attempt meanwhile is refused; the card is then declined and the place is free again.
    const provider = commerce.payments.provider;
    const authorise = provider.authorise.bind(provider);
    let reached!: () => void;
    let release!: () => void;
    const atProvider = new Promise<void>((resolve) => (reached = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    jest.spyOn(provider, 'authorise').mockImplementation(async (input) => {
      reached();
      await gate;
      return authorise(input);
    });
    const inFlight = commerce.checkout.placeOrder(cart, unlucky, { ...byFinance(10), card: declinedCard }, from(network, 2));
    await atProvider;
    const waiting = await newCustomer();
    const waitingCart = await readyCart(waiting);
    limited(await commerce.checkout.placeOrder(waitingCart, waiting, byFinance(0), from(network, 3)));
    release();
    expect(await inFlight).toMatchObject({ kind: 'refused', code: 'PAYMENT_DECLINED' });
    started(await commerce.checkout.placeOrder(waitingCart, waiting, byFinance(0), from(network, 3)));
    limited(await commerce.checkout.placeOrder(await readyCart(waiting), waiting, byFinance(0), from(network, 4)));
  });
});
