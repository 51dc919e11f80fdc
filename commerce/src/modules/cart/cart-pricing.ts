import { toMinor } from '../../shared/money';
import { dispatchDate } from '../../shared/working-calendar';
import { coversQuantity, isSold, leadTimeDays, shipsTo } from '../catalogue/catalogue.rules';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { BundleSelection, Product, ProductOption } from '../catalogue/catalogue.types';
import { sellingPrice } from '../catalogue/price.rules';
import { couponDiscount, couponProblem, waivesShipping, type CouponLine } from '../promotions/promotions.rules';
import type { PromotionsService } from '../promotions/promotions.service';
import type { Coupon } from '../promotions/promotions.types';
import { defaultShipping } from '../shipping/shipping.rules';
import type { ShippingService } from '../shipping/shipping.service';
import type { ShippingRate } from '../shipping/shipping.types';
import type { CartItemRow, CartRow } from './cart.repository';
import { bikeCount, cartTotal, mergeColourItems } from './cart.rules';
import type { Cart, CartLine, CartScope } from './cart.types';

/** What prices a cart's lines: read in one batch, outside any cart transaction. */
export type Pricing = {
  products: ReadonlyMap<number, Product | null>;
  options: ReadonlyMap<number, ProductOption>;
  categories: ReadonlyMap<number, number[]>;
  selections: ReadonlyMap<number, BundleSelection | null>;
  coupons: ReadonlyMap<string, Coupon | null>;
  rate: ShippingRate | null;
  /** Whether these lines (and this coupon) are all priced by this data. */
  covers(rows: readonly CartItemRow[], couponCode: string | null): boolean;
};

/** Lines and a coupon to price besides a cart's own lines (a product being added, a code being tried). */
export type PricingNeeds = {
  productIds?: readonly number[];
  selectionIds?: readonly number[];
  couponCodes?: readonly (string | null)[];
};

/** A line before the colour merge, with what the rules need to know about it. */
type PricedLine = CartLine & { row: CartItemRow };

/**
 * How a cart is priced: its lines from the price lists in the shopper's currency, bikes as bundles
 * with their colour items, the coupon, default shipping, totals and the dispatch date. The data is
 * read in one batch (`read`), outside any cart transaction; pricing from it (`price`) reads nothing,
 * so a change can price its lines again inside its transaction as often as it needs.
 */
