import { index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';

/**
 * Header and footer menu entries, one tree per menu and storefront, stored as a nested set
 * (`lft`/`rgt`) with an explicit parent id, as the spec's menu entry has both.
 */
export const menuEntries = pgTable(
  'menu_entries',
  {
    id: serial('id').primaryKey(),
    menu: varchar('menu', { length: 16 }).$type<'main' | 'footer'>().notNull(),
    store: varchar('store', { length: 5 }).notNull(),
    parentId: integer('parent_id'),
    level: integer('level').notNull(),
    lft: integer('lft').notNull(),
    rgt: integer('rgt').notNull(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    /** Optional short promotional text shown in the mega menu. */
    description: text('description'),
  },
  (t) => [index('menu_entries_menu_store_lft').on(t.menu, t.store, t.lft)],
);

export const socialLinks = pgTable('social_links', {
  id: serial('id').primaryKey(),
  store: varchar('store', { length: 5 }).notNull(),
  linkUrl: text('link_url').notNull(),
  linkText: text('link_text').notNull(),
  icon: text('icon').notNull(),
  position: integer('position').notNull(),
});
