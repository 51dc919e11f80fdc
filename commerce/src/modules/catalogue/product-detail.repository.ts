import { and, asc, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { KeyedQueries, UNNAMED } from '../../db/prepared-queries';
import { bikeGeometry, productLinks, productSpecifications, sizeGuides } from './catalogue.tables';
import type { BikeGeometry, ProductLink, ProductSpecification, SizeGuideEntry } from './product-detail.types';

/** A product page's reads by product ids, each built once per number of ids (db/prepared-queries.ts). */
function detailQueries(db: Db) {
  return {
    geometry: (keys: Placeholder[]) =>
      db
        .select()
        .from(bikeGeometry)
        .where(inArray(bikeGeometry.productId, keys))
        .orderBy(asc(bikeGeometry.productId), asc(bikeGeometry.position))
        .prepare(UNNAMED),
    sizeGuides: (keys: Placeholder[]) =>
      db
        .select()
        .from(sizeGuides)
        .where(inArray(sizeGuides.productId, keys))
        .orderBy(asc(sizeGuides.productId), asc(sizeGuides.riderHeightMin))
        .prepare(UNNAMED),
    specifications: (keys: Placeholder[]) =>
      db
        .select({
          productId: productSpecifications.productId,
          position: productSpecifications.position,
          label: productSpecifications.label,
          value: productSpecifications.value,
        })
        .from(productSpecifications)
        .where(and(inArray(productSpecifications.productId, keys), eq(productSpecifications.store, sql.placeholder('store'))))
        .orderBy(asc(productSpecifications.productId), asc(productSpecifications.position))
        .prepare(UNNAMED),
    links: (keys: Placeholder[]) =>
      db
        .select()
        .from(productLinks)
        .where(inArray(productLinks.productId, keys))
        .orderBy(asc(productLinks.productId), asc(productLinks.linkType), asc(productLinks.position))
        .prepare(UNNAMED),
  };
}

/** Reads what a product page shows besides the product itself; each method is one statement per batch. */
export class ProductDetailRepository {
  private readonly queries: KeyedQueries<ReturnType<typeof detailQueries>>;

  constructor(db: Db) {
    this.queries = new KeyedQueries(detailQueries(db));
  }

  async findGeometry(productIds: readonly number[]): Promise<BikeGeometry[]> {
    if (productIds.length === 0) return [];
    return this.queries.run('geometry', productIds);
  }

  async findSizeGuides(productIds: readonly number[]): Promise<SizeGuideEntry[]> {
    if (productIds.length === 0) return [];
    return this.queries.run('sizeGuides', productIds);
  }

  async findSpecifications(store: string, productIds: readonly number[]): Promise<ProductSpecification[]> {
    if (productIds.length === 0) return [];
    return this.queries.run('specifications', productIds, { store });
  }

  async findLinks(productIds: readonly number[]): Promise<ProductLink[]> {
    if (productIds.length === 0) return [];
    return this.queries.run('links', productIds);
  }
}
