import type { Commerce } from '@cadence/commerce/commerce';
import type { CustomerAddress } from '@cadence/commerce/modules/customer/customer.types';
import type { OrderItem, OrderStatusChange } from '@cadence/commerce/modules/orders/orders.types';
import DataLoader from 'dataloader';
import type { SubgraphContext } from '../../shared/context';

/**
 * The customer subgraph's per-request DataLoaders: every list field and every __resolveReference goes
 * through one, so a request costs a bounded number of statements however many entities it touches.
 */
export type CustomerLoaders = {
  /** A customer's address book by customer id (only ever the signed-in customer's). */
  customerAddresses: DataLoader<string, CustomerAddress[]>;
  /** Items of orders by order id: one statement for a whole page of orders. */
  orderItems: DataLoader<string, OrderItem[]>;
  /** Status histories of orders by order id: one statement for a whole page of orders. */
  orderHistory: DataLoader<string, OrderStatusChange[]>;
};

/** What the customer subgraph's resolvers see. */
export type CustomerContext = SubgraphContext<CustomerLoaders>;

export function createCustomerLoaders(commerce: Commerce): CustomerLoaders {
  return {
    customerAddresses: new DataLoader((ids) => commerce.customer.addressesOf(ids)),
    orderItems: new DataLoader((ids) => commerce.orders.itemsOf(ids)),
    orderHistory: new DataLoader((ids) => commerce.orders.historyOf(ids)),
  };
}
