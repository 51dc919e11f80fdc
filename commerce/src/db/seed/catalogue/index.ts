import { count } from 'drizzle-orm';
import {
  bikeGeometry,
  categories,
  categoryTranslations,
  productCategories,
  productImages,
  productLinks,
  productOptionPrices,
  productOptions,
  productPrices,
  products,
  productSpecifications,
  productTranslations,
  sizeGuides,
} from '../../../modules/catalogue/catalogue.tables';
import { blogCategories, blogPosts, blogPostTags, blogPostTranslations, blogTags } from '../../../modules/content/content.tables';
import { urlRewrites } from '../../../modules/routing/routing.tables';
import type { SeedTx } from '../seed-tx';
import { STORES, type StoreCode } from '../seed.types';
import { catalogueData, depth, optionSku, parentPath, withAncestors } from './catalogue';
import { CURRENCIES, pricePair } from './prices';
import type { Bi } from './types';
import { chunk } from './util';

export { catalogueData, configuratorBikeKeys } from './catalogue';
export { CURRENCIES, GBP_RATES } from './prices';

/** Rows per INSERT statement. */
const CHUNK = 500;

const text = (b: Bi, store: StoreCode): string => (store === 'de-DE' ? b.de : b.en);
const labels = (b: Bi): Record<string, string> => ({ 'en-GB': b.en, 'de-DE': b.de });

/** Inserts rows in chunks of CHUNK (one statement each). */
async function insertAll<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (const batch of chunk(rows, CHUNK)) await insert(batch);
}

/**
 * Seeds the catalogue – categories, bikes, accessories and parts with prices in every currency of
 * countrySeed, options, links, geometry, size guides, specifications, images, URL rewrites for both
 * storefronts – and the blog. Deterministic: every run inserts the same data. Runs inside the
 * caller's transaction; does nothing when categories already exist.
 *
 * Prices: product_prices has one row per product and currency. product_option_prices has rows only
 * for options whose price differs from their product's (an option without rows costs what its
 * product costs – the repository falls back to the product price).
 */
