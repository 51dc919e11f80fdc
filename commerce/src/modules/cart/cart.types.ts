import type { Minor } from '../../shared/money';
import type { DefaultShippingStatus } from '../shipping/shipping.types';

/** Who is asking and where: the cart is read and changed in this scope. */
export type CartScope = {
  store: string;
  currency: string;
  /** The shopper's country (shipping rate, shipping restrictions), null when unknown. */
  countryCode: string | null;
  /** The signed-in customer, null for a guest. */
  customerId: string | null;
};

/** How the API names a line's product (spec §3: a bike is a BundleProduct main item). */
export type CartProductKind = 'BundleProduct' | 'SimpleProduct' | 'BundleSelection';

/** A custom colour attached to its bike (spec §3: merged into the parent, hidden from the list). */
export type CartCustomColour = { uid: string; sku: string; code: string; hex: string; label: string; priceMinor: Minor };

/** Where a request comes from: the client's address, as the one rule decides it (server-kit client-address.ts). */
export type CartOrigin = { clientIp: string };

/** A cart line as shoppers see it, priced in the cart's currency. */
export type CartLine = {
  uid: string;
  /** The main line a child line belongs to; null for a main line. */
  associatedUid: string | null;
  sku: string;
  quantity: number;
  position: number;
  kind: CartProductKind;
  productId: number | null;
  /** The product's own sku (the catalogue's key; `sku` may name its option). */
  productSku: string | null;
  urlKey: string | null;
  name: string;
  /** The chosen option's label (a size, a colour), if any. */
  optionLabel: string | null;
  /** One unit, with its custom colour's price added (spec §3). */
  unitPriceMinor: Minor;
  rowTotalMinor: Minor;
  customColour: CartCustomColour | null;
  /** Whether the line can still be bought as it is (in stock, sold, shippable to the shopper). */
  available: boolean;
  categoryIds: number[];
  leadTimeDays: number;
  /** Units left of what the line sells (its option, its colour); null: no limit. */
  stockQty: number | null;
};

export type CartDiscount = { code: string; label: string; amountMinor: Minor };

/** A cart with its lines and totals in the shopper's currency. */
export type Cart = {
  id: string;
  customerId: string | null;
  store: string;
  currency: string;
  isActive: boolean;
  version: number;
  items: CartLine[];
  appliedCoupon: string | null;
  subtotalMinor: Minor;
  discounts: CartDiscount[];
  /** The default shipping the totals add: 0 unless charged (see `shippingStatus`). */
  shippingMinor: Minor;
  /**
   * Why the default shipping is what it is (shipping.rules `defaultShipping`): charged, free delivery,
   * nothing to deliver (empty), or unavailable: the shop does not deliver to the shopper's country in
   * this currency, so the 0 is no price and checkout offers no standard delivery.
   */
  shippingStatus: DefaultShippingStatus;
  totalMinor: Minor;
  bikeCount: number;
  /** Units of the main lines (a bike with its options counts once). */
  totalQuantity: number;
  /** The day the cart would leave the warehouse if ordered now (YYYY-MM-DD), null when empty. */
  dispatchDate: string | null;
};

/** What a shopper asked to add: a sku (a size's, a product's, a colour's), how many, and the bike it goes with. */
export type CartItemInput = { sku: string; quantity: number; parentSku?: string | null };

/** A problem with one requested line (Magento's user_errors). */
export type CartUserError = { code: string; message: string };

/** A cart after a change, with what the shopper should be told (a dropped coupon, a refused line). */
export type CartOutcome = { cart: Cart; userErrors: CartUserError[] };
