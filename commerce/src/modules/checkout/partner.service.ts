import { localised, toStoreCode, type StoreCode } from '@cadence/server-kit/storefronts';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { fromMinor } from '../../shared/money';
import type { Mailer } from '../../shared/mailer';
import { hmacHex, signToken } from '../../shared/signing';
import { badEvent, readSignedWebhook, WEBHOOK_TOLERANCE_MS } from '../../shared/webhook';
import { cartTotal } from '../cart/cart.rules';
import type { CartService } from '../cart/cart.service';
import type { CartScope } from '../cart/cart.types';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { CustomerService } from '../customer/customer.service';
import type { OrdersService } from '../orders/orders.service';
import type { Order } from '../orders/orders.types';
import type { PromotionsService } from '../promotions/promotions.service';
import { deliversCart } from '../shipping/shipping.rules';
import type { StoreService } from '../store/store.service';
import { CheckoutError } from './checkout.errors';
import type { CheckoutRepository } from './checkout.repository';
import { assertCheckoutable, checkoutRoute, orderNumberFrom, PARTNER_SESSION_TTL_MS } from './checkout.rules';
import type { PartnerHandoff, PartnerOrderEvent, PartnerWebhookOutcome } from './checkout.types';
import { lineName, sendOrderConfirmation, writeOrder } from './order-writer';

export type PartnerDependencies = {
  repository: CheckoutRepository;
  cart: CartService;
  catalogue: CatalogueService;
  promotions: PromotionsService;
  orders: OrdersService;
  store: StoreService;
  customer: CustomerService;
  transaction: <T>(work: (db: Db) => Promise<T>) => Promise<T>;
  /** The partner's checkout page and the secret shared with it. */
  checkoutUrl: string;
  secret: string;
  mailer: Mailer | null;
  siteUrls: Record<StoreCode, string>;
  brand: string;
  clock?: () => Date;
};

/** Longest text field of a partner event the shop accepts. */
const MAX_FIELD = 64;

/** Thrown inside the order transaction when another delivery already recorded this session's order. */
class AlreadyRecorded extends Error {}

/**
 * The cross-border partner (spec §2, §4, §9): for countries it serves, the shop hands the cart to
 * the partner's checkout as a signed, expiring session (items and prices in the shopper's
 * currency, the cart id, a customer reference, country and currency, where to come back to), and
 * records the order when the partner confirms it by an HMAC-signed webhook: once per session and
 * per event, with the same stock rule as the shop's own checkout.
 */
export class PartnerCheckoutService {
  private readonly clock: () => Date;

  constructor(private readonly deps: PartnerDependencies) {
    this.clock = deps.clock ?? (() => new Date());
  }

  /** Starts a partner checkout for the signed-in customer's cart; answers where to send the shopper. */
  async start(maskedId: string, scope: CartScope): Promise<{ redirectUrl: string; expiresAt: Date }> {
    if (!scope.customerId) throw new CheckoutError('UNAUTHENTICATED', 'signInToCheckout');
    const { cart, cartId } = await this.deps.cart.checkoutCart(maskedId, scope);
    const [country] = scope.countryCode ? await this.deps.store.findCountries([scope.countryCode]) : [null];
    if (!country || checkoutRoute(country, await this.deps.store.crossBorderCheckout(country)) !== 'partner') {
      throw new CheckoutError('BAD_USER_INPUT', 'notPartnerCountry');
    }
    assertCheckoutable(cart);
    // The partner is handed the cart's default shipping: where the shop does not deliver, that 0 is
    // no price, and the order would travel for nothing.
    if (!deliversCart(cart.shippingStatus)) {
      throw new CheckoutError('SHIPPING_METHOD_UNAVAILABLE', 'noDelivery', {
        country: localised(country.names, scope.store, country.code),
        currency: cart.currency,
      });
    }

    const now = this.clock();
    const id = randomBytes(24).toString('base64url');
    const expiresAt = new Date(now.getTime() + PARTNER_SESSION_TTL_MS);
    await this.deps.repository.insertPartnerSession({
      id,
      cartId,
      cartMaskedId: cart.id,
      customerId: scope.customerId,
      store: scope.store,
      countryCode: country.code,
      currency: cart.currency,
      cartVersion: cart.version,
      expiresAt,
    });
    const store = toStoreCode(scope.store);
    const totals = cartTotal(cart);
    const handoff: PartnerHandoff = {
      session: id,
      cart_id: cart.id,
      // A reference the partner can quote back, not the customer's id or token.
      customer_ref: hmacHex(this.deps.secret, `customer:${scope.customerId}`).slice(0, 24),
      country: country.code,
      currency: cart.currency,
      locale: store,
      items: cart.items.map((line) => ({
        sku: line.sku,
        name: lineName(line),
        quantity: line.quantity,
        unit_price: fromMinor(line.unitPriceMinor),
      })),
      shipping: fromMinor(totals.shippingMinor),
      discount: fromMinor(totals.discountMinor),
      total: fromMinor(totals.totalMinor),
      return_url: `${this.deps.siteUrls[store]}/checkout/partner-return/?session=${id}`,
      expires_at: expiresAt.toISOString(),
    };
    const url = new URL(this.deps.checkoutUrl);
    url.searchParams.set('handoff', signToken(this.deps.secret, handoff));
    return { redirectUrl: url.toString(), expiresAt };
  }

