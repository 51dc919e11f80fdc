import { toMinor, type Minor } from '../../shared/money';

/** The largest page of orders the account may ask for. */
export const MAX_ORDER_PAGE_SIZE = 100;

/**
 * An order line's total in minor units: its unit price paid times its quantity, multiplied on the
 * integer pennies as the cart sums its lines (`rowTotalMinor`), never on the float price (4.35 × 100
 * is 434.99999999999994). The account and the order email show this figure; nobody multiplies again.
 */
export function orderLineTotalMinor(line: { price: number; quantity: number }): Minor {
  return toMinor(line.price) * line.quantity;
}

/** What is wrong with an order page request, in words a frontend developer can act on (empty when nothing is). */
export function orderPageProblems(options: { currentPage: number; pageSize: number }): string[] {
  const problems: string[] = [];
  if (!Number.isInteger(options.currentPage) || options.currentPage < 1) problems.push('currentPage must be 1 or more');
  if (!Number.isInteger(options.pageSize) || options.pageSize < 1 || options.pageSize > MAX_ORDER_PAGE_SIZE) {
    problems.push(`pageSize must be between 1 and ${MAX_ORDER_PAGE_SIZE}`);
  }
  return problems;
}

/**
 * An order's life (the account shows it): pending → paid → dispatched → delivered, or cancelled
 * before dispatch; a click-and-collect order goes from paid to delivered when it is collected. An
 * order paid by finance waits for the lender's decision (awaiting_finance): accepted → paid,
 * declined → cancelled.
 */
export type OrderStatus = 'pending' | 'awaiting_finance' | 'paid' | 'dispatched' | 'delivered' | 'cancelled';
export const ORDER_STATUSES: readonly OrderStatus[] = [
  'pending',
  'awaiting_finance',
  'paid',
  'dispatched',
  'delivered',
  'cancelled',
];

const ORDER_NEXT: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['paid', 'cancelled'],
  awaiting_finance: ['paid', 'cancelled'],
  paid: ['dispatched', 'delivered', 'cancelled'],
  dispatched: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** Whether an order in `from` may move to `to`. */
export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_NEXT[from].includes(to);
}

/** Orders a store's staff hand over at its counter: click and collect, paid, not yet collected. */
export const READY_FOR_COLLECTION: readonly OrderStatus[] = ['paid'];
