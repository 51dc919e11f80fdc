import type {
  Customer as CustomerModel,
  CustomerAddress as AddressModel,
} from '@cadence/commerce/modules/customer/customer.types';
import type { Order } from '@cadence/commerce/modules/orders/orders.types';
import type { AddressInput } from '@cadence/commerce/modules/customer/customer.types';
import type { Customer, CustomerAddress, CustomerAddressInput, CustomerOrder, OrderAddress } from './customer.type';

/** The GraphQL customer; `id` stays on the object (not in the schema) for field resolvers. */
export type CustomerParent = Customer & { id: string };

export const toCustomer = (customer: CustomerModel): CustomerParent => ({
  id: customer.id,
  firstname: customer.firstName,
  lastname: customer.lastName,
  email: customer.email,
  is_subscribed: customer.isSubscribed,
  created_at: customer.createdAt.toISOString(),
  default_shipping: customer.defaultShippingId,
  default_billing: customer.defaultBillingId,
});

export const toAddress = (
  address: AddressModel,
  defaults: { shipping: number | null; billing: number | null },
): CustomerAddress => ({
  id: address.id,
  firstname: address.firstName,
  lastname: address.lastName,
  email: address.email,
  telephone: address.telephone,
  street: address.street,
  city: address.city,
  postcode: address.postcode,
  region: address.region,
  country_code: address.countryCode,
  default_shipping: defaults.shipping === address.id,
  default_billing: defaults.billing === address.id,
});

export const fromAddressInput = (input: CustomerAddressInput): AddressInput => ({
  firstName: input.firstname,
  lastName: input.lastname,
  email: input.email,
  telephone: input.telephone,
  street: input.street,
  city: input.city,
  postcode: input.postcode,
  region: input.region ?? null,
  countryCode: input.country_code,
  defaultShipping: input.default_shipping,
  defaultBilling: input.default_billing,
});

const toOrderAddress = (address: Order['shippingAddress']): OrderAddress | null =>
  address
    ? {
        firstname: address.firstName,
        lastname: address.lastName,
        street: address.street,
        city: address.city,
        postcode: address.postcode,
        region: address.region,
        country_code: address.countryCode,
        telephone: address.telephone,
      }
    : null;

/** The order without its items and history (resolved through the per-request loaders). */
export const toOrder = (
  order: Order,
): Omit<CustomerOrder, 'items' | 'status_history' | 'collection_store'> & { collectionShop: string | null } => {
  const money = (value: number) => ({ value, currency: order.currency });
  return {
    id: order.id,
    number: order.number,
    order_date: order.createdAt.toISOString(),
    status: order.status,
    total: {
      subtotal: money(order.subtotal),
      discount: money(order.discountAmount),
      total_shipping: money(order.shippingAmount),
      grand_total: money(order.grandTotal),
    },
    dispatch_date: order.dispatchDate,
    collectionShop: order.collectionShop,
    card_last4: order.cardLast4,
    coupon_code: order.couponCode,
    channel: order.channel,
    shipping_address: toOrderAddress(order.shippingAddress),
    billing_address: toOrderAddress(order.billingAddress),
    shipping_method: order.shippingMethod,
    payment_methods: order.paymentMethod ? [{ name: order.paymentMethod }] : [],
    certificate: order.certificate ? { issuer: order.certificate.issuer, amount: money(order.certificate.amount) } : null,
    finance: order.finance
      ? {
          product_id: order.finance.productId,
          product_name: order.finance.productName,
          months: order.finance.months,
          apr: order.finance.apr,
          interest_rate: order.finance.interestRate,
          cash_price: money(order.finance.cashPrice),
          deposit_percent: order.finance.depositPercent,
          deposit: money(order.finance.deposit),
          loan_amount: money(order.finance.loanAmount),
          monthly_repayment: money(order.finance.monthlyRepayment),
          final_payment: money(order.finance.finalPayment),
          payments: order.finance.payments,
          total_repayable: money(order.finance.totalRepayable),
          total_payable: money(order.finance.totalPayable),
          arrangement_fee: money(order.finance.arrangementFee),
        }
      : null,
  };
};
