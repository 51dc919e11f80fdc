import { and, eq, gte, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bundleSelections, productOptions } from './catalogue.tables';
import type { StockNeed } from './catalogue.types';

/**
 * Stock changes. Each is one conditional UPDATE: it takes units only while enough are left, so two
 * orders for the last unit cannot both have it, on PGlite or on a PostgreSQL server (the second
 * waits for the first's row lock, then finds the stock gone).
 */
export class StockRepository {
  constructor(private readonly db: Db) {}

  /** Takes one need's units; false when not enough are left (nothing is taken then). */
  async take(need: StockNeed): Promise<boolean> {
    if (need.optionId !== null) {
      const rows = await this.db
        .update(productOptions)
        .set({ stockQty: sql`${productOptions.stockQty} - ${need.quantity}` })
        .where(and(eq(productOptions.id, need.optionId), gte(productOptions.stockQty, need.quantity)))
        .returning({ id: productOptions.id });
      return rows.length === 1;
    }
    if (need.selectionId !== null) {
      // A selection without a stock figure (null) is not limited.
      const rows = await this.db
        .update(bundleSelections)
        .set({
          stockQty: sql`case when ${bundleSelections.stockQty} is null then null else ${bundleSelections.stockQty} - ${need.quantity} end`,
        })
        .where(
          and(
            eq(bundleSelections.id, need.selectionId),
            or(isNull(bundleSelections.stockQty), gte(bundleSelections.stockQty, need.quantity)),
          ),
        )
        .returning({ id: bundleSelections.id });
      return rows.length === 1;
    }
    return true;
  }

  /** Gives back units a need took (an order that was not completed); a selection without a stock figure stays unlimited. */
  async give(need: Pick<StockNeed, 'optionId' | 'selectionId' | 'quantity'>): Promise<void> {
    if (!Number.isInteger(need.quantity) || need.quantity <= 0) return;
    if (need.optionId !== null) {
      await this.db
        .update(productOptions)
        .set({ stockQty: sql`${productOptions.stockQty} + ${need.quantity}` })
        .where(eq(productOptions.id, need.optionId));
    } else if (need.selectionId !== null) {
      await this.db
        .update(bundleSelections)
        .set({ stockQty: sql`${bundleSelections.stockQty} + ${need.quantity}` })
        .where(and(eq(bundleSelections.id, need.selectionId), isNotNull(bundleSelections.stockQty)));
    }
  }
}
