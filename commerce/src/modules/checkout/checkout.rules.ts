import type { Minor } from '../../shared/money';
import { bikeCount, exceedsOneBikePerCheckout } from '../cart/cart.rules';
import type { CartLine } from '../cart/cart.types';
import { canPayByCycleToWork } from '../finance/cycle-to-work.rules';
import { CheckoutError } from './checkout.errors';

/** Where a shopper checks out: the shop's own checkout, or the cross-border partner's. */
export type CheckoutRoute = 'shop' | 'partner';

/**
 * The checkout a country uses (spec §2, §9): eswCode GB always uses the shop's own ("new")
 * checkout; another country goes to the cross-border partner when international checkout is on and
 * the partner serves it (`isCrossBorderCheckoutEnabled`), and otherwise to the shop's own checkout,
 * which ships to every country with a delivery rate.
 */
export function checkoutRoute(country: { eswCode: string }, crossBorderEnabled: boolean): CheckoutRoute {
  if (country.eswCode.toUpperCase() === 'GB') return 'shop';
  return crossBorderEnabled ? 'partner' : 'shop';
}

/**
 * An idempotency key names one attempt to place an order (the checkout page makes one per attempt;
 * a double click, a retried request or a second tab send the same one): 16–64 URL-safe characters,
 * so a UUID or a base64url token fits and nothing else is stored.
 */
export function isValidIdempotencyKey(key: string): boolean {
  return /^[A-Za-z0-9_-]{16,64}$/.test(key);
}

/** Crockford's base32: digits and capitals without I, L, O and U, so nothing is misread for something else. */
export const ORDER_NUMBER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * An order number from 8 random bytes: "CC-" and two groups of four characters of a 32-letter
 * alphabet, 40 random bits in all. Human-readable on the phone, unique by the database's constraint,
 * and not a sequence: one customer's number says nothing about another's.
 */
export function orderNumberFrom(bytes: Uint8Array): string {
  if (bytes.length < 8) throw new Error('an order number needs 8 random bytes');
  let text = '';
  for (let i = 0; i < 8; i++) text += ORDER_NUMBER_ALPHABET[bytes[i]! % ORDER_NUMBER_ALPHABET.length];
  return `CC-${text.slice(0, 4)}-${text.slice(4)}`;
}

/** Whether a text has the form of an order number the shop issues (case and spaces forgiven by the caller). */
export function isOrderNumber(text: string): boolean {
  return new RegExp(`^CC-[${ORDER_NUMBER_ALPHABET}]{4}-[${ORDER_NUMBER_ALPHABET}]{4}$`).test(text);
}

/**
 * How an order's total is paid when a Cycle to Work certificate is used: the certificate covers
 * up to its value, the card the rest. Without a certificate the card pays it all.
 */
export function paymentSplit(totalMinor: Minor, certificateMinor: Minor | null): { certificateMinor: Minor; cardMinor: Minor } {
  const certificate = certificateMinor === null ? 0 : Math.max(0, Math.min(totalMinor, certificateMinor));
  return { certificateMinor: certificate, cardMinor: totalMinor - certificate };
}

/** The delivery choices of the shop's checkout. */
export type ShippingMethodCode = 'standard' | 'next_day' | 'click_and_collect';
export const SHIPPING_METHODS: readonly ShippingMethodCode[] = ['standard', 'next_day', 'click_and_collect'];

/**
 * Whether a cart can be checked out at all, by either checkout (the shop's own or the partner's):
 * it has lines, at most one bike (spec §5, §9: one bike per checkout) and every line is still for
 * sale. Throws the first that fails (CART_EMPTY, ONE_BIKE_PER_CHECKOUT, ITEM_UNAVAILABLE naming
 * the line), in that order.
 */
