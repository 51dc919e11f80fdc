import { openDatabase, type Database } from './db/client';
import { seedDatabase } from './db/seed/seed';
import type { CommerceEnv } from './env';
import path from 'node:path';
import { CatalogueRepository } from './modules/catalogue/catalogue.repository';
import { CatalogueService } from './modules/catalogue/catalogue.service';
import { ProductDetailRepository } from './modules/catalogue/product-detail.repository';
import { ProductDetailService } from './modules/catalogue/product-detail.service';
import { ContentRepository } from './modules/content/content.repository';
import { ContentService } from './modules/content/content.service';
import { BlogRepository } from './modules/content/blog.repository';
import { BlogService } from './modules/content/blog.service';
import { MenusRepository } from './modules/menus/menus.repository';
import { MenusService } from './modules/menus/menus.service';
import { RoutingRepository } from './modules/routing/routing.repository';
import { RoutingService } from './modules/routing/routing.service';
import { SitemapRepository } from './modules/routing/sitemap.repository';
import { SitemapService } from './modules/routing/sitemap.service';
import { StoreRepository } from './modules/store/store.repository';
import { StoreService } from './modules/store/store.service';
import { SearchRepository } from './modules/search/search.repository';
import { SearchService } from './modules/search/search.service';

/** The commerce backend's use cases, wired to one database. */
export type Commerce = {
  database: Database;
  store: StoreService;
  menus: MenusService;
  content: ContentService;
  routing: RoutingService;
  catalogue: CatalogueService;
  sitemap: SitemapService;
  search: SearchService;
  /** Product page data: geometry, size guide, specifications, related products, extras. */
  productDetail: ProductDetailService;
  blog: BlogService;
};

export type CommerceOptions = {
  /** How long reference data (countries, menus, store networks, flags) is memoised; 0 disables. */
  referenceTtlMs?: number;
};

/** Wires services to an open database. */
export function createCommerce(database: Database, options: CommerceOptions = {}): Commerce {
  const ttl = options.referenceTtlMs ?? 30_000;
  const blog = new BlogService(new BlogRepository(database.db));
  return {
    database,
    store: new StoreService(new StoreRepository(database.db), ttl),
    menus: new MenusService(new MenusRepository(database.db), ttl),
    content: new ContentService(new ContentRepository(database.db)),
    routing: new RoutingService(new RoutingRepository(database.db), blog),
    catalogue: new CatalogueService(new CatalogueRepository(database.db), Math.min(ttl, 10_000)),
    sitemap: new SitemapService(new SitemapRepository(database.db)),
    search: new SearchService(new SearchRepository(database.db), Math.min(ttl, 10_000)),
    productDetail: new ProductDetailService(new ProductDetailRepository(database.db)),
    blog,
  };
}

/**
 * Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR),
 * applies migrations, seeds an empty database and returns the wired backend.
 */
export async function startCommerce(env: CommerceEnv, options: CommerceOptions = {}): Promise<Commerce> {
  const database = await openDatabase(
    env.databaseUrl ? { kind: 'postgres', url: env.databaseUrl } : { kind: 'pglite', dataDir: path.join(env.dataDir, 'pglite') },
  );
  await database.migrate();
  if (env.seedOnStart) await seedDatabase(database.db);
  const commerce = createCommerce(database, options);
  // A database seeded before search existed has products but no search index yet.
  await commerce.search.ensureIndex();
  return commerce;
}
