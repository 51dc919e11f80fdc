import { localised, toStoreCode, type StoreCode } from '@cadence/server-kit/storefronts';
import { randomBytes } from 'node:crypto';
import { addressLimitKey } from '@cadence/server-kit/client-address';
import type { Db } from '../../db/client';
import { fromMinor } from '../../shared/money';
import type { Mailer } from '../../shared/mailer';
import { RateLimitedError, type Limit, type LimitTry, type RateLimiter } from '../../shared/rate-limiter';
import type { CartService } from '../cart/cart.service';
import type { Cart, CartOrigin, CartScope } from '../cart/cart.types';
import { bikeCount, cartTotal, firstDiscountMinor } from '../cart/cart.rules';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { CustomerService } from '../customer/customer.service';
import type { AddressInput } from '../customer/customer.types';
import { applicationExpiry, FINANCE_ORDERS_PER_ADDRESS, MAX_UNITS_AWAITING_FINANCE } from '../finance/finance-application.rules';
import { lenderApplicationUrl } from '../finance/finance-lender';
import { FINANCE_CURRENCY } from '../finance/finance.rules';
import type { FinancePlan, FinancePlanProblem, FinanceService } from '../finance/finance.service';
import type { OrderFinanceTerms } from '../orders/orders.types';
import type { OrdersService } from '../orders/orders.service';
import type { Order } from '../orders/orders.types';
import type { Authorisation } from '../payments/payments.port';
import { cardProblems, isChargeFor } from '../payments/payments.rules';
import type { PaymentsService } from '../payments/payments.service';
import type { Certificate } from '../payments/payments.types';
import type { PromotionsService } from '../promotions/promotions.service';
import { deliversCart } from '../shipping/shipping.rules';
import type { ShippingService } from '../shipping/shipping.service';
import type { StoreService } from '../store/store.service';
import type { Shop } from '../store/store.types';
import { CheckoutError } from './checkout.errors';
import { checkoutMessage, type CheckoutMessageKey } from './checkout.messages';
import type { CheckoutRepository } from './checkout.repository';
import {
  CARD_DECLINES_PER_ADDRESS,
  CARD_DECLINES_PER_CUSTOMER,
  checkoutRoute,
  isValidIdempotencyKey,
  livePaymentActionsSince,
  orderNumberFrom,
  paymentSplit,
  SHIPPING_METHODS,
  type CheckoutRoute,
  type ShippingMethodCode,
} from './checkout.rules';
import { shippingForMethod } from './checkout.shipping';
import { sendOrderConfirmation, writeOrder } from './order-writer';
import type {
  BillingAddressInput,
  Checkout,
  CheckoutAddress,
  CheckoutDetails,
  PaymentMethodCode,
  PlaceOrderInput,
  PlaceOrderOutcome,
  ShippingAddressInput,
} from './checkout.types';

export type CheckoutLimitName = 'financeOrdersPerAddress' | 'cardDeclinesPerCustomer' | 'cardDeclinesPerAddress';

/** The checkout module's limits (finance-application.rules.ts and checkout.rules.ts say why each is what it is). */
export const DEFAULT_CHECKOUT_LIMITS: Record<CheckoutLimitName, Limit> = {
  financeOrdersPerAddress: FINANCE_ORDERS_PER_ADDRESS,
  cardDeclinesPerCustomer: CARD_DECLINES_PER_CUSTOMER,
  cardDeclinesPerAddress: CARD_DECLINES_PER_ADDRESS,
};

/** The checkout module's limits on the shop's rate limiter (Redis when configured, so every replica counts the same). */
export type CheckoutLimits = RateLimiter<CheckoutLimitName>;

export type CheckoutDependencies = {
  repository: CheckoutRepository;
  cart: CartService;
  catalogue: CatalogueService;
  promotions: PromotionsService;
  shipping: ShippingService;
  store: StoreService;
  customer: CustomerService;
  orders: OrdersService;
  payments: PaymentsService;
  finance: FinanceService;
  /** The finance lender's application page and the secret shared with it. */
  lender: { applicationUrl: string; secret: string };
  /** Finance orders per client address and declined cards per customer and address (DEFAULT_CHECKOUT_LIMITS). */
  limits: CheckoutLimits;
  /** Runs work in one database transaction (the order's). */
  transaction: <T>(work: (db: Db) => Promise<T>) => Promise<T>;
  mailer: Mailer | null;
  siteUrls: Record<StoreCode, string>;
  brand: string;
  clock?: () => Date;
};

const CERTIFICATE_MESSAGES = {
  CERTIFICATE_NOT_FOUND: 'certificateNotFound',
  CERTIFICATE_USED: 'certificateUsed',
  CERTIFICATE_EXPIRED: 'certificateExpired',
  CERTIFICATE_CURRENCY: 'certificateCurrency',
  CERTIFICATE_TOO_MANY_TRIES: 'certificateTooManyTries',
} as const satisfies Record<string, CheckoutMessageKey>;

const FINANCE_MESSAGES = {
  unavailable: 'financeUnavailable',
  currency: 'financeUnavailable',
  product: 'financeProduct',
  too_many_open: 'financeTooManyOpen',
  too_many_units: 'financeTooManyUnits',
} as const satisfies Record<FinancePlanProblem, CheckoutMessageKey>;

