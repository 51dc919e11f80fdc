import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { urlRewrites } from './routing.tables';
import type { UrlRewrite } from './routing.types';

export type RewriteKey = { store: string; requestPath: string };

export class RoutingRepository {
  constructor(private readonly db: Db) {}

  /** Rewrites for several keys, one statement per storefront involved. */
  async findRewrites(keys: readonly RewriteKey[]): Promise<(UrlRewrite | null)[]> {
    const found = new Map<string, UrlRewrite>();
    for (const store of new Set(keys.map((k) => k.store))) {
      const paths = keys.filter((k) => k.store === store).map((k) => k.requestPath);
      const rows = await this.db
        .select()
        .from(urlRewrites)
        .where(and(eq(urlRewrites.store, store), inArray(urlRewrites.requestPath, paths)));
      for (const r of rows) found.set(`${r.store}|${r.requestPath}`, r);
    }
    return keys.map((k) => found.get(`${k.store}|${k.requestPath}`) ?? null);
  }
}
