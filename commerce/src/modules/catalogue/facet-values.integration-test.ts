import { asc, eq, sql } from 'drizzle-orm';
import { openFreshDatabase } from '../../db/fresh-database';
import { seedDatabase } from '../../db/seed/seed';
import { CatalogueRepository } from './catalogue.repository';
import { categories, productFacetValues, products } from './catalogue.tables';
import type { FacetCount, ProductListQuery } from './catalogue.types';
import { parseListingQuery, type ListingArguments } from './listing-query.rules';

/**
 * product_facet_values, what a listing's facet counts read, is products.attributes as rows, kept by
 * triggers on products (migration 0015): checked here against the attributes themselves, after the
 * seed and through every kind of write, and the counts read from it against counts made from the
 * listed products' own attributes.
 */
let fresh: Awaited<ReturnType<typeof openFreshDatabase>>;
let repository: CatalogueRepository;

beforeAll(async () => {
  fresh = await openFreshDatabase({ prefix: 'cadence_facets' });
  await fresh.database.migrate();
  await seedDatabase(fresh.database.db);
  repository = new CatalogueRepository(fresh.database.db, () => new Date('2026-11-25T12:00:00Z'));
}, 120_000);

afterAll(async () => {
  await fresh?.dispose();
});

type Row = { productId: number; code: string; value: string };
const sorted = (rows: Row[]) =>
  [...rows].sort((a, b) => a.productId - b.productId || a.code.localeCompare(b.code) || a.value.localeCompare(b.value));

/** A product's attributes as rows, as a shopper's filter reads them (each value of each code once). */
function expand(productId: number, attributes: Record<string, unknown>): Row[] {
  return Object.entries(attributes).flatMap(([code, values]) =>
    Array.isArray(values)
      ? [...new Set(values.filter((v) => v !== null).map(String))].map((value) => ({ productId, code, value }))
      : [],
  );
}

async function table(productId?: number): Promise<Row[]> {
  const db = fresh.database.db;
  const rows = await db
    .select()
    .from(productFacetValues)
    .where(productId === undefined ? undefined : eq(productFacetValues.productId, productId));
  return sorted(rows);
}

async function attributesOfAll(): Promise<Row[]> {
  const rows = await fresh.database.db
    .select({ id: products.id, attributes: products.attributes })
    .from(products)
    .orderBy(asc(products.id));
  return sorted(rows.flatMap((p) => expand(p.id, p.attributes)));
}

function listing(args: ListingArguments): ProductListQuery {
  const parsed = parseListingQuery({ pageSize: 100, ...args }, { store: 'en-GB', currency: 'GBP' });
  if (!parsed.ok) throw new Error(parsed.problems.join(' '));
  return parsed.query;
}

/** Every product a listing lists (all its pages). */
async function listedProducts(query: ProductListQuery) {
  const all = [];
  for (let page = 1; ; page++) {
    const { items, total } = await repository.listProducts({ ...query, page });
    all.push(...items);
    if (all.length >= total || items.length === 0) return all;
  }
}

/**
 * The facet counts made from the listed products' own attributes: each attribute counted over the
 * listing without that attribute's own filter (values within an attribute are alternatives).
 */
async function expectedFacets(query: ProductListQuery): Promise<FacetCount[]> {
  const counts = new Map<string, FacetCount>();
  const codes = new Set<string>();
  for (const product of await listedProducts(query)) for (const code of Object.keys(product.attributes)) codes.add(code);
  for (const product of await listedProducts({ ...query, filters: {} }))
    for (const code of Object.keys(product.attributes)) codes.add(code);
  for (const code of codes) {
    const withoutOwn = { ...query, filters: { ...query.filters, [code]: undefined } };
    for (const product of await listedProducts(withoutOwn)) {
      for (const row of expand(product.id, product.attributes).filter((r) => r.code === code)) {
        const key = `${code}|${row.value}`;
        const found = counts.get(key) ?? { code, value: row.value, count: 0 };
        found.count++;
        counts.set(key, found);
      }
    }
  }
  return [...counts.values()].sort((a, b) => a.code.localeCompare(b.code) || b.count - a.count || a.value.localeCompare(b.value));
}

const withoutLabels = (facets: FacetCount[]) => facets.map(({ code, value, count }) => ({ code, value, count }));
const byKey = (facets: FacetCount[]) =>
  [...facets].sort((a, b) => a.code.localeCompare(b.code) || b.count - a.count || a.value.localeCompare(b.value));

