import type { OrderAddressSnapshot } from './orders.tables';

export type { StoreLocale } from '../customer/customer.types';

export type OrderAddress = OrderAddressSnapshot;

export type OrderItem = { id: number; orderId: string; sku: string; name: string; quantity: number; price: number };

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
};

export type OrderPage = { items: Order[]; totalCount: number; currentPage: number; pageSize: number; totalPages: number };
