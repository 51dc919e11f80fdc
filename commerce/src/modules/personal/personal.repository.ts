import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { savedDesigns, savedProducts } from './personal.tables';
import type { DesignInput, SavedDesignRow, SavedProduct } from './personal.types';

/** Saved designs, always read and written for one customer (the owner check is in every statement). */
export class PersonalRepository {
  constructor(private readonly db: Db) {}

  async listDesigns(customerId: string, limit: number): Promise<SavedDesignRow[]> {
    const rows = await this.db
      .select()
      .from(savedDesigns)
      .where(eq(savedDesigns.customerId, customerId))
      .orderBy(desc(savedDesigns.createdAt), desc(savedDesigns.id))
      .limit(limit);
    return rows.map(toRow);
  }

  /**
   * Inserts designs while the customer has room for them (at most `max` in all): counted and
   * written in one transaction that holds the customer's advisory lock, so two saves at once
   * cannot both take the last place. `all` refuses the lot when not every design fits (null).
   */
  async insertWithinLimit(
    customerId: string,
    designs: readonly (DesignInput & { priceSaved: number; currencySaved: string })[],
    max: number,
    all: boolean,
  ): Promise<SavedDesignRow[] | null> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`saved_designs:${customerId}`}, 0))`);
      const [row] = await tx.select({ n: count() }).from(savedDesigns).where(eq(savedDesigns.customerId, customerId));
      const room = Math.max(0, max - (row?.n ?? 0));
      if (all && designs.length > room) return null;
      const taken = designs.slice(0, room);
      if (taken.length === 0) return [];
      const rows = await tx
        .insert(savedDesigns)
        .values(taken.map((d) => ({ ...d, customerId })))
        .returning();
      return rows.map(toRow);
    });
  }

  async listProducts(customerId: string, limit: number): Promise<SavedProduct[]> {
    const rows = await this.db
      .select({ sku: savedProducts.sku, savedAt: savedProducts.createdAt })
      .from(savedProducts)
      .where(eq(savedProducts.customerId, customerId))
      .orderBy(desc(savedProducts.createdAt), asc(savedProducts.sku))
      .limit(limit);
    return rows;
  }

  /**
   * Saves products for the customer while there is room (at most `max` in all); one already saved
   * stays as it was. Counted and written under the customer's advisory lock, like designs.
   */
  async addProducts(customerId: string, skus: readonly string[], max: number): Promise<void> {
    if (skus.length === 0) return;
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`saved_products:${customerId}`}, 0))`);
      const existing = new Set(
        (await tx.select({ sku: savedProducts.sku }).from(savedProducts).where(eq(savedProducts.customerId, customerId))).map(
          (r) => r.sku,
        ),
      );
      const fresh = skus.filter((sku) => !existing.has(sku)).slice(0, Math.max(0, max - existing.size));
      if (fresh.length === 0) return;
      await tx
        .insert(savedProducts)
        .values(fresh.map((sku) => ({ customerId, sku })))
        .onConflictDoNothing();
    });
  }

  async removeProduct(customerId: string, sku: string): Promise<void> {
    await this.db.delete(savedProducts).where(and(eq(savedProducts.customerId, customerId), eq(savedProducts.sku, sku)));
  }

  /** Deletes one of the customer's designs; false when it is not theirs (or gone). */
  async deleteDesign(customerId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(savedDesigns)
      .where(and(eq(savedDesigns.id, id), eq(savedDesigns.customerId, customerId)))
      .returning({ id: savedDesigns.id });
    return rows.length > 0;
  }
}

function toRow(r: typeof savedDesigns.$inferSelect): SavedDesignRow {
  return {
    id: r.id,
    name: r.name,
    modelUrlKey: r.modelUrlKey,
    frame: r.frame,
    size: r.size,
    choices: r.choices,
    priceSaved: r.priceSaved,
    currencySaved: r.currencySaved,
    createdAt: r.createdAt,
  };
}
