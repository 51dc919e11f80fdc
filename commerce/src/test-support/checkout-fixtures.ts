import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { productOptions, products } from '../modules/catalogue/catalogue.tables';

/**
 * For checkout's tests: the first seeded accessory option that is in stock and ships everywhere,
 * given `stock` units so a test can sell it as often as it needs.
 */
export async function stockedAccessory(db: Db, stock: number): Promise<{ id: number; sku: string }> {
  const [option] = await db
    .select({ id: productOptions.id, sku: productOptions.sku })
    .from(productOptions)
    .innerJoin(products, eq(products.id, productOptions.productId))
    .where(and(eq(products.typeId, 'pac'), gte(productOptions.stockQty, 1), sql`cardinality(${products.bannedCountries}) = 0`))
    .orderBy(productOptions.id)
    .limit(1);
  if (!option) throw new Error('the seed has no in-stock accessory that ships everywhere');
  await db.update(productOptions).set({ stockQty: stock }).where(eq(productOptions.id, option.id));
  return option;
}
