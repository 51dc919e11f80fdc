import { localised } from '@cadence/server-kit/storefronts';
import { and, asc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { KeyedQueries, PreparedQueries, UNNAMED } from '../../db/prepared-queries';
import {
  bundleSelectionPrices,
  bundleSelections,
  categories,
  categoryTranslations,
  productCategories,
  productFacetValues,
  productOptions,
  productPrices,
  products,
  productTranslations,
} from './catalogue.tables';
import { productSearch } from './search.tables';
import { applicableSpecialPrice } from './price.rules';
import { ProductParts } from './product-parts';
import type {
  BundleSelection,
  Category,
  ProductCategory,
  FacetCount,
  ListedEntity,
  Product,
  ProductImage,
  ProductList,
  ProductListQuery,
  ProductOption,
} from './catalogue.types';

/** A category's columns in the storefront's language (what `Category` holds). */
const categoryColumns = {
  id: categories.id,
  parentId: categories.parentId,
  urlKey: categories.urlKey,
  urlPath: categories.urlPath,
  level: categories.level,
  position: categories.position,
  name: categoryTranslations.name,
  description: categoryTranslations.description,
  metaTitle: categoryTranslations.metaTitle,
  metaDescription: categoryTranslations.metaDescription,
  metaKeywords: categoryTranslations.metaKeywords,
};

const productColumns = {
  id: products.id,
  sku: products.sku,
  typeId: products.typeId,
  parentId: products.parentId,
  urlKey: products.urlKey,
  manufacturer: products.manufacturer,
  attributes: products.attributes,
  bannedCountries: products.bannedCountries,
  isActive: products.isActive,
  createdAt: products.createdAt,
  name: productTranslations.name,
  subtitle: productTranslations.subtitle,
  description: productTranslations.description,
  metaTitle: productTranslations.metaTitle,
  metaDescription: productTranslations.metaDescription,
  currency: sql<string>`coalesce(${productPrices.currency}, '')`,
  price: productPrices.price,
  specialPrice: productPrices.specialPrice,
  specialFrom: productPrices.specialFrom,
  specialTo: productPrices.specialTo,
};

/**
 * The effective price of `productPrices` at the instant `at` (SQL: the listing's `now` placeholder),
 * for the price filter and sort: the same rule as `effectivePrice` (price.rules.ts), which the
 * integration test holds it to case by case.
 */
function effectivePriceAt(at: SQL): SQL {
  return sql`(case when ${productPrices.specialPrice} < ${productPrices.price}
      and (${productPrices.specialFrom} is null or ${productPrices.specialFrom} <= ${at})
      and (${productPrices.specialTo} is null or ${at} < ${productPrices.specialTo})
    then ${productPrices.specialPrice} else ${productPrices.price} end)`;
}

/** The catalogue's hot reads by lists of keys, each built once per number of keys (db/prepared-queries.ts). */
function hotQueries(db: Db) {
  /** Products in the storefront's language and a currency; the caller adds the condition. */
  const productQuery = () =>
    db
      .select(productColumns)
      .from(products)
      .innerJoin(productTranslations, listingTranslation)
      .leftJoin(productPrices, listingPrice);

  const productsByUrlKeys = (keys: Placeholder[]) =>
    productQuery()
      .where(and(inArray(products.urlKey, keys), eq(products.isActive, true)))
      .prepare(UNNAMED);
  const productsBySkus = (keys: Placeholder[]) => productQuery().where(inArray(products.sku, keys)).prepare(UNNAMED);
  const productsByIds = (keys: Placeholder[]) => productQuery().where(inArray(products.id, keys)).prepare(UNNAMED);
  const childProducts = (keys: Placeholder[]) =>
    productQuery()
      .where(and(inArray(products.parentId, keys), eq(products.isActive, true)))
      .orderBy(asc(products.id))
      .prepare(UNNAMED);

  return { productsByUrlKeys, productsBySkus, productsByIds, childProducts };
}

type HotQueries = ReturnType<typeof hotQueries>;

/** Reads the catalogue; every method answers a batch in a bounded number of statements. */
export class CatalogueRepository {
  /** @param clock what time it is, for the special-price windows (tests set it). */
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.queries = new KeyedQueries(hotQueries(db));
    this.parts = new ProductParts(db, clock);
  }

  private readonly queries: KeyedQueries<HotQueries>;
  /** Options, images and categories of products, read together (product-parts.ts). */
  private readonly parts: ProductParts;

  private categoryQuery(store: string) {
    return this.db
      .select(categoryColumns)
      .from(categories)
      .innerJoin(
        categoryTranslations,
        and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.store, store)),
      );
  }

  async findCategoriesByUrlPath(store: string, paths: readonly string[]): Promise<Category[]> {
    if (paths.length === 0) return [];
    return this.categoryQuery(store).where(and(inArray(categories.urlPath, [...paths]), eq(categories.isActive, true)));
  }

  async findCategoriesByIds(store: string, ids: readonly number[]): Promise<Category[]> {
    if (ids.length === 0) return [];
    return this.categoryQuery(store).where(inArray(categories.id, [...ids]));
  }

  async findChildCategories(store: string, parentIds: readonly number[]): Promise<Category[]> {
    if (parentIds.length === 0) return [];
    return (
      this.categoryQuery(store)
        // Parent 0 stands for the top level (categories without a parent).
        .where(and(inArray(sql`coalesce(${categories.parentId}, 0)`, [...parentIds]), eq(categories.isActive, true)))
        .orderBy(asc(categories.position))
    );
  }

  async findProductsByUrlKeys(store: string, currency: string, urlKeys: readonly string[]): Promise<Product[]> {
    if (urlKeys.length === 0) return [];
    const rows = await this.queries.run('productsByUrlKeys', urlKeys, { store, currency });
    return rows.map((row) => toProduct(row, this.clock()));
  }

  async findProductsBySkus(store: string, currency: string, skus: readonly string[]): Promise<Product[]> {
    if (skus.length === 0) return [];
    const rows = await this.queries.run('productsBySkus', skus, { store, currency });
    return rows.map((row) => toProduct(row, this.clock()));
  }

  async findProductsByIds(store: string, currency: string, ids: readonly number[]): Promise<Product[]> {
    if (ids.length === 0) return [];
    const rows = await this.queries.run('productsByIds', ids, { store, currency });
    return rows.map((row) => toProduct(row, this.clock()));
  }

  async findChildProducts(store: string, currency: string, parentIds: readonly number[]): Promise<Product[]> {
    if (parentIds.length === 0) return [];
    const rows = await this.queries.run('childProducts', parentIds, { store, currency });
    return rows.map((row) => toProduct(row, this.clock()));
  }

  /** Each product's options, priced in `currency` at this moment and labelled for `store`. */
  async findOptions(store: string, currency: string, productIds: readonly number[]): Promise<ProductOption[]> {
    if (productIds.length === 0) return [];
    return this.parts.options(store, currency, productIds);
  }

  /** The products owning option skus (sizes, colours): sku → product id. */
  async findOptionOwners(skus: readonly string[]): Promise<{ sku: string; productId: number }[]> {
    if (skus.length === 0) return [];
    return this.db
      .select({ sku: productOptions.sku, productId: productOptions.productId })
      .from(productOptions)
      .where(inArray(productOptions.sku, [...skus]));
  }

  /** Active bundle selections by sku or id, priced in `currency` (a selection without a price there is not sold there). */
  async findBundleSelections(
    store: string,
    currency: string,
    by: { skus?: readonly string[]; ids?: readonly number[] },
  ): Promise<BundleSelection[]> {
    const condition = by.skus?.length
      ? inArray(bundleSelections.sku, [...by.skus])
      : by.ids?.length
        ? inArray(bundleSelections.id, [...by.ids])
        : undefined;
    if (!condition) return [];
    return this.bundleSelectionsWhere(store, currency, condition);
  }

  /**
   * The configurator's options for a model: active selections offered for every configurator bike,
   * for its family or for the model itself, priced in `currency`.
   */
  async findConfiguratorSelections(store: string, currency: string, family: string, model: string): Promise<BundleSelection[]> {
    return this.bundleSelectionsWhere(
      store,
      currency,
      sql`(cardinality(${bundleSelections.families}) = 0 or ${bundleSelections.families} && array[${family}, ${model}]::text[])`,
    );
  }

  private async bundleSelectionsWhere(store: string, currency: string, condition: SQL): Promise<BundleSelection[]> {
    const rows = await this.db
      .select({
        id: bundleSelections.id,
        sku: bundleSelections.sku,
        kind: bundleSelections.kind,
        section: bundleSelections.section,
        families: bundleSelections.families,
        rules: bundleSelections.rules,
        code: bundleSelections.code,
        hex: bundleSelections.hex,
        labels: bundleSelections.labels,
        stockQty: bundleSelections.stockQty,
        position: bundleSelections.position,
        price: bundleSelectionPrices.price,
        specialPrice: bundleSelectionPrices.specialPrice,
        specialFrom: bundleSelectionPrices.specialFrom,
        specialTo: bundleSelectionPrices.specialTo,
      })
      .from(bundleSelections)
      .innerJoin(
        bundleSelectionPrices,
        and(eq(bundleSelectionPrices.selectionId, bundleSelections.id), eq(bundleSelectionPrices.currency, currency)),
      )
      .where(and(condition, eq(bundleSelections.isActive, true)))
      .orderBy(asc(bundleSelections.position), asc(bundleSelections.id));
    const now = this.clock();
    return rows.map(({ labels, specialFrom, specialTo, ...row }) => ({
      ...row,
      specialPrice: applicableSpecialPrice({ price: row.price, specialPrice: row.specialPrice, specialFrom, specialTo }, now),
      label: localised(labels, store, row.code),
    }));
  }

  async findImages(store: string, productIds: readonly number[]): Promise<ProductImage[]> {
    if (productIds.length === 0) return [];
    return this.parts.images(store, productIds);
  }

  /**
   * Every category and product a storefront shows (active, translated for it), in one statement:
   * what the sitemap may list.
   */
  async findListedEntities(): Promise<ListedEntity[]> {
    const rows = await this.db.execute<{ entity_type: ListedEntity['entityType']; id: number; store: string }>(sql`
      select 'category' as entity_type, c.id, ct.store
        from ${categories} c join ${categoryTranslations} ct on ct.category_id = c.id
        where c.is_active
      union all
      select p.type_id, p.id, pt.store
        from ${products} p join ${productTranslations} pt on pt.product_id = p.id
        where p.is_active`);
    const list =
      (rows as unknown as { rows?: { entity_type: ListedEntity['entityType']; id: number; store: string }[] }).rows ?? [];
    return list.map((r) => ({ entityType: r.entity_type, id: Number(r.id), store: r.store }));
  }

  /**
   * Each product's categories in the storefront's language, in one statement: what a product card's
   * category levels read (by product, then level, then id: the same answer every time).
   */
  async findProductCategories(
    store: string,
    productIds: readonly number[],
  ): Promise<{ productId: number; category: ProductCategory }[]> {
    if (productIds.length === 0) return [];
    return this.parts.categories(store, productIds);
  }

  /**
   * Category ids of each product, whatever the storefront (coupon restrictions by category, for the
   * cart); a card's category names come from `findProductCategories`.
   */
  async findProductCategoryIds(productIds: readonly number[]): Promise<{ productId: number; categoryId: number }[]> {
    if (productIds.length === 0) return [];
    return this.db
      .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
      .from(productCategories)
      .where(inArray(productCategories.productId, [...productIds]));
  }

  /**
   * The listing's conditions, with a placeholder for every value (`listingValues` fills them). With
   * `facetKey` (the facet row's attribute column) each attribute's own filter is left out of its own
   * counts ("disjunctive" facets): choosing "red" still shows how many blue products there are,
   * since values within an attribute are OR-ed.
   */
  private listingConditions(query: ProductListQuery, facetKey?: SQL): SQL[] {
    const effectivePrice = effectivePriceAt(sql`${sql.placeholder('now')}::timestamptz`);
    const conditions: SQL[] = [eq(products.isActive, true), sql`${productPrices.price} is not null`];
    // An open side of the range is no condition on that side (listing-query.rules.ts).
    if (query.price?.from != null) conditions.push(sql`${effectivePrice} >= ${sql.placeholder('priceFrom')}`);
    if (query.price?.to != null) conditions.push(sql`${effectivePrice} <= ${sql.placeholder('priceTo')}`);
    if (query.categoryId !== null) {
      conditions.push(
        sql`exists (select 1 from ${productCategories} pc where pc.product_id = ${products.id} and pc.category_id = ${sql.placeholder('category')})`,
      );
    }
    if (query.search) {
      conditions.push(
        sql`exists (select 1 from ${productSearch} ps where ps.product_id = ${products.id} and ps.store = ${sql.placeholder('store')}
          and ps.document @@ to_tsquery(${sql.placeholder('searchConfig')}::regconfig, ${sql.placeholder('tsquery')}))`,
      );
    }
    for (const code of filterCodes(query)) {
      // Values are OR-ed within an attribute and attributes AND-ed, as shoppers expect of facets;
      // a product's values are the facet counts' own (product_facet_values), one definition for both.
      const [name, values] = [sql.placeholder(`code_${code}`), sql.placeholder(`values_${code}`)];
      const matches = sql`exists (select 1 from ${productFacetValues} pf where pf.product_id = ${products.id}
          and pf.code = ${name} and pf.value = any(string_to_array(${values}, ',')))`;
      conditions.push(facetKey ? sql`(${facetKey} = ${name} or ${matches})` : matches);
    }
    return conditions;
  }

  /** What a listing is ordered by before the id (ties go to the lower id), and which way. */
  private listingOrder(query: ProductListQuery): { key: SQL; dir: SQL } {
    const dir = query.sort.direction === 'desc' ? sql`desc` : sql`asc`;
    switch (query.sort.field) {
      case 'price':
        return { key: effectivePriceAt(sql`${sql.placeholder('now')}::timestamptz`), dir };
      case 'name':
        return { key: sql`${productTranslations.name}`, dir };
      case 'newest':
        return { key: sql`${products.createdAt}`, dir: sql`desc` };
      case 'relevance':
        // Weighted rank (name over subtitle, brand and categories over specifications over
        // description); without a search there is nothing to rank, so the catalogue order applies.
        return query.search
          ? {
              key: sql`(select ts_rank(ps.document, to_tsquery(${sql.placeholder('searchConfig')}::regconfig, ${sql.placeholder('tsquery')}))
                from ${productSearch} ps where ps.product_id = ${products.id} and ps.store = ${sql.placeholder('store')})`,
              dir,
            }
          : { key: sql`${products.id}`, dir: sql`asc` };
      default:
        return query.categoryId !== null
          ? {
              key: sql`(select min(pc.position) from ${productCategories} pc where pc.product_id = ${products.id} and pc.category_id = ${sql.placeholder('category')})`,
              dir,
            }
          : { key: sql`${products.id}`, dir };
    }
  }

  /**
   * One page of a listing with the total, in one statement: the matching products are ordered and
   * cut to the page by their ids and sort keys alone, and only the page's rows are read whole. Reading
   * every match whole before the cut (names, descriptions, prices) cost PostgreSQL 1.5 ms of a
   * 107-product category's 3.2 ms per listing; this way 0.65 ms.
   */
  private listingPage(query: ProductListQuery) {
    const { key, dir } = this.listingOrder(query);
    const page = this.db
      .select({
        id: products.id,
        total: sql<number>`(count(*) over ())::int`.as(PAGE_TOTAL),
        sortKey: sql`${key}`.as(PAGE_SORT_KEY),
      })
      .from(products)
      .innerJoin(productTranslations, listingTranslation)
      .leftJoin(productPrices, listingPrice)
      .where(and(...this.listingConditions(query)))
      // By the output's name, so the key is computed once per product.
      .orderBy(sql`${sql.identifier(PAGE_SORT_KEY)} ${dir}`, asc(products.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as(PAGE);
    // The page's own columns are named with the page's alias: drizzle writes an aliased column of a
    // subquery by its bare name, which a same-named column of the tables joined to it would make ambiguous.
    const pageColumn = (name: string) => sql`${sql.identifier(PAGE)}.${sql.identifier(name)}`;
    return this.db
      .select({ ...productColumns, total: sql<number>`${pageColumn(PAGE_TOTAL)}` })
      .from(page)
      .innerJoin(products, eq(products.id, page.id))
      .innerJoin(productTranslations, listingTranslation)
      .leftJoin(productPrices, listingPrice)
      .orderBy(sql`${pageColumn(PAGE_SORT_KEY)} ${dir}`, asc(page.id))
      .prepare(UNNAMED);
  }

  private readonly listingPages = new PreparedQueries<ReturnType<CatalogueRepository['listingPage']>>();
  private readonly listingCounts = new PreparedQueries<ReturnType<CatalogueRepository['listingCount']>>();
  private readonly facetCounts = new PreparedQueries<ReturnType<CatalogueRepository['facetQuery']>>();

  private listingCount(query: ProductListQuery) {
    return this.db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .innerJoin(productTranslations, listingTranslation)
      .leftJoin(productPrices, listingPrice)
      .where(and(...this.listingConditions(query)))
      .prepare(UNNAMED);
  }

  /** One page of a listing and the total, in one statement. */
  async listProducts(query: ProductListQuery): Promise<ProductList> {
    const now = this.clock();
    const values = listingValues(query, now);
    const rows = await this.listingPages.get(listingShape(query), () => this.listingPage(query)).execute(values);
    if (rows.length === 0 && query.page > 1) {
      const [counted] = await this.listingCounts.get(listingShape(query), () => this.listingCount(query)).execute(values);
      return { items: [], total: counted?.total ?? 0 };
    }
    return { items: rows.map((row) => toProduct(row, now)), total: rows[0]?.total ?? 0 };
  }

  private facetQuery(query: ProductListQuery) {
    return this.db
      .select({
        code: productFacetValues.code,
        value: productFacetValues.value,
        count: sql<number>`count(*)::int`,
        label: sql<string | null>`case when ${productFacetValues.code} = 'manufacturer' then min(${products.manufacturer}) end`,
      })
      .from(products)
      .innerJoin(productTranslations, listingTranslation)
      .leftJoin(productPrices, listingPrice)
      .innerJoin(productFacetValues, eq(productFacetValues.productId, products.id))
      .where(and(...this.listingConditions(query, sql`${productFacetValues.code}`)))
      .groupBy(productFacetValues.code, productFacetValues.value)
      .orderBy(productFacetValues.code, sql`count(*) desc`, productFacetValues.value)
      .prepare(UNNAMED);
  }

  /**
   * Value counts of every filter attribute over the current selection, in one statement; each
   * attribute counted without its own filter. Manufacturer values carry the brand's display name.
   */
  async facets(query: ProductListQuery): Promise<FacetCount[]> {
    const shape = listingShape({ ...query, sort: { field: 'position', direction: 'asc' } });
    return this.facetCounts.get(shape, () => this.facetQuery(query)).execute(listingValues(query, this.clock()));
  }
}

/** The listing page's subquery and the two columns it adds to the product's id (listingPage). */
const PAGE = 'page';
const PAGE_TOTAL = 'total';
const PAGE_SORT_KEY = 'sort_key';

/** A product's name in the storefront's language and its price in the shopper's currency (placeholders `store`, `currency`). */
const listingTranslation = and(
  eq(productTranslations.productId, products.id),
  eq(productTranslations.store, sql.placeholder('store')),
);
const listingPrice = and(eq(productPrices.productId, products.id), eq(productPrices.currency, sql.placeholder('currency')));

/** The filter attributes a listing filters by, in one order (a query's shape must not depend on key order). */
const filterCodes = (query: ProductListQuery): (keyof ProductListQuery['filters'])[] =>
  (Object.keys(query.filters) as (keyof ProductListQuery['filters'])[]).filter((code) => query.filters[code]?.length).sort();

/** What makes a listing's SQL text differ: the sort and which conditions are present, never their values. */
function listingShape(query: ProductListQuery): string {
  const { sort, categoryId, search, price } = query;
  const priceSides = `${price?.from != null}/${price?.to != null}`;
  return [sort.field, sort.direction, categoryId !== null, search !== null, priceSides, ...filterCodes(query)].join('|');
}

/** The values of a listing's placeholders. */
function listingValues(query: ProductListQuery, now: Date): Record<string, unknown> {
  const values: Record<string, unknown> = {
    store: query.store,
    currency: query.currency,
    now: now.toISOString(),
    category: query.categoryId,
    priceFrom: query.price?.from ?? null,
    priceTo: query.price?.to ?? null,
    searchConfig: query.search?.config ?? null,
    tsquery: query.search?.tsquery ?? null,
    limit: query.size,
    offset: (query.page - 1) * query.size,
  };
  for (const code of filterCodes(query)) {
    values[`code_${code}`] = code;
    values[`values_${code}`] = query.filters[code]!.join(',');
  }
  return values;
}

type ProductRow = Omit<Product, 'price' | 'specialPrice'> & {
  price: number | null;
  specialPrice: number | null;
  specialFrom: Date | null;
  specialTo: Date | null;
};

/** A product as shoppers see it at `now`: `specialPrice` only when it applies (price.rules.ts). */
function toProduct(row: ProductRow, now: Date): Product {
  return {
    id: row.id,
    sku: row.sku,
    typeId: row.typeId,
    parentId: row.parentId,
    urlKey: row.urlKey,
    manufacturer: row.manufacturer,
    attributes: row.attributes,
    bannedCountries: row.bannedCountries,
    isActive: row.isActive,
    createdAt: row.createdAt,
    name: row.name,
    subtitle: row.subtitle,
    description: row.description,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    currency: row.currency,
    price: row.price,
    specialPrice: row.price === null ? null : applicableSpecialPrice({ ...row, price: row.price }, now),
  };
}
