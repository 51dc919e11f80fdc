import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { urlRewrites } from './routing.tables';

/** A storefront path that shows an entity (not a redirect). */
export type EntityRewrite = { store: string; path: string; entityType: string; entityId: number };

/**
 * The routing table's side of the sitemap: which paths show which entities. Which of those
 * entities are live is their owners' answer (catalogue, content), asked through their services.
 */
export class SitemapRepository {
  constructor(private readonly db: Db) {}

  /** Every non-redirect rewrite to an entity of the given types, in one statement. */
  async entityRewrites(entityTypes: readonly string[]): Promise<EntityRewrite[]> {
    const rows = await this.db
      .select({
        store: urlRewrites.store,
        path: urlRewrites.requestPath,
        entityType: urlRewrites.entityType,
        entityId: urlRewrites.entityId,
      })
      .from(urlRewrites)
      .where(and(inArray(urlRewrites.entityType, [...entityTypes]), eq(urlRewrites.redirectType, 0)));
    return rows.flatMap((r) =>
      r.entityType !== null && r.entityId !== null
        ? [{ store: r.store, path: r.path, entityType: r.entityType, entityId: r.entityId }]
        : [],
    );
  }
}