describe('product facet values', () => {
  it('hold every seeded product’s attribute values, and nothing else', async () => {
    const rows = await table();
    expect(rows.length).toBeGreaterThan(1000);
    expect(rows).toEqual(await attributesOfAll());
  });

  it('count a category’s facets as its listed products’ attributes do, with and without filters', async () => {
    const [bikes] = await fresh.database.db.select().from(categories).where(eq(categories.urlPath, 'bikes'));
    const all = listing({ categoryId: bikes!.id });
    const facets = await repository.facets(all);
    expect(facets.length).toBeGreaterThan(20);
    expect(byKey(withoutLabels(facets))).toEqual(withoutLabels(await expectedFacets(all)));
    const material = facets.find((f) => f.code === 'material')!;
    const colour = facets.find((f) => f.code === 'colour')!;
    const filtered = listing({
      categoryId: bikes!.id,
      attributes: [
        { code: 'material', values: material.value },
        { code: 'colour', values: colour.value },
      ],
    });
    expect(byKey(withoutLabels(await repository.facets(filtered)))).toEqual(withoutLabels(await expectedFacets(filtered)));
    // A brand's value carries its display name.
    const brands = facets.filter((f) => f.code === 'manufacturer');
    expect(brands.length).toBeGreaterThan(0);
    for (const brand of brands) expect(brand.label).toEqual(expect.any(String));
  });

  it('are what a filter matches too: a plain string is no value, a number in a list is one', async () => {
    const [bikes] = await fresh.database.db.select().from(categories).where(eq(categories.urlPath, 'bikes'));
    const [bike] = await listedProducts(listing({ categoryId: bikes!.id }));
    const before = bike!.attributes;
    const set = (attributes: unknown) =>
      fresh.database.db.execute(
        sql`update ${products} set attributes = ${JSON.stringify(attributes)}::jsonb where id = ${bike!.id}`,
      );
    const filtered = async (code: string, values: string) => {
      const query = listing({ categoryId: bikes!.id, attributes: [{ code, values }] });
      return {
        listed: (await listedProducts(query)).map((p) => p.id),
        counted: (await repository.facets(query)).find((f) => f.code === code && f.value === values)?.count ?? 0,
      };
    };
    await set({ ...before, material: 'unobtainium', colour: ['ultraviolet', 29] });
    expect(await filtered('material', 'unobtainium')).toEqual({ listed: [], counted: 0 });
    expect(await filtered('colour', '29')).toEqual({ listed: [bike!.id], counted: 1 });
    await set(before);
  });

  it('follow each write of a product: insert, attribute change, other changes, delete, truncate', async () => {
    const db = fresh.database.db;
    const [made] = await db
      .insert(products)
      .values({
        sku: 'FACET-TEST',
        typeId: 'pac',
        urlKey: 'facet-test',
        manufacturer: 'Cadence',
        // A repeated value counts once; a code holding anything but a list holds no value, nor a null.
        attributes: { colour: ['red', 'blue', 'red', null], material: 'steel' } as never,
        createdAt: new Date(),
      })
      .returning({ id: products.id });
    const id = made!.id;
    expect(await table(id)).toEqual(
      sorted([
        { productId: id, code: 'colour', value: 'red' },
        { productId: id, code: 'colour', value: 'blue' },
      ]),
    );

    await db
      .update(products)
      .set({ attributes: { colour: ['green'], material: ['steel', 'carbon'] } })
      .where(eq(products.id, id));
    expect(await table(id)).toEqual(
      sorted([
        { productId: id, code: 'colour', value: 'green' },
        { productId: id, code: 'material', value: 'carbon' },
        { productId: id, code: 'material', value: 'steel' },
      ]),
    );

    await db.update(products).set({ sku: 'FACET-TEST-2' }).where(eq(products.id, id));
    expect(await table(id)).toHaveLength(3);

    // Attributes that are not an object hold no value (and the write goes through).
    await db.execute(sql`update ${products} set attributes = '["red"]'::jsonb where id = ${id}`);
    expect(await table(id)).toEqual([]);

    await db.delete(products).where(eq(products.id, id));
    expect(await table(id)).toEqual([]);
    expect(await table()).toEqual(await attributesOfAll());

    await db.execute(sql`truncate ${products}`);
    expect(await table()).toEqual([]);
  });
});
