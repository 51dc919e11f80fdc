import { localised } from '@cadence/server-kit/storefronts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { couponAmounts, couponRedemptions, coupons } from './promotions.tables';
import type { Coupon } from './promotions.types';

/** Coupons with their money in one currency and their redemption counts: one statement. */
export class PromotionsRepository {
  constructor(private readonly db: Db) {}

  async findCoupon(code: string, store: string, currency: string, customerId: string | null): Promise<Coupon | null> {
    const [row] = await this.db
      .select({
        id: coupons.id,
        code: coupons.code,
        kind: coupons.kind,
        percent: coupons.percent,
        labels: coupons.labels,
        startsAt: coupons.startsAt,
        endsAt: coupons.endsAt,
        usageLimit: coupons.usageLimit,
        usagePerCustomer: coupons.usagePerCustomer,
        categoryIds: coupons.categoryIds,
        productIds: coupons.productIds,
        isActive: coupons.isActive,
        amount: couponAmounts.amount,
        minSubtotal: couponAmounts.minSubtotal,
        timesUsed: sql<number>`(select count(*)::int from ${couponRedemptions} r where r.coupon_id = ${coupons.id})`,
        timesUsedByCustomer: customerId
          ? sql<number>`(select count(*)::int from ${couponRedemptions} r where r.coupon_id = ${coupons.id} and r.customer_id = ${customerId})`
          : sql<number>`0`,
      })
      .from(coupons)
      .leftJoin(couponAmounts, and(eq(couponAmounts.couponId, coupons.id), eq(couponAmounts.currency, currency)))
      .where(eq(coupons.code, code));
    if (!row) return null;
    const { labels, ...coupon } = row;
    return { ...coupon, label: localised(labels, store, coupon.code), currency };
  }

  /**
   * A coupon's limits and uses so far. A coupon with a limit has its row locked until the
   * transaction ends, so the orders that redeem it take their turns, each counting the uses the
   * ones before it recorded; orders with an unlimited coupon do not wait for each other.
   */
  async lockUsage(
    couponId: number,
    customerId: string | null,
  ): Promise<Pick<Coupon, 'usageLimit' | 'usagePerCustomer' | 'timesUsed' | 'timesUsedByCustomer'> | null> {
    const limits = { usageLimit: coupons.usageLimit, usagePerCustomer: coupons.usagePerCustomer };
    const [found] = await this.db.select(limits).from(coupons).where(eq(coupons.id, couponId));
    if (!found) return null;
    if (found.usageLimit === null && found.usagePerCustomer === null) return { ...found, timesUsed: 0, timesUsedByCustomer: 0 };
    const [coupon] = await this.db.select(limits).from(coupons).where(eq(coupons.id, couponId)).for('update');
    if (!coupon) return null;
    const [used] = await this.db
      .select({
        timesUsed: count(),
        timesUsedByCustomer: customerId
          ? sql<number>`(count(*) filter (where ${couponRedemptions.customerId} = ${customerId}))::int`
          : sql<number>`0`,
      })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, couponId));
    return { ...coupon, timesUsed: used?.timesUsed ?? 0, timesUsedByCustomer: used?.timesUsedByCustomer ?? 0 };
  }

  /** Records a use of a coupon (checkout, in its order transaction). */
  async recordRedemption(couponId: number, customerId: string | null, orderNumber: string | null): Promise<void> {
    await this.db.insert(couponRedemptions).values({ couponId, customerId, orderNumber });
  }

  async countRedemptions(couponId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(couponRedemptions).where(eq(couponRedemptions.couponId, couponId));
    return row?.n ?? 0;
  }
}
