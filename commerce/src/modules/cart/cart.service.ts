import { addressLimitKey } from '@cadence/server-kit/client-address';
import { randomBytes } from 'node:crypto';
import { formatMoney, toMinor } from '../../shared/money';
import { RateLimitedError, RateLimiter, type Limit, type LimitTry } from '../../shared/rate-limiter';
import { dispatchDate } from '../../shared/working-calendar';
import { coversQuantity, optionStockStatus, shipsTo } from '../catalogue/catalogue.rules';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { ConfiguratorService } from '../catalogue/configurator.service';
import type { Db } from '../../db/client';
import type { Sellable, StockNeed } from '../catalogue/catalogue.types';
import { couponProblem, type CouponProblem } from '../promotions/promotions.rules';
import type { PromotionsService } from '../promotions/promotions.service';
import type { ShippingService } from '../shipping/shipping.service';
import { CartAnswers } from './cart-answers';
import { CartPricing, couponLines, type PricingNeeds } from './cart-pricing';
import { CartError } from './cart.errors';
import { cartMessage, type CartMessageKey } from './cart.messages';
import type { CartItemRow, CartRepository, CartRow, NewCartItem } from './cart.repository';
import {
  bikeCount,
  COUPON_FAILURES_PER_ADDRESS,
  COUPON_FAILURES_PER_CART,
  exceedsOneBikePerCheckout,
  GUEST_CART_SWEEPS,
  GUEST_CARTS_PER_ADDRESS,
  type GuestCartSweep,
  isValidQuantity,
  MAX_CART_LINES,
  MAX_ITEMS_PER_REQUEST,
  MAX_SKU_LENGTH,
  MAX_LINE_QUANTITY,
  mergeRepeatedItems,
} from './cart.rules';
import type { Cart, CartItemInput, CartLine, CartOrigin, CartOutcome, CartScope, CartUserError } from './cart.types';

export type CartLimitName = 'guestCartsPerAddress' | 'couponFailuresPerCart' | 'couponFailuresPerAddress';

/** The cart module's limits (cart.rules.ts says why each is what it is). */
export const DEFAULT_CART_LIMITS: Record<CartLimitName, Limit> = {
  guestCartsPerAddress: GUEST_CARTS_PER_ADDRESS,
  couponFailuresPerCart: COUPON_FAILURES_PER_CART,
  couponFailuresPerAddress: COUPON_FAILURES_PER_ADDRESS,
};

/**
 * The counts a coupon code is taken from besides its cart's (COUPON_FAILURES_PER_ADDRESS each). A
 * guest's: the client network's. A signed-in customer's: their account's, and their network's
 * signed-in customers' together, apart from its guests, so that a network's guessing guests cannot
 * use up a customer's allowance, and a guesser gains nothing by registering accounts for thirty
 * more guesses each. Only in-process callers leave the origin out.
 */
function couponTries(scope: CartScope, origin: CartOrigin | undefined): LimitTry<CartLimitName>[] {
  const network = origin ? addressLimitKey(origin.clientIp) : null;
  if (!scope.customerId) return network ? [['couponFailuresPerAddress', network]] : [];
  const tries: LimitTry<CartLimitName>[] = [['couponFailuresPerAddress', `customer:${scope.customerId}`]];
  if (network) tries.push(['couponFailuresPerAddress', `customers:${network}`]);
  return tries;
}

/** The cart module's limits on the shop's rate limiter (Redis when configured, so every replica counts the same). */
export type CartLimits = RateLimiter<CartLimitName>;

/** Rows one sweep statement deletes at most: short statements, so shoppers' cart writes never queue long behind one. */
const SWEEP_BATCH = 500;

const COUPON_PROBLEM_MESSAGES: Record<CouponProblem, CartMessageKey> = {
  NOT_FOUND: 'couponNotFound',
  // A code not released yet answers as an unknown one: its existence is not for guessing.
  NOT_STARTED: 'couponNotFound',
  EXPIRED: 'couponExpired',
  USAGE_LIMIT: 'couponUsed',
  CUSTOMER_LIMIT: 'couponUsedByCustomer',
  NOT_IN_CURRENCY: 'couponNotFound',
  MIN_SUBTOTAL: 'couponMinSubtotal',
  NO_ELIGIBLE_ITEMS: 'couponNoItems',
};

/** A long random cart id (192 bits, URL-safe): guessing another shopper's cart is not a strategy. */
const newMaskedId = (): string => randomBytes(24).toString('base64url');

