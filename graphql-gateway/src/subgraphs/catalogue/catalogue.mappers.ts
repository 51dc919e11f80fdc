import type { Category, Product } from '@cadence/commerce/modules/catalogue/catalogue.types';

/** The GraphQL shape's plain fields; relations are field resolvers reading `id`/`parentId`. */
export type ProductRoot = {
  id: number;
  sku: string;
  name: string;
  url_key: string;
  type_id: string;
  subtitle: string | null;
  description: string;
  meta_title: string | null;
  meta_description: string | null;
  manufacture: string;
  currency: string;
  aggregated_price: number | null;
  aggregated_price_special: number | null;
  parentId: number | null;
  bannedCountries: string[];
};

export const toProductRoot = (p: Product): ProductRoot => ({
  id: p.id,
  sku: p.sku,
  name: p.name,
  url_key: p.urlKey,
  type_id: p.typeId,
  subtitle: p.subtitle,
  description: p.description,
  meta_title: p.metaTitle,
  meta_description: p.metaDescription,
  manufacture: p.manufacturer,
  currency: p.currency,
  aggregated_price: p.price,
  aggregated_price_special: p.specialPrice,
  parentId: p.parentId,
  bannedCountries: p.bannedCountries,
});

export type CategoryRoot = {
  id: number;
  parentId: number | null;
  name: string;
  url_path: string;
  url_key: string;
  level: number;
  description: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
};

export const toCategoryRoot = (c: Category): CategoryRoot => ({
  id: c.id,
  parentId: c.parentId,
  name: c.name,
  url_path: c.urlPath,
  url_key: c.urlKey,
  level: c.level,
  description: c.description,
  meta_title: c.metaTitle,
  meta_description: c.metaDescription,
  meta_keywords: c.metaKeywords,
});