/** Why an order cannot be paid by finance, as the shopper is told. */
const financeRefusal = (problem: FinancePlanProblem): CheckoutError =>
  new CheckoutError('FINANCE_UNAVAILABLE', FINANCE_MESSAGES[problem], { max: MAX_UNITS_AWAITING_FINANCE });

/** Thrown inside the order transaction when another request already holds the idempotency key. */
class RepeatedAttempt extends Error {}

/**
 * A place among the finance orders of a client network (FINANCE_ORDERS_PER_ADDRESS), once an
 * attempt has taken one: kept only when the attempt makes its order.
 */
type FinancePlace = { network: string | null; kept: boolean };

/** A card try counted under one limit: the limit's name and the key (a customer, a client network). */
type CardTry = LimitTry<CheckoutLimitName>;

/**
 * The counts a card try is taken from: the customer's, and the client network's (every API caller
 * passes `origin`). An authorised payment's try goes back to the network it is confirmed from.
 */
function cardTries(customerId: string, origin: CartOrigin | undefined): CardTry[] {
  const tries: CardTry[] = [['cardDeclinesPerCustomer', customerId]];
  if (origin) tries.push(['cardDeclinesPerAddress', addressLimitKey(origin.clientIp)]);
  return tries;
}

/**
 * The shop's own checkout (spec §2, §4, §5): a signed-in customer's cart with addresses, a delivery
 * method and payment becomes an order in one transaction. Placing an order is idempotent per
 * attempt key; stock is taken by a guarded update that cannot go below zero; a card is authorised
 * first and captured as the last step of the order's transaction (after everything that can refuse
 * the order), released when no order is made, refunded if the provider captured it all the same.
 */
export class CheckoutService {
  private readonly clock: () => Date;

  constructor(private readonly deps: CheckoutDependencies) {
    this.clock = deps.clock ?? (() => new Date());
  }

  /**
   * Whether checkout can get a priced cart to the shopper at all (for anyone: the cart offers a way
   * to check out by it). Through the cross-border partner, only where the shop delivers the cart
   * (the partner is handed its default shipping, `PartnerCheckoutService.start`); through the shop's
   * own checkout, when one of its methods is offered (standard or next-day delivery, click and
   * collect at a store in the shopper's country). False for an empty cart. Other reasons checkout
   * refuses an order (a second bike, a line no longer available) are the cart's to show, not this.
   */
  async fulfils(cart: Cart, scope: Pick<CartScope, 'countryCode'>): Promise<boolean> {
    if (cart.items.length === 0) return false;
    const { route, shippingOptions } = await this.offer(cart, scope);
    if (route === 'partner') return deliversCart(cart.shippingStatus);
    return shippingOptions.some((option) => option.available);
  }

  /** The customer's cart in checkout: choices so far, what can be chosen, totals as they stand. */
  async checkout(maskedId: string, scope: CartScope): Promise<Checkout> {
    requireCustomer(scope);
    const { cart, cartId } = await this.deps.cart.checkoutCart(maskedId, scope);
    return this.view(cart, await this.deps.repository.details(cartId), scope);
  }

  /** Sets the delivery address: an address-book entry, or a new address checked by the book's rules (and saved there when asked). */
  async setShippingAddress(maskedId: string, scope: CartScope, input: ShippingAddressInput): Promise<Checkout> {
    const customerId = requireCustomer(scope);
    const { cart, cartId } = await this.deps.cart.checkoutCart(maskedId, scope);
    let address: CheckoutAddress;
    let addressId: number | null = null;
    if ('addressId' in input) {
      address = await this.bookAddress(customerId, input.addressId);
      addressId = input.addressId;
    } else {
      const checked = await this.deps.customer.checkAddress(input.address);
      address = snapshot(checked);
      if (input.saveInAddressBook) addressId = (await this.deps.customer.createAddress(customerId, input.address)).id;
    }
    await this.assertAddressCountry(address, scope);
    await this.deps.repository.saveDetails(cartId, { shippingAddress: address, shippingAddressId: addressId });
    return this.view(cart, await this.deps.repository.details(cartId), scope);
  }

  /** Sets the billing address: the delivery address (the default), an address-book entry or a new one. */
  async setBillingAddress(maskedId: string, scope: CartScope, input: BillingAddressInput): Promise<Checkout> {
    const customerId = requireCustomer(scope);
    const { cart, cartId } = await this.deps.cart.checkoutCart(maskedId, scope);
    if ('sameAsShipping' in input) {
      await this.deps.repository.saveDetails(cartId, { billingSameAsShipping: true, billingAddress: null });
    } else {
      const address =
        'addressId' in input
          ? await this.bookAddress(customerId, input.addressId)
          : snapshot(await this.deps.customer.checkAddress(input.address));
      await this.deps.repository.saveDetails(cartId, { billingSameAsShipping: false, billingAddress: address });
    }
    return this.view(cart, await this.deps.repository.details(cartId), scope);
  }

