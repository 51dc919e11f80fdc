import { count } from 'drizzle-orm';
import { createCommerce } from '../../commerce';
import { categories, countries, menuEntries, products, productPrices } from '../schema';
import { countrySeed } from './countries.seed';
import { eq } from 'drizzle-orm';
import { catalogueSeedSummary } from './catalogue';
import { seedDatabase } from './seed';
import { openFreshDatabase } from '../fresh-database';

const freshDatabase = () => openFreshDatabase({ prefix: 'cadence_seed' });

describe('migrations and seed', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    fresh = await freshDatabase();
    await fresh.database.migrate();
  });
  afterAll(async () => fresh?.dispose());

  it('seeds an empty database once, then leaves it alone', async () => {
    expect(await seedDatabase(fresh.database.db)).toEqual({ seeded: true });
    const [before] = await fresh.database.db.select({ n: count() }).from(menuEntries);
    expect(await seedDatabase(fresh.database.db)).toEqual({ seeded: false });
    const [after] = await fresh.database.db.select({ n: count() }).from(menuEntries);
    expect(after?.n).toBe(before?.n);
    const [c] = await fresh.database.db.select({ n: count() }).from(countries);
    expect(c?.n).toBeGreaterThanOrEqual(40);
  });

  it('seeds the whole catalogue with a price in every country currency', async () => {
    const summary = catalogueSeedSummary();
    const db = fresh.database.db;
    const [c] = await db.select({ n: count() }).from(categories);
    const typeCount = async (type: 'child-bike' | 'parent-bike' | 'pac') =>
      (await db.select({ n: count() }).from(products).where(eq(products.typeId, type)))[0]?.n;
    expect(c?.n).toBe(summary.categories);
    expect(await typeCount('child-bike')).toBe(summary.childBikes);
    expect(await typeCount('parent-bike')).toBe(summary.parentBikes);
    expect(await typeCount('pac')).toBe(summary.pac);
    expect(summary.pac).toBeGreaterThanOrEqual(200);
    expect(summary.blogPosts).toBeGreaterThanOrEqual(20);
    const currencies = new Set(countrySeed.map((x) => x.currency));
    const [prices] = await db.select({ n: count() }).from(productPrices);
    expect(prices?.n).toBe((summary.childBikes + summary.parentBikes + summary.pac) * currencies.size);
  });

  it('migrations can run again without harm', async () => {
    await expect(fresh.database.migrate()).resolves.toBeUndefined();
  });

  it('gives both storefronts the same menu URLs with their own titles, as a consistent nested set', async () => {
    const commerce = createCommerce(fresh.database, { referenceTtlMs: 0 });
    const en = await commerce.menus.mainMenuEntries('en-GB');
    const de = await commerce.menus.mainMenuEntries('de-DE');
    expect(de.map((e) => e.url)).toEqual(en.map((e) => e.url));
    expect(de.map((e) => e.title)).not.toEqual(en.map((e) => e.title));
    for (const entry of en) {
      expect(entry.rgt).toBeGreaterThan(entry.lft);
      const parent = en.find((p) => p.id === entry.parentId);
      if (parent) {
        expect(entry.level).toBe(parent.level + 1);
        expect(entry.lft).toBeGreaterThan(parent.lft);
        expect(entry.rgt).toBeLessThan(parent.rgt);
      } else {
        expect(entry.level).toBe(1);
      }
    }
  });

  it('resolves every CMS page through its URL rewrite, in both storefronts', async () => {
    const commerce = createCommerce(fresh.database, { referenceTtlMs: 0 });
    const infos = await commerce.routing.getUrlInfos([
      { store: 'en-GB', urlKey: 'delivery' },
      { store: 'de-DE', urlKey: 'delivery' },
      { store: 'en-GB', urlKey: 'home' },
    ]);
    expect(infos.map((i) => i.page_type)).toEqual(['cms-page', 'cms-page', null]);
    const pages = await commerce.content.findPages([{ store: 'de-DE', identifier: 'delivery' }]);
    expect(pages[0]?.blocks.length).toBeGreaterThan(0);
  });
});
