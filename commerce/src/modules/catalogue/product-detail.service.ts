import type { ProductDetailRepository } from './product-detail.repository';
import {
  MAX_LINKED_PRODUCTS,
  type BikeGeometry,
  type ProductLinks,
  type ProductSpecification,
  type SizeGuideEntry,
} from './product-detail.types';

const byProduct = <T extends { productId: number }>(ids: readonly number[], rows: readonly T[]): T[][] => {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.productId, [...(map.get(row.productId) ?? []), row]);
  return ids.map((id) => map.get(id) ?? []);
};

/**
 * The product page's extra data: geometry, size guide, specifications and linked products. Every
 * use case takes a batch of product ids and answers per id, in order (DataLoader batch functions).
 */
export class ProductDetailService {
  constructor(private readonly repository: ProductDetailRepository) {}

  /** Frame geometry per size, in size order, for each product id (empty for products without one). */
  async geometry(productIds: readonly number[]): Promise<BikeGeometry[][]> {
    return byProduct(productIds, await this.repository.findGeometry(productIds));
  }

  /** Rider height ranges per size, smallest first, for each product id. */
  async sizeGuides(productIds: readonly number[]): Promise<SizeGuideEntry[][]> {
    return byProduct(productIds, await this.repository.findSizeGuides(productIds));
  }

  /** Key specifications in the storefront's language, in display order, for each product id. */
  async specifications(store: string, productIds: readonly number[]): Promise<ProductSpecification[][]> {
    return byProduct(productIds, await this.repository.findSpecifications(store, productIds));
  }

  /** Linked product ids by link type (related, extra, specification), in position order, for each product id. */
  async links(productIds: readonly number[]): Promise<ProductLinks[]> {
    return byProduct(productIds, await this.repository.findLinks(productIds)).map((links) => {
      const grouped: ProductLinks = { related: [], extra: [], specification: [] };
      for (const link of links) {
        const ids = grouped[link.linkType];
        if (ids && ids.length < MAX_LINKED_PRODUCTS) ids.push(link.linkedProductId);
      }
      return grouped;
    });
  }
}
