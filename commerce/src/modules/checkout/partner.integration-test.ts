import { count, eq } from 'drizzle-orm';
import { createCommerce, type Commerce } from '../../commerce';
import { openFreshDatabase } from '../../db/fresh-database';
import { seedDatabase } from '../../db/seed/seed';
import { stockedAccessory } from '../../test-support/checkout-fixtures';
import { readToken, signatureHeader } from '../../shared/signing';
import type { CartScope } from '../cart/cart.types';
import { productOptions } from '../catalogue/catalogue.tables';
import { customers } from '../customer/customer.tables';
import { salesOrders } from '../orders/orders.tables';
import { shippingRates } from '../shipping/shipping.tables';
import type { CheckoutError } from './checkout.errors';
import type { PartnerHandoff } from './checkout.types';

const SECRET = 'partner-test-secret-0123456789';
const clock = new Date('2026-11-25T10:00:00Z');
let fresh: Awaited<ReturnType<typeof openFreshDatabase>>;
let commerce: Commerce;
let accessory: { id: number; sku: string };
let shopper: CartScope;
let n = 0;

/** A German customer shopping in Germany with one accessory in the cart, handed to the partner. */
async function handedOff(): Promise<{ handoff: PartnerHandoff; scope: CartScope; cart: string }> {
  const [row] = await fresh.database.db
    .insert(customers)
    .values({ email: `partner${++n}@example.com`, firstName: 'Greta', lastName: 'Fahrer', passwordHash: 'x', store: 'de-DE' })
    .returning({ id: customers.id });
  const scope: CartScope = { store: 'de-DE', currency: 'EUR', countryCode: 'DE', customerId: row!.id };
  const cart = await commerce.cart.createEmptyCart(scope);
  await commerce.cart.addProducts(cart, [{ sku: accessory.sku, quantity: 1 }], scope);
  const { redirectUrl } = await commerce.partner.start(cart, scope);
  const url = new URL(redirectUrl);
  expect(`${url.origin}${url.pathname}`).toBe('https://partner.example/checkout');
  const handoff = readToken<PartnerHandoff>(SECRET, url.searchParams.get('handoff')!)!;
  return { handoff, scope, cart };
}

const event = (handoff: PartnerHandoff, overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: `evt_${++n}`,
    type: 'order.confirmed',
    session: handoff.session,
    partner_order_ref: `ESW-${n}`,
    currency: handoff.currency,
    total_paid: Math.round((handoff.total + 12.5 + 3.2) * 100) / 100,
    duties: 12.5,
    taxes: 3.2,
    shipping_address: {
      firstname: 'Greta',
      lastname: 'Fahrer',
      street: ['Hauptstraße 1'],
      city: 'Berlin',
      postcode: '10115',
      country_code: 'DE',
    },
    ...overrides,
  });
const signed = (body: string, at = clock) => signatureHeader(SECRET, body, at);

beforeAll(async () => {
  fresh = await openFreshDatabase({ prefix: 'cadence_partner' });
  await fresh.database.migrate();
  await seedDatabase(fresh.database.db);
  commerce = createCommerce(fresh.database, {
    referenceTtlMs: 0,
    now: () => clock,
    accounts: {
      partner: { checkoutUrl: 'https://partner.example/checkout', secret: SECRET },
      outboxDir: '/tmp/cadence-partner-test-mail',
    },
  });
  accessory = await stockedAccessory(fresh.database.db, 100);
  shopper = { store: 'en-GB', currency: 'GBP', countryCode: 'GB', customerId: null };
}, 120_000);

afterAll(async () => {
  await commerce?.close();
  await fresh?.dispose();
});

