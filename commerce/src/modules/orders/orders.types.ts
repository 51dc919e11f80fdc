import type { StoreCode } from '@cadence/server-kit/storefronts';
import type { OrderAddressSnapshot } from './orders.tables';

export type OrderAddress = OrderAddressSnapshot;

/** An order line as recorded: the unit price paid, in the order's currency. */
export type StoredOrderItem = { id: number; orderId: string; sku: string; name: string; quantity: number; price: number };

/** An order line as the account and the emails read it: with its total (`orderLineTotalMinor`, as an amount). */
export type OrderItem = StoredOrderItem & { rowTotal: number };

export type Order = {
  id: string;
  number: string;
  customerId: string | null;
  status: string;
  currency: string;
  subtotal: number;
  shippingAmount: number;
  grandTotal: number;
  shippingMethod: string | null;
  paymentMethod: string | null;
  shippingAddress: OrderAddress | null;
  billingAddress: OrderAddress | null;
  certificate: { issuer: string; amount: number } | null;
  createdAt: Date;
  email: string | null;
  store: StoreCode;
  /** How it was placed: the shop's own checkout or the cross-border partner's. */
  channel: 'shop' | 'partner';
  discountAmount: number;
  couponCode: string | null;
  /** The day it leaves (or left) the warehouse, YYYY-MM-DD. */
  dispatchDate: string | null;
  /** Click and collect: the code of the store it is collected from. */
  collectionShop: string | null;
  cardLast4: string | null;
  partnerReference: string | null;
  /** Paid by finance: the loan's terms as agreed. */
  finance: OrderFinanceTerms | null;
};

/** One status an order had, and since when. */
export type OrderStatusChange = { orderId: string; status: string; at: Date };

/** An order waiting at a store's counter (the collection screen shows only this). */
export type Collection = { number: string; firstName: string; lastName: string; createdAt: Date };

export type OrderPage = { items: Order[]; totalCount: number; currentPage: number; pageSize: number; totalPages: number };

/** The loan an order is paid with, as agreed when it was placed (amounts in pounds). */
export type OrderFinanceTerms = {
  productId: string;
  productName: string;
  months: number;
  apr: number;
  interestRate: number;
  cashPrice: number;
  depositPercent: number;
  deposit: number;
  loanAmount: number;
  monthlyRepayment: number;
  finalPayment: number;
  payments: number;
  totalRepayable: number;
  totalPayable: number;
  arrangementFee: number;
};