  /** Where a partner session stands, for its own customer: the order once confirmed. */
  async status(sessionId: string, scope: CartScope): Promise<{ orderNumber: string | null; expired: boolean } | null> {
    if (!scope.customerId) throw new CheckoutError('UNAUTHENTICATED', 'signInToCheckout');
    const session = await this.deps.repository.findPartnerSession(sessionId);
    if (!session || session.customerId !== scope.customerId) return null;
    return { orderNumber: session.orderNumber, expired: !session.orderNumber && session.expiresAt <= this.clock() };
  }

  /**
   * The partner's order confirmation webhook, read by the webhooks' one rule (`readSignedWebhook`:
   * size, signature with the shared secret, JSON) before anything else; an event id or a session
   * already recorded answers the same order (a replay records nothing); a changed cart, a wrong
   * amount or stock gone refuses it (the partner refunds).
   */
  async confirm(rawBody: string, signature: string | null | undefined): Promise<PartnerWebhookOutcome> {
    const now = this.clock();
    const refuse = (httpStatus: 400 | 401 | 404 | 409, code: string, message: string): PartnerWebhookOutcome => ({
      status: 'refused',
      httpStatus,
      code,
      message,
    });
    const delivery = readSignedWebhook(this.deps.secret, rawBody, signature, now);
    if (!delivery.ok) return { status: 'refused', ...delivery.refusal };
    const event = parseEvent(delivery.event);
    if (!event) return { status: 'refused', ...badEvent('The body is not an order.confirmed event with every field.') };
    const earlier = await this.deps.repository.findPartnerEvent(event.id);
    if (earlier?.orderNumber) return { status: 'duplicate', orderNumber: earlier.orderNumber };
    const session = await this.deps.repository.findPartnerSession(event.session);
    if (!session) return refuse(404, 'SESSION_NOT_FOUND', 'No checkout session has this id.');
    if (session.orderNumber) return { status: 'duplicate', orderNumber: session.orderNumber };
    // A delivery signed as the session ended may arrive up to the webhooks' tolerance later.
    if (session.expiresAt.getTime() + WEBHOOK_TOLERANCE_MS < now.getTime()) {
      return refuse(409, 'SESSION_EXPIRED', 'The checkout session has expired.');
    }
    if (event.currency !== session.currency) return refuse(400, 'CURRENCY_MISMATCH', `The session is in ${session.currency}.`);

    const scope: CartScope = {
      store: session.store,
      currency: session.currency,
      countryCode: session.countryCode,
      customerId: session.customerId,
    };
    const { cart, cartId, stockNeeds } = await this.deps.cart.checkoutCart(session.cartMaskedId, scope).catch(() => ({
      cart: null,
      cartId: '',
      stockNeeds: [],
    }));
    if (!cart || cart.version !== session.cartVersion || !cart.isActive) {
      return refuse(409, 'CART_CHANGED', 'The cart changed after the session was made.');
    }
    const totals = cartTotal(cart);
    const paidForGoods = Math.round((event.total_paid - event.duties - event.taxes) * 100);
    if (paidForGoods !== totals.totalMinor) {
      return refuse(409, 'AMOUNT_MISMATCH', `The goods and delivery come to ${fromMinor(totals.totalMinor)} ${cart.currency}.`);
    }
    const coupon = cart.appliedCoupon
      ? await this.deps.promotions.coupon(cart.appliedCoupon, {
          store: scope.store,
          currency: scope.currency,
          customerId: session.customerId,
        })
      : null;
    const customer = await this.deps.customer.getCustomer(session.customerId);
    const orderNumber = orderNumberFrom(randomBytes(8));
    let order: Order;
    try {
      // The cart closes inside the order's transaction: none of its answers is kept until that ends.
      order = await this.deps.cart.changing(cartId, () =>
        this.deps.transaction(async (db) => {
          const repository = this.deps.repository.withDb(db);
          if (!(await repository.claimPartnerEvent(event.id, orderNumber))) throw new AlreadyRecorded();
          if (!(await repository.consumePartnerSession(session.id, orderNumber))) throw new AlreadyRecorded();
          return writeOrder(this.deps, db, {
            cart,
            cartId,
            stockNeeds,
            couponId: coupon?.id ?? null,
            customerId: session.customerId,
            order: {
              number: orderNumber,
              store: session.store,
              status: 'paid',
              discountAmount: fromMinor(totals.discountMinor),
              shippingAmount: fromMinor(totals.shippingMinor),
              grandTotal: fromMinor(totals.totalMinor),
              shippingMethod: 'partner',
              paymentMethod: 'partner',
              shippingAddress: event.shipping_address ?? null,
              billingAddress: event.shipping_address ?? null,
              email: customer.email,
              channel: 'partner',
              partnerReference: event.partner_order_ref,
              createdAt: now,
            },
          });
        }),
      );
    } catch (error) {
      if (error instanceof AlreadyRecorded) {
        const again = (await this.deps.repository.findPartnerSession(session.id))?.orderNumber;
        if (again) return { status: 'duplicate', orderNumber: again };
      }
      if (error instanceof CheckoutError && (error.code === 'SOLD_OUT' || error.code === 'CART_CHANGED')) {
        return refuse(
          409,
          error.code,
          error.code === 'SOLD_OUT' ? `Sold out: ${String(error.params.name)}` : 'The cart changed.',
        );
      }
      throw error;
    }
    await sendOrderConfirmation(this.deps, order, customer.firstName, null);
    return { status: 'recorded', orderNumber: order.number };
  }
}