  /** Chooses standard, next-day delivery or click and collect (with the store). */
  async setShippingMethod(
    maskedId: string,
    scope: CartScope,
    method: ShippingMethodCode,
    shopCode?: string | null,
  ): Promise<Checkout> {
    requireCustomer(scope);
    const { cart, cartId } = await this.deps.cart.checkoutCart(maskedId, scope);
    if (!SHIPPING_METHODS.includes(method)) throw new CheckoutError('SHIPPING_METHOD_UNAVAILABLE', 'shippingMethodUnavailable');
    const current = await this.view(cart, await this.deps.repository.details(cartId), scope);
    if (!current.shippingOptions.find((option) => option.code === method)?.available) {
      throw (
        (method === 'standard' ? await this.noStandardDelivery(cart, scope) : null) ??
        new CheckoutError('SHIPPING_METHOD_UNAVAILABLE', 'shippingMethodUnavailable')
      );
    }
    let collectionShop: string | null = null;
    if (method === 'click_and_collect') {
      const shop = current.shops.find((s) => s.code === shopCode);
      if (!shop) throw new CheckoutError('SHIPPING_METHOD_UNAVAILABLE', 'shopMissing');
      collectionShop = shop.code;
    }
    await this.deps.repository.saveDetails(cartId, { shippingMethod: method, collectionShop });
    return this.view(cart, await this.deps.repository.details(cartId), scope);
  }

  /**
   * Chooses how to pay: by card, with a Cycle to Work certificate (and a card for any rest), or by
   * finance (a UK order the lender finances; the deposit by card).
   */
  async setPaymentMethod(maskedId: string, scope: CartScope, method: PaymentMethodCode): Promise<Checkout> {
    requireCustomer(scope);
    const { cart, cartId } = await this.deps.cart.checkoutCart(maskedId, scope);
    if (method !== 'card' && method !== 'cycle_to_work' && method !== 'finance') {
      throw new CheckoutError('BAD_USER_INPUT', 'unknownPaymentMethod');
    }
    if (method === 'finance' && !(await this.view(cart, await this.deps.repository.details(cartId), scope)).financeAvailable) {
      throw new CheckoutError('FINANCE_UNAVAILABLE', 'financeUnavailable');
    }
    await this.deps.repository.saveDetails(cartId, { paymentMethod: method });
    return this.view(cart, await this.deps.repository.details(cartId), scope);
  }

  /**
   * The shopper's answer to the card issuer's confirmation step (the sandbox's stand-in for 3-D
   * Secure): true when the payment is now authorised. The answer goes to the provider as a card
   * try (`cardTry`): a payment the issuer declines counts against the card decline limits, once,
   * and past them RATE_LIMITED (with the wait) before anything is sent. Every API caller passes
   * `origin` (the client network's count); only in-process callers leave it out.
   */
  async confirmPayment(scope: CartScope, reference: string, approved: boolean, origin?: CartOrigin): Promise<boolean> {
    const customerId = requireCustomer(scope);
    // Only the customer whose checkout started the payment answers for it (anyone else: false, nothing counted).
    const since = livePaymentActionsSince(this.clock());
    if (!(await this.deps.repository.ownsPaymentAction(customerId, reference, since))) return false;
    const answer = await this.cardTry(customerId, origin, { confirmation: reference }, () =>
      this.deps.payments.confirm(reference, approved),
    );
    return answer?.status === 'authorised';
  }

  /**
   * Lapses payment confirmations nobody finished within PAYMENT_ACTION_TTL_MS (they can no longer be
   * confirmed or pay for an order, whatever this sweep does): what the provider still holds for one
   * (authorised, or still waiting for the shopper, who may yet answer the issuer) is released, and
   * the row is forgotten only once that is settled, so a lookup or release that fails is tried again
   * by the next sweep. Replicas may sweep at once: a payment released twice is released once.
   * Answers how many were settled.
   */
  async lapsePaymentActions(batch = 100): Promise<number> {
    const before = livePaymentActionsSince(this.clock());
    let settled = 0;
    let after: string | undefined;
    for (;;) {
      const page = await this.deps.repository.lapsedPaymentActions(before, batch, after);
      for (const reference of page) {
        if (await this.settleLapsedPayment(reference)) {
          await this.deps.repository.removeLapsedPaymentAction(reference, before);
          settled++;
        }
      }
      if (page.length < batch) return settled;
      after = page[page.length - 1];
    }
  }

  /** Whether nothing is held any more for a lapsed payment: released now, or already closed or declined. */
  private async settleLapsedPayment(reference: string): Promise<boolean> {
    let answer: Authorisation | null;
    try {
      answer = await this.deps.payments.lookup(reference);
    } catch (error) {
      console.error('[checkout] could not look up a lapsed payment', reference, (error as Error).message);
      return false;
    }
    if (!answer || answer.status === 'closed' || answer.status === 'declined') return true;
    return this.deps.payments.release(reference);
  }

  /**
   * Places the order. Expected failures are answered, not thrown: a declined card, a sold-out
   * line (named; nothing else in the cart is lost), a missing step. The same attempt key always
   * answers the same order. An order paid by finance counts against the client address of `origin`
   * (FINANCE_ORDERS_PER_ADDRESS): past it, RATE_LIMITED with the wait. Every API caller passes the
   * origin; only in-process callers leave it out.
   */
  async placeOrder(maskedId: string, scope: CartScope, input: PlaceOrderInput, origin?: CartOrigin): Promise<PlaceOrderOutcome> {
    const place: FinancePlace = { network: null, kept: false };
    try {
      return await this.place(maskedId, scope, input, origin, place);
    } catch (error) {
      if (error instanceof CheckoutError) {
        const message = checkoutMessage(scope.store, error.key, error.params);
        if (error.code === 'RATE_LIMITED') {
          return { kind: 'refused', code: error.code, message, retryAfterSeconds: Number(error.params.seconds) };
        }
        return { kind: 'refused', code: error.code, message };
      }
      throw error;
    } finally {
      // Refused, failed, waiting for the card issuer or a repeat: no order holds the place.
      if (place.network && !place.kept) await this.giveBackFinancePlace(place.network);
    }
  }

