import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cmsPages, globalSets } from './content.tables';
import type { CmsPage } from './content.types';

export type CmsPageKey = { store: string; identifier: string };

export class ContentRepository {
  constructor(private readonly db: Db) {}

  /** Active CMS pages for several (store, identifier) keys in one statement per store. */
  async findPages(keys: readonly CmsPageKey[]): Promise<(CmsPage | null)[]> {
    const stores = [...new Set(keys.map((k) => k.store))];
    const found = new Map<string, CmsPage>();
    for (const store of stores) {
      const identifiers = keys.filter((k) => k.store === store).map((k) => k.identifier);
      const rows = await this.db
        .select()
        .from(cmsPages)
        .where(and(eq(cmsPages.store, store), inArray(cmsPages.identifier, identifiers), eq(cmsPages.active, true)));
      for (const r of rows) {
        found.set(`${r.store}|${r.identifier}`, {
          id: r.id,
          store: r.store,
          identifier: r.identifier,
          title: r.title,
          metaTitle: r.metaTitle,
          metaDescription: r.metaDescription,
          metaKeywords: r.metaKeywords,
          blocks: r.blocks,
        });
      }
    }
    return keys.map((k) => found.get(`${k.store}|${k.identifier}`) ?? null);
  }

  /** Every active CMS page of every storefront (id, store, identifier), in one statement. */
  async findActivePages(): Promise<{ id: number; store: string; identifier: string }[]> {
    return this.db
      .select({ id: cmsPages.id, store: cmsPages.store, identifier: cmsPages.identifier })
      .from(cmsPages)
      .where(eq(cmsPages.active, true));
  }

  async findGlobalSet(handle: string, store: string): Promise<{ handle: string; body: string } | null> {
    const [row] = await this.db
      .select({ handle: globalSets.handle, body: globalSets.body })
      .from(globalSets)
      .where(and(eq(globalSets.handle, handle), eq(globalSets.store, store)));
    return row ?? null;
  }
}