/** Longer than any sku or cart id the shop issues: not looked up at all. */
const MAX_CART_ID_LENGTH = 64;
/** An id as error messages echo it: as given, or cut short when it is longer than any the shop issues. */
const shownId = (maskedId: string | null | undefined): string =>
  maskedId === null || maskedId === undefined
    ? 'undefined'
    : maskedId.length > MAX_CART_ID_LENGTH
      ? `${maskedId.slice(0, MAX_CART_ID_LENGTH)}…`
      : maskedId;
const lookupId = (maskedId: string | null | undefined): string =>
  maskedId && maskedId.length <= MAX_CART_ID_LENGTH ? maskedId : '';

/**
 * One change to a cart inside `write`'s transaction: the repository bound to it, the locked cart,
 * its lines priced, and a way to price other lines (a cart merged in) with the same price data.
 */
type CartWork = (
  repository: CartRepository,
  row: CartRow,
  lines: CartLine[],
  linesOf: (cart: CartRow, rows: readonly CartItemRow[]) => CartLine[],
) => Promise<{ errors: CartUserError[]; changed: boolean }>;

/**
 * Carts: guest and customer carts, their lines, coupons and merges, each answer priced by
 * CartPricing (price lists in the shopper's currency, bikes as bundles with their colour items,
 * coupon, default shipping, dispatch date). Every change runs in one transaction that locks the
 * cart row first, so concurrent changes to one cart queue instead of losing each other.
 */
export class CartService {
  /** How lines, coupon, shipping and totals are priced (cart-pricing.ts). */
  private readonly pricing: CartPricing;

  constructor(
    private readonly repository: CartRepository,
    private readonly catalogue: CatalogueService,
    private readonly promotions: PromotionsService,
    private readonly shipping: ShippingService,
    private readonly clock: () => Date = () => new Date(),
    private readonly builds: Pick<ConfiguratorService, 'checkCartBuild'> | null = null,
    private readonly answers: CartAnswers<Cart> = new CartAnswers({ ttlMs: 0, soleWriter: true }),
    private readonly limits: CartLimits = new RateLimiter(DEFAULT_CART_LIMITS, { prefix: 'cart' }),
  ) {
    this.pricing = new CartPricing(catalogue, promotions, shipping, clock);
  }

  /**
   * A new guest cart's id; for a signed-in customer, their cart's (Magento's createEmptyCart). A
   * guest cart counts against the client address of `origin` (GUEST_CARTS_PER_ADDRESS): past it,
   * RATE_LIMITED with the wait. Every API caller passes the origin; only in-process callers (seeds,
   * tests, benchmarks) that answer to no client leave it out.
   */
  async createEmptyCart(scope: CartScope, origin?: CartOrigin): Promise<string> {
    if (scope.customerId) return (await this.customerCartRow(scope)).maskedId;
    if (origin) await this.consumeGuestCart(origin.clientIp);
    return (await this.repository.insertCart({ maskedId: newMaskedId(), customerId: null, store: scope.store })).maskedId;
  }

  /**
   * Deletes stale guest carts (`isStaleGuestCart`): active ones with no lines untouched for as long
   * as their cookie lives (7 days), active ones with lines untouched for that and a 30-day margin
   * (no shopper can reach them any more), and closed ones (merged into a customer's cart) after 30
   * days; never a customer's cart. A cart goes with its lines and checkout details. Nothing else
   * holds a guest cart: orders, payments and partner sessions are customers' (checkout takes only
   * a customer's own cart), and stock is taken when an order is placed, never held by a cart. One
   * statement per kind and batch of at most `batch` carts, batch after batch until none is left.
   * Replicas may sweep at once: each skips the carts another holds. `now` is the real time (carts
   * are stamped by the database and this server, not the shop's clock). Answers how many of each
   * kind went.
   */
  async sweepGuestCarts(now: Date = new Date(), batch = SWEEP_BATCH): Promise<Record<GuestCartSweep['kind'], number>> {
    const deleted: Record<GuestCartSweep['kind'], number> = { empty: 0, abandoned: 0, closed: 0 };
    for (const sweep of GUEST_CART_SWEEPS) {
      for (;;) {
        const ids = await this.repository.deleteStaleGuestCarts(sweep, now, batch);
        // Answers kept of them go, and none read before the delete is kept after it.
        if (ids.length) await this.answers.changing(ids, async () => undefined);
        deleted[sweep.kind] += ids.length;
        if (ids.length < batch) break;
      }
    }
    return deleted;
  }

  /** The signed-in customer's active cart, created when missing. */
  async customerCart(scope: CartScope): Promise<Cart> {
    const row = await this.customerCartRow(scope);
    const items = await this.repository.listItems(row.id);
    return this.pricing.priced(row, items, scope);
  }