  /** The message of a checkout error in the storefront's language (for the API edge). */
  message(store: string, error: CheckoutError): string {
    return checkoutMessage(store, error.key, error.params);
  }

  // ---------------------------------------------------------------------------------------------

  private async place(
    maskedId: string,
    scope: CartScope,
    input: PlaceOrderInput,
    origin: CartOrigin | undefined,
    place: FinancePlace,
  ): Promise<PlaceOrderOutcome> {
    const customerId = requireCustomer(scope);
    const key = input.idempotencyKey;
    if (!isValidIdempotencyKey(key)) throw new CheckoutError('BAD_USER_INPUT', 'invalidAttemptKey');
    const earlier = await this.deps.repository.findAttempt(customerId, key);
    if (earlier) return this.repeated(earlier, customerId);

    const now = this.clock();
    const { cart, cartId, stockNeeds } = await this.deps.cart.checkoutCart(maskedId, scope);
    const details = await this.deps.repository.details(cartId);
    const view = await this.view(cart, details, scope);
    // Standard delivery chosen earlier, to where the shop does not deliver in this currency: say why.
    const lostMethod =
      details.shippingMethod === 'standard' && !view.shippingMethod ? await this.noStandardDelivery(cart, scope) : null;
    this.assertReady(view, lostMethod);
    const shipping = view.collectionShop ? null : view.shippingAddress;
    // The cart was priced, and its delivery and bans checked, for the country the shopper is in now:
    // a delivery address saved while shopping in another country would get this country's rates.
    if (shipping) await this.assertAddressCountry(shipping, scope);
    const billing = view.billingSameAsShipping ? view.shippingAddress : view.billingAddress;
    if (!billing) throw new CheckoutError('MISSING_BILLING_ADDRESS', 'billingAddressMissing');

    if (input.finance && input.certificate) throw new CheckoutError('BAD_USER_INPUT', 'financeWithCertificate');
    let certificate: Certificate | null = null;
    if (input.certificate) {
      const found = await this.deps.payments.certificate(
        input.certificate.issuer,
        input.certificate.code,
        cart.currency,
        now,
        customerId,
        origin,
      );
      if (found.problem) {
        throw new CheckoutError('CERTIFICATE_INVALID', CERTIFICATE_MESSAGES[found.problem], {
          issuer: input.certificate.issuer.slice(0, 64),
        });
      }
      certificate = found.certificate;
    }
    const finance = await this.financePlan(view, scope, input, stockNeeds);
    // Before anything is charged or held: the network's place is taken first, so attempts placed
    // at once cannot all pass, and given back (placeOrder) unless this attempt makes its order.
    if (finance && origin) await this.takeFinancePlace(addressLimitKey(origin.clientIp), place);
    // Paying by finance, the card pays the deposit (nothing when there is none); the lender the rest.
    const split = finance
      ? { cardMinor: finance.repayments.depositMinor, certificateMinor: 0 }
      : paymentSplit(view.totalMinor, certificate?.amountMinor ?? null);
    const coupon = cart.appliedCoupon
      ? await this.deps.promotions.coupon(cart.appliedCoupon, { store: scope.store, currency: scope.currency, customerId })
      : null;
    const customer = await this.deps.customer.getCustomer(customerId);

    let authorisation: Authorisation | null = null;
    if (split.cardMinor > 0) {
      const answer = await this.authorise(customerId, input, split.cardMinor, cart.currency, key, now, origin);
      if (answer.status === 'requires_action') {
        await this.deps.repository.recordPaymentAction(customerId, answer.reference, now);
        return { kind: 'action_required', paymentReference: answer.reference };
      }
      authorisation = answer;
    }

    const orderNumber = orderNumberFrom(randomBytes(8));
    // Paid by finance: the application opened with the order (the lender knows it by its id).
    const application = finance
      ? {
          id: randomBytes(18).toString('base64url'),
          store: scope.store,
          expiresAt: applicationExpiry(now),
        }
      : null;
    let order: Order;
    // Whether the charge's capture was asked for: past that, the provider may have taken it.
    let captureAsked = false;
    try {
      // The cart closes inside the order's transaction: none of its answers is kept until that ends.
      order = await this.deps.cart.changing(cartId, () =>
        this.deps.transaction(async (db) => {
          // First: a second request with this key waits here for the first to end, then stops.
          const repository = this.deps.repository.withDb(db);
          if (!(await repository.claimAttempt(customerId, key, orderNumber))) throw new RepeatedAttempt();
          // A confirmed payment pays for one order: a second order with its reference is refused.
          if (
            authorisation &&
            input.paymentReference &&
            !(await repository.consumePaymentAction(customerId, input.paymentReference, livePaymentActionsSince(now)))
          ) {
            throw new CheckoutError('PAYMENT_REQUIRED', 'paymentMissing');
          }
          if (certificate && !(await this.deps.payments.redeemCertificate(db, certificate, orderNumber, now))) {
            throw new CheckoutError('CERTIFICATE_INVALID', 'certificateUsed');
          }
          const recorded = await writeOrder(this.deps, db, {
            cart,
            cartId,
            stockNeeds,
            couponId: coupon?.id ?? null,
            customerId,
            order: {
              number: orderNumber,
              store: scope.store,
              status: finance ? 'awaiting_finance' : 'paid',
              discountAmount: fromMinor(view.discountMinor),
              shippingAmount: fromMinor(view.shippingMinor),
              grandTotal: fromMinor(view.totalMinor),
              shippingMethod: view.shippingMethod,
              paymentMethod: finance
                ? 'finance'
                : certificate
                  ? split.cardMinor > 0
                    ? 'cycle_to_work_and_card'
                    : 'cycle_to_work'
                  : 'card',
              finance: finance ? financeTerms(finance, view.totalMinor) : null,
              shippingAddress: shipping ? withoutEmail(shipping) : null,
              billingAddress: withoutEmail(billing),
              certificate: certificate ? { issuer: certificate.issuer, amount: fromMinor(split.certificateMinor) } : null,
              email: customer.email,
              channel: 'shop',
              collectionShop: view.collectionShop?.code ?? null,
              paymentReference: authorisation?.reference ?? null,
              cardLast4: authorisation?.cardLast4 ?? null,
              createdAt: now,
            },
          });
          if (finance && application) {
            const refused = await this.deps.finance.openApplication(db, {
              ...application,
              orderNumber,
              customerId,
              productId: finance.product.productId,
              months: finance.product.months,
              apr: finance.product.apr,
              cashPrice: fromMinor(view.totalMinor),
              deposit: fromMinor(finance.repayments.depositMinor),
              loanAmount: fromMinor(finance.repayments.loanMinor),
              depositReference: authorisation?.reference ?? null,
              heldStock: stockNeeds.map(({ optionId, selectionId, quantity, name }) => ({
                optionId,
                selectionId,
                quantity,
                name,
              })),
              createdAt: now,
            });
            if (refused) throw financeRefusal(refused);
          }
          // Last, after every step that can refuse the order: a captured charge cannot be voided.
          if (authorisation) {
            captureAsked = true;
            await this.deps.payments.capture(db, authorisation, orderNumber, split.cardMinor);
          }
          return recorded;
        }),
      );
    } catch (error) {
      if (authorisation) {
        if (captureAsked) await this.giveBackCapture(authorisation.reference, orderNumber, split.cardMinor);
        else await this.deps.payments.release(authorisation.reference);
      }
      if (error instanceof RepeatedAttempt) {
        const number = await this.deps.repository.findAttempt(customerId, key);
        // The first request's order: its lender page again when it is paid by finance.
        if (number) return this.repeated(number, customerId);
      }
      throw error;
    }
    // The order is made: it keeps its network's place until the window ends.
    place.kept = true;
    const redirectUrl = application ? this.lenderUrl(application, order, customer) : null;
    // The confirmation goes out when the lender accepts; the shopper applies on the lender's page now.
    if (redirectUrl) return { kind: 'finance_application', orderNumber: order.number, redirectUrl };
    await sendOrderConfirmation(this.deps, order, customer.firstName, view.collectionShop);
    return { kind: 'placed', orderNumber: order.number, repeated: false };
  }

