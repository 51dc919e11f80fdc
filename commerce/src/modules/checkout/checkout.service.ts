import type { StoreCode } from '@cadence/server-kit/storefronts';
import type { Db } from '../../db/client';
import type { Mailer } from '../../shared/mailer';
import type { Limit, RateLimiter } from '../../shared/rate-limiter';
import type { CartService } from '../cart/cart.service';
import type { Cart, CartOrigin, CartScope } from '../cart/cart.types';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { CustomerService } from '../customer/customer.service';
import type { AddressInput } from '../customer/customer.types';
import { FINANCE_ORDERS_PER_ADDRESS } from '../finance/finance-application.rules';
import type { FinanceService } from '../finance/finance.service';
import type { OrdersService } from '../orders/orders.service';
import type { PaymentsService } from '../payments/payments.service';
import type { PromotionsService } from '../promotions/promotions.service';
import { deliversCart } from '../shipping/shipping.rules';
import type { ShippingService } from '../shipping/shipping.service';
import type { StoreService } from '../store/store.service';
import { CheckoutCardPayments } from './card-payments.service';
import { CheckoutViews } from './checkout-view';
import { CheckoutError } from './checkout.errors';
import { checkoutMessage } from './checkout.messages';
import type { CheckoutRepository } from './checkout.repository';
import {
  CARD_DECLINES_PER_ADDRESS,
  CARD_DECLINES_PER_CUSTOMER,
  PAYMENT_METHODS,
  paymentMethodRefusal,
  requireCustomer,
  SHIPPING_METHODS,
  type ShippingMethodCode,
} from './checkout.rules';
import type {
  BillingAddressInput,
  Checkout,
  CheckoutAddress,
  PaymentMethodCode,
  PlaceOrderInput,
  PlaceOrderOutcome,
  ShippingAddressInput,
} from './checkout.types';
import { OrderPlacementService } from './order-placement.service';

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

/**
 * The shop's own checkout (spec §2, §4, §5): a signed-in customer's cart with addresses, a delivery
 * method and payment becomes an order in one transaction. This is its API; its parts are the
 * checkout as the shopper sees it and the checks on it (`CheckoutViews`, checkout-view.ts), card
 * payments with their decline limits (`CheckoutCardPayments`, card-payments.service.ts) and placing
 * the order (`OrderPlacementService`, order-placement.service.ts): idempotent per attempt key, stock
 * taken by a guarded update that cannot go below zero, a card authorised first and captured as the
 * last step of the order's transaction, released when no order is made, refunded if the provider
 * captured it all the same.
 */
export class CheckoutService {
  private readonly views: CheckoutViews;
  private readonly cards: CheckoutCardPayments;
  private readonly placement: OrderPlacementService;

  constructor(private readonly deps: CheckoutDependencies) {
    const clock = deps.clock ?? (() => new Date());
    this.views = new CheckoutViews(deps);
    this.cards = new CheckoutCardPayments(deps, clock);
    this.placement = new OrderPlacementService(deps, clock, this.views, this.cards);
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
    const { route, shippingOptions } = await this.views.offer(cart, scope);
    if (route === 'partner') return deliversCart(cart.shippingStatus);
    return shippingOptions.some((option) => option.available);
  }

  /** The customer's cart in checkout: choices so far, what can be chosen, totals as they stand. */
  async checkout(maskedId: string, scope: CartScope): Promise<Checkout> {
    requireCustomer(scope);
    const { cart, cartId } = await this.deps.cart.checkoutCart(maskedId, scope);
    return this.views.view(cart, await this.deps.repository.details(cartId), scope);
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
    await this.views.assertAddressCountry(address, scope);
    await this.deps.repository.saveDetails(cartId, { shippingAddress: address, shippingAddressId: addressId });
    return this.views.view(cart, await this.deps.repository.details(cartId), scope);
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
    return this.views.view(cart, await this.deps.repository.details(cartId), scope);
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
    const current = await this.views.view(cart, await this.deps.repository.details(cartId), scope);
    if (!current.shippingOptions.find((option) => option.code === method)?.available) {
      throw (
        (method === 'standard' ? await this.views.noStandardDelivery(cart, scope) : null) ??
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
    return this.views.view(cart, await this.deps.repository.details(cartId), scope);
  }

  /**
   * Chooses how to pay: by card, with a Cycle to Work certificate (and a card for any rest), or by
   * finance (a UK order the lender finances; the deposit by card). Only a way the checkout offers
   * for the order (`Checkout.paymentMethods`): finance refused as FINANCE_UNAVAILABLE, Cycle to Work
   * (outside GB, or not in pounds) as BAD_USER_INPUT saying so (`cycleToWorkUnavailable`).
   */
  async setPaymentMethod(maskedId: string, scope: CartScope, method: PaymentMethodCode): Promise<Checkout> {
    requireCustomer(scope);
    const { cart, cartId } = await this.deps.cart.checkoutCart(maskedId, scope);
    if (!PAYMENT_METHODS.includes(method)) throw new CheckoutError('BAD_USER_INPUT', 'unknownPaymentMethod');
    const current = await this.views.view(cart, await this.deps.repository.details(cartId), scope);
    if (!current.paymentMethods.includes(method)) throw paymentMethodRefusal(method);
    await this.deps.repository.saveDetails(cartId, { paymentMethod: method });
    return this.views.view(cart, await this.deps.repository.details(cartId), scope);
  }

  /**
   * The shopper's answer to the card issuer's confirmation step (the sandbox's stand-in for 3-D
   * Secure): true when the payment is now authorised (`CheckoutCardPayments.confirm`: the answer
   * counts against the card decline limits as a card try). Every API caller passes `origin` (the
   * client network's count); only in-process callers leave it out.
   */
  confirmPayment(scope: CartScope, reference: string, approved: boolean, origin?: CartOrigin): Promise<boolean> {
    return this.cards.confirm(scope, reference, approved, origin);
  }

  /**
   * Lapses payment confirmations nobody finished within PAYMENT_ACTION_TTL_MS, releasing what the
   * provider still holds for them (`CheckoutCardPayments.lapsePaymentActions`). Answers how many
   * were settled.
   */
  lapsePaymentActions(batch = 100): Promise<number> {
    return this.cards.lapsePaymentActions(batch);
  }

  /**
   * Places the order (`OrderPlacementService.placeOrder`). Expected failures are answered, not
   * thrown: a declined card, a sold-out line (named; nothing else in the cart is lost), a missing
   * step. The same attempt key always answers the same order. An order paid by finance counts
   * against the client address of `origin` (FINANCE_ORDERS_PER_ADDRESS): past it, RATE_LIMITED with
   * the wait. Every API caller passes the origin; only in-process callers leave it out.
   */
  placeOrder(maskedId: string, scope: CartScope, input: PlaceOrderInput, origin?: CartOrigin): Promise<PlaceOrderOutcome> {
    return this.placement.placeOrder(maskedId, scope, input, origin);
  }

  /** The message of a checkout error in the storefront's language (for the API edge). */
  message(store: string, error: CheckoutError): string {
    return checkoutMessage(store, error.key, error.params);
  }

  private async bookAddress(customerId: string, id: number): Promise<CheckoutAddress> {
    const address = Number.isInteger(id) ? await this.deps.customer.addressOf(customerId, id) : null;
    if (!address) throw new CheckoutError('ADDRESS_NOT_FOUND', 'addressNotFound');
    return snapshot(address);
  }
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
