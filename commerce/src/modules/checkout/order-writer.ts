import { localised, toStoreCode, type StoreCode } from '@cadence/server-kit/storefronts';
import type { Db } from '../../db/client';
import { fromMinor } from '../../shared/money';
import type { CartService } from '../cart/cart.service';
import type { Cart, CartLine } from '../cart/cart.types';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { StockNeed } from '../catalogue/catalogue.types';
import type { NewOrder } from '../orders/orders.repository';
import type { OrdersService } from '../orders/orders.service';
import type { Order } from '../orders/orders.types';
import type { PromotionsService } from '../promotions/promotions.service';
import type { Mailer } from '../../shared/mailer';
import { orderConfirmationMail } from '../orders/orders.mail';
import type { StoreService } from '../store/store.service';
import type { Shop } from '../store/store.types';
import { CheckoutError } from './checkout.errors';

/** A line as an order keeps it: the product, its option and its custom colour. */
export const lineName = (line: CartLine): string =>
  [line.name, line.optionLabel, line.customColour?.label].filter((part): part is string => Boolean(part)).join(', ');

/**
 * The part of placing an order every checkout shares, inside the caller's transaction `db`: close
 * the cart at the version that was priced, take the stock (a guarded update that cannot go below
 * zero), record the coupon's use and the order with its lines. Throws CART_CHANGED or SOLD_OUT (the
 * caller's transaction then rolls everything back).
 */
export async function writeOrder(
  services: { cart: CartService; catalogue: CatalogueService; promotions: PromotionsService; orders: OrdersService },
  db: Db,
  input: {
    cart: Cart;
    cartId: string;
    stockNeeds: readonly StockNeed[];
    couponId: number | null;
    customerId: string;
    order: Omit<
      NewOrder,
      'items' | 'subtotal' | 'currency' | 'couponCode' | 'dispatchDate' | 'cartId' | 'customerId' | 'store'
    > & {
      store: string;
    };
  },
): Promise<Order> {
  const { cart } = input;
  if (!(await services.cart.closeForOrder(db, input.cartId, cart.version)))
    throw new CheckoutError('CART_CHANGED', 'cartChanged');
  const short = await services.catalogue.takeStock(db, input.stockNeeds);
  if (short) throw new CheckoutError('SOLD_OUT', 'soldOut', { name: short.name });
  // The coupon's last use may have gone to an order placed since the cart was priced: the cart,
  // read again, shows it gone.
  if (
    input.couponId !== null &&
    !(await services.promotions.recordRedemption(input.couponId, input.customerId, input.order.number, db))
  )
    throw new CheckoutError('CART_CHANGED', 'cartChanged');
  return services.orders.record(
    {
      ...input.order,
      store: toStoreCode(input.order.store),
      customerId: input.customerId,
      cartId: input.cartId,
      currency: cart.currency,
      subtotal: fromMinor(cart.subtotalMinor),
      couponCode: cart.appliedCoupon,
      dispatchDate: cart.dispatchDate,
      items: cart.items.map((line) => ({
        sku: line.sku,
        name: lineName(line),
        quantity: line.quantity,
        price: fromMinor(line.unitPriceMinor),
      })),
    },
    db,
  );
}

/**
 * Sends the order confirmation after the order's request has answered (the mailer's background
 * queue); a mail failure is logged for operations, never shown as a failed order. The shop's
 * country list names the countries of its addresses, as the order page names them.
 */
export async function sendOrderConfirmation(
  deps: {
    mailer: Mailer | null;
    orders: OrdersService;
    store: Pick<StoreService, 'listCountries'>;
    brand: string;
    siteUrls: Record<StoreCode, string>;
  },
  order: Order,
  firstName: string,
  shop: Shop | null,
): Promise<void> {
  if (!deps.mailer || !order.email) return;
  const items = (await deps.orders.itemsOf([order.id]))[0] ?? [];
  const countries = await deps.store.listCountries();
  const store = toStoreCode(order.store);
  deps.mailer.sendInBackground(
    {
      to: order.email,
      kind: 'order-confirmation',
      ...orderConfirmationMail(order, items, {
        brand: deps.brand,
        firstName,
        orderLink: `${deps.siteUrls[store]}/my-account/orders/${order.number}/`,
        collectionShopName: shop ? localised(shop.names, store, shop.code) : null,
        countries,
      }),
    },
    `order ${order.number}`,
  );
}
