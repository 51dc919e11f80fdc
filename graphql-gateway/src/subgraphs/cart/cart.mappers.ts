import type { Cart as CartModel, CartLine } from '@cadence/commerce/modules/cart/cart.types';
import { deliversCart } from '@cadence/commerce/modules/shipping/shipping.rules';
import { fromMinor, type Minor } from '@cadence/commerce/shared/money';
import type { Cart, CartItem } from './cart.type';

/**
 * A cart as the API answers it, carrying the commerce cart it was made from: fields that ask
 * commerce more about this cart (`Cart.fulfilment_available`) read it rather than the cart again.
 */
export type CartAnswer = Cart & { model?: CartModel };

const money = (minor: Minor, currency: string) => ({ value: fromMinor(minor), currency });

function toCartItem(line: CartLine, currency: string): CartItem {
  return {
    uid: line.uid,
    associated_uid: line.associatedUid,
    quantity: line.quantity,
    position: line.position,
    sku: line.sku,
    option_label: line.optionLabel,
    prices: {
      price_including_tax: money(line.unitPriceMinor, currency),
      row_total_including_tax: money(line.rowTotalMinor, currency),
    },
    product: Object.assign(
      {
        sku: line.productSku ?? line.sku,
        name: line.name,
        url_key: line.urlKey,
        catalogue_product: line.productSku ? { sku: line.productSku } : null,
      },
      { __typename: line.kind === 'BundleProduct' ? 'BundleProduct' : 'SimpleProduct' },
    ),
    customColour: line.customColour
      ? {
          uid: line.customColour.uid,
          sku: line.customColour.sku,
          code: line.customColour.code,
          hex: line.customColour.hex,
          label: line.customColour.label,
          price: money(line.customColour.priceMinor, currency),
        }
      : null,
    available: line.available,
  };
}

/** The commerce cart as the API answers it (amounts from integer hundredths to two-decimal values). */
export function toCart(cart: CartModel): CartAnswer {
  return {
    model: cart,
    id: cart.id,
    items: cart.items.map((line) => toCartItem(line, cart.currency)),
    prices: {
      subtotal_including_tax: money(cart.subtotalMinor, cart.currency),
      default_shipping_rate: money(cart.shippingMinor, cart.currency),
      delivery_available: deliversCart(cart.shippingStatus),
      discounts: cart.discounts.map((d) => ({ amount: money(d.amountMinor, cart.currency), label: d.label, code: d.code })),
      grand_total: money(cart.totalMinor, cart.currency),
    },
    applied_coupons: cart.appliedCoupon ? [{ code: cart.appliedCoupon }] : [],
    dispatch_date: cart.dispatchDate,
    total_quantity: cart.totalQuantity,
    bike_count: cart.bikeCount,
    currency: cart.currency,
  };
}
