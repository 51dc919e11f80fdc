import { openFreshDatabase } from '../../db/fresh-database';
import { CatalogueRepository } from './catalogue.repository';
import { CatalogueService } from './catalogue.service';
import {
  categories,
  categoryTranslations,
  productCategories,
  productOptions,
  productPrices,
  products,
  productTranslations,
} from './catalogue.tables';
import { effectivePrice, type PriceRow } from './price.rules';
import { parseListingQuery, type ListingArguments, type ListingScope } from './listing-query.rules';
import type { ProductListQuery } from './catalogue.types';

/**
 * The price filter and sort (SQL) agree with the price shown (price.rules.ts) for every kind of
 * special price: lower, higher, equal, expired, future, inside its window, none.
 */
const now = new Date('2026-11-25T12:00:00Z');
const day = 24 * 3600 * 1000;
const cases: { name: string; row: PriceRow }[] = [
  { name: 'none', row: { price: 500, specialPrice: null, specialFrom: null, specialTo: null } },
  { name: 'lower', row: { price: 900, specialPrice: 300, specialFrom: null, specialTo: null } },
  { name: 'higher', row: { price: 400, specialPrice: 950, specialFrom: null, specialTo: null } },
  { name: 'equal', row: { price: 600, specialPrice: 600, specialFrom: null, specialTo: null } },
  { name: 'expired', row: { price: 700, specialPrice: 100, specialFrom: null, specialTo: new Date(now.getTime() - day) } },
  { name: 'future', row: { price: 800, specialPrice: 200, specialFrom: new Date(now.getTime() + day), specialTo: null } },
  {
    name: 'current',
    row: { price: 1000, specialPrice: 350, specialFrom: new Date(now.getTime() - day), specialTo: new Date(now.getTime() + day) },
  },
];

let fresh: Awaited<ReturnType<typeof openFreshDatabase>>;
let service: CatalogueService;
let categoryId: number;

beforeAll(async () => {
  fresh = await openFreshDatabase({ prefix: 'cadence_price' });
  await fresh.database.migrate();
  const db = fresh.database.db;
  const [category] = await db
    .insert(categories)
    .values({ urlKey: 'prices', urlPath: 'prices', level: 1, position: 1 })
    .returning({ id: categories.id });
  categoryId = category!.id;
  await db.insert(categoryTranslations).values({ categoryId, store: 'en-GB', name: 'Prices' });
  for (const [i, { name, row }] of cases.entries()) {
    const [product] = await db
      .insert(products)
      .values({ sku: `P-${name}`, typeId: 'pac', urlKey: `p-${name}`, manufacturer: 'Test', attributes: {}, createdAt: now })
      .returning({ id: products.id });
    const productId = product!.id;
    await db.insert(productTranslations).values({ productId, store: 'en-GB', name, description: name });
    await db.insert(productCategories).values({ productId, categoryId, position: i });
    await db.insert(productPrices).values({ productId, currency: 'GBP', ...row });
    await db.insert(productOptions).values({
      productId,
      sku: `P-${name}-1`,
      optionType: 'size',
      value: 'one',
      labels: { 'en-GB': 'One' },
      isDefault: true,
      stockQty: 1,
      position: 1,
    });
  }
  service = new CatalogueService(new CatalogueRepository(db, () => now));
});
afterAll(async () => fresh?.dispose());

/** A typed listing query from API-shaped arguments (what the resolver's one parser gives). */
function listingQuery(args: ListingArguments, scope: ListingScope): ProductListQuery {
  const parsed = parseListingQuery(args, scope);
  if (!parsed.ok) throw new Error(parsed.problems.join(' '));
  return parsed.query;
}

const shown = (name: string) => effectivePrice(cases.find((c) => c.name === name)!.row, now);

async function list(args: { price?: string[]; direction?: 'asc' | 'desc' }) {
  const query = listingQuery(
    { categoryId, price: args.price ?? null, sort: { field: 'price', direction: args.direction ?? 'asc' } },
    { store: 'en-GB', currency: 'GBP' },
  );
  return (await service.listProducts(query)).items;
}

describe('effective price: SQL filter and sort agree with the price shown', () => {
  it('shows each product at its effective price', async () => {
    for (const product of await list({})) {
      expect(product.specialPrice ?? product.price).toBe(shown(product.name));
    }
  });

  it('sorts by the price shown, both ways', async () => {
    const expected = cases.map((c) => c.name).sort((a, b) => shown(a) - shown(b));
    expect((await list({ direction: 'asc' })).map((p) => p.name)).toEqual(expected);
    expect((await list({ direction: 'desc' })).map((p) => p.name)).toEqual([...expected].reverse());
  });

  it.each([
    ['0_320', ['lower']],
    ['320_450', ['current', 'higher']],
    ['450_650', ['none', 'equal']],
    ['650_850', ['expired', 'future']],
    ['100_100', []],
    ['200_200', []],
    ['950_950', []],
  ])('filters %s by the price shown', async (range, names) => {
    const found = (await list({ price: [range] })).map((p) => p.name).sort();
    expect(found).toEqual([...names].sort());
    const [from, to] = range.split('_').map(Number) as [number, number];
    expect(found).toEqual(
      cases
        .map((c) => c.name)
        .filter((n) => shown(n) >= from && shown(n) <= to)
        .sort(),
    );
  });

  it('options carry the special price only when it applies', async () => {
    const ids = (await list({})).map((p) => p.id);
    const options = await service.options('en-GB', 'GBP', ids);
    const items = await list({});
    items.forEach((product, i) => {
      const option = options[i]![0]!;
      expect(option.specialPrice ?? option.price).toBe(shown(product.name));
    });
  });
});
