import type { Db } from '../../db/client';
import { PromotionsRepository } from './promotions.repository';
import { normaliseCouponCode, usageLimitReached } from './promotions.rules';
import type { Coupon } from './promotions.types';

/** Coupons: the cart looks them up and checks them by the rules; checkout records their use. */
export class PromotionsService {
  constructor(private readonly repository: PromotionsRepository) {}

  /** The coupon a shopper typed, with its money in the cart's currency, or null when no coupon has that code. */
  coupon(code: string, scope: { store: string; currency: string; customerId: string | null }): Promise<Coupon | null> {
    const normalised = normaliseCouponCode(code);
    if (!normalised || normalised.length > 64) return Promise.resolve(null);
    return this.repository.findCoupon(normalised, scope.store, scope.currency, scope.customerId);
  }

  /**
   * Records a use of a coupon in an order's transaction (`db`), its limits checked again with the
   * coupon locked: false, and nothing recorded, when orders placed at the same moment took the
   * last uses since the cart was priced.
   */
  async recordRedemption(couponId: number, customerId: string | null, orderNumber: string | null, db: Db): Promise<boolean> {
    const repository = new PromotionsRepository(db);
    const usage = await repository.lockUsage(couponId, customerId);
    if (!usage || usageLimitReached(usage)) return false;
    await repository.recordRedemption(couponId, customerId, orderNumber);
    return true;
  }
}