  /** A cart the caller may read (guest carts by guests, a customer's cart by that customer). */
  async cart(maskedId: string | null | undefined, scope: CartScope): Promise<Cart> {
    // The same cart asked for again with nothing changed is answered as it was priced (cart-answers.ts).
    const answerScope = [lookupId(maskedId), scope.store, scope.currency, scope.countryCode, scope.customerId];
    const pricedAt = this.clock().getTime();
    const kept = this.answers.find(answerScope, pricedAt);
    if (kept) {
      if (this.answers.soleWriter) return kept.value;
      // Another replica may have changed it: served only while the row is still at that version.
      const row = this.accessible(await this.repository.findRow(lookupId(maskedId)), maskedId, scope);
      if (row.id === kept.cartId && row.version === kept.version) return kept.value;
    }
    const mark = this.answers.mark();
    const found = await this.repository.findWithItems(lookupId(maskedId));
    const row = this.accessible(found?.cart ?? null, maskedId, scope);
    const items = found?.items ?? [];
    const cart = await this.pricing.priced(row, items, scope);
    this.answers.keep(answerScope, mark, { cartId: row.id, version: row.version, value: cart }, pricedAt);
    return cart;
  }

  /**
   * A cart as checkout takes it over: read and priced now (the caller's access checked), with its
   * internal id and what stock its lines need (colour lines included).
   */
  async checkoutCart(maskedId: string, scope: CartScope): Promise<{ cart: Cart; cartId: string; stockNeeds: StockNeed[] }> {
    const found = await this.repository.findWithItems(lookupId(maskedId));
    const row = this.accessible(found?.cart ?? null, maskedId, scope);
    const items = found?.items ?? [];
    const cart = await this.pricing.priced(row, items, scope);
    const names = new Map<string, string>();
    for (const line of cart.items) {
      names.set(line.uid, line.name);
      if (line.customColour) names.set(line.customColour.uid, line.customColour.label);
    }
    const needs = new Map<string, StockNeed>();
    for (const item of items) {
      const key = item.selectionId !== null ? `s${item.selectionId}` : item.optionId !== null ? `o${item.optionId}` : null;
      if (!key) continue;
      const need = needs.get(key);
      if (need) need.quantity += item.quantity;
      else
        needs.set(key, {
          optionId: item.selectionId === null ? item.optionId : null,
          selectionId: item.selectionId,
          quantity: item.quantity,
          name: names.get(String(item.id)) ?? item.sku,
        });
    }
    return { cart, cartId: row.id, stockNeeds: [...needs.values()] };
  }

  /**
   * Closes a cart for its order inside the order's transaction (run inside `changing(cartId, …)`);
   * false when it changed since `version` or is closed.
   */
  closeForOrder(db: Db, cartId: string, version: number): Promise<boolean> {
    return this.repository.withDb(db).closeAtVersion(cartId, version);
  }

  /**
   * Runs a change another module makes to a cart in its own transaction (an order closing it with
   * `closeForOrder`): the cart's kept answers go, and none is kept until the change is over.
   */
  changing<T>(cartId: string, work: () => Promise<T>): Promise<T> {
    return this.answers.changing([cartId], work);
  }

