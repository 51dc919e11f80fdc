// Bench fixtures, written into the freshly prepared database before the gateway starts (it owns an
// embedded database exclusively once running): ten accessory options that ship everywhere get
// effectively unlimited stock, so the order-placement scenario measures orders, not sold-out
// refusals. Their skus go to DATA_DIR/bench-fixtures.json. Run by bench/lib.mjs startGateway.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(ROOT, 'commerce', 'package.json'));
const dist = (p) => require(path.join(ROOT, 'commerce', 'dist', p));
const { openDatabase } = dist('db/client.js');
const { productOptions, products } = dist('modules/catalogue/catalogue.tables.js');
const { and, eq, gte, inArray, sql } = require('drizzle-orm');

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('bench fixtures: DATA_DIR is not set');
const database = await openDatabase(
  process.env.DATABASE_URL
    ? { kind: 'postgres', url: process.env.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
);
try {
  const rows = await database.db
    .select({ id: productOptions.id, sku: productOptions.sku })
    .from(productOptions)
    .innerJoin(products, eq(products.id, productOptions.productId))
    .where(and(eq(products.typeId, 'pac'), gte(productOptions.stockQty, 1), sql`cardinality(${products.bannedCountries}) = 0`))
    .orderBy(productOptions.id)
    .limit(10);
  await database.db
    .update(productOptions)
    .set({ stockQty: 1_000_000 })
    .where(
      inArray(
        productOptions.id,
        rows.map((r) => r.id),
      ),
    );
  writeFileSync(path.join(dataDir, 'bench-fixtures.json'), JSON.stringify({ orderSkus: rows.map((r) => r.sku) }));
} finally {
  await database.close();
}
