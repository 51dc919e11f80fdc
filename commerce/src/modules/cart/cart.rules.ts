import { SHOP_COOKIES } from '@cadence/server-kit/cookies';
import { BUNDLE_COLOUR_MARK } from '../catalogue/catalogue.rules';
import type { Minor } from '../../shared/money';
import type { CartCustomColour, CartItemInput, CartLine, CartProductKind } from './cart.types';
import type { CartMessageKey } from './cart.messages';

/** One bike per checkout (spec §5, §9). */
export const MAX_BIKES_PER_CHECKOUT = 1;
/** Bounds a hostile or mistaken request: units per line, lines per cart, lines per request. */
export const MAX_LINE_QUANTITY = 99;
export const MAX_CART_LINES = 100;
export const MAX_ITEMS_PER_REQUEST = 20;
/** The longest sku a cart request may name (the catalogue's skus are far shorter). */
export const MAX_SKU_LENGTH = 64;

/**
 * New guest carts one client address may make per hour. A shopper makes one when they first add
 * something (its id then lives in their cart_id cookie), so this is 60 new shoppers an hour adding
 * to a cart behind one address: room for an office, a school or a campus behind NAT, while a
 * script making carts in a loop (5 per request) is stopped after a handful of requests.
 */
export const GUEST_CARTS_PER_ADDRESS = { points: 60, durationSeconds: 60 * 60 };

/**
 * Coupon codes that do not apply, per cart per hour. A shopper mistypes a code or tries the few they
 * were sent; a script guessing codes (5 per request, by aliases) is stopped after two requests, and
 * past the limit every code is refused unread, so guessing further tells nothing. Codes that apply
 * do not count.
 */
export const COUPON_FAILURES_PER_CART = { points: 10, durationSeconds: 60 * 60 };
/**
 * The same per client address, over all its carts: a guesser gains nothing by starting new carts
 * (GUEST_CARTS_PER_ADDRESS of them an hour) for ten more guesses each, while a household or an
 * office behind one address keeps room for everyone's typos.
 */
export const COUPON_FAILURES_PER_ADDRESS = { points: 30, durationSeconds: 60 * 60 };

const DAY_MS = 24 * 60 * 60 * 1000;
function cookieLifetimeMs(seconds: number | null): number {
  if (seconds === null) throw new Error('the cart_id cookie needs a fixed lifetime: the guest cart sweep is measured by it');
  return seconds * 1000;
}
/**
 * How long a guest cart stays reachable: the cart_id cookie that names it lives this long from the
 * cart's creation (the shop's cookie rule, @cadence/server-kit/cookies), and nothing renews it.
 */
export const GUEST_CART_REACH_MS = cookieLifetimeMs(SHOP_COOKIES.cartId.maxAge);
/** An active guest cart with no lines untouched this long is swept (as long as a cart_id cookie lives). */
export const EMPTY_GUEST_CART_TTL_MS = GUEST_CART_REACH_MS;
/**
 * An active guest cart untouched this long is swept whatever it holds: its cookie is long gone, so
 * no shopper can reach it. The margin past the cookie's life leaves room for a client that keeps a
 * cart's id some other way (a Magento-style client of the API) and for clocks that differ.
 */
export const ABANDONED_GUEST_CART_TTL_MS = GUEST_CART_REACH_MS + 30 * DAY_MS;
/** A guest cart closed this long ago (merged into a customer's cart at sign-in) is swept. */
export const CLOSED_GUEST_CART_TTL_MS = 30 * DAY_MS;
/** How often the gateway sweeps stale guest carts. */
export const GUEST_CART_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** What the sweep knows of a cart: whose it is, whether it is active, when it last changed, its lines. */
export type SweptCartFacts = { customerId: string | null; isActive: boolean; updatedAt: Date; lineCount: number };

/**
 * One kind of guest cart the sweep deletes: active or closed, only without lines or whatever it
 * holds, once untouched for longer than `idleMs`. The repository builds each sweep statement from
 * one of these (and `guestCartSweepCutoff`), so the statement and `isStaleGuestCart` cannot differ.
 */
export type GuestCartSweep = Readonly<{
  kind: 'empty' | 'abandoned' | 'closed';
  isActive: boolean;
  /** Only carts with no lines (else lines and all). */
  withoutLinesOnly: boolean;
  idleMs: number;
}>;

/** The guest carts the sweep deletes, in the order it sweeps them. Customers' carts are never among them. */
export const GUEST_CART_SWEEPS: readonly GuestCartSweep[] = [
  { kind: 'empty', isActive: true, withoutLinesOnly: true, idleMs: EMPTY_GUEST_CART_TTL_MS },
  { kind: 'abandoned', isActive: true, withoutLinesOnly: false, idleMs: ABANDONED_GUEST_CART_TTL_MS },
  { kind: 'closed', isActive: false, withoutLinesOnly: false, idleMs: CLOSED_GUEST_CART_TTL_MS },
];

/** The last change before which a guest cart of `sweep`'s kind is swept at `now` (strictly before). */
export function guestCartSweepCutoff(sweep: GuestCartSweep, now: Date): Date {
  return new Date(now.getTime() - sweep.idleMs);
}

/**
 * Whether the sweep deletes a cart (the one rule; the repository's statements are built from
 * GUEST_CART_SWEEPS and tested against it): a guest cart that is active with no lines and untouched
 * for EMPTY_GUEST_CART_TTL_MS, active with anything in it and untouched for
 * ABANDONED_GUEST_CART_TTL_MS, or closed for CLOSED_GUEST_CART_TTL_MS. Never a customer's cart.
 */
