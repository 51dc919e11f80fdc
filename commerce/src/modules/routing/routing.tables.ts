import { integer, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * URL rewrites: every storefront URL key resolves through this table, either to an entity
 * (page_type) or to a redirect (301/302 to a relative or absolute target).
 */
export const urlRewrites = pgTable(
  'url_rewrites',
  {
    id: serial('id').primaryKey(),
    store: varchar('store', { length: 5 }).notNull(),
    requestPath: text('request_path').notNull(),
    /** 'cms-page' | 'category' | 'child-bike' | 'parent-bike' | 'pac'; null for a pure redirect. */
    entityType: varchar('entity_type', { length: 16 }),
    entityId: integer('entity_id'),
    targetPath: text('target_path'),
    /** 0 for no redirect, else the HTTP status (301 or 302). */
    redirectType: smallint('redirect_type').notNull().default(0),
  },
  (t) => [uniqueIndex('url_rewrites_store_path').on(t.store, t.requestPath)],
);
