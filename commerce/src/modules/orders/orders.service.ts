import type { NewOrder, OrdersRepository } from './orders.repository';
import type { Order, OrderItem, OrderPage } from './orders.types';

/**
 * Orders: checkout records them, the account reads them. Every read is scoped to the owning
 * customer, so another customer's order answers as if it did not exist.
 */
export class OrdersService {
  constructor(private readonly repository: OrdersRepository) {}

  /**
   * A page of the customer's orders, newest first; `number` narrows it to that order (an empty page
   * when it is not theirs). Paging is expected to have passed `orderPageProblems`.
   */
  async customerOrders(
    customerId: string,
    options: { number?: string | null; currentPage: number; pageSize: number },
  ): Promise<OrderPage> {
    const { items, totalCount } = await this.repository.listOrders(customerId, {
      number: options.number?.trim() || null,
      offset: (options.currentPage - 1) * options.pageSize,
      limit: options.pageSize,
    });
    return {
      items,
      totalCount,
      currentPage: options.currentPage,
      pageSize: options.pageSize,
      totalPages: Math.ceil(totalCount / options.pageSize),
    };
  }

  /** Items of several orders (for a per-request DataLoader), grouped in key order. */
  async itemsOf(orderIds: readonly string[]): Promise<OrderItem[][]> {
    const rows = await this.repository.listOrderItems(orderIds);
    return orderIds.map((id) => rows.filter((row) => row.orderId === id));
  }

  /** Records an order with its items in one transaction (checkout's write). */
  record(order: NewOrder): Promise<Order> {
    return this.repository.insertOrder(order);
  }
}
