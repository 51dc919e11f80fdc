import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bikeGeometry, productLinks, productSpecifications, sizeGuides } from './catalogue.tables';
import type { BikeGeometry, ProductLink, ProductSpecification, SizeGuideEntry } from './product-detail.types';

/** Reads what a product page shows besides the product itself; each method is one statement per batch. */
export class ProductDetailRepository {
  constructor(private readonly db: Db) {}

  async findGeometry(productIds: readonly number[]): Promise<BikeGeometry[]> {
    if (productIds.length === 0) return [];
    return this.db
      .select()
      .from(bikeGeometry)
      .where(inArray(bikeGeometry.productId, [...productIds]))
      .orderBy(asc(bikeGeometry.productId), asc(bikeGeometry.position));
  }

  async findSizeGuides(productIds: readonly number[]): Promise<SizeGuideEntry[]> {
    if (productIds.length === 0) return [];
    return this.db
      .select()
      .from(sizeGuides)
      .where(inArray(sizeGuides.productId, [...productIds]))
      .orderBy(asc(sizeGuides.productId), asc(sizeGuides.riderHeightMin));
  }

  async findSpecifications(store: string, productIds: readonly number[]): Promise<ProductSpecification[]> {
    if (productIds.length === 0) return [];
    return this.db
      .select({
        productId: productSpecifications.productId,
        position: productSpecifications.position,
        label: productSpecifications.label,
        value: productSpecifications.value,
      })
      .from(productSpecifications)
      .where(and(inArray(productSpecifications.productId, [...productIds]), eq(productSpecifications.store, store)))
      .orderBy(asc(productSpecifications.productId), asc(productSpecifications.position));
  }

  async findLinks(productIds: readonly number[]): Promise<ProductLink[]> {
    if (productIds.length === 0) return [];
    return this.db
      .select()
      .from(productLinks)
      .where(inArray(productLinks.productId, [...productIds]))
      .orderBy(asc(productLinks.productId), asc(productLinks.linkType), asc(productLinks.position));
  }
}
