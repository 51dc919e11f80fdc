-- pg_trgm (trusted since PostgreSQL 13, so a database owner may create it) gives the lexicon its
-- trigram index for correcting typos; PGlite loads it as a contrib extension in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "product_search" (
	"product_id" integer NOT NULL,
	"store" varchar(5) NOT NULL,
	"document" "tsvector" NOT NULL,
	CONSTRAINT "product_search_product_id_store_pk" PRIMARY KEY("product_id","store")
);
--> statement-breakpoint
CREATE TABLE "search_lexicon" (
	"store" varchar(5) NOT NULL,
	"word" text NOT NULL,
	"documents" integer NOT NULL,
	CONSTRAINT "search_lexicon_store_word_pk" PRIMARY KEY("store","word")
);
--> statement-breakpoint
CREATE INDEX "product_search_document" ON "product_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_lexicon_word_trgm" ON "search_lexicon" USING gin ("word" gin_trgm_ops);