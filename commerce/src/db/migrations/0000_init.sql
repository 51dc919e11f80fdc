CREATE TABLE "countries" (
	"code" varchar(2) PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"currency" varchar(3) NOT NULL,
	"currency_sign" text NOT NULL,
	"esw_code" varchar(2) NOT NULL,
	"locale" text NOT NULL,
	"icon" text NOT NULL,
	"partner_enabled" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"key" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_networks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"cidr" text NOT NULL,
	CONSTRAINT "store_networks_cidr_unique" UNIQUE("cidr")
);
--> statement-breakpoint
CREATE TABLE "menu_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu" varchar(16) NOT NULL,
	"store" varchar(5) NOT NULL,
	"parent_id" integer,
	"level" integer NOT NULL,
	"lft" integer NOT NULL,
	"rgt" integer NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "social_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"store" varchar(5) NOT NULL,
	"link_url" text NOT NULL,
	"link_text" text NOT NULL,
	"icon" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"store" varchar(5) NOT NULL,
	"identifier" text NOT NULL,
	"title" text NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"meta_keywords" text,
	"blocks" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "url_rewrites" (
	"id" serial PRIMARY KEY NOT NULL,
	"store" varchar(5) NOT NULL,
	"request_path" text NOT NULL,
	"entity_type" varchar(16),
	"entity_id" integer,
	"target_path" text,
	"redirect_type" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "menu_entries_menu_store_lft" ON "menu_entries" USING btree ("menu","store","lft");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_pages_store_identifier" ON "cms_pages" USING btree ("store","identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "url_rewrites_store_path" ON "url_rewrites" USING btree ("store","request_path");