  /**
   * Takes a place among the finance orders of a client network; RATE_LIMITED (with the wait) when
   * none is left. A refused attempt's count is given back at once: the count stays the places held
   * (and those being taken), so a place given back by a failed order is free again.
   */
  private async takeFinancePlace(network: string, place: FinancePlace): Promise<void> {
    try {
      await this.deps.limits.consume('financeOrdersPerAddress', network);
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      await this.giveBackFinancePlace(network);
      throw new CheckoutError('RATE_LIMITED', 'financeTooManyFromNetwork', error.wait);
    }
    place.network = network;
  }

  /** Gives a network's place back; a limiter that cannot take it back leaves the answer as it is (logged). */
  private async giveBackFinancePlace(network: string): Promise<void> {
    try {
      await this.deps.limits.giveBack('financeOrdersPerAddress', network);
    } catch (error) {
      console.error('[checkout] could not give back a finance order place', (error as Error).message);
    }
  }

  /**
   * After the order's transaction failed at or after the capture: the database rolled back, a
   * remote provider's capture did not, and a captured charge cannot be voided (`giveBack` refunds
   * it). Unless the order committed after all (only its acknowledgement was lost): then it is paid.
   * A failure to tell is logged and nothing given back (operations settle it by hand).
   */
  private async giveBackCapture(reference: string, orderNumber: string, amountMinor: number): Promise<void> {
    try {
      if (await this.deps.orders.byNumber(orderNumber)) return;
    } catch (error) {
      console.error('[checkout] could not tell whether an order was made for a capture', reference, (error as Error).message);
      return;
    }
    await this.deps.payments.giveBack(reference, amountMinor);
  }

  /** The same attempt again: its order, or the lender's page while its finance application is still open. */
  private async repeated(orderNumber: string, customerId: string): Promise<PlaceOrderOutcome> {
    const application = await this.deps.finance.applicationForOrder(orderNumber);
    if (application?.status === 'submitted' && application.expiresAt > this.clock()) {
      const [order, customer] = await Promise.all([
        this.deps.orders.byNumber(orderNumber),
        this.deps.customer.getCustomer(customerId),
      ]);
      const redirectUrl = order ? this.lenderUrl(application, order, customer) : null;
      if (redirectUrl) return { kind: 'finance_application', orderNumber, redirectUrl };
    }
    return { kind: 'placed', orderNumber, repeated: true };
  }