  /**
   * Adds lines (Magento's addProductsToCart). Every requested line is checked first: an unknown sku,
   * a missing size, an option out of stock or short of the quantity, a product that cannot ship to
   * the shopper's country, a colour without its bike or a second bike refuses the whole request
   * with user errors, and nothing is added.
   */
  async addProducts(maskedId: string, requested: readonly CartItemInput[], scope: CartScope): Promise<CartOutcome> {
    if (requested.length === 0 || requested.length > MAX_ITEMS_PER_REQUEST) {
      throw new CartError('BAD_USER_INPUT', 'tooManyItems', { max: MAX_ITEMS_PER_REQUEST });
    }
    // A sku sent several times is checked once for its whole quantity, like a single line.
    const inputs = mergeRepeatedItems(requested);
    // A sku longer than any the shop has is not looked up (it is simply not found).
    const skus = [
      ...new Set(
        inputs.flatMap((i) => [i.sku.trim(), i.parentSku?.trim() ?? '']).filter((sku) => sku && sku.length <= MAX_SKU_LENGTH),
      ),
    ];
    const sellables = new Map<string, Sellable | null>();
    const found = await this.catalogue.sellablesBySkus(scope.store, scope.currency, skus);
    skus.forEach((sku, i) => sellables.set(sku, found[i] ?? null));
    // Checked before the cart is locked: the rules read reference data, never the cart.
    const buildErrors = await this.checkBuilds(inputs, sellables, scope);
    return this.write(
      maskedId,
      scope,
      async (repository, row, current) => {
        const errors: CartUserError[] = [];
        const refuse = (code: string, key: CartMessageKey, params: Record<string, string | number> = {}) =>
          errors.push({ code, message: cartMessage(scope.store, key, params) });
        const plan: (NewCartItem & { parentIndex?: number | null })[] = [];
        const increments = new Map<number, number>();
        const replacedColours: number[] = [];
        let addedBikes = 0;
        for (const input of inputs) {
          const sku = input.sku.trim();
          const sellable = sellables.get(sku) ?? null;
          if (!isValidQuantity(input.quantity)) {
            refuse('INVALID_QUANTITY', 'invalidQuantity', { max: MAX_LINE_QUANTITY });
            continue;
          }
          if (!sellable) {
            refuse('PRODUCT_NOT_FOUND', 'productNotFound', { sku: shownId(sku) });
            continue;
          }
          if (sellable.kind === 'selection') {
            const parentSku = input.parentSku?.trim() ?? '';
            const planned = plan.findIndex(
              (line) => line.sku === parentSku && line.parentItemId === undefined && line.productId !== null,
            );
            const existing = current.find(
              (line) => line.sku === parentSku && line.associatedUid === null && line.kind === 'BundleProduct',
            );
            const parentQuantity = planned >= 0 ? plan[planned]!.quantity : existing?.quantity;
            const isCustomColour = sellable.selection.section === 'customColor';
            if (!parentSku || parentQuantity === undefined || (planned < 0 && !existing)) {
              refuse('UNDEFINED', isCustomColour ? 'colourNeedsBike' : 'optionNeedsBike');
              continue;
            }
            if (planned < 0) {
              // Onto a bike already in the cart goes a custom colour only, and not onto a configured
              // bike: a build is checked whole, so its options come with it in one request.
              if (!isCustomColour) {
                refuse('UNDEFINED', 'optionNeedsBike');
                continue;
              }
              if (current.some((line) => line.associatedUid === existing!.uid)) {
                refuse('UNDEFINED', 'buildLineLocked');
                continue;
              }
            }
            if (!coversQuantity(sellable.selection.stockQty, parentQuantity)) {
              refuse('INSUFFICIENT_STOCK', 'insufficientStock');
              continue;
            }
            if (existing && planned < 0) {
              // One colour per bike: a new choice replaces the old one.
              replacedColours.push(
                ...current.filter((l) => l.customColour && l.uid === existing.uid).map((l) => Number(l.customColour!.uid)),
              );
            }
            plan.push({
              sku,
              productId: null,
              optionId: null,
              selectionId: sellable.selection.id,
              quantity: parentQuantity,
              position: 0,
              parentIndex: planned >= 0 ? planned : null,
              parentItemId: planned >= 0 ? undefined : Number(existing!.uid),
            });
            continue;
          }
          const { product, option, options } = sellable;
          if (options.length > 0 && !option) {
            refuse('UNDEFINED', options.some((o) => o.optionType === 'size') ? 'selectSize' : 'selectOption');
            continue;
          }
          if (!shipsTo(product, scope.countryCode)) {
            refuse('NOT_SALABLE', 'cannotShip');
            continue;
          }
          if (option && optionStockStatus(option) === 'OUT_OF_STOCK') {
            refuse('OUT_OF_STOCK', 'soldOut');
            continue;
          }
          const isBike = product.typeId === 'child-bike';
          const same = isBike ? undefined : current.find((l) => l.sku === sku && l.associatedUid === null && !l.customColour);
          const already = (same?.quantity ?? 0) + (increments.get(Number(same?.uid)) ?? 0);
          if (option && !coversQuantity(option.stockQty, already + input.quantity)) {
            refuse('INSUFFICIENT_STOCK', 'insufficientStock');
            continue;
          }
          if (same && already + input.quantity > MAX_LINE_QUANTITY) {
            refuse('INVALID_QUANTITY', 'invalidQuantity', { max: MAX_LINE_QUANTITY });
            continue;
          }
          if (isBike) addedBikes += input.quantity;
          if (same) {
            increments.set(Number(same.uid), (increments.get(Number(same.uid)) ?? 0) + input.quantity);
          } else {
            plan.push({
              sku,
              productId: product.id,
              optionId: option?.id ?? null,
              selectionId: null,
              quantity: input.quantity,
              position: 0,
            });
          }
        }
        // A bike's build is checked by the configurator's rules, whatever the browser sent.
        if (errors.length === 0) errors.push(...buildErrors);
        if (errors.length === 0 && exceedsOneBikePerCheckout(bikeCount(current) + addedBikes)) {
          refuse('UNDEFINED', 'oneBikePerCheckout');
        }
        if (errors.length === 0 && current.length + plan.length > MAX_CART_LINES) {
          refuse('UNDEFINED', 'cartFull', { max: MAX_CART_LINES });
        }
        if (errors.length > 0) return { errors, changed: false };
        const nextPosition = current.reduce((max, line) => Math.max(max, line.position + 1), 0);
        plan.forEach((line, i) => (line.position = nextPosition + i));
        await repository.deleteItems(row.id, replacedColours);
        for (const [itemId, extra] of increments) {
          const line = current.find((l) => Number(l.uid) === itemId)!;
          await repository.setQuantity(row.id, itemId, line.quantity + extra);
        }
        await repository.insertItems(row.id, plan);
        return { errors, changed: true };
      },
      {
        productIds: [...sellables.values()].flatMap((s) => (s?.kind === 'product' ? [s.product.id] : [])),
        selectionIds: [...sellables.values()].flatMap((s) => (s?.kind === 'selection' ? [s.selection.id] : [])),
      },
    );
  }

