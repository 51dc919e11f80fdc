import { localised } from '@cadence/server-kit/storefronts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { openFreshDatabase } from '../../db/fresh-database';
import { seedDatabase } from '../../db/seed/seed';
import {
  categories,
  categoryTranslations,
  productCategories,
  productImages,
  productOptionPrices,
  productOptions,
  productPrices,
  products,
} from './catalogue.tables';
import { applicableSpecialPrice } from './price.rules';
import { padIds, ProductParts } from './product-parts';

/**
 * A product's options, images and categories, read together (product-parts.ts): what each product
 * gets is exactly what its tables hold (held here to plain relational reads of them), and a
 * listing's three parts for any number of products cost one statement.
 */
let fresh: Awaited<ReturnType<typeof openFreshDatabase>>;
let parts: ProductParts;
let ids: number[];
/** Products sold in sizes or colours (options with prices). */
let optioned: number[];
const now = new Date('2026-11-25T12:00:00Z');

beforeAll(async () => {
  fresh = await openFreshDatabase({ prefix: 'cadence_parts' });
  await fresh.database.migrate();
  await seedDatabase(fresh.database.db);
  parts = new ProductParts(fresh.database.db, () => now);
  ids = (await fresh.database.db.select({ id: products.id }).from(products).orderBy(asc(products.id))).map((p) => p.id);
  optioned = [
    ...new Set(
      (
        await fresh.database.db
          .select({ id: productOptions.productId })
          .from(productOptions)
          .orderBy(asc(productOptions.productId))
      ).map((o) => o.id),
    ),
  ];
}, 120_000);

afterAll(async () => {
  await fresh?.dispose();
});

/** The options of `productIds` as a plain join reads them, priced and labelled as shoppers see them. */
async function expectedOptions(store: string, currency: string, productIds: number[]) {
  const db = fresh.database.db;
  const rows = await db
    .select({ option: productOptions, own: productOptionPrices, product: productPrices })
    .from(productOptions)
    .leftJoin(
      productOptionPrices,
      and(eq(productOptionPrices.optionId, productOptions.id), eq(productOptionPrices.currency, currency)),
    )
    .leftJoin(productPrices, and(eq(productPrices.productId, productOptions.productId), eq(productPrices.currency, currency)))
    .where(inArray(productOptions.productId, productIds));
  return rows.map(({ option, own, product }) => {
    const priced = own ?? {
      price: product?.price ?? 0,
      specialPrice: product?.specialPrice ?? null,
      specialFrom: product?.specialFrom ?? null,
      specialTo: product?.specialTo ?? null,
    };
    return {
      id: option.id,
      productId: option.productId,
      sku: option.sku,
      optionType: option.optionType,
      value: option.value,
      label: localised(option.labels, store, option.value),
      isDefault: option.isDefault,
      stockQty: option.stockQty,
      position: option.position,
      price: priced.price,
      specialPrice: applicableSpecialPrice(priced, now),
    };
  });
}

const byId = <T extends { productId: number }>(rows: T[]) =>
  [...rows].sort((a, b) => a.productId - b.productId || JSON.stringify(a).localeCompare(JSON.stringify(b)));

