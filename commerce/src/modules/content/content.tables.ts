import { boolean, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
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

/** The blog: categories, tags, posts and their translations (a post exists where it is translated). */
export const blogCategories = pgTable('blog_categories', {
  id: serial('id').primaryKey(),
  urlKey: text('url_key').notNull().unique(),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
});

export const blogTags = pgTable('blog_tags', {
  id: serial('id').primaryKey(),
  urlKey: text('url_key').notNull().unique(),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
});

export const blogPosts = pgTable('blog_posts', {
  id: serial('id').primaryKey(),
  urlKey: text('url_key').notNull().unique(),
  categoryId: integer('category_id').notNull(),
  author: text('author').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  imageKind: text('image_kind').notNull(),
  imageColour: varchar('image_colour', { length: 7 }).notNull(),
});

export const blogPostTranslations = pgTable(
  'blog_post_translations',
  {
    postId: integer('post_id').notNull(),
    store: varchar('store', { length: 5 }).notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    /** HTML (h2, h3, p, ul, ol, li, strong, em, a). */
    body: text('body').notNull(),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
  },
  (t) => [primaryKey({ columns: [t.postId, t.store] })],
);

export const blogPostTags = pgTable(
  'blog_post_tags',
  {
    postId: integer('post_id').notNull(),
    tagId: integer('tag_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] })],
);

/**
 * Global sets: shop-wide texts the CMS edits, one row per handle and storefront (spec §7 "globalSet":
 * the cart's delivery information). A body may hold placeholders the API fills in ({dispatch_date}).
 */
export const globalSets = pgTable(
  'global_sets',
  {
    handle: text('handle').notNull(),
    store: varchar('store', { length: 5 }).notNull(),
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.handle, t.store] })],
);
