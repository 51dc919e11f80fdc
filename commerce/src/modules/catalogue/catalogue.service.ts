import { ttlBatchMemo, ttlMemo } from '../../shared/ttl-cache';
import { attributeLabel, facetValueLabel } from './catalogue.facet-labels';
import { listingKey } from './listing-query.rules';
import type { Db } from '../../db/client';
import type { CatalogueRepository } from './catalogue.repository';
import { StockRepository } from './stock.repository';
import { compareSizes, isBundleSelectionSku, isSold, sortOptions } from './catalogue.rules';
import type {
  BundleSelection,
  Category,
  ProductCategory,
  FacetCount,
  ListedEntity,
  Product,
  ProductImage,
  ProductListQuery,
  ProductOption,
  Sellable,
  StockNeed,
} from './catalogue.types';

export type Listing = { items: Product[]; total: number; page: number; size: number; totalPages: number };

/** A filter attribute's values with their counts and labels in the storefront's language (spec §9 facets). */
export type Facet = { code: string; label: string; options: { value: string; label: string; count: number }[] };

const groupBy = <T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> => {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = map.get(k);
    if (group) group.push(item);
    else map.set(k, [item]);
  }
  return map;
};

/** Loads "scope…|id" keys one scope at a time (one statement per scope), answering in key order. */
async function loadScoped<V>(keys: readonly string[], load: (scope: string[], ids: number[]) => Promise<V[]>): Promise<V[]> {
  const byScope = groupBy(keys, (k) => k.slice(0, k.lastIndexOf('|')));
  const found = new Map<string, V>();
  for (const [scope, scoped] of byScope) {
    const ids = scoped.map((k) => Number(k.slice(k.lastIndexOf('|') + 1)));
    const values = await load(scope.split('|'), ids);
    ids.forEach((id, i) => found.set(`${scope}|${id}`, values[i] as V));
  }
  return keys.map((k) => found.get(k) as V);
}

/** Categories, product listings with filters and facets, and products, in the shopper's currency. */
export class CatalogueService {
  private readonly listing: (query: ProductListQuery) => Promise<{ items: Product[]; total: number }>;
  private readonly facetCounts: (query: ProductListQuery) => Promise<FacetCount[]>;
  private readonly optionsFor: (keys: readonly string[]) => Promise<ProductOption[][]>;
  private readonly imagesFor: (keys: readonly string[]) => Promise<ProductImage[][]>;
  private readonly productsFor: (keys: readonly string[]) => Promise<(Product | null)[]>;
  private readonly categoryIdsFor: (productIds: readonly number[]) => Promise<number[][]>;
  private readonly categoriesFor: (keys: readonly string[]) => Promise<ProductCategory[][]>;

  /**
   * @param listingTtlMs how long a listing page and its facets are memoised per query (the same
   * page is asked for by every shopper browsing a category); 0 disables it.
   */
  constructor(
    private readonly repository: CatalogueRepository,
    listingTtlMs = 0,
  ) {
    this.listing = ttlMemo((query: ProductListQuery) => repository.listProducts(query), listingTtlMs, { keyOf: listingKey });
    this.facetCounts = ttlMemo((query: ProductListQuery) => repository.facets(query), listingTtlMs, { keyOf: listingKey });
    // Options and images are read for every product card; keys are "store|currency|id" and
    // "store|id", loaded per scope in one statement.
    this.optionsFor = ttlBatchMemo(
      (keys: string[]) =>
        loadScoped(keys, async ([store = '', currency = ''], ids) => {
          const byProduct = groupBy(await repository.findOptions(store, currency, ids), (o) => o.productId);
          return ids.map((id) => sortOptions(byProduct.get(id) ?? []));
        }),
      listingTtlMs,
    );
    // Products by id (carts, orders and entity references read them on every request) and their
    // categories (coupon restrictions): "store|currency|id" and id keys, one statement per scope.
    this.productsFor = ttlBatchMemo(
      (keys: string[]) =>
        loadScoped(keys, async ([store = '', currency = ''], ids) => {
          const found = new Map(
            (await repository.findProductsByIds(store, currency, ids)).map((p) => [p.id, { ...p, currency }]),
          );
          return ids.map((id) => found.get(id) ?? null);
        }),
      listingTtlMs,
    );
    this.categoryIdsFor = ttlBatchMemo(async (ids: number[]) => {
      const byProduct = groupBy(await repository.findProductCategoryIds(ids), (r) => r.productId);
      return ids.map((id) => (byProduct.get(id) ?? []).map((r) => r.categoryId));
    }, listingTtlMs);
    // A product card's categories: "store|id" keys, one statement per storefront.
    this.categoriesFor = ttlBatchMemo(
      (keys: string[]) =>
        loadScoped(keys, async ([store = ''], ids) => {
          const byProduct = groupBy(await repository.findProductCategories(store, ids), (r) => r.productId);
          return ids.map((id) => (byProduct.get(id) ?? []).map((r) => r.category));
        }),
      listingTtlMs,
    );
    this.imagesFor = ttlBatchMemo(
      (keys: string[]) =>
        loadScoped(keys, async ([store = ''], ids) => {
          const byProduct = groupBy(await repository.findImages(store, ids), (i) => i.productId);
          return ids.map((id) => byProduct.get(id) ?? []);
        }),
      listingTtlMs,
    );
  }