  /**
   * Each bike the request sends selections for, with those selections, checked by the
   * configurator's rules (the browser is never trusted with a build): the violations as user
   * errors. A bike sent in the request is checked with it; a bike a colour is sent for alone (the
   * bike already in the cart, which carries no other option then: see addProducts) is checked with
   * the colours sent, so a colour added later keeps the rules a colour added with its bike keeps.
   */
  private async checkBuilds(
    inputs: readonly CartItemInput[],
    sellables: ReadonlyMap<string, Sellable | null>,
    scope: CartScope,
  ): Promise<CartUserError[]> {
    if (!this.builds) return [];
    const errors: CartUserError[] = [];
    const sent = new Set(inputs.map((input) => input.sku.trim()));
    const parents = [...new Set(inputs.flatMap((input) => (input.parentSku?.trim() ? [input.parentSku.trim()] : [])))].filter(
      (sku) => !sent.has(sku),
    );
    for (const bikeSku of [...sent, ...parents]) {
      const bike = sellables.get(bikeSku);
      if (bike?.kind !== 'product' || bike.product.typeId !== 'child-bike') continue;
      const selections = inputs.flatMap((i) => {
        const s = i.parentSku?.trim() === bikeSku ? sellables.get(i.sku.trim()) : null;
        return s?.kind === 'selection' ? [s.selection] : [];
      });
      for (const v of await this.builds.checkCartBuild(scope, bike.product, bike.option, selections)) {
        errors.push({ code: 'INVALID_BUILD', message: v.message });
      }
    }
    return errors;
  }

  /** Sets quantities (0 removes the line); a colour follows its bike. Refused updates change nothing. */
  async updateItems(
    maskedId: string,
    updates: readonly { uid: string; quantity: number }[],
    scope: CartScope,
  ): Promise<CartOutcome> {
    if (updates.length === 0 || updates.length > MAX_CART_LINES) {
      throw new CartError('BAD_USER_INPUT', 'tooManyItems', { max: MAX_CART_LINES });
    }
    return this.write(maskedId, scope, async (repository, row, current) => {
      const errors: CartUserError[] = [];
      const refuse = (code: string, key: CartMessageKey, params: Record<string, string | number> = {}) =>
        errors.push({ code, message: cartMessage(scope.store, key, params) });
      const quantities = new Map(current.map((line) => [line.uid, line.quantity]));
      for (const update of updates) {
        const line = current.find((l) => l.uid === update.uid);
        if (!line) throw new CartError('ITEM_NOT_FOUND', 'itemNotFound', { uid: update.uid });
        if (line.associatedUid !== null) {
          // A configured option follows its bike: the build stays whole (the configurator changes it).
          refuse('UNDEFINED', 'buildLineLocked');
          continue;
        }
        if (update.quantity !== 0 && !isValidQuantity(update.quantity)) {
          refuse('INVALID_QUANTITY', 'invalidQuantity', { max: MAX_LINE_QUANTITY });
          continue;
        }
        const stock = line.stockQty;
        if (update.quantity > line.quantity && !coversQuantity(stock, update.quantity)) {
          refuse('INSUFFICIENT_STOCK', 'insufficientStock');
          continue;
        }
        quantities.set(line.uid, update.quantity);
      }
      const after = current
        .map((line) => ({ ...line, quantity: quantities.get(line.uid) ?? line.quantity }))
        .filter((l) => l.quantity > 0);
      if (errors.length === 0 && bikeCount(after) > bikeCount(current) && exceedsOneBikePerCheckout(bikeCount(after))) {
        refuse('UNDEFINED', 'oneBikePerCheckout');
      }
      if (errors.length > 0) return { errors, changed: false };
      const removed = current.filter((line) => quantities.get(line.uid) === 0).map((line) => Number(line.uid));
      await repository.deleteItems(row.id, removed);
      for (const line of current) {
        const quantity = quantities.get(line.uid)!;
        if (quantity === 0 || quantity === line.quantity) continue;
        await repository.setQuantity(row.id, Number(line.uid), quantity);
        if (line.customColour) await repository.setQuantity(row.id, Number(line.customColour.uid), quantity);
        for (const child of current.filter((l) => l.associatedUid === line.uid)) {
          await repository.setQuantity(row.id, Number(child.uid), quantity);
        }
      }
      return { errors, changed: true };
    });
  }

