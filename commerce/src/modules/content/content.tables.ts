import { boolean, jsonb, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { CmsBlock } from './content.types';

/** CMS pages built from blocks, one row per identifier and storefront. */
export const cmsPages = pgTable(
  'cms_pages',
  {
    id: serial('id').primaryKey(),
    store: varchar('store', { length: 5 }).notNull(),
    identifier: text('identifier').notNull(),
    title: text('title').notNull(),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    metaKeywords: text('meta_keywords'),
    blocks: jsonb('blocks').$type<CmsBlock[]>().notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('cms_pages_store_identifier').on(t.store, t.identifier)],
);
