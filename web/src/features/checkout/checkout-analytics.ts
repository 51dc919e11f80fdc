import { pushDataLayer } from '../../shared/analytics/data-layer';
import { toEcommerceItem } from '../../shared/analytics/ecommerce';

type Money = { value: number; currency: string };
/** What the purchase event reads of a placed order. */
export type PurchasedOrder = {
  number: string;
  total: { grand_total: Money; total_shipping: Money; discount?: { value: number } | null };
  items: readonly { product_sku: string; product_name: string; quantity_ordered: number; product_sale_price: Money }[];
};

/** GA4 `purchase` with the order's own values (once per confirmation page); the previous ecommerce object is cleared first. */
export function pushPurchase(order: PurchasedOrder): void {
  pushDataLayer({ ecommerce: null });
  pushDataLayer({
    event: 'purchase',
    ecommerce: {
      transaction_id: order.number,
      currency: order.total.grand_total.currency,
      value: order.total.grand_total.value,
      shipping: order.total.total_shipping.value,
      discount: order.total.discount?.value ?? 0,
      items: order.items.map((item, index) => ({
        ...toEcommerceItem(
          { sku: item.product_sku, name: item.product_name, aggregated_price: item.product_sale_price.value },
          index,
        ),
        quantity: item.quantity_ordered,
      })),
    },
  });
}