  /** The plan a finance payment asks for, checked against the order; null when the order is not paid by finance. */
  private async financePlan(
    view: Checkout,
    scope: CartScope,
    input: PlaceOrderInput,
    stockNeeds: readonly { quantity: number }[],
  ): Promise<FinancePlan | null> {
    if (!input.finance) {
      if (view.paymentMethod === 'finance') throw new CheckoutError('BAD_USER_INPUT', 'financeChoiceMissing');
      return null;
    }
    const { productId, depositPercent } = input.finance;
    if (typeof productId !== 'string' || productId.length > 32 || !Number.isFinite(depositPercent)) {
      throw new CheckoutError('BAD_USER_INPUT', 'financeChoiceMissing');
    }
    const answer = await this.deps.finance.plan(scope.countryCode, view.cart.currency, {
      priceMinor: view.totalMinor,
      productId,
      depositPercent,
      customerId: requireCustomer(scope),
      units: stockNeeds.reduce((sum, need) => sum + need.quantity, 0),
    });
    if ('problem' in answer) throw financeRefusal(answer.problem);
    return answer.plan;
  }

  /**
   * The lender's application page for an order's application (signed hand-off), or null when the
   * order no longer waits for the lender (operations may have cancelled it meanwhile).
   */
  private lenderUrl(
    application: { id: string; store: string; expiresAt: Date },
    order: Order,
    customer: { firstName: string; lastName: string; email: string },
  ): string | null {
    const orderNumber = order.number;
    const terms = order.status === 'awaiting_finance' ? order.finance : null;
    if (!terms) return null;
    const store = toStoreCode(application.store);
    return lenderApplicationUrl(this.deps.lender, {
      application: application.id,
      order_number: orderNumber,
      locale: store,
      currency: FINANCE_CURRENCY,
      cash_price: terms.cashPrice,
      deposit: terms.deposit,
      loan_amount: terms.loanAmount,
      product_id: terms.productId,
      product_name: terms.productName,
      months: terms.months,
      apr: terms.apr,
      monthly_repayment: terms.monthlyRepayment,
      final_payment: terms.finalPayment,
      payments: terms.payments,
      total_repayable: terms.totalRepayable,
      applicant: { first_name: customer.firstName, last_name: customer.lastName, email: customer.email },
      return_url: `${this.deps.siteUrls[store]}/checkout/finance-return/?application=${encodeURIComponent(application.id)}`,
      expires_at: application.expiresAt.toISOString(),
    });
  }

  private async authorise(
    customerId: string,
    input: PlaceOrderInput,
    amountMinor: number,
    currency: string,
    key: string,
    now: Date,
    origin: CartOrigin | undefined,
  ): Promise<Authorisation> {
    const reference = input.paymentReference;
    if (reference) {
      // Only a payment this customer's checkout started and no order has taken yet.
      const own = await this.deps.repository.ownsPaymentAction(customerId, reference, livePaymentActionsSince(now));
      // The issuer's answer as the provider has it now: a decline learnt here (the shopper came back
      // from a real provider's 3-D Secure page) counts as one learnt at the confirmation does, once.
      const answer = own
        ? await this.cardTry(customerId, origin, { confirmation: reference }, () => this.deps.payments.lookup(reference))
        : null;
      if (!answer || !isChargeFor(answer, amountMinor, currency)) {
        throw new CheckoutError('PAYMENT_REQUIRED', 'paymentMissing');
      }
      if (answer.status === 'declined') throw new CheckoutError('PAYMENT_DECLINED', 'authenticationFailed');
      // Captured, voided or refunded: nothing left to take (not yet confirmed is asked again).
      if (answer.status === 'closed') throw new CheckoutError('PAYMENT_REQUIRED', 'paymentMissing');
      return answer;
    }
    const card = input.card;
    if (!card) throw new CheckoutError('PAYMENT_REQUIRED', 'paymentMissing');
    const problems = cardProblems(card, now);
    const first = problems.number ?? problems.expiry ?? problems.cvc;
    if (first) throw new CheckoutError('INVALID_CARD', first);
    const answer = await this.cardTry(customerId, origin, {}, () =>
      this.deps.payments.authorise(card, amountMinor, currency, key),
    );
    if (answer.status === 'declined') {
      throw new CheckoutError(
        'PAYMENT_DECLINED',
        answer.declineCode === 'insufficient_funds' ? 'insufficientFunds' : 'paymentDeclined',
      );
    }
    return answer;
  }

