import { cmsPageSeed } from '../cms-pages.seed';
import { redirectSeed } from '../redirects.seed';
import { accessoryDefs } from './accessories.data';
import { expandFamilies, type FamilyDef } from './bikes';
import { configuratorFamilies } from './bikes-configurator.data';
import { rangeFamilies } from './bikes-range.data';
import { blogCategorySeed, blogPostSeed, blogTagSeed } from './blog.data';
import { categorySeed } from './categories.data';
import { clothingDefs } from './clothing.data';
import { componentDefs } from './components.data';
import { expandPac, type PacDef } from './pac';
import { assertRatesCoverCurrencies, CURRENCIES, pricePair } from './prices';
import type { BlogCategorySeed, BlogPostSeed, BlogTagSeed, CategorySeed, ProductSeed } from './types';

/**
 * The whole catalogue as plain data (no database ids yet), built once and validated: every
 * reference resolves, every key is unique, every price is below the price filter's 10000 ceiling.
 */
export type CatalogueData = {
  categories: CategorySeed[];
  /** Parent bikes first, then child bikes, then accessories and parts. */
  products: ProductSeed[];
  blogCategories: BlogCategorySeed[];
  blogTags: BlogTagSeed[];
  blogPosts: BlogPostSeed[];
};

export const BIKE_FAMILIES: FamilyDef[] = [...configuratorFamilies, ...rangeFamilies];
export const PAC_DEFS: PacDef[] = [...componentDefs, ...accessoryDefs, ...clothingDefs];

let cached: CatalogueData | undefined;

export function catalogueData(): CatalogueData {
  if (cached) return cached;
  assertRatesCoverCurrencies();
  const pac = PAC_DEFS.map(expandPac);
  const pacIndex = new Map<string, { def: PacDef; urlKey: string; name: ProductSeed['name'] }>();
  PAC_DEFS.forEach((def, i) => {
    const product = pac[i];
    if (!def.ref || !product) return;
    if (pacIndex.has(def.ref)) throw new Error(`Duplicate part ref '${def.ref}'`);
    pacIndex.set(def.ref, { def, urlKey: product.urlKey, name: product.name });
  });
  const bikes = expandFamilies(BIKE_FAMILIES, pacIndex);
  const products = [...bikes.filter((p) => p.type === 'parent-bike'), ...bikes.filter((p) => p.type === 'child-bike'), ...pac];
  const data: CatalogueData = {
    categories: [...categorySeed].sort((a, b) => depth(a.path) - depth(b.path)),
    products,
    blogCategories: blogCategorySeed,
    blogTags: blogTagSeed,
    blogPosts: blogPostSeed,
  };
  validate(data);
  cached = data;
  return data;
}

/** Url keys of the v2 configurator's bikes (spec §9: the cgr, ultra-grit, allgrit and gravel families). */
export function configuratorBikeKeys(): string[] {
  const parents = new Set(configuratorFamilies.map((f) => f.key));
  return catalogueData()
    .products.filter((p) => p.type === 'child-bike' && p.parentKey !== null && parents.has(p.parentKey))
    .map((p) => p.urlKey);
}

export const depth = (path: string): number => path.split('/').length;
export const parentPath = (path: string): string | null => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : null);

/** A path and all its ancestors, top level first. */
export function withAncestors(path: string): string[] {
  const out: string[] = [];
  for (let p: string | null = path; p; p = parentPath(p)) out.unshift(p);
  return out;
}