export function isStaleGuestCart(cart: SweptCartFacts, now: Date): boolean {
  if (cart.customerId !== null) return false;
  return GUEST_CART_SWEEPS.some(
    (sweep) =>
      cart.isActive === sweep.isActive &&
      (!sweep.withoutLinesOnly || cart.lineCount === 0) &&
      cart.updatedAt.getTime() < guestCartSweepCutoff(sweep, now).getTime(),
  );
}

/** The discount a cart's total takes (spec §9: the first discount), 0 without one. */
export function firstDiscountMinor(discounts: readonly { amountMinor: Minor }[]): Minor {
  return discounts[0]?.amountMinor ?? 0;
}

/**
 * Cart total (spec §9): subtotal minus the first discount plus the default shipping; shipping and
 * total are 0 when the subtotal is 0. Never below zero. Answers the discount it took as well
 * (`discountMinor`: 0 when the subtotal is 0, never more than there was to take), so what a caller
 * shows or records as the discount is always the one in the total: subtotal − discount + shipping.
 */
export function cartTotal(input: { subtotalMinor: Minor; discounts: readonly { amountMinor: Minor }[]; shippingMinor: Minor }): {
  shippingMinor: Minor;
  discountMinor: Minor;
  totalMinor: Minor;
} {
  if (input.subtotalMinor <= 0) return { shippingMinor: 0, discountMinor: 0, totalMinor: 0 };
  const beforeDiscount = input.subtotalMinor + input.shippingMinor;
  const discountMinor = Math.min(firstDiscountMinor(input.discounts), beforeDiscount);
  return { shippingMinor: input.shippingMinor, discountMinor, totalMinor: beforeDiscount - discountMinor };
}

/** Bike count (spec §9): the sum of the quantities of bundle main items. */
export function bikeCount(items: readonly { kind: CartProductKind; associatedUid: string | null; quantity: number }[]): number {
  return items.filter((i) => i.kind === 'BundleProduct' && i.associatedUid === null).reduce((sum, i) => sum + i.quantity, 0);
}

/** Whether a cart with this many bikes breaks the one-bike-per-checkout rule. */
export function exceedsOneBikePerCheckout(bikes: number): boolean {
  return bikes > MAX_BIKES_PER_CHECKOUT;
}

/** Whether a sku is a bike's custom-colour item (spec §3: its sku contains BBCOLOUR). */
export function isColourSku(sku: string): boolean {
  return sku.includes(BUNDLE_COLOUR_MARK);
}

/**
 * The colour merge (spec §3): a colour option item (a child item whose sku contains BBCOLOUR) is
 * merged into its parent bundle item: its price is added to the parent's, it is hidden from the
 * list, and it is attached to the parent as `customColour`. Other child items stay in the list;
 * a colour item whose parent is gone is dropped (it cannot be bought alone).
 */
export function mergeColourItems<
  L extends Pick<CartLine, 'uid' | 'associatedUid' | 'sku' | 'unitPriceMinor' | 'quantity' | 'rowTotalMinor' | 'customColour'>,
>(lines: readonly L[], colourOf: (line: L) => Omit<CartCustomColour, 'uid' | 'sku' | 'priceMinor'>): L[] {
  const colours = new Map<string, L>();
  for (const line of lines) if (line.associatedUid !== null && isColourSku(line.sku)) colours.set(line.associatedUid, line);
  return lines
    .filter((line) => !(line.associatedUid !== null && isColourSku(line.sku)))
    .map((line) => {
      const colour = colours.get(line.uid);
      if (!colour || line.associatedUid !== null) return line;
      const unitPriceMinor = line.unitPriceMinor + colour.unitPriceMinor;
      return {
        ...line,
        unitPriceMinor,
        rowTotalMinor: unitPriceMinor * line.quantity,
        customColour: { uid: colour.uid, sku: colour.sku, priceMinor: colour.unitPriceMinor, ...colourOf(colour) },
      };
    });
}

/** The message after an update (spec §5): 'Your cart is empty' when no items are left. */
export function messageAfterUpdate(items: readonly unknown[]): CartMessageKey | null {
  return items.length === 0 ? 'cartEmpty' : null;
}

/** A requested quantity is a whole number from 1 to the line maximum. */
export function isValidQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_LINE_QUANTITY;
}

/**
 * A request's repeated lines as one line each (the same sku for the same bike, or for none), with
 * their quantities summed, in the order first sent: the checks of a line (stock, the line maximum)
 * then see the whole quantity asked for, as if it had been sent once. A sum is a valid quantity only
 * when each part is: an invalid part makes it NaN, refused like any invalid quantity.
 */
export function mergeRepeatedItems<T extends CartItemInput>(inputs: readonly T[]): T[] {
  const merged = new Map<string, { line: T; parts: number; invalid: boolean }>();
  for (const input of inputs) {
    const key = `${input.sku.trim()}\u0000${input.parentSku?.trim() ?? ''}`;
    const earlier = merged.get(key);
    const invalid = (earlier?.invalid ?? false) || !isValidQuantity(input.quantity);
    const quantity = (earlier?.line.quantity ?? 0) + input.quantity;
    merged.set(key, { line: earlier ? { ...earlier.line, quantity } : input, parts: (earlier?.parts ?? 0) + 1, invalid });
  }
  return [...merged.values()].map(({ line, parts, invalid }) =>
    parts > 1 && invalid ? { ...line, quantity: Number.NaN } : line,
  );
}