describe('cross-border partner', () => {
  it('hands a German cart over signed and expiring, in euros, and records the confirmed order once', async () => {
    const { handoff, scope } = await handedOff();
    expect(handoff).toMatchObject({ country: 'DE', currency: 'EUR', locale: 'de-DE', cart_id: expect.any(String) });
    expect(handoff.items).toEqual([expect.objectContaining({ sku: accessory.sku, quantity: 1 })]);
    expect(handoff.return_url).toBe(`http://localhost:3000/de-DE/checkout/partner-return/?session=${handoff.session}`);
    expect(new Date(handoff.expires_at).getTime() - clock.getTime()).toBe(30 * 60 * 1000);
    expect(handoff.customer_ref).not.toContain(scope.customerId!);
    const stockBefore = (await fresh.database.db.select().from(productOptions).where(eq(productOptions.id, accessory.id)))[0]!
      .stockQty;

    const body = event(handoff);
    const outcome = await commerce.partner.confirm(body, signed(body));
    expect(outcome).toMatchObject({ status: 'recorded', orderNumber: expect.stringMatching(/^CC-/) });
    const number = (outcome as { orderNumber: string }).orderNumber;
    const order = await commerce.orders.customerOrder(scope.customerId!, number);
    expect(order).toMatchObject({
      channel: 'partner',
      currency: 'EUR',
      status: 'paid',
      partnerReference: expect.stringMatching(/^ESW-/),
    });
    expect(order!.shippingAddress).toMatchObject({ city: 'Berlin', countryCode: 'DE' });
    expect((await fresh.database.db.select().from(productOptions).where(eq(productOptions.id, accessory.id)))[0]!.stockQty).toBe(
      stockBefore - 1,
    );
    expect(await commerce.partner.status(handoff.session, scope)).toEqual({ orderNumber: number, expired: false });

    // A replay of the same delivery, and another event for the same session, record nothing new.
    expect(await commerce.partner.confirm(body, signed(body))).toEqual({ status: 'duplicate', orderNumber: number });
    const other = event(handoff);
    expect(await commerce.partner.confirm(other, signed(other))).toEqual({ status: 'duplicate', orderNumber: number });
    const [orders] = await fresh.database.db
      .select({ n: count() })
      .from(salesOrders)
      .where(eq(salesOrders.customerId, scope.customerId!));
    expect(orders!.n).toBe(1);
  });

  it('refuses a wrong signature, an old delivery, a wrong amount and a changed cart', async () => {
    const { handoff, scope, cart } = await handedOff();
    const body = event(handoff);
    expect(await commerce.partner.confirm(body, signatureHeader('another-secret-0123456789', body, clock))).toMatchObject({
      status: 'refused',
      httpStatus: 401,
    });
    expect(await commerce.partner.confirm(body, undefined)).toMatchObject({ httpStatus: 401 });
    expect(await commerce.partner.confirm(body, signed(body, new Date(clock.getTime() - 10 * 60 * 1000)))).toMatchObject({
      httpStatus: 401,
    });
    const cheap = event(handoff, { total_paid: 1, duties: 0, taxes: 0 });
    expect(await commerce.partner.confirm(cheap, signed(cheap))).toMatchObject({ httpStatus: 409, code: 'AMOUNT_MISMATCH' });
    const junk = '{"type":"order.confirmed"}';
    expect(await commerce.partner.confirm(junk, signed(junk))).toMatchObject({ httpStatus: 400, code: 'BAD_EVENT' });
    const unknown = event(handoff, { session: 'no-such-session' });
    expect(await commerce.partner.confirm(unknown, signed(unknown))).toMatchObject({ httpStatus: 404 });
    // The shopper changes the cart after the hand-off: the partner's order is refused (it refunds).
    await commerce.cart.addProducts(cart, [{ sku: accessory.sku, quantity: 1 }], scope);
    const late = event(handoff);
    expect(await commerce.partner.confirm(late, signed(late))).toMatchObject({ httpStatus: 409, code: 'CART_CHANGED' });
  });

  it('is only for countries the partner serves, and only for signed-in customers', async () => {
    await expect(commerce.partner.start('any', shopper)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    const [row] = await fresh.database.db
      .insert(customers)
      .values({ email: 'uk-partner@example.com', firstName: 'Uma', lastName: 'Rider', passwordHash: 'x', store: 'en-GB' })
      .returning({ id: customers.id });
    const uk: CartScope = { ...shopper, customerId: row!.id };
    const cart = await commerce.cart.createEmptyCart(uk);
    await commerce.cart.addProducts(cart, [{ sku: accessory.sku, quantity: 1 }], uk);
    await expect(commerce.partner.start(cart, uk)).rejects.toMatchObject({ code: 'BAD_USER_INPUT', key: 'notPartnerCountry' });
  });

  it('hands nothing to the partner where the shop does not deliver: the cart’s 0 delivery is no price', async () => {
    // Austria served by the partner, but with no delivery rate: the cart used to go over with
    // shipping 0, and the order would have travelled for nothing.
    await fresh.database.db.delete(shippingRates).where(eq(shippingRates.countryCode, 'AT'));
    const [row] = await fresh.database.db
      .insert(customers)
      .values({ email: 'at-partner@example.com', firstName: 'Anna', lastName: 'Fahrer', passwordHash: 'x', store: 'de-DE' })
      .returning({ id: customers.id });
    const austria: CartScope = { store: 'de-DE', currency: 'EUR', countryCode: 'AT', customerId: row!.id };
    const id = await commerce.cart.createEmptyCart(austria);
    const { cart } = await commerce.cart.addProducts(id, [{ sku: accessory.sku, quantity: 1 }], austria);
    expect(cart).toMatchObject({ shippingMinor: 0, shippingStatus: 'unavailable' });
    expect(await commerce.checkout.fulfils(cart, austria)).toBe(false);

    const refusal = await commerce.partner.start(id, austria).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: 'SHIPPING_METHOD_UNAVAILABLE', key: 'noDelivery' });
    expect(commerce.checkout.message('de-DE', refusal as CheckoutError)).toBe(
      'Lieferziel Österreich: Bestellungen in EUR können wir leider nicht dorthin liefern. Bei Fragen helfen wir Ihnen gern weiter.',
    );
    // Germany, delivered to, still goes to the partner.
    const { cart: german, scope } = await handedOff();
    expect(await commerce.checkout.fulfils(await commerce.cart.cart(german, scope), scope)).toBe(true);
  });
});