export class CartPricing {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly promotions: PromotionsService,
    private readonly shipping: ShippingService,
    private readonly clock: () => Date,
  ) {}

  /** A cart priced now from freshly read data: its lines and its coupon. */
  async priced(row: CartRow, rows: readonly CartItemRow[], scope: CartScope): Promise<Cart> {
    return this.price(row, rows, await this.read(rows, scope, { couponCodes: [row.couponCode] }), scope);
  }

  /** The catalogue, promotion and shipping data that prices these lines (and any others named): one batch of reads. */
  async read(rows: readonly CartItemRow[], scope: CartScope, needs: PricingNeeds = {}): Promise<Pricing> {
    const productIds = [
      ...new Set([...rows.flatMap((r) => (r.productId === null ? [] : [r.productId])), ...(needs.productIds ?? [])]),
    ];
    const selectionIds = [
      ...new Set([...rows.flatMap((r) => (r.selectionId === null ? [] : [r.selectionId])), ...(needs.selectionIds ?? [])]),
    ];
    const codes = [...new Set((needs.couponCodes ?? []).filter((c): c is string => Boolean(c)))];
    const [products, options, selections, categoryIds, rate, coupons] = await Promise.all([
      this.catalogue.productsByIds(scope.store, scope.currency, productIds),
      this.catalogue.options(scope.store, scope.currency, productIds),
      this.catalogue.bundleSelectionsByIds(scope.store, scope.currency, selectionIds),
      this.catalogue.productCategoryIds(productIds),
      this.shipping.rate(scope.countryCode),
      Promise.all(
        codes.map((code) =>
          this.promotions.coupon(code, { store: scope.store, currency: scope.currency, customerId: scope.customerId }),
        ),
      ),
    ]);
    const products_ = new Map(productIds.map((id, i) => [id, products[i] ?? null]));
    const selections_ = new Map(selectionIds.map((id, i) => [id, selections[i] ?? null]));
    const coupons_ = new Map(codes.map((code, i) => [code, coupons[i] ?? null]));
    return {
      products: products_,
      options: new Map(options.flat().map((o) => [o.id, o])),
      categories: new Map(productIds.map((id, i) => [id, categoryIds[i] ?? []])),
      selections: selections_,
      coupons: coupons_,
      rate,
      covers: (lines, couponCode) =>
        lines.every(
          (r) =>
            (r.productId === null || products_.has(r.productId)) && (r.selectionId === null || selections_.has(r.selectionId)),
        ) &&
        (!couponCode || coupons_.has(couponCode)),
    };
  }

  /** A cart priced from its lines and their pricing data: lines, colour merge, coupon, shipping, totals, dispatch date. */
  price(row: CartRow, rows: readonly CartItemRow[], pricing: Pricing, scope: CartScope): Cart {
    const coupon = row.couponCode ? (pricing.coupons.get(row.couponCode) ?? null) : null;
    const lines: PricedLine[] = rows.map((r) => {
      const base = {
        row: r,
        uid: String(r.id),
        associatedUid: r.parentItemId === null ? null : String(r.parentItemId),
        sku: r.sku,
        quantity: r.quantity,
        position: r.position,
        customColour: null,
      };
      if (r.selectionId !== null) {
        const selection = pricing.selections.get(r.selectionId) ?? null;
        const unit = selection ? toMinor(sellingPrice(selection)) : 0;
        return {
          ...base,
          kind: 'BundleSelection' as const,
          productId: null,
          productSku: null,
          urlKey: null,
          name: selection?.label ?? r.sku,
          optionLabel: null,
          unitPriceMinor: unit,
          rowTotalMinor: unit * r.quantity,
          available: selection !== null && coversQuantity(selection.stockQty, r.quantity),
          categoryIds: [],
          leadTimeDays: 0,
          stockQty: selection ? selection.stockQty : 0,
        };
      }
      const product: Product | null = pricing.products.get(r.productId ?? -1) ?? null;
      const option: ProductOption | null = r.optionId === null ? null : (pricing.options.get(r.optionId) ?? null);
      const priced =
        option ?? (product && product.price !== null ? { price: product.price, specialPrice: product.specialPrice } : null);
      const unit = priced ? toMinor(sellingPrice(priced)) : 0;
      return {
        ...base,
        kind: product?.typeId === 'child-bike' ? ('BundleProduct' as const) : ('SimpleProduct' as const),
        productId: r.productId,
        productSku: product?.sku ?? null,
        urlKey: product?.urlKey ?? null,
        name: product?.name ?? r.sku,
        optionLabel: option?.label ?? null,
        unitPriceMinor: unit,
        rowTotalMinor: unit * r.quantity,
        available:
          product !== null &&
          isSold(product) &&
          (r.optionId === null || (option !== null && coversQuantity(option.stockQty, r.quantity))) &&
          shipsTo(product, scope.countryCode),
        categoryIds: pricing.categories.get(product?.id ?? -1) ?? [],
        leadTimeDays: product ? leadTimeDays(product) : 0,
        // A line of an option that no longer exists has none to sell (null would read as made to order).
        stockQty: r.optionId === null ? null : (option?.stockQty ?? 0),
      };
    });
    const merged = mergeColourItems(lines, (colour) => {
      const selection = pricing.selections.get(colour.row.selectionId ?? -1);
      return { code: selection?.code ?? '', hex: selection?.hex ?? '#000000', label: selection?.label ?? colour.sku };
    });
    const items: CartLine[] = merged.map(({ row: _row, ...line }) => line);
    const subtotalMinor = items.reduce((sum, line) => sum + line.rowTotalMinor, 0);
    const now = this.clock();
    const applies = coupon !== null && couponProblem(coupon, couponLines(items), now) === null;
    const discountMinor = applies ? couponDiscount(coupon, couponLines(items)) : 0;
    const discounts =
      applies && discountMinor > 0 ? [{ code: coupon.code, label: coupon.label, amountMinor: discountMinor }] : [];
    const bikes = bikeCount(items);
    const shipping = defaultShipping({
      subtotalMinor,
      hasBike: bikes > 0,
      rate: pricing.rate,
      currency: scope.currency,
      freeShipping: applies && waivesShipping(coupon),
    });
    const totals = cartTotal({ subtotalMinor, discounts, shippingMinor: shipping.amountMinor });
    return {
      id: row.maskedId,
      customerId: row.customerId,
      store: row.store,
      currency: scope.currency,
      isActive: row.isActive,
      version: row.version,
      items,
      appliedCoupon: applies ? coupon.code : null,
      subtotalMinor,
      discounts,
      shippingMinor: totals.shippingMinor,
      shippingStatus: shipping.status,
      totalMinor: totals.totalMinor,
      bikeCount: bikes,
      // A configured bike counts once, as in Magento's bundles: its options are part of it.
      totalQuantity: items.filter((line) => line.associatedUid === null).reduce((sum, line) => sum + line.quantity, 0),
      dispatchDate: items.length ? dispatchDate(now, Math.max(...items.map((line) => line.leadTimeDays))) : null,
    };
  }
}

/** The lines as a coupon sees them. */
export function couponLines(items: readonly CartLine[]): CouponLine[] {
  return items
    .filter((line) => line.productId !== null)
    .map((line) => ({ productId: line.productId!, categoryIds: line.categoryIds, totalMinor: line.rowTotalMinor }));
}
