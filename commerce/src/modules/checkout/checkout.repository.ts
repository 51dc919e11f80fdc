import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkoutAttempts, checkoutDetails, type CheckoutAddress } from './checkout.tables';
import type { CheckoutDetails } from './checkout.types';

const EMPTY: Omit<CheckoutDetails, 'cartId'> = {
  shippingAddress: null,
  shippingAddressId: null,
  billingAddress: null,
  billingSameAsShipping: true,
  shippingMethod: null,
  collectionShop: null,
  paymentMethod: null,
};

/** Checkout choices per cart and order attempts by idempotency key. */
export class CheckoutRepository {
  constructor(private readonly db: Db) {}

  withDb(db: Db): CheckoutRepository {
    return new CheckoutRepository(db);
  }

  async details(cartId: string): Promise<CheckoutDetails> {
    const [row] = await this.db.select().from(checkoutDetails).where(eq(checkoutDetails.cartId, cartId));
    if (!row) return { cartId, ...EMPTY };
    return {
      cartId,
      shippingAddress: row.shippingAddress ?? null,
      shippingAddressId: row.shippingAddressId,
      billingAddress: row.billingAddress ?? null,
      billingSameAsShipping: row.billingSameAsShipping,
      shippingMethod: (row.shippingMethod as CheckoutDetails['shippingMethod']) ?? null,
      collectionShop: row.collectionShop,
      paymentMethod: (row.paymentMethod as CheckoutDetails['paymentMethod']) ?? null,
    };
  }

  async saveDetails(
    cartId: string,
    patch: Partial<{
      shippingAddress: CheckoutAddress | null;
      shippingAddressId: number | null;
      billingAddress: CheckoutAddress | null;
      billingSameAsShipping: boolean;
      shippingMethod: string | null;
      collectionShop: string | null;
      paymentMethod: string | null;
    }>,
  ): Promise<void> {
    await this.db
      .insert(checkoutDetails)
      .values({ cartId, ...patch })
      .onConflictDoUpdate({ target: checkoutDetails.cartId, set: { ...patch, updatedAt: new Date() } });
  }

  async findAttempt(customerId: string, key: string): Promise<string | null> {
    const [row] = await this.db
      .select({ orderNumber: checkoutAttempts.orderNumber })
      .from(checkoutAttempts)
      .where(and(eq(checkoutAttempts.customerId, customerId), eq(checkoutAttempts.key, key)));
    return row?.orderNumber ?? null;
  }

  /**
   * Claims an idempotency key for an order number, inside the order's transaction. A concurrent
   * claim of the same key waits for the first to end; false means the key was already claimed.
   */
  async claimAttempt(customerId: string, key: string, orderNumber: string): Promise<boolean> {
    const rows = await this.db
      .insert(checkoutAttempts)
      .values({ customerId, key, orderNumber })
      .onConflictDoNothing()
      .returning({ key: checkoutAttempts.key });
    return rows.length === 1;
  }
}
