import {
  couponDiscount,
  couponProblem,
  eligibleSubtotal,
  normaliseCouponCode,
  waivesShipping,
  type CouponLine,
} from './promotions.rules';
import type { Coupon } from './promotions.types';

const now = new Date('2026-11-25T12:00:00Z');
const coupon = (over: Partial<Coupon>): Coupon => ({
  id: 1,
  code: 'SAVE',
  kind: 'percent',
  percent: 10,
  label: 'Save',
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  usagePerCustomer: null,
  categoryIds: [],
  productIds: [],
  isActive: true,
  currency: 'GBP',
  amount: null,
  minSubtotal: null,
  timesUsed: 0,
  timesUsedByCustomer: 0,
  ...over,
});
const lines: CouponLine[] = [
  { productId: 1, categoryIds: [10], totalMinor: 199_900 },
  { productId: 2, categoryIds: [20, 21], totalMinor: 4_999 },
];

describe('couponProblem', () => {
  it('accepts a current coupon', () => expect(couponProblem(coupon({}), lines, now)).toBeNull());
  it('refuses unknown and inactive codes', () => {
    expect(couponProblem(null, lines, now)).toBe('NOT_FOUND');
    expect(couponProblem(coupon({ isActive: false }), lines, now)).toBe('NOT_FOUND');
  });
  it('refuses outside its window (start inclusive, end exclusive)', () => {
    expect(couponProblem(coupon({ startsAt: new Date('2026-11-26T00:00:00Z') }), lines, now)).toBe('NOT_STARTED');
    expect(couponProblem(coupon({ endsAt: now }), lines, now)).toBe('EXPIRED');
    expect(couponProblem(coupon({ startsAt: now, endsAt: new Date('2026-12-01T00:00:00Z') }), lines, now)).toBeNull();
  });
  it('refuses past its usage limits', () => {
    expect(couponProblem(coupon({ usageLimit: 100, timesUsed: 100 }), lines, now)).toBe('USAGE_LIMIT');
    expect(couponProblem(coupon({ usagePerCustomer: 1, timesUsedByCustomer: 1 }), lines, now)).toBe('CUSTOMER_LIMIT');
  });
  it('refuses a fixed amount with no amount in the currency, and a subtotal under the minimum', () => {
    expect(couponProblem(coupon({ kind: 'fixed', amount: null }), lines, now)).toBe('NOT_IN_CURRENCY');
    expect(couponProblem(coupon({ minSubtotal: 2_100 }), lines, now)).toBe('MIN_SUBTOTAL');
    expect(couponProblem(coupon({ minSubtotal: 2_048.99 }), lines, now)).toBeNull();
  });
  it('refuses when no line is eligible', () => {
    expect(couponProblem(coupon({ categoryIds: [99] }), lines, now)).toBe('NO_ELIGIBLE_ITEMS');
    expect(couponProblem(coupon({}), [], now)).toBe('NO_ELIGIBLE_ITEMS');
  });
});

describe('couponDiscount', () => {
  it('takes a percentage of the eligible subtotal, rounded to the penny', () => {
    expect(couponDiscount(coupon({ percent: 10 }), lines)).toBe(20_490);
    expect(couponDiscount(coupon({ percent: 15, categoryIds: [21] }), lines)).toBe(750);
  });
  it('takes a fixed amount, never more than the eligible subtotal', () => {
    expect(couponDiscount(coupon({ kind: 'fixed', amount: 20 }), lines)).toBe(2_000);
    expect(couponDiscount(coupon({ kind: 'fixed', amount: 100, productIds: [2] }), lines)).toBe(4_999);
  });
  it('takes nothing off the items for free shipping, which waives the shipping', () => {
    expect(couponDiscount(coupon({ kind: 'free_shipping' }), lines)).toBe(0);
    expect(waivesShipping(coupon({ kind: 'free_shipping' }))).toBe(true);
    expect(waivesShipping(null)).toBe(false);
  });
  it('restricts to products or categories', () => {
    expect(eligibleSubtotal(coupon({ productIds: [1] }), lines)).toBe(199_900);
    expect(eligibleSubtotal(coupon({ categoryIds: [20] }), lines)).toBe(4_999);
  });
  it('matches codes regardless of case and spaces', () => expect(normaliseCouponCode('  welcome10 ')).toBe('WELCOME10'));
});
