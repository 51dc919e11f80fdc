import { localised } from '@cadence/server-kit/storefronts';
import DataLoader from 'dataloader';
import { getTableColumns, getTableName, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { KeyedQueries, UNNAMED } from '../../db/prepared-queries';
import {
  categories,
  categoryTranslations,
  productCategories,
  productImages,
  productOptionPrices,
  productOptions,
  productPrices,
} from './catalogue.tables';
import { applicableSpecialPrice } from './price.rules';
import type { ProductCategory, ProductImage, ProductOption } from './catalogue.types';

/**
 * What a product card or page shows besides the product's own row: its options (sizes, colours,
 * with prices and stock), its images and its categories. A listing asks for all three for each of
 * its products at once (a card's price, stock status, picture and category levels).
 */
export type ProductPart = 'options' | 'images' | 'categories';

const PARTS: readonly ProductPart[] = ['options', 'images', 'categories'];

type OptionRow = {
  id: number;
  productId: number;
  sku: string;
  optionType: ProductOption['optionType'];
  value: string;
  labels: Record<string, string>;
  isDefault: boolean;
  stockQty: number;
  position: number;
  optionPrice: number | null;
  optionSpecial: number | null;
  optionSpecialFrom: string | null;
  optionSpecialTo: string | null;
  productPrice: number | null;
  productSpecial: number | null;
  productSpecialFrom: string | null;
  productSpecialTo: string | null;
};
type ImageRow = Omit<ProductImage, 'alt'> & { alt: Record<string, string> };
type CategoryRow = ProductCategory & { productId: number };

/** An option's columns with its own price and its product's (`OptionRow`). */
const optionColumns = {
  id: productOptions.id,
  productId: productOptions.productId,
  sku: productOptions.sku,
  optionType: productOptions.optionType,
  value: productOptions.value,
  labels: productOptions.labels,
  isDefault: productOptions.isDefault,
  stockQty: productOptions.stockQty,
  position: productOptions.position,
  optionPrice: productOptionPrices.price,
  optionSpecial: productOptionPrices.specialPrice,
  optionSpecialFrom: productOptionPrices.specialFrom,
  optionSpecialTo: productOptionPrices.specialTo,
  productPrice: productPrices.price,
  productSpecial: productPrices.specialPrice,
  productSpecialFrom: productPrices.specialFrom,
  productSpecialTo: productPrices.specialTo,
};

/**
 * A column with its table's name: in a statement without a FROM table of its own, Drizzle writes a
 * column without its table, which subqueries joining tables with the same column names cannot have.
 */
const col = (column: AnyPgColumn): SQL => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** `json_build_object` of `fields`, keyed as named there (our own identifiers, written as literals). */
const jsonObject = (fields: Record<string, AnyPgColumn>): SQL =>
  sql`json_build_object(${sql.join(
    Object.entries(fields).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${col(column)}`),
    sql`, `,
  )})`;

/**
 * Each part's rows as one JSON array (keys as the row types name them), for the products `ids`.
 * The options' product prices are limited to `ids` too, though the join implies it: without it
 * PostgreSQL read every product's price in the currency (a sequential scan of the price table, 348
 * rows of 7,656 on the peer bench's catalogue) to join 10 options; with it, their index. A listing's
 * parts statement: 0.77 -> 0.40 ms (EXPLAIN ANALYZE, generic plan, warm).
 */
function partColumns(ids: SQL): Record<ProductPart, SQL> {
  const currency = sql.placeholder('currency');
  return {
    options: sql`(select coalesce(json_agg(${jsonObject(optionColumns)} order by ${col(productOptions.position)}), '[]'::json)
      from ${productOptions}
      left join ${productOptionPrices} on ${col(productOptionPrices.optionId)} = ${col(productOptions.id)}
        and ${col(productOptionPrices.currency)} = ${currency}
      left join ${productPrices} on ${col(productPrices.productId)} = ${col(productOptions.productId)}
        and ${col(productPrices.currency)} = ${currency}
        and ${col(productPrices.productId)} in (${ids})
      where ${col(productOptions.productId)} in (${ids}))`,
    images: sql`(select coalesce(json_agg(${jsonObject(getTableColumns(productImages))} order by ${col(productImages.position)}), '[]'::json)
      from ${productImages}
      where ${col(productImages.productId)} in (${ids}))`,
    categories: sql`(select coalesce(json_agg(${jsonObject({ productId: productCategories.productId, id: categories.id, level: categories.level, name: categoryTranslations.name })}
        order by ${col(productCategories.productId)}, ${col(categories.level)}, ${col(categories.id)}), '[]'::json)
      from ${productCategories}
      join ${categories} on ${col(categories.id)} = ${col(productCategories.categoryId)}
      join ${categoryTranslations} on ${col(categoryTranslations.categoryId)} = ${col(categories.id)}
        and ${col(categoryTranslations.store)} = ${sql.placeholder('store')}
      where ${col(productCategories.productId)} in (${ids}))`,
  };
}

/** Every non-empty combination of parts, by name ("options+images"), each read by one statement. */
function partQueries(db: Db) {
  const builders: Record<string, (keys: Placeholder[]) => { execute(values: Record<string, unknown>): Promise<unknown> }> = {};
  for (let mask = 1; mask < 1 << PARTS.length; mask++) {
    const parts = PARTS.filter((_, i) => mask & (1 << i));
    builders[parts.join('+')] = (keys) => {
      const columns = partColumns(sql.join(keys, sql`, `));
      return db
        .select(Object.fromEntries(parts.map((part) => [part, columns[part]])))
        .from(sql`(select 1) as one`)
        .prepare(UNNAMED);
    };
  }
  return builders;
}

/** Sizes a statement's list of product ids is padded to, so concurrent requests share a few shapes. */
const ID_LIST_SIZES = [1, 2, 4, 8, 12, 16, 24, 32, 48, 64, 96, 128, 192, 256] as const;
/** The most products one statement reads (the largest size above); more are read in several. */
const MAX_IDS = 256;

/** `ids` (not empty, at most MAX_IDS) padded with its last id to the next size. */
export function padIds(ids: readonly number[]): number[] {
  const size = ID_LIST_SIZES.find((s) => s >= ids.length) ?? ids.length;
  return [...ids, ...Array<number>(size - ids.length).fill(ids[ids.length - 1]!)];
}

type PartKey = { part: ProductPart; store: string; currency: string; productId: number };
type PartValue = ProductOption[] | ProductImage[] | { productId: number; category: ProductCategory }[];

/**
 * Reads products' options, images and categories, one statement for everything asked for in the
 * same turn of the event loop: a listing's cards ask for all three parts of 24 products through
 * three loaders, which used to be three statements (three connections taken from the pool, three
 * round trips); now they are one, each part a JSON array. Requests from concurrent shoppers in the
 * same turn share the statement too. Options are priced in the asked currency and labelled, like
 * images and categories, in the asked storefront's language.
 */
export class ProductParts {
  private readonly queries: KeyedQueries<ReturnType<typeof partQueries>>;
  private readonly loader: DataLoader<PartKey, PartValue>;

  constructor(
    db: Db,
    private readonly clock: () => Date,
  ) {
    this.queries = new KeyedQueries(partQueries(db));
    // Not a cache (every call reads the database; the service's memos cache), only a batch: what is
    // asked for before the next turn of the event loop (after the GraphQL executor's loaders have
    // all dispatched their batches) goes into one statement.
    this.loader = new DataLoader((keys) => this.load(keys), {
      cache: false,
      batchScheduleFn: (dispatch) => setImmediate(dispatch),
    });
  }

  async options(store: string, currency: string, productIds: readonly number[]): Promise<ProductOption[]> {
    return (await this.read('options', store, currency, productIds)) as ProductOption[];
  }

  async images(store: string, productIds: readonly number[]): Promise<ProductImage[]> {
    return (await this.read('images', store, '', productIds)) as ProductImage[];
  }

  async categories(store: string, productIds: readonly number[]): Promise<{ productId: number; category: ProductCategory }[]> {
    return (await this.read('categories', store, '', productIds)) as { productId: number; category: ProductCategory }[];
  }

  private async read(part: ProductPart, store: string, currency: string, productIds: readonly number[]) {
    const values = await Promise.all(
      [...new Set(productIds)].map((productId) => this.loader.load({ part, store, currency, productId })),
    );
    return values.flat();
  }

  /**
   * One statement per storefront and option currency (images and categories go with the first),
   * and per MAX_IDS products; each key answered with its product's rows of its part.
   */
  private async load(keys: readonly PartKey[]): Promise<PartValue[]> {
    const found = new Map<string, PartValue>();
    const at = (part: ProductPart, store: string, currency: string, productId: number) =>
      `${part}|${store}|${part === 'options' ? currency : ''}|${productId}`;
    const byStore = new Map<string, PartKey[]>();
    for (const key of keys) {
      const same = byStore.get(key.store);
      if (same) same.push(key);
      else byStore.set(key.store, [key]);
    }
    const reads: Promise<void>[] = [];
    for (const [store, storeKeys] of byStore) {
      const currencies = [...new Set(storeKeys.filter((k) => k.part === 'options').map((k) => k.currency))];
      const groups = (currencies.length ? currencies : ['']).map((currency, i) =>
        storeKeys.filter((k) => (k.part === 'options' ? k.currency === currency : i === 0)),
      );
      groups.forEach((group, i) => {
        const currency = currencies[i] ?? '';
        const ids = [...new Set(group.map((k) => k.productId))];
        const parts = PARTS.filter((part) => group.some((k) => k.part === part));
        for (let from = 0; from < ids.length; from += MAX_IDS) {
          const chunk = ids.slice(from, from + MAX_IDS);
          reads.push(
            this.readParts(parts, store, currency, chunk).then((rows) => {
              for (const part of parts) {
                const byProduct = new Map<number, unknown[]>(chunk.map((id) => [id, []]));
                for (const row of rows[part]) byProduct.get(row.productId)?.push(row);
                for (const [id, list] of byProduct) found.set(at(part, store, currency, id), list as PartValue);
              }
            }),
          );
        }
      });
    }
    await Promise.all(reads);
    return keys.map((k) => found.get(at(k.part, k.store, k.currency, k.productId)) ?? []);
  }

  private async readParts(
    parts: readonly ProductPart[],
    store: string,
    currency: string,
    ids: number[],
  ): Promise<Record<ProductPart, { productId: number }[]>> {
    const [row] = (await this.queries.run(parts.join('+'), padIds(ids), { store, currency })) as Partial<
      Record<ProductPart, unknown[] | string>
    >[];
    const now = this.clock();
    const json = <T>(value: unknown[] | string | undefined): T[] =>
      (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as T[];
    return {
      options: json<OptionRow>(row?.options).map((r) => toOption(r, store, now)),
      images: json<ImageRow>(row?.images).map((r) => ({ ...r, alt: localised(r.alt, store, '') })),
      categories: json<CategoryRow>(row?.categories).map(({ productId, ...category }) => ({ productId, category })),
    };
  }
}

const date = (value: string | null): Date | null => (value === null ? null : new Date(value));

/** An option as shoppers see it at `now`: priced (its own price, else its product's) and labelled. */
function toOption(r: OptionRow, store: string, now: Date): ProductOption {
  // An option without its own price costs what its product costs.
  const own = r.optionPrice !== null;
  const price = own ? r.optionPrice! : (r.productPrice ?? 0);
  const special = applicableSpecialPrice(
    own
      ? { price, specialPrice: r.optionSpecial, specialFrom: date(r.optionSpecialFrom), specialTo: date(r.optionSpecialTo) }
      : { price, specialPrice: r.productSpecial, specialFrom: date(r.productSpecialFrom), specialTo: date(r.productSpecialTo) },
    now,
  );
  return {
    id: r.id,
    productId: r.productId,
    sku: r.sku,
    optionType: r.optionType,
    value: r.value,
    label: localised(r.labels, store, r.value),
    isDefault: r.isDefault,
    stockQty: r.stockQty,
    position: r.position,
    price,
    specialPrice: special,
  };
}