  /** Removes a line with its colour and options (or only the colour, by its own uid); a bike's option stays with its bike. */
  async removeItem(maskedId: string, uid: string, scope: CartScope): Promise<CartOutcome> {
    return this.write(maskedId, scope, async (repository, row, current) => {
      const main = current.find((line) => line.uid === uid);
      const colour = current.find((line) => line.customColour?.uid === uid);
      if (!main && !colour) throw new CartError('ITEM_NOT_FOUND', 'itemNotFound', { uid });
      // A configured option, or the paint of a bike configured with options, stays with its build.
      const configured = (bikeUid: string) => current.some((line) => line.associatedUid === bikeUid);
      if ((main && main.associatedUid !== null) || (colour && configured(colour.uid))) {
        return { errors: [{ code: 'UNDEFINED', message: cartMessage(scope.store, 'buildLineLocked') }], changed: false };
      }
      await repository.deleteItems(row.id, [Number(uid)]);
      return { errors: [], changed: true };
    });
  }

  /**
   * Applies a coupon (one per cart), refused with the reason it does not apply; a code that is
   * unknown, inactive or not started yet answers alike ('not valid'). Codes that do not apply are
   * counted per cart (COUPON_FAILURES_PER_CART) and per shopper (`couponTries`: the client address
   * of `origin`, or a signed-in customer's account and network): past any, every code is refused
   * with RATE_LIMITED and the wait, unread. Every API caller passes the origin; only in-process callers leave it out.
   */
  async applyCoupon(maskedId: string, code: string, scope: CartScope, origin?: CartOrigin): Promise<Cart> {
    const coupon = await this.promotions.coupon(code, {
      store: scope.store,
      currency: scope.currency,
      customerId: scope.customerId,
    });
    const outcome = await this.write(
      maskedId,
      scope,
      async (repository, row, current) => {
        if (row.couponCode) throw new CartError('COUPON_NOT_APPLICABLE', 'couponAlreadyApplied');
        // With the cart locked, its attempts queue: its failures are counted after the code is read,
        // exactly. The shopper's are taken before, as sign-in counts, and given back when the code
        // applies: their other carts' attempts in flight cannot run them over.
        await this.limited('tooManyCouponAttempts', () => this.limits.check('couponFailuresPerCart', row.id));
        const tries = couponTries(scope, origin);
        await this.limited('tooManyCouponAttempts', () => this.limits.consumeAll(tries));
        const problem = couponProblem(coupon, couponLines(current), this.clock());
        if (!problem) await this.limits.giveBackAll(tries);
        if (problem) {
          await this.limits.count('couponFailuresPerCart', row.id);
          const shown = code.trim().slice(0, 64);
          const amount =
            coupon?.minSubtotal !== null && coupon?.minSubtotal !== undefined
              ? formatMoney(toMinor(coupon.minSubtotal), scope.store, scope.currency)
              : '';
          throw new CartError('COUPON_NOT_APPLICABLE', COUPON_PROBLEM_MESSAGES[problem], { code: shown, amount });
        }
        await repository.touch(row.id, { couponCode: coupon!.code });
        return { errors: [], changed: false };
      },
      { couponCodes: [coupon?.code ?? null] },
    );
    return outcome.cart;
  }

  async removeCoupon(maskedId: string, scope: CartScope): Promise<Cart> {
    const outcome = await this.write(maskedId, scope, async (repository, row) => {
      await repository.touch(row.id, { couponCode: null });
      return { errors: [], changed: false };
    });
    return outcome.cart;
  }

