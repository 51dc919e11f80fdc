import { GraphQLError } from 'graphql';
import {
  optionStockStatus,
  productGallery,
  productStockStatus,
  shipsTo,
} from '@cadence/commerce/modules/catalogue/catalogue.rules';
import { parseListingQuery } from '@cadence/commerce/modules/catalogue/listing-query.rules';
import type { ProductListQuery } from '@cadence/commerce/modules/catalogue/catalogue.types';
import { toUrlKey } from '@cadence/commerce/modules/routing/routing.rules';
import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { CatalogueContext } from './catalogue.loaders';
import { prepareSearch } from './search.resolver';
import { toProductRoot, type ProductRoot } from './catalogue.mappers';
import {
  Aggregation,
  ProductFilterInput,
  ProductImage,
  ProductItem,
  ProductOptionValue,
  Products,
  ProductSortInput,
  StockStatus,
} from './product.type';

type ProductsRoot = Omit<Products, 'items' | 'aggregations'> & { items: ProductRoot[]; query: ProductListQuery };

/** A product's URL key: one path segment of lower-case letters, digits and hyphens (the length is toUrlKey's). */
const PRODUCT_URL_KEY = /^[a-z0-9][a-z0-9-]*$/;

@Resolver(() => Products)
export class ProductsResolver {
  @Query(() => Products, {
    description:
      "A page of products with filters, sort and facets, in the shopper's currency (spec: products). With `search`, the products matching it in the storefront's language (typos tolerated), best match first unless `sort` says otherwise.",
  })
  async products(
    @Ctx() ctx: CatalogueContext,
    @Arg('search', () => String, {
      nullable: true,
      description: 'Full-text search in the storefront language, 1–100 characters; facets then count over the matches.',
    })
    search?: string | null,
    @Arg('filter', () => ProductFilterInput, { nullable: true }) filter?: ProductFilterInput | null,
    @Arg('pageSize', () => Int, { nullable: true, defaultValue: 24 }) pageSize?: number,
    @Arg('currentPage', () => Int, { nullable: true, defaultValue: 1 }) currentPage?: number,
    @Arg('sort', () => ProductSortInput, { nullable: true }) sort?: ProductSortInput | null,
  ): Promise<ProductsRoot> {
    // Arguments a client can get wrong are answered with what is wrong, not silently clamped or dropped.
    const prepared = search == null ? null : await prepareSearch(ctx, search, false);
    const parsed = parseListingQuery(
      {
        categoryId: filter?.category_id ?? null,
        attributes: filter?.attributes ?? null,
        price: filter?.price ?? null,
        sort: sort ? { field: sort.field, direction: sort.direction } : null,
        currentPage,
        pageSize,
      },
      { store: ctx.store, currency: await ctx.currency(), search: prepared },
    );
    if (!parsed.ok) throw new GraphQLError(parsed.problems.join(' '), { extensions: { code: 'BAD_USER_INPUT' } });
    const { query } = parsed;
    const listing = await ctx.commerce.catalogue.listProducts(query);
    for (const item of listing.items) ctx.loaders.productById.prime(item.id, item);
    return {
      items: listing.items.map(toProductRoot),
      total_count: listing.total,
      page_info: { current_page: listing.page, page_size: listing.size, total_pages: listing.totalPages },
      suggestions: prepared?.corrected ? [{ search: prepared.corrected }] : [],
      query,
    };
  }

  @FieldResolver(() => [Aggregation])
  async aggregations(@Root() root: ProductsRoot, @Ctx() ctx: CatalogueContext): Promise<Aggregation[]> {
    return (await ctx.commerce.catalogue.facets(root.query)).map((f) => ({
      attribute_code: f.code,
      label: f.label,
      options: f.options,
    }));
  }
}

@Resolver(() => ProductItem)
export class ProductResolver {
  @Query(() => ProductItem, { nullable: true, description: 'A product (child bike, parent bike or accessory) by URL key.' })
  async product(@Ctx() ctx: CatalogueContext, @Arg('urlKey', () => String) urlKey: string): Promise<ProductRoot | null> {
    const key = toUrlKey(urlKey);
    if (key === null || !PRODUCT_URL_KEY.test(key)) return null;
    const product = await ctx.loaders.productByUrlKey.load(key);
    return product ? toProductRoot(product) : null;
  }

  @FieldResolver(() => [ProductOptionValue])
  async options(@Root() product: ProductRoot, @Ctx() ctx: CatalogueContext): Promise<ProductOptionValue[]> {
    return (await ctx.loaders.productOptions.load(product.id)).map((o) => ({
      id: o.id,
      sku: o.sku,
      option_type: o.optionType,
      value: o.value,
      label: o.label,
      is_default: o.isDefault,
      price: o.price,
      special_price: o.specialPrice,
      stock_status: StockStatus[optionStockStatus(o)],
    }));
  }

  @FieldResolver(() => [ProductImage])
  async media_gallery(@Root() product: ProductRoot, @Ctx() ctx: CatalogueContext): Promise<ProductImage[]> {
    return productGallery(await ctx.loaders.productImages.load(product.id), product.name);
  }

  @FieldResolver(() => StockStatus)
  async stock_status(@Root() product: ProductRoot, @Ctx() ctx: CatalogueContext): Promise<StockStatus> {
    return StockStatus[productStockStatus({ typeId: product.type_id }, await ctx.loaders.productOptions.load(product.id))];
  }

  @FieldResolver(() => Boolean)
  async can_ship_to_country(@Root() product: ProductRoot, @Ctx() ctx: CatalogueContext): Promise<boolean> {
    return shipsTo(product, (await ctx.shopperCountry())?.code ?? null);
  }

  @FieldResolver(() => [ProductItem])
  async builds(@Root() product: ProductRoot, @Ctx() ctx: CatalogueContext): Promise<ProductRoot[]> {
    if (product.type_id !== 'parent-bike') return [];
    return (await ctx.loaders.childProducts.load(product.id)).map(toProductRoot);
  }

  @FieldResolver(() => ProductItem, { nullable: true })
  async parent(@Root() product: ProductRoot, @Ctx() ctx: CatalogueContext): Promise<ProductRoot | null> {
    if (product.parentId === null) return null;
    const parent = await ctx.loaders.productById.load(product.parentId);
    return parent ? toProductRoot(parent) : null;
  }

  @FieldResolver(() => String, { nullable: true })
  async category_level_1(@Root() product: ProductRoot, @Ctx() ctx: CatalogueContext): Promise<string | null> {
    return categoryNameAtLevel(ctx, product.id, 1);
  }

  @FieldResolver(() => String, { nullable: true })
  async category_level_3(@Root() product: ProductRoot, @Ctx() ctx: CatalogueContext): Promise<string | null> {
    return categoryNameAtLevel(ctx, product.id, 3);
  }
}

async function categoryNameAtLevel(ctx: CatalogueContext, productId: number, level: number): Promise<string | null> {
  const found = await ctx.loaders.productCategories.load(productId);
  return found.find((c) => c.level === level)?.name ?? null;
}
