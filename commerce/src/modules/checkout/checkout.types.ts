import type { Minor } from '../../shared/money';
import type { Cart } from '../cart/cart.types';
import type { AddressInput } from '../customer/customer.types';
import type { CardInput } from '../payments/payments.port';
import type { Shop } from '../store/store.types';
import type { CheckoutRoute, PaymentMethodCode, ShippingMethodCode } from './checkout.rules';
import type { CheckoutAddress } from './checkout.tables';

export type { CheckoutAddress } from './checkout.tables';
export type { PaymentMethodCode } from './checkout.rules';

/** What the shopper has chosen so far for a cart. */
export type CheckoutDetails = {
  cartId: string;
  shippingAddress: CheckoutAddress | null;
  shippingAddressId: number | null;
  billingAddress: CheckoutAddress | null;
  billingSameAsShipping: boolean;
  shippingMethod: ShippingMethodCode | null;
  collectionShop: string | null;
  paymentMethod: PaymentMethodCode | null;
};

/** A delivery method offered for the cart, with its price. */
export type ShippingOption = { code: ShippingMethodCode; amountMinor: Minor; available: boolean };

/** A cart in checkout: the cart, the choices made, what can still be chosen, and the totals as they stand. */
export type Checkout = {
  cart: Cart;
  route: CheckoutRoute;
  countryCode: string | null;
  shippingAddress: CheckoutAddress | null;
  billingAddress: CheckoutAddress | null;
  billingSameAsShipping: boolean;
  shippingMethod: ShippingMethodCode | null;
  collectionShop: Shop | null;
  /** The way to pay chosen, while it is still offered (`paymentMethods`); null otherwise. */
  paymentMethod: PaymentMethodCode | null;
  /**
   * The ways to pay offered for this order, in the order listed (`offeredPaymentMethods`): a card
   * always, Cycle to Work for a shopper in GB paying in pounds, finance when the order qualifies.
   */
  paymentMethods: PaymentMethodCode[];
  shippingOptions: ShippingOption[];
  shops: Shop[];
  shippingMinor: Minor;
  discountMinor: Minor;
  totalMinor: Minor;
};

/** A shipping address: an address-book entry, or a new address (saved to the book when asked). */
export type ShippingAddressInput = { addressId: number } | { address: AddressInput; saveInAddressBook?: boolean };

/** A billing address: the same as the shipping address, an address-book entry, or a new one. */
export type BillingAddressInput = { sameAsShipping: true } | { addressId: number } | { address: AddressInput };

/** What placing an order takes: the attempt's key, and the payment. */
export type PlaceOrderInput = {
  idempotencyKey: string;
  card?: CardInput | null;
  /** A card payment the shopper has confirmed (after the extra confirmation step). */
  paymentReference?: string | null;
  certificate?: { issuer: string; code: string } | null;
  /** Paying by finance: the lender's product and the deposit in percent (paid by card now). */
  finance?: { productId: string; depositPercent: number } | null;
};

/** What placing an order answers: the order, a step the shopper must take first, or why not. */
export type PlaceOrderOutcome =
  | { kind: 'placed'; orderNumber: string; repeated: boolean }
  | { kind: 'action_required'; paymentReference: string }
  /** Placed and waiting for the lender: send the shopper to the lender's application page. */
  | { kind: 'finance_application'; orderNumber: string; redirectUrl: string }
  /** Why not; a rate limit (RATE_LIMITED) with the seconds until the next attempt may go through. */
  | { kind: 'refused'; code: string; message: string; retryAfterSeconds?: number };

/** A checkout handed to the cross-border partner. */
export type PartnerSession = {
  id: string;
  cartId: string;
  cartMaskedId: string;
  customerId: string;
  store: string;
  countryCode: string;
  currency: string;
  cartVersion: number;
  expiresAt: Date;
  orderNumber: string | null;
};

/** What the shop signs and hands to the partner (the spec's "old sync address" parameters among it). */
export type PartnerHandoff = {
  session: string;
  cart_id: string;
  customer_ref: string;
  country: string;
  currency: string;
  locale: string;
  items: { sku: string; name: string; quantity: number; unit_price: number }[];
  shipping: number;
  discount: number;
  total: number;
  return_url: string;
  expires_at: string;
};

/** The partner's order confirmation (its webhook's body). */
export type PartnerOrderEvent = {
  id: string;
  type: 'order.confirmed';
  session: string;
  partner_order_ref: string;
  currency: string;
  /** What the shopper paid the partner, duties and taxes included. */
  total_paid: number;
  duties: number;
  taxes: number;
  /** Where the partner delivers (as the shopper gave it to the partner). */
  shipping_address?: import('../orders/orders.types').OrderAddress | null;
};

/** What the shop answers the partner's webhook: the order, a replay of one, or why none was made. */
export type PartnerWebhookOutcome =
  | { status: 'recorded' | 'duplicate'; orderNumber: string }
  | { status: 'refused'; httpStatus: 400 | 401 | 404 | 409; code: string; message: string };