describe('product parts', () => {
  it('answers each product with exactly its options, images and categories, in either storefront and currency', async () => {
    const db = fresh.database.db;
    const some = ids.slice(0, 30);
    for (const [store, currency] of [
      ['en-GB', 'GBP'],
      ['de-DE', 'EUR'],
    ] as const) {
      const [options, images, cats] = await Promise.all([
        parts.options(store, currency, some),
        parts.images(store, some),
        parts.categories(store, some),
      ]);
      expect(options.length).toBeGreaterThan(some.length);
      expect(byId(options)).toEqual(byId(await expectedOptions(store, currency, some)));

      const imageRows = await db.select().from(productImages).where(inArray(productImages.productId, some));
      expect(byId(images)).toEqual(byId(imageRows.map((r) => ({ ...r, alt: localised(r.alt, store, '') }))));
      // Each product's images in display order.
      for (const id of some) {
        const positions = images.filter((i) => i.productId === id).map((i) => i.position);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
      }

      const categoryRows = await db
        .select({ productId: productCategories.productId, category: categories, name: categoryTranslations.name })
        .from(productCategories)
        .innerJoin(categories, eq(categories.id, productCategories.categoryId))
        .innerJoin(
          categoryTranslations,
          and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.store, store)),
        )
        .where(inArray(productCategories.productId, some));
      expect(cats.map((c) => [c.productId, c.category.id, c.category.level, c.category.name]).sort()).toEqual(
        categoryRows.map((r) => [r.productId, r.category.id, r.category.level, r.name]).sort(),
      );
      // What a card names, not the category page's texts.
      for (const c of cats) expect(Object.keys(c.category).sort()).toEqual(['id', 'level', 'name']);
      // By product, then level: a card's first category is its top level.
      for (const id of some) {
        const levels = cats.filter((c) => c.productId === id).map((c) => c.category.level);
        expect(levels).toEqual([...levels].sort((a, b) => a - b));
      }
    }
  });

  it('reads all three parts of a listing in one statement, for 24 products or 48', async () => {
    const counter = fresh.database.statements;
    for (const size of [24, 48]) {
      counter.reset();
      const some = ids.slice(0, size);
      await Promise.all([parts.options('en-GB', 'GBP', some), parts.images('en-GB', some), parts.categories('en-GB', some)]);
      expect(counter.count).toBe(1);
    }
  });

  it('keeps shoppers apart when their requests share a statement: each gets its own currency and language', async () => {
    const some = optioned.slice(0, 12);
    const [gbp, eur, imagesEn, imagesDe] = await Promise.all([
      parts.options('en-GB', 'GBP', some),
      parts.options('en-GB', 'EUR', some),
      parts.images('en-GB', some),
      parts.images('de-DE', some),
    ]);
    expect(byId(gbp)).toEqual(byId(await expectedOptions('en-GB', 'GBP', some)));
    expect(byId(eur)).toEqual(byId(await expectedOptions('en-GB', 'EUR', some)));
    expect(gbp.length).toBeGreaterThan(0);
    expect(gbp.map((o) => o.price)).not.toEqual(eur.map((o) => o.price));
    const imageRows = await fresh.database.db.select().from(productImages).where(inArray(productImages.productId, some));
    expect(byId(imagesDe)).toEqual(byId(imageRows.map((r) => ({ ...r, alt: localised(r.alt, 'de-DE', '') }))));
    expect(imagesEn.length).toBe(imagesDe.length);
  });

  it('answers a product without options, images or categories (or one that does not exist) with none', async () => {
    const missing = Math.max(...ids) + 1000;
    expect(await parts.options('en-GB', 'GBP', [missing])).toEqual([]);
    expect(await parts.images('en-GB', [missing])).toEqual([]);
    expect(await parts.categories('en-GB', [missing])).toEqual([]);
  });

  it('reads more products than one statement takes in several, answering every one', async () => {
    const many = Array.from(
      { length: 600 },
      (_, i) => ids[i % ids.length]! + (i >= ids.length ? 100_000 * Math.floor(i / ids.length) : 0),
    );
    const options = await parts.options('en-GB', 'GBP', many);
    expect(byId(options)).toEqual(byId(await expectedOptions('en-GB', 'GBP', ids)));
  });
});

describe('padIds', () => {
  it('pads a list of ids to the next of a few sizes with its last id, so statements share shapes', () => {
    expect(padIds([7])).toEqual([7]);
    expect(padIds([1, 2, 3])).toEqual([1, 2, 3, 3]);
    expect(padIds(Array.from({ length: 24 }, (_, i) => i))).toHaveLength(24);
    expect(padIds(Array.from({ length: 25 }, (_, i) => i))).toHaveLength(32);
    expect(padIds(Array.from({ length: 200 }, (_, i) => i)).slice(199)).toEqual(Array(57).fill(199));
  });
});
