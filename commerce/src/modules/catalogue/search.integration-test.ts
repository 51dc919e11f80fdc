import { sql } from 'drizzle-orm';
import { createCommerce, type Commerce } from '../../commerce';
import { seedDatabase } from '../../db/seed/seed';
import { parseListingQuery, type ListingArguments, type ListingScope } from './listing-query.rules';
import type { ProductListQuery } from './catalogue.types';
import { SEARCH_MAX_LENGTH } from './search.rules';
import { SearchInputError } from './search.errors';
import { openFreshDatabase } from '../../db/fresh-database';

const freshDatabase = () => openFreshDatabase({ prefix: 'cadence_search' });

let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let commerce: Commerce;

beforeAll(async () => {
  fresh = await freshDatabase();
  await fresh.database.migrate();
  await seedDatabase(fresh.database.db);
  commerce = createCommerce(fresh.database, { referenceTtlMs: 0 });
});
afterAll(async () => fresh?.dispose());

/** A typed listing query from API-shaped arguments (what the resolver's one parser gives). */
function listingQuery(args: ListingArguments, scope: ListingScope): ProductListQuery {
  const parsed = parseListingQuery(args, scope);
  if (!parsed.ok) throw new Error(parsed.problems.join(' '));
  return parsed.query;
}

/** Product names matching a search, best match first. */
async function search(
  store: string,
  text: string,
  pageSize = 100,
): Promise<{ names: string[]; total: number; corrected: string | null }> {
  const prepared = await commerce.search.prepare(store, text);
  const listing = await commerce.catalogue.listProducts(
    listingQuery({ pageSize }, { store, currency: store === 'de-DE' ? 'EUR' : 'GBP', search: prepared }),
  );
  return { names: listing.items.map((p) => p.name), total: listing.total, corrected: prepared.corrected };
}

describe('product search', () => {
  it('finds products by an exact word, best match (the name) first', async () => {
    const { names, total } = await search('en-GB', 'helmet');
    expect(total).toBeGreaterThan(3);
    expect(names.slice(0, 3).every((n) => /helmet/i.test(n))).toBe(true);
    expect(names).toContain('Kask Protone Icon Helmet');
  });

  it('still finds the product when a word has a typo, and says what it meant', async () => {
    const exact = await search('en-GB', 'helmet');
    const typo = await search('en-GB', 'helmt');
    expect(typo.names).toEqual(exact.names);
    expect(typo.corrected).toBe('helmet');
    const brand = await search('en-GB', 'shimnao');
    expect(brand.total).toBeGreaterThan(0);
    expect(brand.corrected).toBe('shimano');
    expect(brand.names[0]).toMatch(/Shimano/);
    expect((await search('en-GB', 'kask helmt')).names.sort()).toEqual(['Kask Mojito3 Helmet', 'Kask Protone Icon Helmet']);
  });

  it('requires every word to match', async () => {
    const both = await search('en-GB', 'kask helmet');
    expect(both.total).toBeLessThan((await search('en-GB', 'helmet')).total);
    expect((await search('en-GB', 'kask zzzzqqq')).total).toBe(0);
  });

  it('stems German words on the German storefront', async () => {
    // "Helme" (plural) stems to "helm", the word in the German product names; English stemming would not.
    const de = await search('de-DE', 'Helme');
    expect(de.corrected).toBeNull();
    expect(de.names.length).toBeGreaterThan(3);
    expect(de.names.slice(0, 3).every((n) => /\bHelm\b/.test(n))).toBe(true);
    const german = await commerce.search.prepare('de-DE', 'Helme');
    expect(german.config).toBe('german');
    // The English storefront searches its own language: the German word finds nothing there.
    expect((await search('en-GB', 'Rennradhelm')).total).toBe(0);
    expect((await search('de-DE', 'Rennradhelm')).total).toBeGreaterThan(0);
  });

  it('combines a search with filters and facets over its results', async () => {
    const prepared = await commerce.search.prepare('en-GB', 'helmet');
    const query = listingQuery(
      { attributes: [{ code: 'manufacturer', values: 'kask' }] },
      { store: 'en-GB', currency: 'GBP', search: prepared },
    );
    expect(query.sort).toEqual({ field: 'relevance', direction: 'desc' });
    const listing = await commerce.catalogue.listProducts(query);
    expect(listing.items.map((p) => p.name).sort()).toEqual(['Kask Mojito3 Helmet', 'Kask Protone Icon Helmet']);
    const facets = await commerce.catalogue.facets({ ...query, filters: {} });
    const brands = facets.find((f) => f.code === 'manufacturer')?.options ?? [];
    const total = (await search('en-GB', 'helmet')).total;
    expect(brands.reduce((sum, o) => sum + o.count, 0)).toBe(total);
  });

  it('rejects empty, wordless and too long input with a clear message', async () => {
    await expect(commerce.search.prepare('en-GB', '   ')).rejects.toThrow(
      new SearchInputError(['search must contain at least one word (letters or digits).']),
    );
    await expect(commerce.search.prepare('en-GB', '&|!')).rejects.toBeInstanceOf(SearchInputError);
    await expect(commerce.search.prepare('en-GB', 'x'.repeat(SEARCH_MAX_LENGTH + 1))).rejects.toThrow(
      `search must be at most ${SEARCH_MAX_LENGTH} characters long.`,
    );
  });

  it('matches the last word as a prefix for suggestions, and finds categories by name', async () => {
    const typing = await commerce.search.prepare('en-GB', 'kask helm', { prefixLast: true });
    expect(typing.tsquery).toBe('(kask) & (helm:*)');
    const ids = await commerce.search.categoryIds(
      'en-GB',
      await commerce.search.prepare('en-GB', 'helm', { prefixLast: true }),
      3,
    );
    const names = (await commerce.catalogue.categoriesByIds('en-GB', ids)).map((c) => c?.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => /helmet/i.test(n ?? ''))).toBe(true);
  });

  it('builds the index for a database seeded before search existed', async () => {
    await fresh.database.db.execute(sql`delete from product_search`);
    await fresh.database.db.execute(sql`delete from search_lexicon`);
    expect((await search('en-GB', 'helmet')).total).toBe(0);
    await commerce.search.ensureIndex();
    expect((await search('en-GB', 'helmet')).total).toBeGreaterThan(3);
  });
});
