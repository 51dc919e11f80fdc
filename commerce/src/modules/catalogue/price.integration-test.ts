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

/**
 * The same products priced in other currencies, each price × the factor (special prices too, so
 * the effective price is `shown` × factor). KRW is scaled past 10,000,000, an amount the web's URL
 * once could not carry.
 */
const FACTORS = { GBP: 1, JPY: 190, HUF: 460, KRW: 17_500 } as const;
type Currency = keyof typeof FACTORS;

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
      .values({
        sku: `P-${name}`,
        typeId: 'pac',
        urlKey: `p-${name}`,
        manufacturer: 'Test',
        attributes: { colour: ['red'] },
        createdAt: now,
      })
      .returning({ id: products.id });
    const productId = product!.id;
    await db.insert(productTranslations).values({ productId, store: 'en-GB', name, description: name });
    await db.insert(productCategories).values({ productId, categoryId, position: i });
    for (const [currency, factor] of Object.entries(FACTORS)) {
      const special = row.specialPrice === null ? null : row.specialPrice * factor;
      await db.insert(productPrices).values({ productId, currency, ...row, price: row.price * factor, specialPrice: special });
    }
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

async function list(args: { price?: string[]; direction?: 'asc' | 'desc'; currency?: Currency }) {
  const query = listingQuery(
    { categoryId, price: args.price ?? null, sort: { field: 'price', direction: args.direction ?? 'asc' } },
    { store: 'en-GB', currency: args.currency ?? 'GBP' },
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

/**
 * An empty side of a range is no limit on that side, in every currency: "from ¥95,000" lists what
 * costs ¥95,000 or more. It was read as 95000–10000 (the GBP slider's end), which lists nothing,
 * and "from 1000 Ft" as 1000–10000 Ft, which listed nothing either.
 */
describe('an open side of the price range is no limit, whatever the currency', () => {
  const names = (currency: Currency, keep: (amount: number) => boolean) =>
    cases
      .map((c) => c.name)
      .filter((n) => keep(shown(n) * FACTORS[currency]))
      .sort();

  it.each([
    ['JPY', 95_000],
    ['HUF', 1_000],
    ['HUF', 276_000],
    ['KRW', 12_000_000],
    ['GBP', 450],
  ] as [Currency, number][])('%s from %d lists every product priced at or above it', async (currency, from) => {
    const items = await list({ price: [`${from}_`], currency });
    const expected = names(currency, (amount) => amount >= from);
    expect(expected.length).toBeGreaterThan(0);
    expect(items.map((p) => p.name).sort()).toEqual(expected);
    for (const item of items) {
      expect(item.currency).toBe(currency);
      expect(item.specialPrice ?? item.price).toBeGreaterThanOrEqual(from);
    }
  });

  it('lists what costs more than 10000 (the slider default is no cap)', async () => {
    const items = await list({ price: ['50000_'], currency: 'JPY' });
    expect(items.map((p) => p.name).sort()).toEqual(cases.map((c) => c.name).sort());
    expect(Math.max(...items.map((p) => p.specialPrice ?? p.price ?? 0))).toBeGreaterThan(10_000);
  });

  it('reads an open bottom as no lower limit and amounts past 10,000,000', async () => {
    expect((await list({ price: ['_10500000'], currency: 'KRW' })).map((p) => p.name).sort()).toEqual(
      names('KRW', (amount) => amount <= 10_500_000),
    );
    expect((await list({ price: ['10500000_14000000'], currency: 'KRW' })).map((p) => p.name).sort()).toEqual(
      ['equal', 'expired', 'future'].sort(),
    );
  });

  it('counts facets over the same products as the list', async () => {
    for (const [currency, range] of [
      ['JPY', '95000_'],
      ['KRW', '_10500000'],
      ['HUF', '1000_'],
    ] as [Currency, string][]) {
      const query = listingQuery({ categoryId, price: [range] }, { store: 'en-GB', currency });
      const { total } = await service.listProducts(query);
      const facets = await service.facets(query);
      expect(total).toBeGreaterThan(0);
      expect(facets.find((f) => f.code === 'colour')?.options).toEqual([expect.objectContaining({ value: 'red', count: total })]);
    }
  });
});
