import { customType, index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';

/** PostgreSQL's full-text document type (drizzle has no built-in for it). */
const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
});

/**
 * One full-text document per product and storefront, in the storefront's language (english for
 * en-GB, german for de-DE): name (weight A), subtitle, manufacturer and category names (B),
 * specifications (C), description (D). Derived data, rebuilt by the search repository's refresh
 * step after the catalogue is seeded (a generated column cannot read the category and
 * specification tables).
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id').notNull(),
    store: varchar('store', { length: 5 }).notNull(),
    document: tsvector('document').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.store] }), index('product_search_document').using('gin', t.document)],
);

/**
 * The distinct words of each storefront's product documents (lower-cased, unstemmed), with a
 * trigram index: a query word that matches nothing is corrected to its most similar word here,
 * which is what makes "helmt" find helmets.
 */
export const searchLexicon = pgTable(
  'search_lexicon',
  {
    store: varchar('store', { length: 5 }).notNull(),
    word: text('word').notNull(),
    /** How many products use the word: the tie-break between equally similar corrections. */
    documents: integer('documents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.store, t.word] }), index('search_lexicon_word_trgm').using('gin', t.word.op('gin_trgm_ops'))],
);