export async function seedCatalogue(tx: SeedTx): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(categories);
  if ((existing?.n ?? 0) > 0) return;
  const data = catalogueData();

  // --- Categories, parents before children (one statement per tree level) ---
  const categoryId = new Map<string, number>();
  const maxDepth = Math.max(...data.categories.map((c) => depth(c.path)));
  for (let level = 1; level <= maxDepth; level += 1) {
    const rows = data.categories.filter((c) => depth(c.path) === level);
    if (!rows.length) continue;
    const inserted = await tx
      .insert(categories)
      .values(
        rows.map((c) => {
          const parent = parentPath(c.path);
          return {
            parentId: parent ? (categoryId.get(parent) ?? null) : null,
            urlKey: c.path.slice(c.path.lastIndexOf('/') + 1),
            urlPath: c.path,
            level,
            position: c.position,
          };
        }),
      )
      .returning({ id: categories.id, urlPath: categories.urlPath });
    for (const r of inserted) categoryId.set(r.urlPath, r.id);
  }
  const catId = (path: string): number => {
    const id = categoryId.get(path);
    if (id === undefined) throw new Error(`Category ${path} was not inserted`);
    return id;
  };
  await insertAll(
    data.categories.flatMap((c) =>
      STORES.map((store) => ({
        categoryId: catId(c.path),
        store,
        name: text(c.name, store),
        description: text(c.description, store),
        metaTitle: text(c.metaTitle, store),
        metaDescription: text(c.metaDescription, store),
        metaKeywords: text(c.metaKeywords, store),
      })),
    ),
    (batch) => tx.insert(categoryTranslations).values(batch),
  );

  // --- Products: parent bikes first, so child bikes can point at them ---
  const productId = new Map<string, number>();
  const toRow = (p: (typeof data.products)[number]) => ({
    sku: p.sku,
    typeId: p.type,
    parentId: p.parentKey ? (productId.get(p.parentKey) ?? null) : null,
    urlKey: p.urlKey,
    manufacturer: p.manufacturer,
    attributes: p.attributes,
    bannedCountries: p.bannedCountries,
    createdAt: p.createdAt,
  });
  const parents = data.products.filter((p) => p.type === 'parent-bike');
  const others = data.products.filter((p) => p.type !== 'parent-bike');
  for (const group of [parents, others]) {
    for (const batch of chunk(group, CHUNK)) {
      const inserted = await tx.insert(products).values(batch.map(toRow)).returning({ id: products.id, urlKey: products.urlKey });
      for (const r of inserted) productId.set(r.urlKey, r.id);
    }
  }
  const pid = (key: string): number => {
    const id = productId.get(key);
    if (id === undefined) throw new Error(`Product ${key} was not inserted`);
    return id;
  };

  await insertAll(
    data.products.flatMap((p) =>
      STORES.map((store) => ({
        productId: pid(p.urlKey),
        store,
        name: text(p.name, store),
        subtitle: text(p.subtitle, store),
        description: text(p.description, store),
        metaTitle: text(p.metaTitle, store),
        metaDescription: text(p.metaDescription, store),
      })),
    ),
    (batch) => tx.insert(productTranslations).values(batch),
  );

  // Each product sits in its leaf categories and all their ancestors, in data order.
  const nextPosition = new Map<number, number>();
  const categoryRows: { productId: number; categoryId: number; position: number }[] = [];
  for (const p of data.products) {
    const ids = new Set(p.categoryPaths.flatMap(withAncestors).map(catId));
    for (const id of ids) {
      const position = (nextPosition.get(id) ?? 0) + 1;
      nextPosition.set(id, position);
      categoryRows.push({ productId: pid(p.urlKey), categoryId: id, position });
    }
  }
  await insertAll(categoryRows, (batch) => tx.insert(productCategories).values(batch));

  // Parent bikes are priced per currency from their cheapest build in that currency.
  const childrenOf = new Map<string, typeof data.products>();
  for (const p of data.products) if (p.parentKey) childrenOf.set(p.parentKey, [...(childrenOf.get(p.parentKey) ?? []), p]);
  const priceRows = data.products.flatMap((p) =>
    CURRENCIES.map((currency) => {
      const children = childrenOf.get(p.urlKey);
      if (p.type === 'parent-bike' && children?.length) {
        const pairs = children.map((c) => pricePair(c.priceGbp, c.specialGbp, currency));
        const price = Math.min(...pairs.map((x) => x.price));
        const effective = Math.min(...pairs.map((x) => x.specialPrice ?? x.price));
        return { productId: pid(p.urlKey), currency, price, specialPrice: effective < price ? effective : null };
      }
      return { productId: pid(p.urlKey), currency, ...pricePair(p.priceGbp, p.specialGbp, currency) };
    }),
  );
  await insertAll(priceRows, (batch) => tx.insert(productPrices).values(batch));

  // --- Options, and prices for the options that cost something other than their product ---
  const optionRows = data.products.flatMap((p) =>
    p.options.map((o, i) => ({
      productId: pid(p.urlKey),
      sku: optionSku(p, o.value),
      optionType: o.type,
      value: o.value,
      labels: labels(o.label),
      isDefault: o.isDefault,
      stockQty: o.stock,
      position: i + 1,
    })),
  );
  const optionId = new Map<string, number>();
  for (const batch of chunk(optionRows, CHUNK)) {
    const inserted = await tx.insert(productOptions).values(batch).returning({ id: productOptions.id, sku: productOptions.sku });
    for (const r of inserted) optionId.set(r.sku, r.id);
  }
  const optionPriceRows = data.products.flatMap((p) =>
    p.options
      .filter((o) => o.priceGbp !== undefined)
      .flatMap((o) =>
        CURRENCIES.map((currency) => ({
          optionId: optionId.get(optionSku(p, o.value)) ?? 0,
          currency,
          ...pricePair(o.priceGbp ?? p.priceGbp, o.specialGbp ?? null, currency),
        })),
      ),
  );
  await insertAll(optionPriceRows, (batch) => tx.insert(productOptionPrices).values(batch));

  // --- Links, geometry, size guides, specifications, images ---
  const linkRows = data.products.flatMap((p) => {
    const perType = new Map<string, number>();
    return p.links.map((l) => {
      const position = (perType.get(l.type) ?? 0) + 1;
      perType.set(l.type, position);
      return { productId: pid(p.urlKey), linkedProductId: pid(l.key), linkType: l.type, position };
    });
  });
  await insertAll(linkRows, (batch) => tx.insert(productLinks).values(batch));
  await insertAll(
    data.products.flatMap((p) => p.geometry.map((g, i) => ({ productId: pid(p.urlKey), position: i + 1, ...g }))),
    (batch) => tx.insert(bikeGeometry).values(batch),
  );
  await insertAll(
    data.products.flatMap((p) =>
      p.sizeGuide.map((s) => ({ productId: pid(p.urlKey), size: s.size, riderHeightMin: s.min, riderHeightMax: s.max })),
    ),
    (batch) => tx.insert(sizeGuides).values(batch),
  );
  await insertAll(
    data.products.flatMap((p) =>
      STORES.flatMap((store) =>
        p.specs.map((s, i) => ({
          productId: pid(p.urlKey),
          store,
          position: i + 1,
          label: text(s.label, store),
          value: text(s.value, store),
        })),
      ),
    ),
    (batch) => tx.insert(productSpecifications).values(batch),
  );
  await insertAll(
    data.products.flatMap((p) =>
      p.images.map((img, i) => ({
        productId: pid(p.urlKey),
        position: i + 1,
        kind: img.kind,
        colour: img.colour,
        accent: img.accent,
        alt: labels(img.alt),
      })),
    ),
    (batch) => tx.insert(productImages).values(batch),
  );

  // --- URL rewrites: every category and product on both storefronts (blog posts live under /blog/) ---
  const rewriteRows = STORES.flatMap((store) => [
    ...data.categories.map((c) => ({
      store,
      requestPath: c.path,
      entityType: 'category',
      entityId: catId(c.path),
      redirectType: 0,
    })),
    ...data.products.map((p) => ({ store, requestPath: p.urlKey, entityType: p.type, entityId: pid(p.urlKey), redirectType: 0 })),
  ]);
  await insertAll(rewriteRows, (batch) => tx.insert(urlRewrites).values(batch));

  // --- Blog ---
  const blogCategoryId = new Map(
    (
      await tx
        .insert(blogCategories)
        .values(data.blogCategories.map((c) => ({ urlKey: c.urlKey, names: labels(c.names) })))
        .returning({ id: blogCategories.id, urlKey: blogCategories.urlKey })
    ).map((r) => [r.urlKey, r.id] as const),
  );
  const blogTagId = new Map(
    (
      await tx
        .insert(blogTags)
        .values(data.blogTags.map((t) => ({ urlKey: t.urlKey, names: labels(t.names) })))
        .returning({ id: blogTags.id, urlKey: blogTags.urlKey })
    ).map((r) => [r.urlKey, r.id] as const),
  );
  const postId = new Map(
    (
      await tx
        .insert(blogPosts)
        .values(
          data.blogPosts.map((p) => ({
            urlKey: p.urlKey,
            categoryId: blogCategoryId.get(p.category) ?? 0,
            author: p.author,
            publishedAt: new Date(p.publishedAt),
            imageKind: p.imageKind,
            imageColour: p.imageColour,
          })),
        )
        .returning({ id: blogPosts.id, urlKey: blogPosts.urlKey })
    ).map((r) => [r.urlKey, r.id] as const),
  );
  await insertAll(
    data.blogPosts.flatMap((p) =>
      STORES.map((store) => {
        const t = store === 'de-DE' ? p.de : p.en;
        return {
          postId: postId.get(p.urlKey) ?? 0,
          store,
          title: t.title,
          excerpt: t.excerpt,
          body: t.body,
          metaTitle: t.metaTitle,
          metaDescription: t.metaDescription,
        };
      }),
    ),
    (batch) => tx.insert(blogPostTranslations).values(batch),
  );
  await insertAll(
    data.blogPosts.flatMap((p) => p.tags.map((t) => ({ postId: postId.get(p.urlKey) ?? 0, tagId: blogTagId.get(t) ?? 0 }))),
    (batch) => tx.insert(blogPostTags).values(batch),
  );
}

/** Counts computed from the seed data (not the database), for tests to compare with. */
export function catalogueSeedSummary(): {
  categories: number;
  parentBikes: number;
  childBikes: number;
  pac: number;
  blogPosts: number;
} {
  const data = catalogueData();
  return {
    categories: data.categories.length,
    parentBikes: data.products.filter((p) => p.type === 'parent-bike').length,
    childBikes: data.products.filter((p) => p.type === 'child-bike').length,
    pac: data.products.filter((p) => p.type === 'pac').length,
    blogPosts: data.blogPosts.length,
  };
}