type ShippingAddress = NonNullable<PartnerOrderEvent['shipping_address']>;

/** The event if the (parsed) body is an order.confirmed event with every field in range, else null. */
function parseEvent(value: unknown): PartnerOrderEvent | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const e = value as Record<string, unknown>;
  const text = (v: unknown) => typeof v === 'string' && v.length > 0 && v.length <= MAX_FIELD;
  const amount = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v < 10_000_000;
  if (e.type !== 'order.confirmed' || !text(e.id) || !text(e.session) || !text(e.partner_order_ref) || !text(e.currency))
    return null;
  if (!amount(e.total_paid) || !amount(e.duties) || !amount(e.taxes)) return null;
  let address: ShippingAddress | null = null;
  if (e.shipping_address !== undefined && e.shipping_address !== null) {
    const a = e.shipping_address as Record<string, unknown>;
    const street = Array.isArray(a.street) ? a.street.filter((line): line is string => text(line)).slice(0, 2) : [];
    if (!text(a.firstname) || !text(a.lastname) || !text(a.city) || !text(a.country_code) || street.length === 0) return null;
    address = {
      firstName: a.firstname as string,
      lastName: a.lastname as string,
      street,
      city: a.city as string,
      postcode: text(a.postcode) ? (a.postcode as string) : '',
      region: null,
      countryCode: (a.country_code as string).toUpperCase().slice(0, 2),
      telephone: null,
    };
  }
  return {
    id: e.id as string,
    type: 'order.confirmed',
    session: e.session as string,
    partner_order_ref: e.partner_order_ref as string,
    currency: e.currency as string,
    total_paid: e.total_paid as number,
    duties: e.duties as number,
    taxes: e.taxes as number,
    shipping_address: address,
  };
}