function validate(data: CatalogueData): void {
  const errors: string[] = [];
  const paths = new Set(data.categories.map((c) => c.path));
  if (paths.size !== data.categories.length) errors.push('duplicate category paths');
  for (const c of data.categories) {
    const parent = parentPath(c.path);
    if (parent && !paths.has(parent)) errors.push(`category ${c.path}: missing parent ${parent}`);
  }
  const keys = new Set<string>();
  const skus = new Set<string>();
  const optionSkus = new Set<string>();
  const reserved = new Set([
    ...cmsPageSeed['en-GB'].map((p) => p.identifier),
    ...cmsPageSeed['de-DE'].map((p) => p.identifier),
    ...redirectSeed.map((r) => r.requestPath),
    ...paths,
  ]);
  for (const p of data.products) {
    if (keys.has(p.urlKey)) errors.push(`duplicate url key ${p.urlKey}`);
    if (reserved.has(p.urlKey)) errors.push(`url key ${p.urlKey} clashes with a page, redirect or category`);
    keys.add(p.urlKey);
    if (skus.has(p.sku)) errors.push(`duplicate sku ${p.sku}`);
    skus.add(p.sku);
    for (const path of p.categoryPaths) if (!paths.has(path)) errors.push(`${p.urlKey}: unknown category ${path}`);
    if (p.priceGbp <= 0 || p.priceGbp >= 10000) errors.push(`${p.urlKey}: GBP price ${p.priceGbp} out of range`);
    if (p.specialGbp !== null && p.specialGbp >= p.priceGbp)
      errors.push(`${p.urlKey}: special ${p.specialGbp} not below ${p.priceGbp}`);
    for (const currency of CURRENCIES) {
      const { price, specialPrice } = pricePair(p.priceGbp, p.specialGbp, currency);
      if (!(price > 0)) errors.push(`${p.urlKey}: no ${currency} price`);
      if (specialPrice !== null && specialPrice >= price) errors.push(`${p.urlKey}: ${currency} special not below price`);
    }
    if (p.options.length && p.options.filter((o) => o.isDefault).length !== 1)
      errors.push(`${p.urlKey}: needs exactly one default option`);
    for (const o of p.options) {
      const sku = optionSku(p, o.value);
      if (optionSkus.has(sku)) errors.push(`duplicate option sku ${sku}`);
      optionSkus.add(sku);
    }
    if (p.type === 'child-bike') {
      const count = (t: string) => p.links.filter((l) => l.type === t).length;
      if (count('related') < 3 || count('related') > 6) errors.push(`${p.urlKey}: ${count('related')} related links`);
      if (count('extra') < 2 || count('extra') > 4) errors.push(`${p.urlKey}: ${count('extra')} extra links`);
      if (count('specification') < 3 || count('specification') > 6)
        errors.push(`${p.urlKey}: ${count('specification')} specification links`);
      if (p.geometry.length !== p.options.length || p.sizeGuide.length !== p.options.length)
        errors.push(`${p.urlKey}: geometry/size guide per size`);
    }
  }
  for (const p of data.products) {
    if (p.parentKey && !keys.has(p.parentKey)) errors.push(`${p.urlKey}: unknown parent ${p.parentKey}`);
    for (const l of p.links) if (!keys.has(l.key)) errors.push(`${p.urlKey}: link to unknown product ${l.key}`);
  }
  const blogCategories = new Set(data.blogCategories.map((c) => c.urlKey));
  const blogTags = new Set(data.blogTags.map((t) => t.urlKey));
  const allowedTags = /^<\/?(h2|h3|p|ul|ol|li|strong|em|a)(\s[^>]*)?>$/;
  for (const post of data.blogPosts) {
    if (!blogCategories.has(post.category)) errors.push(`post ${post.urlKey}: unknown category ${post.category}`);
    if (post.tags.length < 2 || post.tags.length > 4) errors.push(`post ${post.urlKey}: ${post.tags.length} tags`);
    for (const t of post.tags) if (!blogTags.has(t)) errors.push(`post ${post.urlKey}: unknown tag ${t}`);
    for (const text of [post.en, post.de]) {
      for (const tag of text.body.match(/<[^>]+>/g) ?? []) {
        if (!allowedTags.test(tag) && !/^<ol start="\d+">$/.test(tag)) errors.push(`post ${post.urlKey}: tag ${tag} not allowed`);
      }
      for (const [, href] of text.body.matchAll(/href="([^"]*)"/g)) {
        const path = (href ?? '').replace(/^\/|\/$/g, '');
        if (!paths.has(path)) errors.push(`post ${post.urlKey}: link ${href} is not a category URL`);
      }
    }
  }
  if (errors.length) throw new Error(`Catalogue seed data is inconsistent:\n- ${errors.join('\n- ')}`);
}

/** Option SKUs: the product SKU plus the option value, upper-case. */
export const optionSku = (p: Pick<ProductSeed, 'sku'>, value: string): string =>
  `${p.sku}-${value.toUpperCase().replace(/[^A-Z0-9]+/g, '')}`;