  /** Empties a cart (lines and coupon). */
  async clearCart(maskedId: string, scope: CartScope): Promise<Cart> {
    const outcome = await this.write(maskedId, scope, async (repository, row) => {
      await repository.deleteAllItems(row.id);
      await repository.touch(row.id, { couponCode: null });
      return { errors: [], changed: false };
    });
    return outcome.cart;
  }

  /**
   * Merges a guest cart into the signed-in customer's cart (spec §4, §5) in one transaction. With
   * `replaceDestinationItems` (the storefront's sign-in) the customer cart's lines are cleared first
   * when the guest cart has any, so the cart the shopper just filled is the one they keep; without it
   * the lines are added (Magento's mergeCarts). The guest cart is deactivated: its id reaches nothing
   * any more. The guest's coupon comes along when the customer cart has none.
   */
  async mergeCarts(
    sourceId: string,
    destinationId: string,
    scope: CartScope,
    options: { replaceDestinationItems?: boolean } = {},
  ): Promise<Cart> {
    if (!scope.customerId) throw new CartError('UNAUTHENTICATED', 'signInRequired');
    if (sourceId === destinationId) return this.cart(destinationId, scope);
    const sourceFound = await this.repository.findWithItems(lookupId(sourceId));
    if (!sourceFound) throw new CartError('CART_NOT_FOUND', 'cartNotFound', { id: shownId(sourceId) });
    const { cart: sourceRow, items: sourceRows } = sourceFound;
    const outcome = await this.write(
      destinationId,
      scope,
      async (repository, target, targetLines, linesOf) => {
        const source = await repository.lockByMaskedId(sourceId);
        if (!source) throw new CartError('CART_NOT_FOUND', 'cartNotFound', { id: shownId(sourceId) });
        if (!source.isActive) throw new CartError('CART_INACTIVE', 'cartInactive');
        if (source.customerId !== null && source.customerId !== scope.customerId) {
          throw new CartError('CART_FORBIDDEN', 'cartForbidden', { id: shownId(sourceId) });
        }
        const lines = await repository.listItems(source.id);
        const replace = Boolean(options.replaceDestinationItems) && lines.length > 0;
        // Lines merged in count as lines added: repeated merges must not grow a cart past the cap
        // every other way of filling it keeps (each read prices every line).
        if (!replace && targetLines.length + lines.length > MAX_CART_LINES) {
          throw new CartError('BAD_USER_INPUT', 'cartFull', { max: MAX_CART_LINES });
        }
        // Bikes merged in count as bikes added: two carts of one bike each do not make a cart of two.
        const merged = (replace ? 0 : bikeCount(targetLines)) + bikeCount(linesOf(source, lines));
        if (exceedsOneBikePerCheckout(merged)) throw new CartError('BAD_USER_INPUT', 'oneBikePerCheckout');
        if (replace) await repository.deleteAllItems(target.id);
        const offset = replace ? 0 : targetLines.reduce((max, line) => Math.max(max, line.position + 1), 0);
        await repository.moveItems(source.id, target.id, offset);
        await repository.touch(source.id, { isActive: false, couponCode: null });
        if (!target.couponCode && source.couponCode) await repository.touch(target.id, { couponCode: source.couponCode });
        return { errors: [], changed: true };
      },
      {
        productIds: sourceRows.flatMap((r) => (r.productId === null ? [] : [r.productId])),
        selectionIds: sourceRows.flatMap((r) => (r.selectionId === null ? [] : [r.selectionId])),
        couponCodes: [sourceRow.couponCode],
        alsoChanges: [sourceRow.id],
      },
    );
    return outcome.cart;
  }

  /** The dispatch date of a cart (or of an empty order placed now, when there is no cart). */
  async dispatchDateOf(maskedId: string | null, scope: CartScope): Promise<string> {
    if (maskedId) {
      // The cart's own date when the caller may read it (the one access rule of `cart`), else today's.
      const cart = await this.cart(maskedId, scope).catch((error: unknown) => {
        if (error instanceof CartError) return null;
        throw error;
      });
      if (cart?.dispatchDate) return cart.dispatchDate;
    }
    return dispatchDate(this.clock(), 0);
  }

  // ---------------------------------------------------------------------------------------------

  /** Counts a new guest cart for a client address; RATE_LIMITED (with the wait) past its limit. */
  private consumeGuestCart(clientIp: string): Promise<void> {
    return this.limited('tooManyCarts', () => this.limits.consume('guestCartsPerAddress', addressLimitKey(clientIp)));
  }