  /** One page of products matching the query, with totals. */
  async listProducts(query: ProductListQuery): Promise<Listing> {
    const { items, total } = await this.listing(query);
    return {
      items: items.map((p) => ({ ...p, currency: query.currency })),
      total,
      page: query.page,
      size: query.size,
      totalPages: Math.ceil(total / query.size),
    };
  }

  /**
   * The listing's facets: each attribute's values with counts, labelled in the storefront's
   * language (brand names as the data spells them), sizes in size order.
   */
  async facets(query: ProductListQuery): Promise<Facet[]> {
    const byCode = new Map<string, Facet>();
    for (const { code, value, count, label } of await this.facetCounts(query)) {
      const facet = byCode.get(code) ?? { code, label: attributeLabel(code, query.store), options: [] };
      facet.options.push({ value, count, label: facetValueLabel(code, value, query.store, label) });
      byCode.set(code, facet);
    }
    byCode.get('by_size')?.options.sort((a, b) => compareSizes(a.value, b.value));
    return [...byCode.values()];
  }

  async categoriesByUrlPath(store: string, paths: readonly string[]): Promise<(Category | null)[]> {
    const found = new Map((await this.repository.findCategoriesByUrlPath(store, paths)).map((c) => [c.urlPath, c]));
    return paths.map((p) => found.get(p) ?? null);
  }

  async categoriesByIds(store: string, ids: readonly number[]): Promise<(Category | null)[]> {
    const found = new Map((await this.repository.findCategoriesByIds(store, ids)).map((c) => [c.id, c]));
    return ids.map((id) => found.get(id) ?? null);
  }

  /** Subcategories per parent id; parent 0 gives the top-level categories. */
  async childCategories(store: string, parentIds: readonly number[]): Promise<Category[][]> {
    const byParent = groupBy(await this.repository.findChildCategories(store, parentIds), (c) => c.parentId ?? 0);
    return parentIds.map((id) => byParent.get(id) ?? []);
  }

  async productsByUrlKeys(store: string, currency: string, keys: readonly string[]): Promise<(Product | null)[]> {
    const found = new Map(
      (await this.repository.findProductsByUrlKeys(store, currency, keys)).map((p) => [p.urlKey, { ...p, currency }]),
    );
    return keys.map((k) => found.get(k) ?? null);
  }

  async productsBySkus(store: string, currency: string, skus: readonly string[]): Promise<(Product | null)[]> {
    const found = new Map(
      (await this.repository.findProductsBySkus(store, currency, skus)).map((p) => [p.sku, { ...p, currency }]),
    );
    return skus.map((s) => found.get(s) ?? null);
  }

  productsByIds(store: string, currency: string, ids: readonly number[]): Promise<(Product | null)[]> {
    return this.productsFor(ids.map((id) => `${store}|${currency}|${id}`));
  }

  /** A parent bike's builds, per parent id. */
  async childProducts(store: string, currency: string, parentIds: readonly number[]): Promise<Product[][]> {
    const byParent = groupBy(await this.repository.findChildProducts(store, currency, parentIds), (p) => p.parentId);
    return parentIds.map((id) => (byParent.get(id) ?? []).map((p) => ({ ...p, currency })));
  }

