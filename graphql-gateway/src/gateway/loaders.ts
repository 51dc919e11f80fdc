import type { Commerce } from '@cadence/commerce/commerce';
import type { Category, Product, ProductImage, ProductOption } from '@cadence/commerce/modules/catalogue/catalogue.types';
import type {
  BikeGeometry,
  ProductLinks,
  ProductSpecification,
  SizeGuideEntry,
} from '@cadence/commerce/modules/catalogue/product-detail.types';
import type { CmsPage } from '@cadence/commerce/modules/content/content.types';
import type { BlogCategory, BlogNeighbours, BlogPost, BlogTag } from '@cadence/commerce/modules/content/blog.types';
import type { UrlInfo } from '@cadence/commerce/modules/routing/routing.types';
import type { Country } from '@cadence/commerce/modules/store/store.types';
import type { CustomerAddress } from '@cadence/commerce/modules/customer/customer.types';
import type { OrderItem } from '@cadence/commerce/modules/orders/orders.types';
import DataLoader from 'dataloader';

/**
 * Per-request DataLoaders: every list field and every __resolveReference goes through one, so a
 * request costs a bounded number of statements however many entities it touches.
 */
export type Loaders = {
  countryByCode: DataLoader<string, Country | null>;
  cmsPage: DataLoader<{ store: string; identifier: string }, CmsPage | null, string>;
  urlInfo: DataLoader<{ store: string; urlKey: string }, UrlInfo, string>;
  /** Feature flags by key: one read per request however many fields ask. */
  featureEnabled: DataLoader<string, boolean>;
  categoryByUrlPath: DataLoader<string, Category | null>;
  categoryById: DataLoader<number, Category | null>;
  childCategories: DataLoader<number, Category[]>;
  productByUrlKey: DataLoader<string, Product | null>;
  productById: DataLoader<number, Product | null>;
  productBySku: DataLoader<string, Product | null>;
  childProducts: DataLoader<number, Product[]>;
  productOptions: DataLoader<number, ProductOption[]>;
  productCategoryIds: DataLoader<number, number[]>;
  productImages: DataLoader<number, ProductImage[]>;
  /** Product page: geometry per size, size guide, specifications and linked product ids. */
  productGeometry: DataLoader<number, BikeGeometry[]>;
  productSizeGuide: DataLoader<number, SizeGuideEntry[]>;
  productSpecifications: DataLoader<number, ProductSpecification[]>;
  productLinks: DataLoader<number, ProductLinks>;
  blogPostByUrlKey: DataLoader<string, BlogPost | null>;
  blogPostById: DataLoader<number, BlogPost | null>;
  blogCategoryById: DataLoader<number, BlogCategory | null>;
  blogPostTags: DataLoader<number, BlogTag[]>;
  blogPostNeighbours: DataLoader<number, BlogNeighbours>;
  /** A customer's address book by customer id (only ever the signed-in customer's). */
  customerAddresses: DataLoader<string, CustomerAddress[]>;
  /** Items of orders by order id: one statement for a whole page of orders. */
  orderItems: DataLoader<string, OrderItem[]>;
};

/** The storefront and currency a request's catalogue data is read in. */
export type CatalogueScope = { store: string; currency: () => Promise<string> };

export function createLoaders(commerce: Commerce, scope: CatalogueScope): Loaders {
  const { catalogue } = commerce;
  const { store, currency } = scope;
  return {
    countryByCode: new DataLoader((codes) => commerce.store.findCountries(codes)),
    cmsPage: new DataLoader((keys) => commerce.content.findPages(keys), { cacheKeyFn: (k) => `${k.store}|${k.identifier}` }),
    urlInfo: new DataLoader((keys) => commerce.routing.getUrlInfos(keys), { cacheKeyFn: (k) => `${k.store}|${k.urlKey}` }),
    featureEnabled: new DataLoader(async (keys) => {
      const flags = await commerce.store.listFeatureFlags();
      return keys.map((key) => flags.find((f) => f.key === key)?.enabled ?? false);
    }),
    categoryByUrlPath: new DataLoader((paths) => catalogue.categoriesByUrlPath(store, paths)),
    categoryById: new DataLoader((ids) => catalogue.categoriesByIds(store, ids)),
    childCategories: new DataLoader((ids) => catalogue.childCategories(store, ids)),
    productByUrlKey: new DataLoader(async (keys) => catalogue.productsByUrlKeys(store, await currency(), keys)),
    productById: new DataLoader(async (ids) => catalogue.productsByIds(store, await currency(), ids)),
    productBySku: new DataLoader(async (skus) => catalogue.productsBySkus(store, await currency(), skus)),
    childProducts: new DataLoader(async (ids) => catalogue.childProducts(store, await currency(), ids)),
    productOptions: new DataLoader(async (ids) => catalogue.options(store, await currency(), ids)),
    productCategoryIds: new DataLoader((ids) => catalogue.productCategoryIds(ids)),
    productImages: new DataLoader((ids) => catalogue.images(store, ids)),
    productGeometry: new DataLoader((ids) => commerce.productDetail.geometry(ids)),
    productSizeGuide: new DataLoader((ids) => commerce.productDetail.sizeGuides(ids)),
    productSpecifications: new DataLoader((ids) => commerce.productDetail.specifications(store, ids)),
    productLinks: new DataLoader((ids) => commerce.productDetail.links(ids)),
    blogPostByUrlKey: new DataLoader((keys) => commerce.blog.postsByUrlKeys(store, keys)),
    blogPostById: new DataLoader((ids) => commerce.blog.postsByIds(store, ids)),
    blogCategoryById: new DataLoader((ids) => commerce.blog.categoriesByIds(store, ids)),
    blogPostTags: new DataLoader((ids) => commerce.blog.tagsOfPosts(store, ids)),
    blogPostNeighbours: new DataLoader((ids) => commerce.blog.neighbours(store, ids)),
    customerAddresses: new DataLoader((ids) => commerce.customer.addressesOf(ids)),
    orderItems: new DataLoader((ids) => commerce.orders.itemsOf(ids)),
  };
}