  /** Runs a rate limiter call, its refusal answered as RATE_LIMITED with `key`'s message and the wait. */
  private async limited(key: CartMessageKey, work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      throw new CartError('RATE_LIMITED', key, error.wait);
    }
  }

  private async customerCartRow(scope: CartScope): Promise<CartRow> {
    if (!scope.customerId) throw new CartError('UNAUTHENTICATED', 'signInRequired');
    return (
      (await this.repository.findActiveCustomerCart(scope.customerId)) ??
      (await this.repository.insertCart({ maskedId: newMaskedId(), customerId: scope.customerId, store: scope.store }))
    );
  }

  /** The error catalogue (spec §8), in Magento's order: unknown id, inactive cart, someone else's cart. */
  private accessible(row: CartRow | null, maskedId: string | null | undefined, scope: CartScope): CartRow {
    if (!row) throw new CartError('CART_NOT_FOUND', 'cartNotFound', { id: shownId(maskedId) });
    if (!row.isActive) throw new CartError('CART_INACTIVE', 'cartInactive');
    if (row.customerId !== scope.customerId) throw new CartError('CART_FORBIDDEN', 'cartForbidden', { id: row.maskedId });
    return row;
  }

  /**
   * One change to a cart, in one transaction: lock the row, check access, read its lines, let
   * `work` change them, drop a coupon that no longer applies (telling the shopper), record the new
   * version. Catalogue data is read before the transaction (it is not the cart's to lock, and an
   * embedded database has one connection); if a concurrent change brought lines that data does not
   * cover, the change starts again with fresh data.
   */
  private async write(maskedId: string, scope: CartScope, work: CartWork, needs: WriteNeeds = {}): Promise<CartOutcome> {
    for (let attempt = 1; ; attempt++) {
      const found = await this.repository.findWithItems(lookupId(maskedId));
      const snapshot = this.accessible(found?.cart ?? null, maskedId, scope);
      const outcome = await this.answers.changing([snapshot.id, ...(needs.alsoChanges ?? [])], () =>
        this.writeOnce(maskedId, scope, work, needs, snapshot, found?.items ?? [], attempt),
      );
      if (outcome) return outcome;
    }
  }

  /** One attempt of `write`: null when a concurrent change means it must start again. */
  private async writeOnce(
    maskedId: string,
    scope: CartScope,
    work: CartWork,
    needs: WriteNeeds,
    snapshot: CartRow,
    snapshotItems: readonly CartItemRow[],
    attempt: number,
  ): Promise<CartOutcome | null> {
    const pricing = await this.pricing.read(snapshotItems, scope, {
      ...needs,
      couponCodes: [snapshot.couponCode, ...(needs.couponCodes ?? [])],
    });
    return this.repository
      .transaction(async (repository): Promise<CartOutcome> => {
        const row = this.accessible(await repository.lockByMaskedId(maskedId), maskedId, scope);
        const rows = await repository.listItems(row.id);
        if (!pricing.covers(rows, row.couponCode)) throw new StalePricing();
        const result = await work(
          repository,
          row,
          this.pricing.price(row, rows, pricing, scope).items,
          (cart, cartRows) => this.pricing.price(cart, cartRows, pricing, scope).items,
        );
        const errors = [...result.errors];
        if (result.changed) await repository.touch(row.id);
        // Still locked by this transaction: the cart and its lines as the change left them, in one read.
        const { cart: after, items: afterRows } = (await repository.findWithItems(maskedId))!;
        if (!pricing.covers(afterRows, after.couponCode)) throw new StalePricing();
        let cart = this.pricing.price(after, afterRows, pricing, scope);
        if (after.couponCode && cart.appliedCoupon === null) {
          // The coupon no longer applies to what is in the cart: it goes, and the shopper is told.
          await repository.touch(after.id, { couponCode: null });
          errors.push({
            code: 'COUPON_REMOVED',
            message: cartMessage(scope.store, 'couponDropped', { code: after.couponCode }),
          });
          cart = this.pricing.price({ ...after, couponCode: null, version: after.version + 1 }, afterRows, pricing, scope);
        }
        return { cart, userErrors: errors };
      })
      .catch((error: unknown) => {
        // Rolled back: a concurrent change brought lines the data read beforehand does not price.
        if (error instanceof StalePricing && attempt < 5) return null;
        throw error;
      });
  }
}

/** What a change needs priced besides the cart's own lines, and other carts it changes too. */
type WriteNeeds = PricingNeeds & {
  /** Carts the change also writes (a merge's source): their answers are not kept meanwhile. */
  alsoChanges?: readonly string[];
};

/** Thrown inside a cart transaction to roll it back and start the change again with fresh pricing data. */
class StalePricing extends Error {
  constructor() {
    super('cart pricing data is stale');
  }
}
