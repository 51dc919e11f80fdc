import { toStoreCode, type StoreCode } from '@cadence/server-kit/storefronts';
import { asc, count, desc, eq, inArray, and } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { salesOrderItems, salesOrders, salesOrderStatusHistory } from './orders.tables';
import type { Collection, Order, OrderFinanceTerms, OrderStatusChange, StoredOrderItem } from './orders.types';
import type { OrderAddressSnapshot } from './orders.tables';

type OrderRow = typeof salesOrders.$inferSelect;

const toOrder = (row: OrderRow): Order => ({
  id: row.id,
  number: row.number,
  customerId: row.customerId,
  status: row.status,
  currency: row.currency,
  subtotal: row.subtotal,
  shippingAmount: row.shippingAmount,
  grandTotal: row.grandTotal,
  shippingMethod: row.shippingMethod,
  paymentMethod: row.paymentMethod,
  shippingAddress: row.shippingAddress,
  billingAddress: row.billingAddress,
  certificate:
    row.certificateIssuer && row.certificateAmount !== null
      ? { issuer: row.certificateIssuer, amount: row.certificateAmount }
      : null,
  createdAt: row.createdAt,
  email: row.email,
  store: toStoreCode(row.store),
  channel: row.channel === 'partner' ? 'partner' : 'shop',
  discountAmount: row.discountAmount,
  couponCode: row.couponCode,
  dispatchDate: row.dispatchDate,
  collectionShop: row.collectionShop,
  cardLast4: row.cardLast4,
  partnerReference: row.partnerReference,
  finance: row.financeTerms ?? null,
});

export type NewOrder = {
  number: string;
  customerId: string | null;
  store: StoreCode;
  status: string;
  currency: string;
  subtotal: number;
  shippingAmount: number;
  grandTotal: number;
  shippingMethod?: string | null;
  paymentMethod?: string | null;
  shippingAddress?: OrderAddressSnapshot | null;
  billingAddress?: OrderAddressSnapshot | null;
  certificate?: { issuer: string; amount: number } | null;
  createdAt?: Date;
  email?: string | null;
  channel?: 'shop' | 'partner';
  cartId?: string | null;
  discountAmount?: number;
  couponCode?: string | null;
  dispatchDate?: string | null;
  collectionShop?: string | null;
  paymentReference?: string | null;
  cardLast4?: string | null;
  partnerReference?: string | null;
  finance?: OrderFinanceTerms | null;
  items: { sku: string; name: string; quantity: number; price: number }[];
};

/** Orders and their items; checkout writes them, the account reads them. */
export class OrdersRepository {
  constructor(private readonly db: Db) {}

