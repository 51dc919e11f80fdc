import { and, asc, eq, gt, gte, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  checkoutAttempts,
  checkoutDetails,
  checkoutPaymentActions,
  partnerEvents,
  partnerSessions,
  type CheckoutAddress,
} from './checkout.tables';
import type { CheckoutDetails, PartnerSession } from './checkout.types';

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

  /** Records that a customer's checkout started, at `at`, the payment waiting for the issuer's confirmation. */
  async recordPaymentAction(customerId: string, reference: string, at: Date): Promise<void> {
    // Counted as a decline from the moment the issuer asks, until it is authorised (uncountDecline).
    await this.db
      .insert(checkoutPaymentActions)
      .values({ customerId, reference, createdAt: at, declineCountedAt: at })
      .onConflictDoNothing();
  }

  /**
   * Stops counting an authorised payment as a decline: true for the one call that does so while the
   * count is still within the limits' window (counted no earlier than `since`), so its try is given
   * back once however often the payment is confirmed or looked up, at once or again.
   */
  async uncountDecline(reference: string, since: Date): Promise<boolean> {
    const rows = await this.db
      .update(checkoutPaymentActions)
      .set({ declineCountedAt: null })
      .where(and(eq(checkoutPaymentActions.reference, reference), gte(checkoutPaymentActions.declineCountedAt, since)))
      .returning({ reference: checkoutPaymentActions.reference });
    return rows.length === 1;
  }

  /**
   * Whether the payment by this reference is one this customer's checkout started no earlier than
   * `since` (it has not lapsed) and no order has taken.
   */
  async ownsPaymentAction(customerId: string, reference: string, since: Date): Promise<boolean> {
    const [row] = await this.db
      .select({ reference: checkoutPaymentActions.reference })
      .from(checkoutPaymentActions)
      .where(this.livePaymentAction(customerId, reference, since));
    return row !== undefined;
  }

  /**
   * Takes the customer's live payment by reference for an order, inside the order's transaction: a
   * concurrent order with the same reference waits for the first to end, then gets false.
   */
  async consumePaymentAction(customerId: string, reference: string, since: Date): Promise<boolean> {
    const rows = await this.db
      .delete(checkoutPaymentActions)
      .where(this.livePaymentAction(customerId, reference, since))
      .returning({ reference: checkoutPaymentActions.reference });
    return rows.length === 1;
  }

  /**
   * Marks a payment declined at the issuer's confirmation as counted, at `at`: true for the one call
   * that marks it, false when it counts already (every payment recorded since the issuer's request
   * counts, recordPaymentAction; a confirmation repeated or sent at once, the same payment looked up
   * again) or the payment is no longer held. Only a payment recorded before that rule is marked here.
   */
  async countDecline(reference: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(checkoutPaymentActions)
      .set({ declineCountedAt: at })
      .where(and(eq(checkoutPaymentActions.reference, reference), isNull(checkoutPaymentActions.declineCountedAt)))
      .returning({ reference: checkoutPaymentActions.reference });
    return rows.length === 1;
  }

  /**
   * Up to `limit` references of payment confirmations started before `before` (lapsed), in order
   * of reference, after `after` when given (a page through them).
   */
  async lapsedPaymentActions(before: Date, limit: number, after?: string): Promise<string[]> {
    const t = checkoutPaymentActions;
    const rows = await this.db
      .select({ reference: t.reference })
      .from(t)
      .where(and(lt(t.createdAt, before), after === undefined ? undefined : gt(t.reference, after)))
      .orderBy(asc(t.reference))
      .limit(limit);
    return rows.map((row) => row.reference);
  }

  /** Forgets a lapsed payment confirmation (one started before `before`), once what it held is settled. */
  async removeLapsedPaymentAction(reference: string, before: Date): Promise<void> {
    await this.db
      .delete(checkoutPaymentActions)
      .where(and(eq(checkoutPaymentActions.reference, reference), lt(checkoutPaymentActions.createdAt, before)));
  }

  private livePaymentAction(customerId: string, reference: string, since: Date) {
    return and(
      eq(checkoutPaymentActions.reference, reference),
      eq(checkoutPaymentActions.customerId, customerId),
      gt(checkoutPaymentActions.createdAt, since),
    );
  }

  async insertPartnerSession(session: Omit<PartnerSession, 'orderNumber'>): Promise<void> {
    await this.db.insert(partnerSessions).values(session);
  }

  async findPartnerSession(id: string): Promise<PartnerSession | null> {
    if (id.length > 64) return null;
    const [row] = await this.db.select().from(partnerSessions).where(eq(partnerSessions.id, id));
    return row
      ? {
          id: row.id,
          cartId: row.cartId,
          cartMaskedId: row.cartMaskedId,
          customerId: row.customerId,
          store: row.store,
          countryCode: row.countryCode,
          currency: row.currency,
          cartVersion: row.cartVersion,
          expiresAt: row.expiresAt,
          orderNumber: row.orderNumber,
        }
      : null;
  }

  /** Marks a session as used by an order; false when another confirmation used it first. */
  async consumePartnerSession(id: string, orderNumber: string): Promise<boolean> {
    const rows = await this.db
      .update(partnerSessions)
      .set({ orderNumber })
      .where(and(eq(partnerSessions.id, id), isNull(partnerSessions.orderNumber)))
      .returning({ id: partnerSessions.id });
    return rows.length === 1;
  }

  /** Records a webhook delivery by its event id; false when it was recorded before (a replay). */
  async claimPartnerEvent(eventId: string, orderNumber: string | null): Promise<boolean> {
    const rows = await this.db
      .insert(partnerEvents)
      .values({ eventId, orderNumber })
      .onConflictDoNothing()
      .returning({ eventId: partnerEvents.eventId });
    return rows.length === 1;
  }

  async findPartnerEvent(eventId: string): Promise<{ orderNumber: string | null } | null> {
    const [row] = await this.db
      .select({ orderNumber: partnerEvents.orderNumber })
      .from(partnerEvents)
      .where(eq(partnerEvents.eventId, eventId));
    return row ?? null;
  }
}
