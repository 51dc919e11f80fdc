import type { Commerce } from '@cadence/commerce/commerce';
import type {
  Category,
  Product,
  ProductCategory,
  ProductImage,
  ProductOption,
} from '@cadence/commerce/modules/catalogue/catalogue.types';
import type {
  BikeGeometry,
  ProductLinks,
  ProductSpecification,
  SizeGuideEntry,
} from '@cadence/commerce/modules/catalogue/product-detail.types';
import type { CmsPage } from '@cadence/commerce/modules/content/content.types';
import type { BlogCategory, BlogNeighbours, BlogPost, BlogTag } from '@cadence/commerce/modules/content/blog.types';
import DataLoader from 'dataloader';
import type { SubgraphContext } from '../../shared/context';

/**
 * The catalogue subgraph's per-request DataLoaders: every list field and every __resolveReference goes
 * through one, so a request costs a bounded number of statements however many entities it touches.
 */
export type CatalogueLoaders = {
  cmsPage: DataLoader<{ store: string; identifier: string }, CmsPage | null, string>;
  categoryByUrlPath: DataLoader<string, Category | null>;
  categoryById: DataLoader<number, Category | null>;
  childCategories: DataLoader<number, Category[]>;
  productByUrlKey: DataLoader<string, Product | null>;
  productById: DataLoader<number, Product | null>;
  productBySku: DataLoader<string, Product | null>;
  childProducts: DataLoader<number, Product[]>;
  productOptions: DataLoader<number, ProductOption[]>;
  /** Each product's categories, ordered by level (a card's category levels). */
  productCategories: DataLoader<number, ProductCategory[]>;
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
};

/** What the catalogue subgraph's resolvers see. */
export type CatalogueContext = SubgraphContext<CatalogueLoaders>;

/** The storefront and currency a request's catalogue data is read in. */
export type CatalogueScope = { store: string; currency: () => Promise<string> };

export function createCatalogueLoaders(commerce: Commerce, scope: CatalogueScope): CatalogueLoaders {
  const { catalogue } = commerce;
  const { store, currency } = scope;
  return {
    cmsPage: new DataLoader((keys) => commerce.content.findPages(keys), { cacheKeyFn: (k) => `${k.store}|${k.identifier}` }),
    categoryByUrlPath: new DataLoader((paths) => catalogue.categoriesByUrlPath(store, paths)),
    categoryById: new DataLoader((ids) => catalogue.categoriesByIds(store, ids)),
    childCategories: new DataLoader((ids) => catalogue.childCategories(store, ids)),
    productByUrlKey: new DataLoader(async (keys) => catalogue.productsByUrlKeys(store, await currency(), keys)),
    productById: new DataLoader(async (ids) => catalogue.productsByIds(store, await currency(), ids)),
    productBySku: new DataLoader(async (skus) => catalogue.productsBySkus(store, await currency(), skus)),
    childProducts: new DataLoader(async (ids) => catalogue.childProducts(store, await currency(), ids)),
    productOptions: new DataLoader(async (ids) => catalogue.options(store, await currency(), ids)),
    productCategories: new DataLoader((ids) => catalogue.productCategories(store, ids)),
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
  };
}
