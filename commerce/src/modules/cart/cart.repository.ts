import { and, asc, eq, inArray, isNull, lt, notExists, sql, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { guestCartSweepCutoff, type GuestCartSweep } from './cart.rules';
import { cartItems, carts } from './cart.tables';

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;
export type NewCartItem = Omit<typeof cartItems.$inferInsert, 'id' | 'cartId' | 'createdAt'>;

/** Carts and their lines. Writes run inside `transaction`, which locks the cart row first. */
export class CartRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction with a repository bound to it. */
  transaction<T>(work: (repository: CartRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new CartRepository(tx as unknown as Db)));
  }

  /** A cart and its lines in one statement (the cart read every page of the shop makes). */
  async findWithItems(maskedId: string): Promise<{ cart: CartRow; items: CartItemRow[] } | null> {
    const rows = await this.db
      .select({ cart: carts, item: cartItems })
      .from(carts)
      .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
      .where(eq(carts.maskedId, maskedId))
      .orderBy(asc(cartItems.position), asc(cartItems.id));
    const first = rows[0];
    if (!first) return null;
    return { cart: first.cart, items: rows.flatMap((r) => (r.item ? [r.item] : [])) };
  }

  /** The cart row alone (whether a kept answer of it is still at its version). */
  async findRow(maskedId: string): Promise<CartRow | null> {
    const [row] = await this.db.select().from(carts).where(eq(carts.maskedId, maskedId));
    return row ?? null;
  }

  /** The cart row, locked until the transaction ends: concurrent writers to one cart queue here. */
  async lockByMaskedId(maskedId: string): Promise<CartRow | null> {
    const [row] = await this.db.select().from(carts).where(eq(carts.maskedId, maskedId)).for('update');
    return row ?? null;
  }

  async findActiveCustomerCart(customerId: string): Promise<CartRow | null> {
    const [row] = await this.db
      .select()
      .from(carts)
      .where(and(eq(carts.customerId, customerId), eq(carts.isActive, true)));
    return row ?? null;
  }

  /** A new cart; for a customer who already has an active one (a concurrent request made it), that one. */
  async insertCart(values: { maskedId: string; customerId: string | null; store: string }): Promise<CartRow> {
    const [row] = await this.db.insert(carts).values(values).onConflictDoNothing().returning();
    if (row) return row;
    const existing = values.customerId ? await this.findActiveCustomerCart(values.customerId) : null;
    if (!existing) throw new Error('cart insert conflicted without an existing cart');
    return existing;
  }

  listItems(cartId: string): Promise<CartItemRow[]> {
    return this.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.cartId, cartId))
      .orderBy(asc(cartItems.position), asc(cartItems.id));
  }

  /** Inserts lines in order; `parentIndex` links a child to a line inserted before it in the same call. */
  async insertItems(cartId: string, lines: (NewCartItem & { parentIndex?: number | null })[]): Promise<CartItemRow[]> {
    const inserted: CartItemRow[] = [];
    for (const { parentIndex, ...line } of lines) {
      const parentItemId =
        parentIndex !== undefined && parentIndex !== null ? inserted[parentIndex]!.id : (line.parentItemId ?? null);
      const [row] = await this.db
        .insert(cartItems)
        .values({ ...line, parentItemId, cartId })
        .returning();
      inserted.push(row as CartItemRow);
    }
    return inserted;
  }

  async setQuantity(cartId: string, itemId: number, quantity: number): Promise<void> {
    await this.db
      .update(cartItems)
      .set({ quantity })
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)));
  }

  /** Deletes lines and their child lines. */
  async deleteItems(cartId: string, itemIds: readonly number[]): Promise<void> {
    if (itemIds.length === 0) return;
    await this.db
      .delete(cartItems)
      .where(
        and(
          eq(cartItems.cartId, cartId),
          sql`(${inArray(cartItems.id, [...itemIds])} or ${inArray(cartItems.parentItemId, [...itemIds])})`,
        ),
      );
  }

  async deleteAllItems(cartId: string): Promise<void> {
    await this.db.delete(cartItems).where(eq(cartItems.cartId, cartId));
  }

  /** Moves every line of one cart to another, after the destination's lines. */
  async moveItems(sourceCartId: string, destinationCartId: string, positionOffset: number): Promise<void> {
    await this.db
      .update(cartItems)
      .set({ cartId: destinationCartId, position: sql`${cartItems.position} + ${positionOffset}` })
      .where(eq(cartItems.cartId, sourceCartId));
  }

  /** Records a change: a new version, the coupon when given, and whether the cart is still active. */
  async touch(cartId: string, change: { couponCode?: string | null; isActive?: boolean } = {}): Promise<void> {
    await this.db
      .update(carts)
      .set({ ...change, version: sql`${carts.version} + 1`, updatedAt: new Date() })
      .where(eq(carts.id, cartId));
  }

  /**
   * Closes a cart for an order: only while it is still active and at the version checkout priced
   * (a change since means the shopper did not see this cart). Locks the row until the transaction ends.
   */
  async closeAtVersion(cartId: string, version: number): Promise<boolean> {
    const rows = await this.db
      .update(carts)
      .set({ isActive: false, version: sql`${carts.version} + 1`, updatedAt: new Date() })
      .where(and(eq(carts.id, cartId), eq(carts.version, version), eq(carts.isActive, true)))
      .returning({ id: carts.id });
    return rows.length === 1;
  }

  /**
   * Deletes up to `limit` guest carts of one of the sweep's kinds (`GUEST_CART_SWEEPS`: the
   * statement is built from it and `guestCartSweepCutoff`, the same facts `isStaleGuestCart`
   * reads) that are stale at `now`, in one statement; answers their ids. Their lines and checkout
   * details go with them in that statement (foreign keys, on delete cascade), so a cart goes whole
   * or not at all. A cart a writer has locked is skipped (it is being changed, and its change moves
   * `updated_at` on); a writer that comes after finds it gone. Oldest first, read through the
   * partial index `carts_guest_sweep`: the order is what makes the planner use it (without it,
   * guessing stale guest carts as common as old carts of any kind, it scans the table for a batch
   * that is usually not there; guest-cart-sweep.integration-test.ts).
   */
  async deleteStaleGuestCarts(sweep: GuestCartSweep, now: Date, limit: number): Promise<string[]> {
    const stale = alias(carts, 'stale');
    return this.deleteGuestCarts(
      this.db
        .select({ id: stale.id })
        .from(stale)
        .where(
          and(
            isNull(stale.customerId),
            eq(stale.isActive, sweep.isActive),
            lt(stale.updatedAt, guestCartSweepCutoff(sweep, now)),
            sweep.withoutLinesOnly
              ? notExists(this.db.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.cartId, stale.id)))
              : undefined,
          ),
        )
        .orderBy(asc(stale.updatedAt))
        .limit(limit)
        .for('update', { skipLocked: true }),
    );
  }

  /** Deletes the carts a sub-select picks, only ever guest carts (their lines and checkout details go with them: cascade). */
  private async deleteGuestCarts(picked: SQLWrapper): Promise<string[]> {
    const rows = await this.db
      .delete(carts)
      .where(and(inArray(carts.id, picked), isNull(carts.customerId)))
      .returning({ id: carts.id });
    return rows.map((row) => row.id);
  }

  /** The same repository over another connection or transaction. */
  withDb(db: Db): CartRepository {
    return new CartRepository(db);
  }
}