export function assertCheckoutable(cart: {
  items: readonly Pick<CartLine, 'kind' | 'associatedUid' | 'quantity' | 'available' | 'name'>[];
}): void {
  if (cart.items.length === 0) throw new CheckoutError('CART_EMPTY', 'cartEmpty');
  if (exceedsOneBikePerCheckout(bikeCount(cart.items))) throw new CheckoutError('ONE_BIKE_PER_CHECKOUT', 'oneBikePerCheckout');
  const unavailable = cart.items.find((line) => !line.available);
  if (unavailable) throw new CheckoutError('ITEM_UNAVAILABLE', 'itemUnavailable', { name: unavailable.name });
}

/** Checkout is for signed-in customers (spec §6): the customer's id, else UNAUTHENTICATED with the spec's words. */
export function requireCustomer(scope: { customerId?: string | null }): string {
  if (!scope.customerId) throw new CheckoutError('UNAUTHENTICATED', 'signInToCheckout');
  return scope.customerId;
}

/** The ways to pay in the shop's checkout, in the order they are listed. */
export type PaymentMethodCode = 'card' | 'cycle_to_work' | 'finance';
export const PAYMENT_METHODS: readonly PaymentMethodCode[] = ['card', 'cycle_to_work', 'finance'];

/**
 * The ways the shop's checkout offers to pay for an order (the one rule: the checkout shows these,
 * and a choice of anything else is refused): a card always; a Cycle to Work certificate for a
 * shopper in GB paying in pounds (`canPayByCycleToWork`: the scheme is British and certificates
 * pay orders in pounds only); finance when the finance module says the order qualifies
 * (`FinanceService.qualifies`: switched on, GB, pounds, an amount the lender finances).
 */
export function offeredPaymentMethods(order: {
  countryCode: string | null | undefined;
  currency: string;
  financeAvailable: boolean;
}): PaymentMethodCode[] {
  return PAYMENT_METHODS.filter((method) => {
    if (method === 'cycle_to_work') return canPayByCycleToWork(order.countryCode, order.currency);
    if (method === 'finance') return order.financeAvailable;
    return true;
  });
}

/**
 * Declined card payments a customer may have in an hour, and a client network (`addressLimitKey`)
 * over all its accounts. A shopper whose card is declined tries another card or two; someone
 * testing stolen card numbers tries hundreds, and each decline (more so "insufficient funds") tells
 * them which numbers are live. Past either, the card is not sent to the provider at all.
 */
export const CARD_DECLINES_PER_CUSTOMER = { points: 5, durationSeconds: 3600 };
export const CARD_DECLINES_PER_ADDRESS = { points: 10, durationSeconds: 3600 };

/** How long a partner checkout session may be used after it is made. */
export const PARTNER_SESSION_TTL_MS = 30 * 60 * 1000;

/**
 * How long a card payment waiting for the issuer's confirmation stays the shopper's to confirm and
 * to order with: a day (a real 3-D Secure step lasts minutes). After that it has lapsed: it can no
 * longer be confirmed or pay for an order, and the sweep gives back what it may have authorised.
 */
export const PAYMENT_ACTION_TTL_MS = 24 * 60 * 60 * 1000;
/** How often the gateway sweeps lapsed payment confirmations. */
export const PAYMENT_ACTION_SWEEP_INTERVAL_MS = 15 * 60 * 1000;

/** The oldest start a payment confirmation may have and still be live at `now`. */
export function livePaymentActionsSince(now: Date): Date {
  return new Date(now.getTime() - PAYMENT_ACTION_TTL_MS);
}

/**
 * Why a way to pay the checkout does not offer for an order (`offeredPaymentMethods`) is refused:
 * finance as it always was (FINANCE_UNAVAILABLE); Cycle to Work as a choice not valid for this order
 * (BAD_USER_INPUT, a code the API passes on to clients: server-kit's CLIENT_ERROR_STATUS), saying why.
 */
export function paymentMethodRefusal(method: PaymentMethodCode): CheckoutError {
  return method === 'finance'
    ? new CheckoutError('FINANCE_UNAVAILABLE', 'financeUnavailable')
    : new CheckoutError('BAD_USER_INPUT', 'cycleToWorkUnavailable');
}
