import { percentOf, toMinor, type Minor } from '../../shared/money';
import type { Coupon } from './promotions.types';

/** Why a coupon does not apply to a cart now, or null when it does. */
export type CouponProblem =
  | 'NOT_FOUND'
  | 'NOT_STARTED'
  | 'EXPIRED'
  | 'USAGE_LIMIT'
  | 'CUSTOMER_LIMIT'
  | 'NOT_IN_CURRENCY'
  | 'MIN_SUBTOTAL'
  | 'NO_ELIGIBLE_ITEMS';

/** A cart line as a coupon sees it: what it is and what it costs (with its colour items). */
export type CouponLine = { productId: number; categoryIds: readonly number[]; totalMinor: Minor };

/** Whether a line counts for a coupon: every line when the coupon is not restricted, else its products' or categories'. */
export function isEligibleLine(coupon: Pick<Coupon, 'productIds' | 'categoryIds'>, line: CouponLine): boolean {
  if (coupon.productIds.length === 0 && coupon.categoryIds.length === 0) return true;
  return coupon.productIds.includes(line.productId) || line.categoryIds.some((id) => coupon.categoryIds.includes(id));
}

/** The subtotal a coupon's discount is taken from: its eligible lines'. */
export function eligibleSubtotal(coupon: Pick<Coupon, 'productIds' | 'categoryIds'>, lines: readonly CouponLine[]): Minor {
  return lines.filter((line) => isEligibleLine(coupon, line)).reduce((sum, line) => sum + line.totalMinor, 0);
}

/** Which of a coupon's usage limits its uses so far have reached, if one has. */
export function usageLimitReached(
  coupon: Pick<Coupon, 'usageLimit' | 'usagePerCustomer' | 'timesUsed' | 'timesUsedByCustomer'>,
): 'USAGE_LIMIT' | 'CUSTOMER_LIMIT' | null {
  if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit) return 'USAGE_LIMIT';
  if (coupon.usagePerCustomer !== null && coupon.timesUsedByCustomer >= coupon.usagePerCustomer) return 'CUSTOMER_LIMIT';
  return null;
}

/**
 * Whether a coupon applies to a cart at `now` (checked on apply and after every change to the cart):
 * active and inside its window, under its usage limits, with money in the cart's currency when it
 * is a fixed amount, the minimum subtotal reached, and at least one eligible line.
 */
export function couponProblem(coupon: Coupon | null, lines: readonly CouponLine[], now: Date): CouponProblem | null {
  if (!coupon || !coupon.isActive) return 'NOT_FOUND';
  if (coupon.startsAt && now < coupon.startsAt) return 'NOT_STARTED';
  if (coupon.endsAt && now >= coupon.endsAt) return 'EXPIRED';
  const used = usageLimitReached(coupon);
  if (used) return used;
  if (coupon.kind === 'fixed' && coupon.amount === null) return 'NOT_IN_CURRENCY';
  const subtotal = lines.reduce((sum, line) => sum + line.totalMinor, 0);
  if (coupon.minSubtotal !== null && subtotal < toMinor(coupon.minSubtotal)) return 'MIN_SUBTOTAL';
  if (eligibleSubtotal(coupon, lines) <= 0) return 'NO_ELIGIBLE_ITEMS';
  return null;
}

/**
 * What a coupon takes off the items (never more than the eligible subtotal): a percentage of the
 * eligible subtotal, or the fixed amount; free shipping takes nothing off the items (see
 * `waivesShipping`).
 */
export function couponDiscount(coupon: Coupon, lines: readonly CouponLine[]): Minor {
  const eligible = eligibleSubtotal(coupon, lines);
  if (coupon.kind === 'percent') return percentOf(eligible, coupon.percent ?? 0);
  if (coupon.kind === 'fixed') return Math.min(eligible, toMinor(coupon.amount ?? 0));
  return 0;
}

/** Whether a coupon makes the default shipping free. */
export function waivesShipping(coupon: Pick<Coupon, 'kind'> | null): boolean {
  return coupon?.kind === 'free_shipping';
}

/** Coupon codes are matched without regard to case or surrounding spaces. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}
