/** A coupon as the cart applies it, with its money in one currency. */
export type Coupon = {
  id: number;
  code: string;
  kind: 'percent' | 'fixed' | 'free_shipping';
  percent: number | null;
  label: string;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  usagePerCustomer: number | null;
  categoryIds: number[];
  productIds: number[];
  isActive: boolean;
  currency: string;
  /** Fixed amount off in this currency (null: none here, so a fixed coupon does not apply here). */
  amount: number | null;
  /** Minimum subtotal in this currency (null: none). */
  minSubtotal: number | null;
  /** Redemptions so far, in all and by the customer asking (0 for a guest). */
  timesUsed: number;
  timesUsedByCustomer: number;
};