  /** Each product's options, default first then cheapest (spec §9). */
  options(store: string, currency: string, productIds: readonly number[]): Promise<ProductOption[][]> {
    return this.optionsFor(productIds.map((id) => `${store}|${currency}|${id}`));
  }

  /** Each product's images in display order. */
  images(store: string, productIds: readonly number[]): Promise<ProductImage[][]> {
    return this.imagesFor(productIds.map((id) => `${store}|${id}`));
  }

  /** Every category and product each storefront shows (active and translated for it). */
  /**
   * What each sku sells, in key order (null when nothing active sells under it here): a product
   * sku, an option sku (with its product and every option of it), or a bundle selection sku.
   * Four statements for any number of skus.
   */
  async sellablesBySkus(store: string, currency: string, skus: readonly string[]): Promise<(Sellable | null)[]> {
    const unique = [...new Set(skus)];
    const [direct, owners, selections] = await Promise.all([
      this.repository.findProductsBySkus(store, currency, unique),
      this.repository.findOptionOwners(unique),
      this.repository.findBundleSelections(store, currency, { skus: unique.filter(isBundleSelectionSku) }),
    ]);
    const productIds = [...new Set([...direct.map((p) => p.id), ...owners.map((o) => o.productId)])];
    const [owning, options] = await Promise.all([
      this.repository.findProductsByIds(
        store,
        currency,
        owners.map((o) => o.productId).filter((id) => !direct.some((p) => p.id === id)),
      ),
      this.repository.findOptions(store, currency, productIds),
    ]);
    const productsById = new Map([...direct, ...owning].map((p) => [p.id, p]));
    return skus.map((sku): Sellable | null => {
      const selection = selections.find((s) => s.sku === sku);
      if (selection) return { kind: 'selection', sku, selection };
      const owner = owners.find((o) => o.sku === sku);
      const product = owner ? productsById.get(owner.productId) : direct.find((p) => p.sku === sku);
      if (!product || !isSold(product)) return null;
      const productOptions = sortOptions(options.filter((o) => o.productId === product.id));
      return {
        kind: 'product',
        sku,
        product,
        option: productOptions.find((o) => o.sku === sku) ?? null,
        options: productOptions,
      };
    });
  }

  /** Bundle selections by id in key order (the cart reads its colour items with these). */
  async bundleSelectionsByIds(store: string, currency: string, ids: readonly number[]): Promise<(BundleSelection | null)[]> {
    const found = await this.repository.findBundleSelections(store, currency, { ids: [...new Set(ids)] });
    return ids.map((id) => found.find((s) => s.id === id) ?? null);
  }

  listedEntities(): Promise<ListedEntity[]> {
    return this.repository.findListedEntities();
  }

  /**
   * Takes an order's units inside its transaction (`db`), in a fixed order (options, then
   * selections, by id) so two orders never wait on each other in a circle. Answers the first need
   * there is not enough left of, or null when every unit was taken; the caller rolls back then.
   */
  async takeStock(db: Db, needs: readonly StockNeed[]): Promise<StockNeed | null> {
    const stock = new StockRepository(db);
    const ordered = [...needs].sort(
      (a, b) =>
        Number(a.optionId === null) - Number(b.optionId === null) ||
        (a.optionId ?? a.selectionId ?? 0) - (b.optionId ?? b.selectionId ?? 0),
    );
    for (const need of ordered) {
      if (!(await stock.take(need))) return need;
    }
    return null;
  }

  /** Gives back stock an order took and did not complete (inside the caller's transaction). */
  async returnStock(db: Db, needs: readonly Pick<StockNeed, 'optionId' | 'selectionId' | 'quantity'>[]): Promise<void> {
    const stock = new StockRepository(db);
    for (const need of needs) await stock.give(need);
  }

  /** Each product's categories in the storefront's language, ordered by level (product cards' category levels). */
  productCategories(store: string, productIds: readonly number[]): Promise<ProductCategory[][]> {
    return this.categoriesFor(productIds.map((id) => `${store}|${id}`));
  }

  /** Each product's category ids, whatever the storefront (the cart's coupon restrictions). */
  productCategoryIds(productIds: readonly number[]): Promise<number[][]> {
    return this.categoryIdsFor(productIds);
  }
}
