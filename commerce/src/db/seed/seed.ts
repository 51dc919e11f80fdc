import { count, sql } from 'drizzle-orm';
import type { Db } from '../client';
import type { SeedTx as Tx } from './seed-tx';
import { cmsPages } from '../../modules/content/content.tables';
import { menuEntries, socialLinks } from '../../modules/menus/menus.tables';
import { toNestedSet, type MenuNodeInput } from '../../modules/menus/menus.rules';
import { urlRewrites } from '../../modules/routing/routing.tables';
import { countries, featureFlags, storeNetworks } from '../../modules/store/store.tables';
import { SearchRepository } from '../../modules/catalogue/search.repository';
import { SearchService } from '../../modules/catalogue/search.service';
import { seedCatalogue } from './catalogue';
import { seedCart } from './cart.seed';
import { cmsPageSeed } from './cms-pages.seed';
import { countrySeed } from './countries.seed';
import { seedFinance } from './finance.seed';
import { featureFlagSeed } from './feature-flags.seed';
import { footerMenuSeed, mainMenuSeed } from './menus.seed';
import { redirectSeed } from './redirects.seed';
import { socialLinkSeed } from './social-links.seed';
import { STORES, type StoreCode } from './seed.types';
import { storeNetworkSeed } from './store-networks.seed';
import { seedCheckout } from './checkout.seed';
import { seedConfigurator } from './configurator.seed';

/**
 * Seeds an empty database with the shop's reference data and content in en-GB and de-DE.
 * Idempotent: it does nothing when countries already exist, and runs in one transaction so a
 * failure leaves the database empty rather than half-seeded.
 */
export async function seedDatabase(db: Db): Promise<{ seeded: boolean }> {
  const [existing] = await db.select({ n: count() }).from(countries);
  if ((existing?.n ?? 0) > 0) {
    // A database seeded before the cart existed gets the cart's reference data now.
    await seedCart(db);
    await seedConfigurator(db);
    await seedCheckout(db);
    await seedFinance(db);
    return { seeded: false };
  }
  await db.transaction(async (tx) => {
    // A concurrent starter may have seeded meanwhile; the advisory lock serialises the two.
    await tx.execute(sql`select pg_advisory_xact_lock(7250001)`);
    const [again] = await tx.select({ n: count() }).from(countries);
    if ((again?.n ?? 0) > 0) return;
    await tx.insert(countries).values(countrySeed.map((c, position) => ({ ...c, position })));
    await tx.insert(storeNetworks).values(storeNetworkSeed);
    await tx.insert(featureFlags).values(featureFlagSeed);
    for (const store of STORES) {
      await insertMenu(tx, 'main', store, mainMenuSeed[store]);
      await insertMenu(tx, 'footer', store, footerMenuSeed[store]);
      await tx.insert(socialLinks).values(socialLinkSeed[store].map((l, position) => ({ ...l, store, position })));
      const pages = await tx
        .insert(cmsPages)
        .values(cmsPageSeed[store].map((p) => ({ ...p, store })))
        .returning({ id: cmsPages.id, identifier: cmsPages.identifier });
      await tx
        .insert(urlRewrites)
        .values(
          pages
            .filter((p) => p.identifier !== 'home')
            .map((p) => ({ store, requestPath: p.identifier, entityType: 'cms-page', entityId: p.id, redirectType: 0 })),
        );
    }
    await tx.insert(urlRewrites).values(
      redirectSeed.map((r) => ({
        store: r.store,
        requestPath: r.requestPath,
        targetPath: r.targetPath,
        redirectType: r.redirectType,
      })),
    );
    await seedCatalogue(tx);
    // The search index is derived from the catalogue just written (same transaction).
    await new SearchService(new SearchRepository(tx as unknown as Db)).refreshIndex();
  });
  await seedCart(db);
  await seedConfigurator(db);
  await seedCheckout(db);
  await seedFinance(db);
  return { seeded: true };
}

async function insertMenu(tx: Tx, menu: 'main' | 'footer', store: StoreCode, tree: MenuNodeInput[]): Promise<void> {
  const rows = toNestedSet(tree);
  const idByKey = new Map<string, number>();
  // Rows come parent-first, so each parent's id is known before its children are inserted.
  for (const row of rows) {
    const [inserted] = await tx
      .insert(menuEntries)
      .values({
        menu,
        store,
        parentId: row.parentKey === null ? null : (idByKey.get(row.parentKey) ?? null),
        level: row.level,
        lft: row.lft,
        rgt: row.rgt,
        title: row.title,
        url: row.url,
        description: row.description,
      })
      .returning({ id: menuEntries.id });
    if (inserted) idByKey.set(row.key, inserted.id);
  }
}