  /**
   * The one rule of the card decline limits (CARD_DECLINES_PER_CUSTOMER / _ADDRESS), for every call
   * that asks the provider about a card: a card's authorisation, the shopper's answer to the issuer's
   * confirmation (3-D Secure), a confirmed payment's outcome.
   *
   * - A card sent to the provider takes a try first, so cards sent at once cannot all pass (past a
   *   limit: RATE_LIMITED with the wait, and the provider is not asked). The try is kept when the
   *   card is declined, and when the issuer asks to confirm the payment: such a payment counts as a
   *   decline from then (its row, recordPaymentAction) until it is authorised, so a card tester who
   *   never answers the issuer is stopped as one whose cards are declined. Otherwise it is given back.
   * - A payment the issuer was asked to confirm (`confirmation`, its reference) took its try with its
   *   card: answering the issuer or looking it up probes no new card and takes none, even at the
   *   limit. Declined there, it stays the one decline it was, however often it is confirmed, at once
   *   or again, or looked up; authorised, its try is given back, once (uncountDecline).
   */
  private async cardTry<A extends Authorisation | null>(
    customerId: string,
    origin: CartOrigin | undefined,
    of: { confirmation?: string },
    ask: () => Promise<A>,
  ): Promise<A> {
    const payment = of.confirmation;
    const tries = payment === undefined ? await this.takeCardTry(customerId, origin) : [];
    let kept = false;
    try {
      const answer = await ask();
      if (payment === undefined) {
        kept = answer?.status === 'declined' || answer?.status === 'requires_action';
      } else if (answer?.status === 'declined') {
        // Counted already from the issuer's request; a payment confirmed before this rule counts here.
        if (await this.deps.repository.countDecline(payment, this.clock())) await this.countCardTry(customerId, origin);
      } else if (answer?.status === 'authorised') {
        const windowStart = new Date(this.clock().getTime() - CARD_DECLINES_PER_CUSTOMER.durationSeconds * 1000);
        if (await this.deps.repository.uncountDecline(payment, windowStart)) {
          await this.giveBackCardTry(cardTries(customerId, origin));
        }
      }
      return answer;
    } finally {
      if (!kept) await this.giveBackCardTry(tries);
    }
  }

  /** Counts a decline learnt after the provider was asked: past the limit or not, it counts. */
  private async countCardTry(customerId: string, origin: CartOrigin | undefined): Promise<void> {
    for (const one of cardTries(customerId, origin)) {
      try {
        await this.deps.limits.consume(...one);
      } catch (error) {
        if (!(error instanceof RateLimitedError)) throw error;
      }
    }
  }

  /**
   * Takes a card try for the customer and the client network (CARD_DECLINES_PER_CUSTOMER / _ADDRESS);
   * RATE_LIMITED (with the wait) past either, with what it took given back (a refused count counts too).
   */
  private async takeCardTry(customerId: string, origin: CartOrigin | undefined): Promise<CardTry[]> {
    const tries = cardTries(customerId, origin);
    try {
      await this.deps.limits.consumeAll(tries);
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      throw new CheckoutError('RATE_LIMITED', 'tooManyDeclines', error.wait);
    }
    return tries;
  }

  /** Gives card tries back; a limiter that cannot take them back leaves the answer as it is (logged). */
  private giveBackCardTry(tries: readonly CardTry[]): Promise<void> {
    return this.deps.limits.giveBackAll(tries);
  }

  /**
   * Every step a GB order needs, with the first one missing named (`lostMethod`: why the delivery
   * method chosen earlier is no longer offered, when it says more than "choose one").
   */
  private assertReady(view: Checkout, lostMethod: CheckoutError | null = null): void {
    const { cart } = view;
    if (cart.items.length === 0) throw new CheckoutError('CART_EMPTY', 'cartEmpty');
    if (view.route === 'partner') {
      throw new CheckoutError('PARTNER_CHECKOUT', 'usePartner', { country: view.countryCode ?? '' });
    }
    if (bikeCount(cart.items) > 1) throw new CheckoutError('ONE_BIKE_PER_CHECKOUT', 'oneBikePerCheckout');
    const unavailable = cart.items.find((line) => !line.available);
    if (unavailable) throw new CheckoutError('ITEM_UNAVAILABLE', 'itemUnavailable', { name: unavailable.name });
    if (!view.shippingMethod) throw lostMethod ?? new CheckoutError('MISSING_SHIPPING_METHOD', 'shippingMethodMissing');
    if (!view.shippingOptions.find((o) => o.code === view.shippingMethod)?.available) {
      throw new CheckoutError('SHIPPING_METHOD_UNAVAILABLE', 'shippingMethodUnavailable');
    }
    if (view.shippingMethod === 'click_and_collect' && !view.collectionShop) {
      throw new CheckoutError('SHIPPING_METHOD_UNAVAILABLE', 'shopMissing');
    }
    if (view.shippingMethod !== 'click_and_collect' && !view.shippingAddress) {
      throw new CheckoutError('MISSING_SHIPPING_ADDRESS', 'shippingAddressMissing');
    }
  }

  /**
   * Where a cart would check out (the shop's own checkout or the partner's), the shop's stores in
   * the shopper's country, and the delivery methods the shop's checkout offers it, with their prices.
   * Reference data only (rates, stores, countries, flags): nothing of the cart is read again.
   */
  private async offer(
    cart: Cart,
    scope: Pick<CartScope, 'countryCode'>,
  ): Promise<{ route: CheckoutRoute; countryShops: Shop[]; shippingOptions: Checkout['shippingOptions'] }> {
    const [shops, countries, nextDay] = await Promise.all([
      this.deps.store.shops(),
      scope.countryCode ? this.deps.store.findCountries([scope.countryCode]) : Promise.resolve([]),
      this.deps.shipping.rate(scope.countryCode, 'next_day'),
    ]);
    const country = countries[0] ?? null;
    const route: CheckoutRoute = country ? checkoutRoute(country, await this.deps.store.crossBorderCheckout(country)) : 'shop';
    const countryShops = shops.filter((shop) => shop.countryCode === scope.countryCode);
    const shippingOptions = SHIPPING_METHODS.map((code) => {
      const amount = shippingForMethod(code, cart, { nextDay }, countryShops.length);
      return { code, amountMinor: amount ?? 0, available: amount !== null && cart.items.length > 0 };
    });
    return { route, countryShops, shippingOptions };
  }

