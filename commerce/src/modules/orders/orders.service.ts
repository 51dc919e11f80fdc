import type { Db } from '../../db/client';
import { fromMinor } from '../../shared/money';
import { badEvent, readSignedWebhook } from '../../shared/webhook';
import type { NewOrder, OrdersRepository } from './orders.repository';
import { canMoveOrder, orderLineTotalMinor, READY_FOR_COLLECTION, type OrderStatus } from './orders.rules';
import type { Collection, Order, OrderItem, OrderPage, OrderStatusChange } from './orders.types';

/** Fulfilment events and the status each moves an order to (a collected order is delivered). */
const FULFILMENT_EVENTS: Record<string, OrderStatus> = {
  'order.dispatched': 'dispatched',
  'order.delivered': 'delivered',
  'order.collected': 'delivered',
  'order.cancelled': 'cancelled',
};

/** The most orders one collection screen lists (the gateway's query-cost limit counts on it). */
export const MAX_COLLECTIONS = 200;

/** What the shop answers the warehouse's fulfilment webhook: where the order now stands, or why it refused. */
export type FulfilmentWebhookOutcome =
  | { status: 'applied'; orderNumber: string; orderStatus: string; changed: boolean }
  | { status: 'refused'; httpStatus: 400 | 401 | 404; code: string; message: string };

/**
 * Orders: checkout records them, the account reads them. Every read is scoped to the owning
 * customer, so another customer's order answers as if it did not exist.
 */
export class OrdersService {
  constructor(
    private readonly repository: OrdersRepository,
    private readonly clock: () => Date = () => new Date(),
    /** Secret of the warehouse's fulfilment webhook (dispatched, delivered, collected, cancelled). */
    private readonly fulfilmentSecret: string = '',
  ) {}

  /**
   * The warehouse's (or a store's till's) signed fulfilment event, read by the webhooks' one rule
   * (`readSignedWebhook`: size, signature, JSON): moves the order along its life (`canMoveOrder`)
   * and records when. Refuses a malformed event (400) and an unknown order (404); a move the
   * order's life does not allow (a replay, an old event) is acknowledged and changes nothing.
   */
  async applyFulfilmentEvent(rawBody: string, signature: string | null | undefined): Promise<FulfilmentWebhookOutcome> {
    const delivery = readSignedWebhook(this.fulfilmentSecret, rawBody, signature, this.clock());
    if (!delivery.ok) return { status: 'refused', ...delivery.refusal };
    const event = delivery.event as { type?: unknown; order_number?: unknown } | null;
    // Own keys only: a type such as "toString" names no event.
    const to =
      typeof event?.type === 'string' && Object.hasOwn(FULFILMENT_EVENTS, event.type) ? FULFILMENT_EVENTS[event.type] : null;
    if (!to || typeof event?.order_number !== 'string' || event.order_number.length > 32) {
      return {
        status: 'refused',
        ...badEvent(
          `The body is not a fulfilment event: a type (${Object.keys(FULFILMENT_EVENTS).join(', ')}) and an order_number.`,
        ),
      };
    }
    const order = await this.repository.findByNumber(event.order_number);
    if (!order) return { status: 'refused', httpStatus: 404, code: 'ORDER_NOT_FOUND', message: 'No order has this number.' };
    const moved = await this.moveStatus(order.number, to);
    return { status: 'applied', orderNumber: order.number, orderStatus: moved ? to : order.status, changed: moved };
  }

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

  /** One of the customer's orders by number; null when there is none or it is someone else's. */
  async customerOrder(customerId: string, number: string): Promise<Order | null> {
    if (number.length > 32) return null;
    const order = await this.repository.findByNumber(number.trim().toUpperCase());
    return order && order.customerId === customerId ? order : null;
  }

  /** Items of several orders (for a per-request DataLoader), grouped in key order, each with its row total. */
  async itemsOf(orderIds: readonly string[]): Promise<OrderItem[][]> {
    const rows = await this.repository.listOrderItems(orderIds);
    const items = rows.map((row) => ({ ...row, rowTotal: fromMinor(orderLineTotalMinor(row)) }));
    return orderIds.map((id) => items.filter((item) => item.orderId === id));
  }

  /** Status histories of several orders (for a per-request DataLoader), oldest first. */
  async historyOf(orderIds: readonly string[]): Promise<OrderStatusChange[][]> {
    const rows = await this.repository.listHistory(orderIds);
    return orderIds.map((id) => rows.filter((row) => row.orderId === id));
  }

  /** Records an order with its items and first status; inside `db` (checkout's transaction) when given. */
  record(order: NewOrder, db?: Db): Promise<Order> {
    return (db ? this.repository.withDb(db) : this.repository).insertOrder(order);
  }

  /**
   * Moves an order to a status its life allows, recording when; false when it may not (or moved
   * meanwhile). Inside `db` (a caller's transaction) when given.
   */
  async moveStatus(number: string, to: OrderStatus, db?: Db): Promise<boolean> {
    const repository = db ? this.repository.withDb(db) : this.repository;
    const order = await repository.findByNumber(number);
    if (!order || !canMoveOrder(order.status as OrderStatus, to)) return false;
    return repository.moveStatus(order.id, order.status, to, this.clock());
  }

  /** An order by number, for a service that already owns the reference to it (not a customer-facing read). */
  byNumber(number: string): Promise<Order | null> {
    return this.repository.findByNumber(number);
  }

  /** Orders ready for collection at a store: number and customer's name only (what the counter needs). */
  collections(shopCode: string): Promise<Collection[]> {
    return this.repository.listCollections(shopCode, READY_FOR_COLLECTION, MAX_COLLECTIONS);
  }
}
