import { createCommerce } from './commerce';
import { openFreshDatabase } from './db/fresh-database';
import { seedDatabase } from './db/seed/seed';
import type { ProductListQuery } from './modules/catalogue/catalogue.types';

/**
 * The two memo settings (REFERENCE_TTL_MS and CATALOGUE_TTL_MS in the gateway): reference data
 * (countries, menus, flags) and catalogue answers (listings, facets, products) are memoised apart,
 * so catalogue memos can be off while reference data stays memoised (the peer bench's setting).
 */
let fresh: Awaited<ReturnType<typeof openFreshDatabase>>;

const listing: ProductListQuery = {
  store: 'en-GB',
  currency: 'GBP',
  categoryId: 1,
  filters: {},
  price: null,
  search: null,
  sort: { field: 'position', direction: 'asc' },
  page: 1,
  size: 24,
};

beforeAll(async () => {
  fresh = await openFreshDatabase({ prefix: 'cadence_memos' });
  await fresh.database.migrate();
  await seedDatabase(fresh.database.db);
}, 120_000);

afterAll(async () => {
  await fresh?.dispose();
});

/** Statements `work` sends, after one warm-up call that fills whatever memo there is. */
async function statementsOf(work: () => Promise<unknown>): Promise<number> {
  await work();
  fresh.database.statements.reset();
  await work();
  return fresh.database.statements.count;
}

describe('memo settings', () => {
  it('with catalogue memos off, reads every listing from the database and still memoises the countries', async () => {
    const commerce = createCommerce(fresh.database, { referenceTtlMs: 30_000, catalogueTtlMs: 0 });
    expect(await statementsOf(() => commerce.store.listCountries())).toBe(0);
    const listed = await commerce.catalogue.listProducts(listing);
    expect(listed.items.length).toBeGreaterThan(0);
    expect(await statementsOf(() => commerce.catalogue.listProducts(listing))).toBeGreaterThan(0);
  });

  it('by default memoises catalogue answers when reference data is memoised, and neither with 0', async () => {
    const memoised = createCommerce(fresh.database, { referenceTtlMs: 30_000 });
    expect(await statementsOf(() => memoised.catalogue.listProducts(listing))).toBe(0);
    const none = createCommerce(fresh.database, { referenceTtlMs: 0 });
    expect(await statementsOf(() => none.store.listCountries())).toBeGreaterThan(0);
    expect(await statementsOf(() => none.catalogue.listProducts(listing))).toBeGreaterThan(0);
  });
});