  private async view(cart: Cart, details: CheckoutDetails, scope: CartScope): Promise<Checkout> {
    const { route, countryShops, shippingOptions } = await this.offer(cart, scope);
    const chosen = shippingOptions.find((o) => o.code === details.shippingMethod && o.available);
    const totals = cartTotal({
      subtotalMinor: cart.subtotalMinor,
      discounts: cart.discounts,
      shippingMinor: chosen?.amountMinor ?? cart.shippingMinor,
    });
    const financeAvailable =
      route === 'shop' &&
      cart.items.length > 0 &&
      (await this.deps.finance.qualifies(scope.countryCode, cart.currency, totals.totalMinor));
    return {
      cart,
      route,
      countryCode: scope.countryCode,
      shippingAddress: details.shippingAddress,
      billingAddress: details.billingSameAsShipping ? details.shippingAddress : details.billingAddress,
      billingSameAsShipping: details.billingSameAsShipping,
      shippingMethod: chosen ? chosen.code : null,
      collectionShop:
        chosen?.code === 'click_and_collect' ? (countryShops.find((s) => s.code === details.collectionShop) ?? null) : null,
      // A finance choice the order no longer qualifies for (the cart changed) is not kept.
      paymentMethod: details.paymentMethod === 'finance' && !financeAvailable ? null : details.paymentMethod,
      financeAvailable,
      shippingOptions,
      shops: countryShops,
      shippingMinor: totals.shippingMinor,
      discountMinor: cart.subtotalMinor > 0 ? firstDiscountMinor(cart.discounts) : 0,
      totalMinor: totals.totalMinor,
    };
  }

  /**
   * A delivery address must be in the country the shopper is shopping in: the cart's prices,
   * delivery rates, product bans and checkout route all follow that country (spec: location).
   */
  private async assertAddressCountry(address: Pick<CheckoutAddress, 'countryCode'>, scope: CartScope): Promise<void> {
    if (!scope.countryCode || address.countryCode === scope.countryCode) return;
    throw new CheckoutError('ADDRESS_COUNTRY', 'addressCountry', { country: await this.countryName(scope) });
  }

  /**
   * Why standard delivery is not offered for a cart, when the reason is that the shop does not
   * deliver it to the shopper's country in its currency (the cart's `shippingStatus`); null otherwise.
   */
  private async noStandardDelivery(cart: Cart, scope: CartScope): Promise<CheckoutError | null> {
    if (cart.items.length === 0 || deliversCart(cart.shippingStatus)) return null;
    return new CheckoutError('SHIPPING_METHOD_UNAVAILABLE', 'noDeliveryRate', {
      country: await this.countryName(scope),
      currency: cart.currency,
    });
  }

  /** The shopper's country as the storefront names it. */
  private async countryName(scope: CartScope): Promise<string> {
    if (!scope.countryCode) return '';
    const [country] = await this.deps.store.findCountries([scope.countryCode]);
    return localised(country?.names, scope.store, scope.countryCode);
  }

  private async bookAddress(customerId: string, id: number): Promise<CheckoutAddress> {
    const address = Number.isInteger(id) ? await this.deps.customer.addressOf(customerId, id) : null;
    if (!address) throw new CheckoutError('ADDRESS_NOT_FOUND', 'addressNotFound');
    return snapshot(address);
  }
}

function requireCustomer(scope: CartScope): string {
  if (!scope.customerId) throw new CheckoutError('UNAUTHENTICATED', 'signInToCheckout');
  return scope.customerId;
}

const snapshot = (address: AddressInput | (AddressInput & { id: number })): CheckoutAddress => ({
  firstName: address.firstName,
  lastName: address.lastName,
  street: [...address.street],
  city: address.city,
  postcode: address.postcode,
  region: address.region ?? null,
  countryCode: address.countryCode,
  telephone: address.telephone ?? null,
  email: address.email ?? null,
});

const withoutEmail = ({ email: _email, ...address }: CheckoutAddress) => address;

/** The loan as the order records it (pounds). */
function financeTerms(plan: FinancePlan, totalMinor: number): OrderFinanceTerms {
  const r = plan.repayments;
  return {
    productId: plan.product.productId,
    productName: plan.product.name,
    months: r.months,
    apr: r.apr,
    interestRate: r.interestRate,
    cashPrice: fromMinor(totalMinor),
    depositPercent: plan.depositPercent,
    deposit: fromMinor(r.depositMinor),
    loanAmount: fromMinor(r.loanMinor),
    monthlyRepayment: fromMinor(r.monthlyMinor),
    finalPayment: fromMinor(r.finalMinor),
    payments: r.payments,
    totalRepayable: fromMinor(r.totalRepayableMinor),
    totalPayable: fromMinor(r.totalPayableMinor),
    arrangementFee: fromMinor(r.arrangementFeeMinor),
  };
}
