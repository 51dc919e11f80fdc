import { pushDataLayer } from '../../shared/analytics/data-layer';
import { toEcommerceItem } from '../../shared/analytics/ecommerce';
import type { CartLineView, CartView } from './cart.rules';

/** A cart line as a GA4 ecommerce item: the shop's one item shape (`toEcommerceItem`), with its quantity. */
export function cartLineItem(
  line: Pick<CartLineView, 'sku' | 'quantity' | 'option_label' | 'product' | 'prices'>,
  index?: number,
) {
  const item = toEcommerceItem(
    {
      sku: line.product.sku,
      name: line.product.name,
      variant: line.option_label,
      aggregated_price: line.prices.price_including_tax.value,
    },
    index,
  );
  return { ...item, quantity: line.quantity };
}

/**
 * GA4 cart events (add_to_cart, remove_from_cart, view_cart, begin_checkout) with the cart's
 * currency and value; the previous ecommerce object is cleared first, as the tag manager expects.
 */
export function pushCartEvent(
  event: 'add_to_cart' | 'remove_from_cart' | 'view_cart' | 'begin_checkout',
  cart: Pick<CartView, 'currency' | 'prices'>,
  lines: Parameters<typeof cartLineItem>[0][],
): void {
  pushDataLayer({ ecommerce: null });
  pushDataLayer({
    event,
    ecommerce: {
      currency: cart.currency,
      value:
        event === 'view_cart' || event === 'begin_checkout'
          ? cart.prices.grand_total.value
          : // In pence, then back: 4.35 × 3 is 13.05, not 13.049999999999999.
            lines.reduce((pence, l) => pence + Math.round(l.prices.price_including_tax.value * 100) * l.quantity, 0) / 100,
      items: lines.map((line, index) => cartLineItem(line, index)),
    },
  });
}
