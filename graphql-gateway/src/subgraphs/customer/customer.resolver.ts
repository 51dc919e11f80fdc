import { localised } from '@cadence/server-kit/storefronts';
import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { CustomerContext } from './customer.loaders';
import { customerCall, requireCustomerId } from './customer.errors';
import { toAddress, toCustomer, toOrder, type CustomerParent } from './customer.mappers';
import {
  Customer,
  CustomerAddress,
  CustomerOrder,
  CustomerOrders,
  CustomerOrdersFilterInput,
  OrderItem,
  OrderStatusChange,
} from './customer.type';

@Resolver(() => Customer)
export class CustomerResolver {
  @Query(() => Customer, {
    description:
      'The signed-in customer (customer_token cookie). Error UNAUTHENTICATED ("The current customer isn\'t authorized.") without a live session.',
  })
  async customer(@Ctx() ctx: CustomerContext): Promise<CustomerParent> {
    const customerId = await requireCustomerId(ctx);
    return customerCall(ctx, async () => toCustomer(await ctx.commerce.customer.getCustomer(customerId)));
  }

  @FieldResolver(() => [CustomerAddress], { description: 'The address book, oldest first.' })
  async addresses(@Root() customer: CustomerParent, @Ctx() ctx: CustomerContext): Promise<CustomerAddress[]> {
    const addresses = await ctx.loaders.customerAddresses.load(customer.id);
    const defaults = { shipping: customer.default_shipping, billing: customer.default_billing };
    return addresses.map((address) => toAddress(address, defaults));
  }

  @FieldResolver(() => CustomerOrders, {
    description:
      "The customer's orders, newest first. `filter.number` picks one order (no items when it is not this customer's).",
  })
  async orders(
    @Root() customer: CustomerParent,
    @Ctx() ctx: CustomerContext,
    @Arg('filter', () => CustomerOrdersFilterInput, { nullable: true }) filter?: CustomerOrdersFilterInput | null,
    @Arg('currentPage', () => Int, { defaultValue: 1 }) currentPage = 1,
    @Arg('pageSize', () => Int, { defaultValue: 20, description: '1 to 100.' }) pageSize = 20,
  ): Promise<Omit<CustomerOrders, 'items'> & { items: ReturnType<typeof toOrder>[] }> {
    const page = await customerCall(ctx, () =>
      ctx.commerce.customer.orders(customer.id, { number: filter?.number ?? null, currentPage, pageSize }),
    );
    return {
      items: page.items.map(toOrder),
      total_count: page.totalCount,
      page_info: { current_page: page.currentPage, page_size: page.pageSize, total_pages: page.totalPages },
    };
  }
}

/** An order as the customer resolver hands it on: everything but what the loaders resolve. */
type OrderParent = ReturnType<typeof toOrder>;

@Resolver(() => CustomerOrder)
export class CustomerOrderResolver {
  @FieldResolver(() => [OrderStatusChange])
  async status_history(@Root() order: OrderParent, @Ctx() ctx: CustomerContext): Promise<OrderStatusChange[]> {
    const history = await ctx.loaders.orderHistory.load(order.id);
    return history.map((change) => ({ status: change.status, at: change.at.toISOString() }));
  }

  @FieldResolver(() => String, { nullable: true })
  async collection_store(@Root() order: OrderParent, @Ctx() ctx: CustomerContext): Promise<string | null> {
    if (!order.collectionShop) return null;
    const shop = (await ctx.commerce.store.shops()).find((s) => s.code === order.collectionShop);
    return shop ? localised(shop.names, ctx.store, shop.code) : order.collectionShop;
  }

  @FieldResolver(() => [OrderItem])
  async items(@Root() order: OrderParent, @Ctx() ctx: CustomerContext): Promise<OrderItem[]> {
    const items = await ctx.loaders.orderItems.load(order.id);
    const currency = order.total.grand_total.currency;
    return items.map((item) => ({
      id: String(item.id),
      product_name: item.name,
      product_sku: item.sku,
      quantity_ordered: item.quantity,
      product_sale_price: { value: item.price, currency },
      row_total: { value: item.rowTotal, currency },
    }));
  }
}
