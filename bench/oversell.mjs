// The oversell race: 100 signed-in shoppers check out at once, each with one unit of the same
// accessory in the cart, when 5 units are left. Prints how many orders were placed, how many were
// told "sold out", and the stock after (exactly 5, 95 and 0 when checkout is right). Runs in-process
// on a fresh embedded PGlite database, or on a new database of the PostgreSQL server named by
// BENCH_DATABASE_URL (created and dropped here). Used by `npm run bench -- oversell`.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(ROOT, 'commerce', 'package.json'));
const dist = (p) => require(path.join(ROOT, 'commerce', 'dist', p));

export async function oversellRace({ shoppers = 100, units = 5 } = {}) {
  const { openFreshDatabase } = dist('db/fresh-database.js');
  const { seedDatabase } = dist('db/seed/seed.js');
  const { createCommerce } = dist('commerce.js');
  const { productOptions, products } = dist('modules/catalogue/catalogue.tables.js');
  const { customers } = dist('modules/customer/customer.tables.js');
  const { and, eq, gte, sql } = require('drizzle-orm');

  const previous = process.env.DATABASE_URL;
  if (process.env.BENCH_DATABASE_URL) process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  else delete process.env.DATABASE_URL;
  const fresh = await openFreshDatabase({ prefix: 'cadence_oversell', poolSize: 10 });
  if (previous === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = previous;
  const db = fresh.database.db;
  try {
    await fresh.database.migrate();
    await seedDatabase(db);
    const outboxDir = mkdtempSync(path.join(os.tmpdir(), 'cadence-oversell-mail-'));
    const commerce = createCommerce(fresh.database, { referenceTtlMs: 30_000, accounts: { outboxDir } });
    const [option] = await db
      .select({ id: productOptions.id, sku: productOptions.sku })
      .from(productOptions)
      .innerJoin(products, eq(products.id, productOptions.productId))
      .where(and(eq(products.typeId, 'pac'), gte(productOptions.stockQty, 1), sql`cardinality(${products.bannedCountries}) = 0`))
      .orderBy(productOptions.id)
      .limit(1);
    await db.update(productOptions).set({ stockQty: shoppers }).where(eq(productOptions.id, option.id));
    const rows = await db
      .insert(customers)
      .values(
        Array.from({ length: shoppers }, (_, i) => ({
          email: `racer${i}@example.com`,
          firstName: 'Race',
          lastName: `Rider ${i}`,
          passwordHash: 'not-a-password',
          store: 'en-GB',
        })),
      )
      .returning({ id: customers.id });
    const address = {
      firstName: 'Race',
      lastName: 'Rider',
      email: 'racer@example.com',
      telephone: '07700 900123',
      street: ['1 Saddle Lane'],
      city: 'London',
      postcode: 'SW1A 1AA',
      countryCode: 'GB',
    };
    const carts = [];
    for (const row of rows) {
      const scope = { store: 'en-GB', currency: 'GBP', countryCode: 'GB', customerId: row.id };
      const id = await commerce.cart.createEmptyCart(scope);
      await commerce.cart.addProducts(id, [{ sku: option.sku, quantity: 1 }], scope);
      await commerce.checkout.setShippingAddress(id, scope, { address });
      await commerce.checkout.setShippingMethod(id, scope, 'standard');
      carts.push({ id, scope });
    }
    await db.update(productOptions).set({ stockQty: units }).where(eq(productOptions.id, option.id));
    const started = performance.now();
    const card = { number: '4242424242424242', expiryMonth: 12, expiryYear: 2030, cvc: '123' };
    const outcomes = await Promise.all(
      carts.map(({ id, scope }, i) =>
        commerce.checkout.placeOrder(id, scope, { idempotencyKey: `oversell-race-${String(i).padStart(8, '0')}`, card }),
      ),
    );
    const elapsedMs = performance.now() - started;
    const [after] = await db
      .select({ qty: productOptions.stockQty })
      .from(productOptions)
      .where(eq(productOptions.id, option.id));
    const placed = outcomes.filter((o) => o.kind === 'placed').length;
    const soldOut = outcomes.filter((o) => o.kind === 'refused' && o.code === 'SOLD_OUT').length;
    await commerce.close();
    rmSync(outboxDir, { recursive: true, force: true });
    return {
      driver: fresh.database.driver,
      shoppers,
      units,
      placed,
      soldOut,
      other: shoppers - placed - soldOut,
      stockAfter: after.qty,
      elapsedMs,
    };
  } finally {
    await fresh.dispose().catch(() => {});
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await oversellRace();
  console.log(JSON.stringify(result));
}