  /** A page of a customer's orders, newest first, optionally only the one with `number`. */
  async listOrders(
    customerId: string,
    options: { number?: string | null; offset: number; limit: number },
  ): Promise<{ items: Order[]; totalCount: number }> {
    const where = and(
      eq(salesOrders.customerId, customerId),
      options.number ? eq(salesOrders.number, options.number) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(salesOrders)
        .where(where)
        .orderBy(desc(salesOrders.createdAt), desc(salesOrders.number))
        .offset(options.offset)
        .limit(options.limit),
      this.db.select({ n: count() }).from(salesOrders).where(where),
    ]);
    return { items: rows.map(toOrder), totalCount: total?.n ?? 0 };
  }

  /** Items of several orders at once (for a DataLoader), in their order position. */
  async listOrderItems(orderIds: readonly string[]): Promise<StoredOrderItem[]> {
    if (orderIds.length === 0) return [];
    const rows = await this.db
      .select()
      .from(salesOrderItems)
      .where(inArray(salesOrderItems.orderId, [...orderIds]))
      .orderBy(asc(salesOrderItems.position), asc(salesOrderItems.id));
    return rows.map((r) => ({ id: r.id, orderId: r.orderId, sku: r.sku, name: r.name, quantity: r.quantity, price: r.price }));
  }

  /** Records an order with its items (checkout's write; also used by tests and the benchmark). */
  async insertOrder(order: NewOrder): Promise<Order> {
    return this.db.transaction(async (tx) => {
      const repository = { db: tx as unknown as Db };
      const [row] = await repository.db
        .insert(salesOrders)
        .values({
          number: order.number,
          customerId: order.customerId,
          store: order.store,
          status: order.status,
          currency: order.currency,
          subtotal: order.subtotal,
          shippingAmount: order.shippingAmount,
          grandTotal: order.grandTotal,
          shippingMethod: order.shippingMethod ?? null,
          paymentMethod: order.paymentMethod ?? null,
          shippingAddress: order.shippingAddress ?? null,
          billingAddress: order.billingAddress ?? null,
          certificateIssuer: order.certificate?.issuer ?? null,
          certificateAmount: order.certificate?.amount ?? null,
          createdAt: order.createdAt ?? new Date(),
          email: order.email ?? null,
          channel: order.channel ?? 'shop',
          cartId: order.cartId ?? null,
          discountAmount: order.discountAmount ?? 0,
          couponCode: order.couponCode ?? null,
          dispatchDate: order.dispatchDate ?? null,
          collectionShop: order.collectionShop ?? null,
          paymentReference: order.paymentReference ?? null,
          cardLast4: order.cardLast4 ?? null,
          partnerReference: order.partnerReference ?? null,
          financeTerms: order.finance ?? null,
        })
        .returning();
      await repository.db
        .insert(salesOrderStatusHistory)
        .values({ orderId: (row as OrderRow).id, status: order.status, at: order.createdAt ?? new Date() });
      if (order.items.length) {
        await repository.db
          .insert(salesOrderItems)
          .values(order.items.map((item, position) => ({ orderId: (row as OrderRow).id, position, ...item })));
      }
      return toOrder(row as OrderRow);
    });
  }

  /** The same repository over another connection or transaction. */
  withDb(db: Db): OrdersRepository {
    return new OrdersRepository(db);
  }

  /** An order by number (any customer's: callers scope it). */
  async findByNumber(number: string): Promise<Order | null> {
    const [row] = await this.db.select().from(salesOrders).where(eq(salesOrders.number, number));
    return row ? toOrder(row) : null;
  }

  /** Status histories of several orders, oldest change first. */
  async listHistory(orderIds: readonly string[]): Promise<OrderStatusChange[]> {
    if (orderIds.length === 0) return [];
    return this.db
      .select({
        orderId: salesOrderStatusHistory.orderId,
        status: salesOrderStatusHistory.status,
        at: salesOrderStatusHistory.at,
      })
      .from(salesOrderStatusHistory)
      .where(inArray(salesOrderStatusHistory.orderId, [...orderIds]))
      .orderBy(asc(salesOrderStatusHistory.at), asc(salesOrderStatusHistory.id));
  }

  /** Moves an order from one status to another (only from `from`: a concurrent move wins once), recording the change. */
  async moveStatus(orderId: string, from: string, to: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(salesOrders)
      .set({ status: to })
      .where(and(eq(salesOrders.id, orderId), eq(salesOrders.status, from)))
      .returning({ id: salesOrders.id });
    if (rows.length !== 1) return false;
    await this.db.insert(salesOrderStatusHistory).values({ orderId, status: to, at });
    return true;
  }

  /** Click-and-collect orders of a store in these statuses, oldest first: number and name only. */
  async listCollections(shopCode: string, statuses: readonly string[], limit: number): Promise<Collection[]> {
    const rows = await this.db
      .select({ number: salesOrders.number, billing: salesOrders.billingAddress, createdAt: salesOrders.createdAt })
      .from(salesOrders)
      .where(and(eq(salesOrders.collectionShop, shopCode), inArray(salesOrders.status, [...statuses])))
      .orderBy(asc(salesOrders.createdAt))
      .limit(limit);
    return rows.map((r) => ({
      number: r.number,
      firstName: r.billing?.firstName ?? '',
      lastName: r.billing?.lastName ?? '',
      createdAt: r.createdAt,
    }));
  }
}
